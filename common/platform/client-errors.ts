/**
 * Why: an uncaught error in a person's browser is otherwise invisible to us. Pages report it to
 * POST CLIENT_ERRORS_PATH (the Worker logs it); both sides keep the report small and free of
 * personal data with the same rule: no query strings or fragments, no emails, no long numbers or
 * tokens. No zod here: the pages' bundle imports this file.
 */

export const CLIENT_ERRORS_PATH = "/v3/client_errors/";
/** ours: the longest message and source kept (characters); a page reports at most this many errors. */
export const CLIENT_ERROR_MESSAGE_MAX = 500;
export const CLIENT_ERROR_SOURCE_MAX = 300;
export const CLIENT_ERRORS_PER_PAGE = 5;
export const CLIENT_ERROR_KINDS = ["error", "unhandledrejection", "render"] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/**
 * Text with what could name a person taken out, cut to `max` characters.
 *
 * @example
 * scrubClientError("Failed for jane@example.com at /pin/123456789/?q=x", 100) // "Failed for [email] at /pin/[number]/"
 */
export function scrubClientError(text: string, max: number): string {
  return text
    .replace(/([a-z][a-z0-9+.-]*:\/\/[^\s?#]*|\/[^\s?#]*)[?#][^\s)'"]*/gi, "$1")
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, "[email]")
    .replace(/[A-Za-z0-9_-]{24,}/g, "[token]")
    .replace(/\d{6,}/g, "[number]")
    .slice(0, max);
}
