/**
 * Why: promoted Pins' beacon (docs/decisions/039), registered against its contract in
 * common/business/promoted-pins/contracts.ts; the counting is count-events.ts. The beacon is
 * rate-limited per client address (429 RATE_LIMITED past RATE_LIMIT_BEACON_MAX a window).
 */
import { hidePromotedRoute, promotedEventsRoute, unhidePromotedRoute } from "~common/business/promoted-pins";
import { rateLimit } from "../../platform/middleware";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { requireViewer, viewerId } from "../../platform/guards";
import { countPromotedEvents } from "./count-events";
import { hidePromoted, unhidePromoted } from "./hides";

const router = createRouter();
// Per address, before the body is read: a page sends a batch every 2 s at most (RATE_LIMIT_BEACON_MAX).
router.on("POST", promotedEventsRoute.path, rateLimit("beacon"));

export const promotedRoutes = router
  .openapi(promotedEventsRoute, async (c) => {
    const viewer = await viewerId(c);
    return ok(c, await countPromotedEvents(c, viewer, c.req.valid("json").events));
  })
  .openapi(hidePromotedRoute, async (c) => {
    const viewer = await requireViewer(c);
    return ok(c, await hidePromoted(c, viewer, c.req.valid("json").token));
  })
  .openapi(unhidePromotedRoute, async (c) => {
    const viewer = await requireViewer(c);
    return ok(c, await unhidePromoted(c.env.DB, viewer, Number(c.req.valid("param").pinId)));
  });
