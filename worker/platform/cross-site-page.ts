/**
 * Why: a page action (a form post to /logout, /resources/follow, /board/create…) sent from another
 * site's page is a cross-site request forgery attempt. The API refuses those with 403 in its
 * envelope (./middleware/origin-guard.ts); pages refused them unevenly — React Router's own check
 * answered 400, some actions redirected to / with nothing done and nothing said. The Worker entry
 * now refuses every such page request the same way, before React Router sees it: 403 with a plain
 * page that says why, by the same rule as the API (`isCrossSiteWrite`).
 */
import { PLATFORM_API_MESSAGES, PLATFORM_MESSAGES } from "~common/platform/messages";

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/**
 * The answer to a page request another site's page sent.
 *
 * @example
 * if (isCrossSiteWrite(request.method, request.url, request.headers)) return crossSitePageResponse();
 */
export function crossSitePageResponse(): Response {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(PLATFORM_API_MESSAGES.crossSite)}</title></head><body><main><h1>${escape(PLATFORM_API_MESSAGES.crossSite)}</h1><p><a href="/">${escape(PLATFORM_MESSAGES.goHome)}</a></p></main></body></html>`;
  return new Response(page, { status: 403, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
