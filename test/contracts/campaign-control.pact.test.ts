/**
 * Consumer contract of campaign control (docs/decisions/052; the routes are
 * common/business/campaign-control/contracts.ts), the answers the console relies on
 * (app/routes/business/campaign-control/campaign-control.server.ts):
 *   the campaign page's buttons       updateCampaignRoute with a status (the campaign as it is now);
 *   the campaign page's edit form     updateCampaignRoute with name, budget and end date; BUDGET_TOO_LOW
 *                                     (said beside the budget, by its field); NOTHING_TO_CHANGE (the
 *                                     form saved unchanged: the page says "Changes saved."); a lifetime
 *                                     budget for a daily campaign (BUDGET_IS_DAILY, by its field);
 *   the ad group page's buttons       updateAdGroupRoute, updateAdRoute;
 *   the ad group page's edit form     updateAdGroupRoute with name, bid, targeting and keywords;
 *                                     KEYWORD_INVALID by its field;
 *   the history page                  historyRoute (the fresh campaign's "created" entry first);
 *                                     ADVERTISER_ACCESS_DENIED for another business's ad account.
 * Each interaction gets a fresh running campaign from its provider state (./states/business.ts).
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import { historyRoute, updateAdGroupRoute, updateAdRoute, updateCampaignRoute } from "~common/business/campaign-control";
import { clientFor, createPact, interaction } from "./interaction";
import { BIZ, BUSINESS_STATES } from "./states/business";
import { adGroup, campaign } from "./business-shapes";

const { eachLike, fromProviderState, regex, string } = MatchersV3;

const pact = createPact();
const fresh = { state: BUSINESS_STATES.campaignToChange, params: BIZ };
const EX = { advertiserId: "7", otherAdvertiserId: "8", campaignId: "19", adGroupId: "23", adId: "29" };
const COOKIE_EXAMPLE = { Cookie: "pin_sess=AbCdEfGhIjKlMnOpQrStUv" };
const SESSION = { Cookie: fromProviderState("${sessionCookie}", COOKIE_EXAMPLE.Cookie) };
const ADVERTISER_ID = fromProviderState("${advertiserId}", EX.advertiserId);
const OTHER_ADVERTISER_ID = fromProviderState("${otherAdvertiserId}", EX.otherAdvertiserId);
const CAMPAIGN_ID = fromProviderState("${campaignId}", EX.campaignId);
const AD_GROUP_ID = fromProviderState("${adGroupId}", EX.adGroupId);
const AD_ID = fromProviderState("${adId}", EX.adId);
const numericId = (example: string) => regex(/^[1-9][0-9]*$/, example);
const iso = regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, "2026-12-02T09:30:00.000Z");
const campaignParams = { advertiserId: ADVERTISER_ID, campaignId: CAMPAIGN_ID };
const exampleParams = { advertiserId: EX.advertiserId, campaignId: EX.campaignId };

describe("the campaign page (campaign-control.server.ts)", () => {
  test("Pause: the campaign as it is now", async () => {
    await interaction(pact, {
      route: updateCampaignRoute,
      uponReceiving: "a campaign paused",
      given: fresh,
      request: { headers: SESSION, params: campaignParams, json: { status: "PAUSED" } },
      response: { data: campaign(string("Pact campaign to change"), { status: "PAUSED" }) },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(updateCampaignRoute, { params: exampleParams, json: { status: "PAUSED" } });
      expect(res.ok && res.data.status).toBe("PAUSED");
    });
  });

  test("the edit form: name, budget and end date; a budget under the minimum names its field; the form unchanged", async () => {
    await interaction(pact, {
      route: updateCampaignRoute,
      uponReceiving: "a campaign renamed with a new daily budget and no end date",
      given: fresh,
      request: { headers: SESSION, params: campaignParams, json: { name: "Pact chairs, winter", budget_in_micro_currency: 5_000_000, inclusive_end_date: null } },
      response: {
        data: campaign("Pact chairs, winter", {
          budget_in_micro_currency: 5_000_000,
          is_ongoing: true,
          ad_group: { id: numericId(EX.adGroupId), name: string("Pact campaign to change"), status: "ACTIVE" },
        }),
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(updateCampaignRoute, {
        params: exampleParams,
        json: { name: "Pact chairs, winter", budget_in_micro_currency: 5_000_000, inclusive_end_date: null },
      });
      expect(res.ok && res.data.budget_in_micro_currency).toBe(5_000_000);
    });
    await interaction(pact, {
      route: updateCampaignRoute,
      uponReceiving: "a campaign's daily budget set under the country's minimum",
      given: fresh,
      request: { headers: SESSION, params: campaignParams, json: { budget_in_micro_currency: 500_000 } },
      response: { error: "BUDGET_TOO_LOW", data: { field: "budget_in_micro_currency" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(updateCampaignRoute, { params: exampleParams, json: { budget_in_micro_currency: 500_000 } });
      expect(res).toMatchObject({ ok: false, status: 400 });
    });
    await interaction(pact, {
      route: updateCampaignRoute,
      uponReceiving: "a campaign change that changes nothing",
      given: fresh,
      request: { headers: SESSION, params: campaignParams, json: { status: "ACTIVE", budget_in_micro_currency: 3_000_000 } },
      response: { error: "NOTHING_TO_CHANGE", data: { field: "body" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(updateCampaignRoute, {
        params: exampleParams,
        json: { status: "ACTIVE", budget_in_micro_currency: 3_000_000 },
      });
      expect(res).toMatchObject({ ok: false, status: 400 });
    });
    await interaction(pact, {
      route: updateCampaignRoute,
      uponReceiving: "a lifetime budget sent for a campaign with a daily budget",
      given: fresh,
      request: { headers: SESSION, params: campaignParams, json: { lifetime_budget_in_micro_currency: 90_000_000 } },
      response: { error: "BUDGET_IS_DAILY", data: { field: "lifetime_budget_in_micro_currency" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(updateCampaignRoute, {
        params: exampleParams,
        json: { lifetime_budget_in_micro_currency: 90_000_000 },
      });
      expect(res).toMatchObject({ ok: false, status: 400 });
    });
  });
});

describe("the ad group page", () => {
  test("the edit form: name, bid, targeting and keywords; a keyword too long names its field", async () => {
    const params = { advertiserId: ADVERTISER_ID, adGroupId: AD_GROUP_ID };
    const example = { advertiserId: EX.advertiserId, adGroupId: EX.adGroupId };
    const spec = { AGE_BUCKET: ["25-34" as const], GENDER: ["female" as const], INTEREST: [], LOCATION: ["US" as const] };
    const json = { name: "Pact readers", bid_in_micro_currency: 1_250_000, keywords: ["reading chair"], targeting_spec: spec };
    await interaction(pact, {
      route: updateAdGroupRoute,
      uponReceiving: "an ad group's name, bid, targeting and keywords changed",
      given: fresh,
      request: { headers: SESSION, params, json },
      response: {
        data: adGroup("Pact readers", {
          bid_in_micro_currency: 1_250_000,
          keywords: ["reading chair"],
          targeting_spec: spec,
          campaign: { id: numericId(EX.campaignId), name: string("Pact campaign to change"), status: "ACTIVE", automated: false },
        }),
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(updateAdGroupRoute, { params: example, json });
      expect(res.ok && res.data.keywords).toEqual(["reading chair"]);
    });
    const tooLong = { keywords: ["a".repeat(81)] };
    await interaction(pact, {
      route: updateAdGroupRoute,
      uponReceiving: "an ad group keyword longer than 80 characters",
      given: fresh,
      request: { headers: SESSION, params, json: tooLong },
      response: { error: "KEYWORD_INVALID", data: { field: "keywords" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(updateAdGroupRoute, { params: example, json: tooLong });
      expect(res).toMatchObject({ ok: false, status: 400 });
    });
  });

  test("Pause ad group; Pause ad", async () => {
    await interaction(pact, {
      route: updateAdGroupRoute,
      uponReceiving: "an ad group paused",
      given: fresh,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID, adGroupId: AD_GROUP_ID }, json: { status: "PAUSED" } },
      response: { data: adGroup(string("Pact campaign to change"), { status: "PAUSED" }) },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(updateAdGroupRoute, {
        params: { advertiserId: EX.advertiserId, adGroupId: EX.adGroupId },
        json: { status: "PAUSED" },
      });
      expect(res.ok && res.data.status).toBe("PAUSED");
    });
    await interaction(pact, {
      route: updateAdRoute,
      uponReceiving: "an ad paused",
      given: fresh,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID, adId: AD_ID }, json: { status: "PAUSED" } },
      response: {
        data: {
          id: numericId(EX.adId),
          campaign_id: numericId(EX.campaignId),
          ad_group_id: numericId(EX.adGroupId),
          pin_id: numericId("42"),
          destination_url: string("https://www.pact-chairs.example/chair"),
          status: "PAUSED",
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(updateAdRoute, { params: { advertiserId: EX.advertiserId, adId: EX.adId }, json: { status: "PAUSED" } });
      expect(res.ok && res.data.status).toBe("PAUSED");
    });
  });
});

describe("the history page", () => {
  test("the account's changes, newest first; another business's ad account: 403", async () => {
    await interaction(pact, {
      route: historyRoute,
      uponReceiving: "a request for one campaign's history",
      given: fresh,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, query: { campaign_id: CAMPAIGN_ID } },
      response: {
        data: {
          items: eachLike({
            id: numericId("101"),
            created_at: iso,
            actor: { id: string("3f0c8a52-8d4e-4c4e-9a3b-2f5a1c7d9e10"), username: string("pactchairs"), full_name: string("Biz Pact") },
            entity_type: "CAMPAIGN",
            entity_id: numericId(EX.campaignId),
            entity_name: string("Pact campaign to change"),
            campaign_id: numericId(EX.campaignId),
            field: "created",
            from: null,
            to: string("Pact campaign to change"),
          }),
          bookmark: null,
          currency: "USD",
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(historyRoute, { params: { advertiserId: EX.advertiserId }, query: { campaign_id: EX.campaignId } });
      expect(res.ok && res.data.items[0]!.field).toBe("created");
    });
    await interaction(pact, {
      route: historyRoute,
      uponReceiving: "a request for another business's history",
      given: fresh,
      request: { headers: SESSION, params: { advertiserId: OTHER_ADVERTISER_ID } },
      response: { error: "ADVERTISER_ACCESS_DENIED", data: { field: "advertiserId" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(historyRoute, { params: { advertiserId: EX.otherAdvertiserId } });
      expect(res).toMatchObject({ ok: false, status: 403 });
    });
  });
});
