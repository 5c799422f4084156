/**
 * Why: `POST /v3/dev/promoted/traffic/` simulates days of a promoted Pin's traffic from many
 * viewers through the campaign's counter (worker/business/promoted-pins/simulate-traffic.ts), so
 * a local run's console has numbers to chart (`npm run ads -- simulate`, docs/local-development.md).
 * It spends a campaign's budget at will, so like every developer route it answers 404 unless
 * DEV_TOOLS is "true"; its "today" is the request's promoted Pins clock (x-promoted-clock).
 */
import { promotedTrafficRoute } from "~common/business/promoted-pins";
import { ApiError } from "~common/errors";
import { promotedNow, simulateTraffic } from "../business/promoted-pins";
import { config } from "../platform/config";
import { ok } from "../platform/respond";
import { createRouter } from "../platform/router";

export const promotedTrafficRoutes = createRouter().openapi(promotedTrafficRoute, async (c) => {
  if (!config(c.env).DEV_TOOLS) throw new ApiError("NOT_FOUND", { detail: `${c.req.method} ${c.req.path}` });
  const body = c.req.valid("json");
  c.header("Cache-Control", "private, no-store");
  return ok(
    c,
    await simulateTraffic(c.env, {
      campaignId: body.campaign_id === undefined ? null : Number(body.campaign_id),
      days: body.days,
      viewers: body.viewers,
      clickRate: body.click_rate,
      nowMs: promotedNow(c),
    }),
  );
});
