/**
 * Why: promoted Pins' beacon (docs/decisions/039), registered against its contract in
 * common/business/promoted-pins/contracts.ts; the counting is count-events.ts.
 */
import { promotedEventsRoute } from "~common/business/promoted-pins";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { viewerId } from "../../platform/guards";
import { countPromotedEvents } from "./count-events";

export const promotedRoutes = createRouter().openapi(promotedEventsRoute, async (c) => {
  const viewer = await viewerId(c);
  return ok(c, await countPromotedEvents(c, viewer, c.req.valid("json").events));
});
