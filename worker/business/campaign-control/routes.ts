/**
 * Why: campaign control's routes (docs/decisions/052), registered against their contracts in
 * common/business/campaign-control/. A change needs a viewer who may act for the ad account; the
 * history is readable by everyone with access to it (business.md §4).
 */
import { historyRoute, updateAdGroupRoute, updateAdRoute, updateCampaignRoute } from "~common/business/campaign-control";
import { ApiError } from "~common/errors";
import { primaryOf } from "../../platform/d1-sessions";
import { requireAdvertiserAccess, requireBusinessViewer } from "../../platform/guards";
import { rateLimit } from "../../platform/middleware";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { findAdGroup, findCampaign, toCampaign } from "../console";
import { promotedNow } from "../promoted-pins";
import { changeAd, changeAdGroup, changeCampaign } from "./changes";
import { listHistory } from "./history";

export const campaignControlRoutes = createRouter();
// Changes are made by hand in the console: limited per address like the account's other writes.
for (const path of [
  "/ads/v4/advertisers/:advertiserId/campaigns/:campaignId/",
  "/ads/v4/advertisers/:advertiserId/ad_groups/:adGroupId/",
  "/ads/v4/advertisers/:advertiserId/ads/:adId/",
])
  campaignControlRoutes.on("PATCH", path, rateLimit("account"));

campaignControlRoutes
  .openapi(updateCampaignRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiserId, campaignId } = c.req.valid("param");
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(advertiserId), { act: true });
    // The checks' state from the primary: a lagging replica's old version would refuse the change.
    const row = await findCampaign(primaryOf(c.env.DB), advertiser.id, Number(campaignId));
    if (!row) throw new ApiError("CAMPAIGN_NOT_FOUND", { data: { field: "campaignId" } });
    const after = await changeCampaign(c.env, { advertiser, actor: viewer.id, row, change: c.req.valid("json"), nowMs: promotedNow(c) });
    return ok(c, toCampaign(after));
  })
  .openapi(updateAdGroupRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiserId, adGroupId } = c.req.valid("param");
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(advertiserId), { act: true });
    const change = c.req.valid("json");
    await changeAdGroup(c.env.DB, {
      advertiser,
      actor: viewer.id,
      adGroupId: Number(adGroupId),
      change,
      nowMs: promotedNow(c),
    });
    return ok(c, (await findAdGroup(primaryOf(c.env.DB), advertiser.id, Number(adGroupId)))!);
  })
  .openapi(updateAdRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiserId, adId } = c.req.valid("param");
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(advertiserId), { act: true });
    const { status } = c.req.valid("json");
    return ok(
      c,
      await changeAd(c.env.DB, { advertiserId: advertiser.id, actor: viewer.id, adId: Number(adId), status, nowMs: promotedNow(c) }),
    );
  })
  .openapi(historyRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(c.req.valid("param").advertiserId), { act: false });
    return ok(c, await listHistory(c.env.DB, advertiser, c.req.valid("query")));
  });
