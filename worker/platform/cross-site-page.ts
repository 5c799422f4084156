/**
 * Why: a page action (a form post to /logout, /resources/follow, /board/create…) sent from another
 * site's page is a cross-site request forgery attempt. The API refuses those with 403 in its
 * envelope (./middleware/origin-guard.ts); pages refused them unevenly — React Router's own check
 * answered 400, some actions redirected to / with nothing done and nothing said. The Worker entry
 * now refuses every such page request the same way, before React Router sees it: 403 with a plain
 * page that says why, by the same rule as the API (`isCrossSiteWrite`).
 */
import { PLATFORM_API_MESSAGES, PLATFORM_MESSAGES } from "~common/platform/messages";
import { escapeHtml, plainPage } from "./plain-page";

/**
 * The answer to a page request another site's page sent.
 *
 * @example
 * if (isCrossSiteWrite(request.method, request.url, request.headers)) return crossSitePageResponse();
 */
export function crossSitePageResponse(): Response {
  return plainPage({
    status: 403,
    heading: PLATFORM_API_MESSAGES.crossSite,
    bodyHtml: `<p><a href="/">${escapeHtml(PLATFORM_MESSAGES.goHome)}</a></p>`,
  });
}
