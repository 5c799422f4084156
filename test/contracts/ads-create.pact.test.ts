/**
 * Consumer contract of campaign create (docs/decisions/057; the routes are
 * common/business/ads-create/contracts.ts), the answers the console relies on
 * (app/routes/business/ads-create/ads-create.server.ts):
 *   the create form            createCampaignRoute (the campaign with its ad groups; BUDGET_TOO_LOW
 *                              said beside the budget by its field);
 *   drafts                     createDraftRoute, saveDraftRoute (and DRAFT_CHANGED_MEANWHILE from
 *                              another tab), draftRoute (and DRAFT_NOT_FOUND), draftsRoute, deleteDraftRoute;
 *   the edit page              campaignStructureRoute, addAdGroupRoute (and AD_PIN_REPEATED by its field);
 *   the duplicate page         duplicateCampaignRoute (a paused copy).
 * Ids, cookies and the day come from the provider states (./states/business.ts).
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
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
  type CampaignPlan,
} from "~common/business/ads-create";
import { clientFor, createPact, interaction } from "./interaction";
import { BIZ, BUSINESS_STATES, PACT_DRAFT_FORM, PACT_PROMOTE_LINK } from "./states/business";
import { adGroup, campaign, targeting, thumbnail } from "./business-shapes";

const { eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = createPact();
const ready = { state: BUSINESS_STATES.ready, params: BIZ };
const fresh = { state: BUSINESS_STATES.campaignToChange, params: BIZ };
const withDraft = { state: BUSINESS_STATES.draftToEdit, params: BIZ };
const EX = { advertiserId: "7", campaignId: "19", pinId: "42", draftId: "5", today: "2026-12-02" };
const COOKIE_EXAMPLE = { Cookie: "pin_sess=AbCdEfGhIjKlMnOpQrStUv" };
const SESSION = { Cookie: fromProviderState("${sessionCookie}", COOKIE_EXAMPLE.Cookie) };
const ADVERTISER_ID = fromProviderState("${advertiserId}", EX.advertiserId);
const CAMPAIGN_ID = fromProviderState("${campaignId}", EX.campaignId);
const PIN_ID = fromProviderState("${pinId}", EX.pinId);
const DRAFT_ID = fromProviderState("${draftId}", EX.draftId);
const TODAY = fromProviderState("${today}", EX.today);
const numericId = (example: string) => regex(/^[1-9][0-9]*$/, example);
const iso = regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, "2026-12-02T09:30:00.000Z");

const group = (pinId: unknown) => ({
  name: "Pact readers",
  targeting_spec: { AGE_BUCKET: [], GENDER: ["female"], INTEREST: [], LOCATION: ["US"] },
  auto_targeting_enabled: false,
  bid_in_micro_currency: 500_000,
  keywords: ["reading chair"],
  ads: [{ pin_id: pinId }],
});
const plan = (pinId: unknown, today: unknown, micro = 20_000_000) => ({
  name: "Pact from scratch",
  objective_type: "CONSIDERATION",
  automated: false,
  budget_type: "DAILY",
  budget_in_micro_currency: micro,
  start_date: today,
  end_date: null,
  start_paused: false,
  conversion_tag_id: null,
  conversion_event: null,
  product_group_id: null,
  ad_groups: [group(pinId)],
});
const groupShape = (name: unknown, over: Record<string, unknown> = {}) =>
  adGroup(name, {
    budget_in_micro_currency: integer(20_000_000),
    targeting_spec: { AGE_BUCKET: [], GENDER: ["female"], INTEREST: [], LOCATION: ["US"] },
    bid_in_micro_currency: 500_000,
    keywords: ["reading chair"],
    campaign: { id: numericId(EX.campaignId), name: string("Pact from scratch"), status: "ACTIVE", automated: false },
    ads: eachLike({ id: numericId("31"), pin_id: numericId(EX.pinId), pin_title: string("Pact chair"), pin_image_url: thumbnail, destination_url: PACT_PROMOTE_LINK, status: "ACTIVE" }),
    ...over,
  });
const draftShape = (name: string, version: number) => ({
  id: numericId(EX.draftId),
  name,
  form: { ...PACT_DRAFT_FORM, name: string(name), start_date: regex(/^\d{4}-\d{2}-\d{2}$/, EX.today) },
  version: integer(version),
  created_at: iso,
  updated_at: iso,
});

describe("the create form", () => {
  test("a campaign with its ad group; a budget under the minimum names its field", async () => {
    await interaction(pact, {
      route: createCampaignRoute,
      uponReceiving: "a campaign made from scratch with one ad group",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, json: plan(PIN_ID, TODAY) },
      response: {
        data: {
          campaign: campaign("Pact from scratch", {
            budget_in_micro_currency: 20_000_000,
            duration: 1,
            is_ongoing: true,
            auto_targeting_enabled: false,
            targeting_spec: { AGE_BUCKET: [], GENDER: ["female"], INTEREST: [], LOCATION: ["US"] },
            ads_client_type: "ads_manager",
            ad_group: { id: numericId("23"), name: "Pact readers", status: "ACTIVE" },
          }),
          ad_groups: eachLike(groupShape("Pact readers")),
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(createCampaignRoute, {
        params: { advertiserId: EX.advertiserId },
        json: plan(EX.pinId, EX.today) as CampaignPlan,
      });
      expect(res.ok && res.data.ad_groups[0]!.keywords).toEqual(["reading chair"]);
    });
    await interaction(pact, {
      route: createCampaignRoute,
      uponReceiving: "a campaign from scratch with a daily budget under the country's minimum",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, json: plan(PIN_ID, TODAY, 500_000) },
      response: { error: "BUDGET_TOO_LOW", data: { field: "budget_in_micro_currency" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(createCampaignRoute, {
        params: { advertiserId: EX.advertiserId },
        json: plan(EX.pinId, EX.today, 500_000) as CampaignPlan,
      });
      expect(res).toMatchObject({ ok: false, status: 400 });
    });
  });
});

describe("drafts", () => {
  const params = { advertiserId: ADVERTISER_ID, draftId: DRAFT_ID };
  const example = { advertiserId: EX.advertiserId, draftId: EX.draftId };
  const form = (name: string) => ({ ...PACT_DRAFT_FORM, name, start_date: EX.today });

  test("start, save over its version, another tab's stale save, read, list, delete; a draft that is gone", async () => {
    await interaction(pact, {
      route: createDraftRoute,
      uponReceiving: "a campaign draft started",
      given: withDraft,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, json: { form: form("Pact second draft") } },
      response: { data: draftShape("Pact second draft", 0) },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(createDraftRoute, { params: { advertiserId: EX.advertiserId }, json: { form: form("Pact second draft") } });
      expect(res.ok && res.data.version).toBe(0);
    });
    await interaction(pact, {
      route: saveDraftRoute,
      uponReceiving: "a campaign draft saved over its version",
      given: withDraft,
      request: { headers: SESSION, params, json: { form: form("Pact draft, renamed"), version: 0 } },
      response: { data: draftShape("Pact draft, renamed", 1) },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(saveDraftRoute, { params: example, json: { form: form("Pact draft, renamed"), version: 0 } });
      expect(res.ok && res.data.version).toBe(1);
    });
    await interaction(pact, {
      route: saveDraftRoute,
      uponReceiving: "a campaign draft saved over a version another tab replaced",
      given: withDraft,
      request: { headers: SESSION, params, json: { form: form("Pact stale tab"), version: 7 } },
      response: { error: "DRAFT_CHANGED_MEANWHILE" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(saveDraftRoute, { params: example, json: { form: form("Pact stale tab"), version: 7 } });
      expect(res).toMatchObject({ ok: false, status: 409 });
    });
    await interaction(pact, {
      route: draftRoute,
      uponReceiving: "a request for a campaign draft",
      given: withDraft,
      request: { headers: SESSION, params },
      response: { data: draftShape("Pact draft", 0) },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(draftRoute, { params: example });
      expect(res.ok && res.data.form.ad_groups).toHaveLength(1);
    });
    await interaction(pact, {
      route: draftRoute,
      uponReceiving: "a request for a campaign draft that does not exist",
      given: withDraft,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID, draftId: "999999999999" } },
      response: { error: "DRAFT_NOT_FOUND", data: { field: "draftId" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(draftRoute, { params: { advertiserId: EX.advertiserId, draftId: "999999999999" } });
      expect(res).toMatchObject({ ok: false, status: 404 });
    });
    const list = { items: eachLike({ id: numericId(EX.draftId), name: string("Pact draft"), version: integer(0), created_at: iso, updated_at: iso }) };
    await interaction(pact, {
      route: draftsRoute,
      uponReceiving: "a request for the ad account's campaign drafts",
      given: withDraft,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID } },
      response: { data: list },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(draftsRoute, { params: { advertiserId: EX.advertiserId } });
      expect(res.ok && res.data.items[0]!.name).toBe("Pact draft");
    });
    await interaction(pact, {
      route: deleteDraftRoute,
      uponReceiving: "a campaign draft deleted",
      given: withDraft,
      request: { headers: SESSION, params },
      response: { data: { items: [] } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(deleteDraftRoute, { params: example });
      expect(res.ok && res.data.items).toEqual([]);
    });
  });
});

describe("the edit and duplicate pages", () => {
  const params = { advertiserId: ADVERTISER_ID, campaignId: CAMPAIGN_ID };
  const example = { advertiserId: EX.advertiserId, campaignId: EX.campaignId };
  const quickGroup = (over: Record<string, unknown> = {}) =>
    adGroup(string("Pact campaign to change"), {
      bid_in_micro_currency: null,
      keywords: [],
      campaign: { id: numericId(EX.campaignId), name: string("Pact campaign to change"), status: "ACTIVE", automated: false },
      ...over,
    });

  test("the campaign whole; one more ad group, or its repeated Pin by its field; a paused copy", async () => {
    await interaction(pact, {
      route: campaignStructureRoute,
      uponReceiving: "a request for a campaign with all of its ad groups",
      given: fresh,
      request: { headers: SESSION, params },
      response: { data: { campaign: campaign(string("Pact campaign to change")), ad_groups: eachLike(quickGroup()) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(campaignStructureRoute, { params: example });
      expect(res.ok && res.data.ad_groups).toHaveLength(1);
    });
    await interaction(pact, {
      route: addAdGroupRoute,
      uponReceiving: "an ad group added to a campaign",
      given: fresh,
      request: { headers: SESSION, params, json: group(PIN_ID) },
      response: {
        data: {
          campaign: campaign(string("Pact campaign to change"), { ad_group_count: 2 }),
          ad_groups: [quickGroup(), groupShape("Pact readers", { budget_in_micro_currency: 3_000_000, campaign: { id: numericId(EX.campaignId), name: string("Pact campaign to change"), status: "ACTIVE", automated: false } })],
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(addAdGroupRoute, { params: example, json: group(EX.pinId) as never });
      expect(res.ok && res.data.ad_groups).toHaveLength(2);
    });
    await interaction(pact, {
      route: addAdGroupRoute,
      uponReceiving: "an ad group added with the same Pin twice",
      given: fresh,
      request: { headers: SESSION, params, json: { ...group(PIN_ID), ads: [{ pin_id: PIN_ID }, { pin_id: PIN_ID }] } },
      response: { error: "AD_PIN_REPEATED", data: { field: "ads.1.pin_id" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(addAdGroupRoute, {
        params: example,
        json: { ...group(EX.pinId), ads: [{ pin_id: EX.pinId }, { pin_id: EX.pinId }] } as never,
      });
      expect(res).toMatchObject({ ok: false, status: 400 });
    });
    await interaction(pact, {
      route: duplicateCampaignRoute,
      uponReceiving: "a campaign duplicated",
      given: fresh,
      request: { headers: SESSION, params, json: { name: "Pact copy" } },
      response: {
        data: {
          campaign: campaign("Pact copy", { status: "PAUSED", ads_client_type: "ads_manager", inclusive_end_date: regex(/^\d{4}-\d{2}-\d{2}$/, "2026-12-11"), ad_group: { id: numericId("23"), name: string("Pact campaign to change"), status: "PAUSED" }, ad: { id: numericId("31"), pin_id: numericId(EX.pinId), destination_url: PACT_PROMOTE_LINK, status: "PAUSED" } }),
          ad_groups: eachLike(quickGroup({ status: "PAUSED", targeting_spec: targeting, campaign: { id: numericId(EX.campaignId), name: "Pact copy", status: "PAUSED", automated: false }, ads: eachLike({ id: numericId("31"), pin_id: numericId(EX.pinId), pin_title: string("Pact chair"), pin_image_url: thumbnail, destination_url: PACT_PROMOTE_LINK, status: "PAUSED" }) })),
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(duplicateCampaignRoute, { params: example, json: { name: "Pact copy" } });
      expect(res.ok && res.data.campaign.status).toBe("PAUSED");
    });
  });
});
