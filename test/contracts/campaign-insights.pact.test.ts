/**
 * Consumer contract of campaign reporting (business.md §2 campaign insights; the routes are
 * common/business/campaign-insights/contracts.ts), the answers the console pages rely on
 * (app/routes/business/campaign-insights/insights.server.ts):
 *   the insights page and its CSV   campaignReportRoute for the page's windows (every day of each
 *                                   window and their totals); INSIGHTS_DATES_INVALID (said beside
 *                                   the date form; a window past the calendar too); CAMPAIGN_NOT_FOUND and ADVERTISER_ACCESS_DENIED
 *                                   (the console's 404 and 403);
 *   the console home                campaignTotalsRoute, the last 7 days (the API's default window;
 *                                   only campaigns that delivered are listed, so possibly none);
 *                                   ADVERTISER_ACCESS_DENIED;
 *   the billing page                invoicesRoute (months with spend, possibly none);
 *                                   ADVERTISER_ACCESS_DENIED.
 * The provider state is the business one (./states/business.ts): its campaigns have not
 * delivered, so every count is 0 there; the matchers hold the shapes, not the numbers.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import { campaignReportRoute, campaignTotalsRoute, invoicesRoute } from "~common/business/campaign-insights";
import { clientFor, createPact, interaction } from "./interaction";
import { BIZ, BUSINESS_STATES } from "./states/business";

const { atLeastLike, eachLike, fromProviderState, integer, number, regex, string } = MatchersV3;

const pact = createPact();
const ready = { state: BUSINESS_STATES.ready, params: BIZ };

const EX = { advertiserId: "7", otherAdvertiserId: "8", campaignId: "19" };
const COOKIE_EXAMPLE = { Cookie: "pin_sess=AbCdEfGhIjKlMnOpQrStUv" };
const SESSION = { Cookie: fromProviderState("${sessionCookie}", COOKIE_EXAMPLE.Cookie) };
const ADVERTISER_ID = fromProviderState("${advertiserId}", EX.advertiserId);
const OTHER_ADVERTISER_ID = fromProviderState("${otherAdvertiserId}", EX.otherAdvertiserId);
const CAMPAIGN_ID = fromProviderState("${campaignId}", EX.campaignId);

const numericId = (example: string) => regex(/^[1-9][0-9]*$/, example);
const day = (example: string) => regex(/^\d{4}-\d{2}-\d{2}$/, example);
const counts = {
  impressions: integer(0),
  clicks: integer(0),
  ctr: number(0),
  spend_in_micro_currency: integer(0),
  invalid_impressions: integer(0),
  invalid_clicks: integer(0),
};
const window = (start: string, end: string) => ({
  start_date: start,
  end_date: end,
  days: eachLike({ date: day(start), ...counts }),
  totals: counts,
});

const WINDOWS = { start_date: "2026-11-01", end_date: "2026-11-07", comp_start_date: "2026-10-25", comp_end_date: "2026-10-31" };
const NOT_A_CAMPAIGN = "999999999999999";

describe("the campaign insights page (campaign-insights/insights.server.ts)", () => {
  test("GET …/campaigns/{id}/insights/ for the page's windows: every day of both, with totals", async () => {
    await interaction(pact, {
      route: campaignReportRoute,
      uponReceiving: "a request for a campaign's report over a window and its comparison",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID, campaignId: CAMPAIGN_ID }, query: WINDOWS },
      response: {
        data: {
          campaign_id: numericId(EX.campaignId),
          currency: string("USD"),
          time_zone: "UTC",
          daily_budget_in_micro_currency: integer(3_000_000),
          current: window(WINDOWS.start_date, WINDOWS.end_date),
          comparison: window(WINDOWS.comp_start_date, WINDOWS.comp_end_date),
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(campaignReportRoute, {
        params: { advertiserId: EX.advertiserId, campaignId: EX.campaignId },
        query: WINDOWS,
      });
      expect(res.ok && [res.data.current.start_date, res.data.comparison.end_date]).toEqual(["2026-11-01", "2026-10-31"]);
    });
  });

  test("refusals: dates that make no window (said beside the form), a campaign not the ad account's, another's ad account", async () => {
    await interaction(pact, {
      route: campaignReportRoute,
      uponReceiving: "a request for a campaign's report whose window ends before it starts",
      given: ready,
      request: {
        headers: SESSION,
        params: { advertiserId: ADVERTISER_ID, campaignId: CAMPAIGN_ID },
        query: { start_date: "2026-11-10", end_date: "2026-11-01" },
      },
      response: { error: "INSIGHTS_DATES_INVALID", data: { field: "start_date" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(campaignReportRoute, {
        params: { advertiserId: EX.advertiserId, campaignId: EX.campaignId },
        query: { start_date: "2026-11-10", end_date: "2026-11-01" },
      });
      expect(res).toMatchObject({ ok: false, status: 400, error: { api_error_code: 3060 } });
    });
    await interaction(pact, {
      route: campaignReportRoute,
      uponReceiving: "a request for a campaign report starting past the calendar (year 9999)",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID, campaignId: CAMPAIGN_ID }, query: { start_date: "9999-12-31" } },
      response: { error: "INSIGHTS_DATES_INVALID", data: { field: "start_date" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(campaignReportRoute, {
        params: { advertiserId: EX.advertiserId, campaignId: EX.campaignId },
        query: { start_date: "9999-12-31" },
      });
      expect(res).toMatchObject({ ok: false, status: 400, error: { api_error_code: 3060 } });
    });
    await interaction(pact, {
      route: campaignReportRoute,
      uponReceiving: "a request for the report of a campaign the ad account does not have",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID, campaignId: NOT_A_CAMPAIGN } },
      response: { error: "CAMPAIGN_NOT_FOUND", data: { field: "campaignId" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(campaignReportRoute, {
        params: { advertiserId: EX.advertiserId, campaignId: NOT_A_CAMPAIGN },
      });
      expect(res).toMatchObject({ ok: false, status: 404 });
    });
    await interaction(pact, {
      route: campaignReportRoute,
      uponReceiving: "a request for a campaign report of an ad account the viewer may not act for",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: OTHER_ADVERTISER_ID, campaignId: CAMPAIGN_ID } },
      response: { error: "ADVERTISER_ACCESS_DENIED", data: { field: "advertiserId" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(campaignReportRoute, {
        params: { advertiserId: EX.otherAdvertiserId, campaignId: EX.campaignId },
      });
      expect(res).toMatchObject({ ok: false, status: 403 });
    });
  });
});

describe("the console home and billing (campaign-insights/insights.server.ts)", () => {
  test("GET …/insights/campaigns/: each campaign's last 7 days (none listed when nothing delivered)", async () => {
    await interaction(pact, {
      route: campaignTotalsRoute,
      uponReceiving: "a request for each campaign's totals over the last 7 days",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID } },
      response: {
        data: {
          start_date: day("2026-11-22"),
          end_date: day("2026-11-28"),
          currency: string("USD"),
          items: atLeastLike({ campaign_id: numericId(EX.campaignId), ...counts }, 0, 1),
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(campaignTotalsRoute, { params: { advertiserId: EX.advertiserId } });
      expect(res.ok && res.data.items[0]?.campaign_id).toBe(EX.campaignId);
    });
    await interaction(pact, {
      route: campaignTotalsRoute,
      uponReceiving: "a request for the campaign totals of an ad account the viewer may not act for",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: OTHER_ADVERTISER_ID } },
      response: { error: "ADVERTISER_ACCESS_DENIED", data: { field: "advertiserId" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(campaignTotalsRoute, { params: { advertiserId: EX.otherAdvertiserId } });
      expect(res).toMatchObject({ ok: false, status: 403 });
    });
  });

  test("GET …/billing/invoices/: the months with spend, each with its campaigns (possibly none yet)", async () => {
    await interaction(pact, {
      route: invoicesRoute,
      uponReceiving: "a request for the ad account's monthly invoices",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID } },
      response: {
        data: {
          currency: string("USD"),
          payment_method: "invoice",
          months: atLeastLike(
            {
              month: regex(/^\d{4}-\d{2}$/, "2026-11"),
              spend_in_micro_currency: integer(2_400_000),
              campaigns: eachLike({ campaign_id: numericId(EX.campaignId), name: string("Pact campaign"), spend_in_micro_currency: integer(2_400_000) }),
            },
            0,
            1,
          ),
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(invoicesRoute, { params: { advertiserId: EX.advertiserId } });
      expect(res.ok && res.data.months[0]?.campaigns[0]?.name).toBe("Pact campaign");
    });
    await interaction(pact, {
      route: invoicesRoute,
      uponReceiving: "a request for the invoices of an ad account the viewer may not act for",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: OTHER_ADVERTISER_ID } },
      response: { error: "ADVERTISER_ACCESS_DENIED", data: { field: "advertiserId" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(invoicesRoute, { params: { advertiserId: EX.otherAdvertiserId } });
      expect(res).toMatchObject({ ok: false, status: 403 });
    });
  });
});
