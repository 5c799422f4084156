/**
 * Why: a Worker whose D1 database lacks the migrations — a first `wrangler dev` with a new
 * `--persist-to` folder, a deployment before `wrangler d1 migrations apply DB --remote` — would
 * answer every page and most API calls with a bare 500 ("no such table"). Before the first request
 * that may read D1, each isolate asks once whether the newest migration is recorded in wrangler's
 * `d1_migrations` table; until it is, pages answer a plain 503 page and the API the
 * DATABASE_NOT_READY envelope, both naming the command to run. Once ready, the isolate never asks
 * again (one D1 round trip per isolate).
 */
import { ApiError, errorEnvelope } from "~common/errors";
import { PLATFORM_API_MESSAGES } from "~common/platform/messages";
import { escapeHtml, plainPage } from "./plain-page";

/**
 * The newest file in migrations/ (test/worker/platform/database-ready.test.ts keeps it so): add a
 * migration, name it here.
 */
export const NEWEST_MIGRATION = "0073_audiences.sql";

let ready = false;

/**
 * True once the database holds the newest migration (remembered for the isolate's life).
 *
 * @example
 * if (!(await databaseReady(env.DB))) return databaseNotReadyResponse(isApiPath(pathname));
 */
export async function databaseReady(db: D1Database): Promise<boolean> {
  if (ready) return true;
  try {
    ready = (await db.prepare("SELECT 1 AS applied FROM d1_migrations WHERE name = ?").bind(NEWEST_MIGRATION).first()) !== null;
  } catch {
    // No d1_migrations table at all: nothing was ever applied.
    ready = false;
  }
  return ready;
}

/** The answer while the database is not ready: the API's envelope, or a plain page. */
export function databaseNotReadyResponse(api: boolean): Response {
  const error = new ApiError("DATABASE_NOT_READY");
  if (api) return Response.json(errorEnvelope(error), { status: error.spec.status, headers: { "Retry-After": "5" } });
  // The message's `commands` as <code>.
  const text = escapeHtml(PLATFORM_API_MESSAGES.databaseNotReady).replace(/`([^`]+)`/g, "<code>$1</code>");
  return plainPage({
    status: error.spec.status,
    heading: PLATFORM_API_MESSAGES.databaseNotReadyTitle,
    bodyHtml: `<p>${text}</p>`,
    headers: { "Retry-After": "5" },
  });
}
