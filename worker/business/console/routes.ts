/**
 * Why: the business API (business.md §2, §3, §7) registered against common/business/contracts.ts:
 * converting to a business account, the ad accounts and quick promote's steps, the campaign create
 * and the console's reads, the business access profiles and the acting profile. Every handler
 * starts from the viewer and their access to the ad account (../viewer.ts); the API app mounts this
 * router.
 */
import {
  actingProfileRoute,
  adGroupRoute,
  adsConsentRoute,
  advertiserRoute,
  advertisersRoute,
  billingProfileRoute,
  businessInfoRoute,
  businessMemberRoute,
  businessProfilesRoute,
  campaignRoute,
  campaignsRoute,
  conversionTagsRoute,
  convertRoute,
  createConversionTagRoute,
  pinBuilderUploadRoute,
  promotablePinsRoute,
  quickPromoteRoute,
} from "~common/business/contracts";
import { ApiError } from "~common/errors";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { listAdvertisers } from "./advertisers-repo";
import {
  advertiserDetail,
  conversionTags,
  createConversionTag,
  promotablePins,
  recordConsent,
  saveBilling,
  saveBusinessInfo,
} from "../quick-promote";
import { convertToBusiness } from "../convert";
import { storeUpload } from "../pin-builder";
import { actingProfileId, listProfiles, putMember, switchActingProfile } from "../acting-profile";
import { findAdGroup, findCampaign, listCampaigns, toCampaign } from "./campaigns-repo";
import { createQuickPromote } from "../quick-promote";
import { requireAdvertiserAccess, requireBusinessViewer, requirePartner } from "../../platform/guards";

/** A path id parameter (already checked against ID_PATTERN by the contract) as a number. */
export const idOf = (value: string) => Number(value);

export const businessRoutes = createRouter()
  .openapi(convertRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    return ok(c, await convertToBusiness(c.env.DB, viewer.user, c.req.valid("json")));
  })
  .openapi(advertisersRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    return ok(c, await listAdvertisers(c.env.DB, viewer.id));
  })
  .openapi(advertiserRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const access = await requireAdvertiserAccess(c.env.DB, viewer.id, idOf(c.req.valid("param").advertiserId), { act: false });
    return ok(c, await advertiserDetail(c.env.DB, access));
  })
  .openapi(adsConsentRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const access = await requireAdvertiserAccess(c.env.DB, viewer.id, idOf(c.req.valid("param").advertiserId), { act: true });
    return ok(c, await recordConsent(c.env.DB, access));
  })
  .openapi(businessInfoRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const access = await requireAdvertiserAccess(c.env.DB, viewer.id, idOf(c.req.valid("param").advertiserId), { act: true });
    return ok(c, await saveBusinessInfo(c.env.DB, access, c.req.valid("json")));
  })
  .openapi(billingProfileRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const access = await requireAdvertiserAccess(c.env.DB, viewer.id, idOf(c.req.valid("param").advertiserId), { act: true });
    return ok(c, await saveBilling(c.env.DB, access, c.req.valid("json")));
  })
  .openapi(promotablePinsRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const access = await requireAdvertiserAccess(c.env.DB, viewer.id, idOf(c.req.valid("param").advertiserId), { act: false });
    return ok(c, await promotablePins(c.env.DB, access, c.req.valid("query")));
  })
  .openapi(quickPromoteRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiserId, pinId } = c.req.valid("param");
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, idOf(advertiserId), { act: true });
    const campaign = await createQuickPromote({
      db: c.env.DB,
      viewerId: viewer.id,
      advertiser,
      pinId: idOf(pinId),
      body: c.req.valid("json"),
      idempotencyKey: c.req.valid("header")["idempotency-key"] ?? null,
    });
    return ok(c, campaign);
  })
  .openapi(campaignsRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, idOf(c.req.valid("param").advertiserId), { act: false });
    return ok(c, await listCampaigns(c.env.DB, advertiser.id, c.req.valid("query")));
  })
  .openapi(campaignRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiserId, campaignId } = c.req.valid("param");
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, idOf(advertiserId), { act: false });
    const row = await findCampaign(c.env.DB, advertiser.id, idOf(campaignId));
    if (!row) throw new ApiError("CAMPAIGN_NOT_FOUND", { data: { field: "campaignId" } });
    return ok(c, toCampaign(row));
  })
  .openapi(adGroupRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiserId, adGroupId } = c.req.valid("param");
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, idOf(advertiserId), { act: false });
    const group = await findAdGroup(c.env.DB, advertiser.id, idOf(adGroupId));
    if (!group) throw new ApiError("AD_GROUP_NOT_FOUND", { data: { field: "adGroupId" } });
    return ok(c, group);
  })
  .openapi(conversionTagsRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const access = await requireAdvertiserAccess(c.env.DB, viewer.id, idOf(c.req.valid("param").advertiserId), { act: false });
    return ok(c, await conversionTags(c.env.DB, access));
  })
  .openapi(createConversionTagRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const access = await requireAdvertiserAccess(c.env.DB, viewer.id, idOf(c.req.valid("param").advertiserId), { act: true });
    return ok(c, await createConversionTag(c.env.DB, access, c.req.valid("json").name));
  })
  .openapi(businessProfilesRoute, async (c) => {
    const viewer = await requirePartner(c);
    const profiles = await listProfiles(c.env.DB, viewer);
    return ok(c, { profiles, acting_profile_id: await actingProfileId(c.env.DB, viewer, profiles) });
  })
  .openapi(actingProfileRoute, async (c) => {
    const viewer = await requirePartner(c);
    return ok(c, await switchActingProfile(c.env.DB, viewer, c.req.valid("json").profile_id));
  })
  .openapi(pinBuilderUploadRoute, async (c) => {
    await requireBusinessViewer(c); // a logged-in viewer uploads
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    return ok(c, await storeUpload(c.env.DB, c.env.IMAGES, c.req.header("content-type") ?? "", bytes));
  })
  .openapi(businessMemberRoute, async (c) => {
    const viewer = await requirePartner(c);
    return ok(c, await putMember(c.env.DB, viewer, c.req.valid("json")));
  });
