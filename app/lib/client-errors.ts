/**
 * Why: a person's uncaught error (a script error, a rejected promise, a page that failed to render)
 * should reach us, not only their console. Each is reported once, at most CLIENT_ERRORS_PER_PAGE a
 * page, scrubbed of anything personal before it leaves (common/platform/client-errors.ts), with
 * sendBeacon: it never delays or breaks the page, and a failed report is dropped.
 */
import {
  CLIENT_ERROR_MESSAGE_MAX,
  CLIENT_ERROR_SOURCE_MAX,
  CLIENT_ERRORS_PATH,
  CLIENT_ERRORS_PER_PAGE,
  scrubClientError,
  type ClientErrorKind,
} from "~common/platform/client-errors";

const reported = new Set<string>();

/** Reports one error (a repeat of one already reported is not sent again). */
export function reportClientError(kind: ClientErrorKind, error: unknown, where: { source?: string; line?: number; column?: number } = {}) {
  const message = scrubClientError(error instanceof Error ? `${error.name}: ${error.message}` : String(error), CLIENT_ERROR_MESSAGE_MAX);
  if (reported.has(message) || reported.size >= CLIENT_ERRORS_PER_PAGE || typeof navigator.sendBeacon !== "function") return;
  reported.add(message);
  const body = {
    kind,
    message,
    page: scrubClientError(location.pathname, CLIENT_ERROR_SOURCE_MAX),
    ...(where.source && { source: scrubClientError(where.source.replace(location.origin, ""), CLIENT_ERROR_SOURCE_MAX) }),
    ...(where.line && { line: where.line, column: where.column ?? 0 }),
  };
  try {
    navigator.sendBeacon(CLIENT_ERRORS_PATH, new Blob([JSON.stringify(body)], { type: "application/json" }));
  } catch {
    // Reporting must never become an error of its own.
  }
}

/** Listens for the window's uncaught errors and rejections (once). */
export function reportUncaughtErrors() {
  window.addEventListener("error", (e: ErrorEvent) =>
    reportClientError("error", e.error ?? e.message, { source: e.filename, line: e.lineno, column: e.colno }),
  );
  window.addEventListener("unhandledrejection", (e: PromiseRejectionEvent) => reportClientError("unhandledrejection", e.reason));
}
