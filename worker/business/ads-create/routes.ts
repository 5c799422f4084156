/**
 * Why: campaign create's routes (docs/decisions/057), registered against their contracts in
 * common/business/ads-create/. Writes need a person who may act for the ad account; reads,
 * everyone with access to it (business.md §4).
 */
import {
  addAdGroupRoute,
  campaignStructureRoute,
  createCampaignRoute,
  createDraftRoute,
  deleteDraftRoute,
  draftRoute,
  draftsRoute,
  duplicateCampaignRoute,
  saveDraftRoute,
} from "~common/business/ads-create";
import { ApiError } from "~common/errors";
import { primaryOf } from "../../platform/d1-sessions";
import { requireAdvertiserAccess, requireBusinessViewer } from "../../platform/guards";
import { rateLimit } from "../../platform/middleware";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { findCampaign } from "../console";
import { promotedNow } from "../promoted-pins";
import { addAdGroup, duplicateCampaign } from "./copies";
import { createCampaign } from "./create";
import { createDraft, deleteDraft, findDraft, listDrafts, saveDraft } from "./drafts";
import { campaignStructure } from "./structure";

export const adsCreateRoutes = createRouter();
// Made by hand in the console (and saved as the form is typed): limited per address like the account's other writes.
for (const [method, path] of [
  ["POST", "/ads/v4/advertisers/:advertiserId/campaigns/"],
  ["POST", "/ads/v4/advertisers/:advertiserId/campaigns/:campaignId/ad_groups/"],
  ["POST", "/ads/v4/advertisers/:advertiserId/campaigns/:campaignId/duplicate/"],
] as const)
  adsCreateRoutes.on(method, path, rateLimit("account"));
// Drafts save themselves as the form is typed: a bucket of their own, so typing never uses up the account's changes.
for (const [method, path] of [
  ["POST", "/ads/v4/advertisers/:advertiserId/campaign_drafts/"],
  ["PUT", "/ads/v4/advertisers/:advertiserId/campaign_drafts/:draftId/"],
  ["DELETE", "/ads/v4/advertisers/:advertiserId/campaign_drafts/:draftId/"],
] as const)
  adsCreateRoutes.on(method, path, rateLimit("drafts"));

const notFound = () => new ApiError("CAMPAIGN_NOT_FOUND", { data: { field: "campaignId" } });

adsCreateRoutes
  .openapi(createCampaignRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(c.req.valid("param").advertiserId), { act: true });
    const id = await createCampaign(c.env.DB, { advertiser, actor: viewer.id, plan: c.req.valid("json"), nowMs: promotedNow(c) });
    return ok(c, (await campaignStructure(primaryOf(c.env.DB), advertiser.id, id))!);
  })
  .openapi(campaignStructureRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiserId, campaignId } = c.req.valid("param");
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(advertiserId), { act: false });
    const s = await campaignStructure(c.env.DB, advertiser.id, Number(campaignId));
    if (!s) throw notFound();
    return ok(c, s);
  })
  .openapi(addAdGroupRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiserId, campaignId } = c.req.valid("param");
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(advertiserId), { act: true });
    // The checks' state from the primary: a lagging replica's old version would refuse the add.
    const db = primaryOf(c.env.DB);
    const [row, source] = await Promise.all([
      findCampaign(db, advertiser.id, Number(campaignId)),
      campaignStructure(db, advertiser.id, Number(campaignId)),
    ]);
    if (!row || !source) throw notFound();
    await addAdGroup(c.env.DB, {
      advertiser,
      actor: viewer.id,
      source,
      version: row.version,
      group: c.req.valid("json"),
      nowMs: promotedNow(c),
    });
    return ok(c, (await campaignStructure(db, advertiser.id, Number(campaignId)))!);
  })
  .openapi(duplicateCampaignRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiserId, campaignId } = c.req.valid("param");
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(advertiserId), { act: true });
    const source = await campaignStructure(primaryOf(c.env.DB), advertiser.id, Number(campaignId));
    if (!source) throw notFound();
    const id = await duplicateCampaign(c.env.DB, {
      advertiser,
      actor: viewer.id,
      source,
      name: c.req.valid("json").name,
      nowMs: promotedNow(c),
    });
    return ok(c, (await campaignStructure(primaryOf(c.env.DB), advertiser.id, id))!);
  })
  .openapi(draftsRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(c.req.valid("param").advertiserId), { act: false });
    return ok(c, await listDrafts(c.env.DB, advertiser.id));
  })
  .openapi(createDraftRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(c.req.valid("param").advertiserId), { act: true });
    return ok(
      c,
      await createDraft(c.env.DB, { advertiserId: advertiser.id, actor: viewer.id, form: c.req.valid("json").form, nowMs: Date.now() }),
    );
  })
  .openapi(draftRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiserId, draftId } = c.req.valid("param");
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(advertiserId), { act: false });
    return ok(c, await findDraft(primaryOf(c.env.DB), advertiser.id, Number(draftId)));
  })
  .openapi(saveDraftRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiserId, draftId } = c.req.valid("param");
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(advertiserId), { act: true });
    const { form, version } = c.req.valid("json");
    return ok(c, await saveDraft(c.env.DB, { advertiserId: advertiser.id, id: Number(draftId), form, version, nowMs: Date.now() }));
  })
  .openapi(deleteDraftRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiserId, draftId } = c.req.valid("param");
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(advertiserId), { act: true });
    return ok(c, await deleteDraft(c.env.DB, advertiser.id, Number(draftId)));
  });
