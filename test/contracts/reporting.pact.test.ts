/**
 * Consumer contract of the reporting tables (docs/decisions/053; the routes are
 * common/business/reporting/contracts.ts), the answers the console relies on
 * (app/routes/business/reporting/reporting.server.ts):
 *   every table page      reportRoute: a page of rows with the window, totals, bookmark and the
 *                         viewer's columns; REPORT_DATES_INVALID (a window before 2020, said
 *                         above the table with the form);
 *   the preferences page  reportPreferencesRoute: the columns per level; saveReportPreferencesRoute
 *                         (one level's checkboxes: the columns per level as they are now).
 * The ad account has running campaigns from its provider state (./states/business.ts).
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import { REPORT_LEVELS, reportPreferencesRoute, reportRoute, saveReportPreferencesRoute } from "~common/business/reporting";
import { clientFor, createPact, interaction } from "./interaction";
import { BIZ, BUSINESS_STATES } from "./states/business";

const { eachLike, fromProviderState, integer, number, regex, string } = MatchersV3;

const pact = createPact();
const given = { state: BUSINESS_STATES.campaignToChange, params: BIZ };
const EX = { advertiserId: "7" };
const COOKIE_EXAMPLE = { Cookie: "pin_sess=AbCdEfGhIjKlMnOpQrStUv" };
const SESSION = { Cookie: fromProviderState("${sessionCookie}", COOKIE_EXAMPLE.Cookie) };
const ADVERTISER_ID = fromProviderState("${advertiserId}", EX.advertiserId);
const day = regex(/^\d{4}-\d{2}-\d{2}$/, "2026-12-02");
const numericId = (example: string) => regex(/^[1-9][0-9]*$/, example);
const metrics = {
  impressions: integer(0),
  clicks: integer(0),
  ctr: number(0),
  spend_in_micro_currency: integer(0),
  cpc_in_micro_currency: integer(0),
  cpm_in_micro_currency: integer(0),
  conversions: integer(0),
  conversion_value_in_micro_currency: integer(0),
  cpa_in_micro_currency: integer(0),
  roas: number(0),
};

describe("the table pages (reporting.server.ts)", () => {
  test("the campaigns report: rows by name with their numbers, the totals, the window; a window before 2020 is 400", async () => {
    await interaction(pact, {
      route: reportRoute,
      uponReceiving: "a request for the campaigns report of the last 7 days, by spend",
      given,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID, level: "campaigns" }, query: { sort: "spend", direction: "desc", page_size: "25" } },
      response: {
        data: {
          level: "campaigns",
          currency: "USD",
          time_zone: "UTC",
          start_date: day,
          end_date: day,
          comp_start_date: null,
          comp_end_date: null,
          sort: "spend",
          direction: "desc",
          items: eachLike({
            id: numericId("19"),
            name: string("Pact campaign to change"),
            status: string("ACTIVE"),
            objective_type: string("CONSIDERATION"),
            campaign_id: numericId("19"),
            campaign_name: string("Pact campaign to change"),
            ad_group_id: null,
            ad_group_name: null,
            pin_id: null,
            product_group_id: null,
            query: null,
            current: metrics,
            comparison: null,
          }),
          totals: { current: metrics, comparison: null },
          total_rows: integer(3),
          truncated: false,
          bookmark: null,
          has_keywords: false,
          columns: eachLike(string("spend")),
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(reportRoute, {
        params: { advertiserId: EX.advertiserId, level: "campaigns" },
        query: { sort: "spend", direction: "desc", page_size: 25 },
      });
      expect(res.ok && res.data.items[0]!.name).toBe("Pact campaign to change");
    });
    await interaction(pact, {
      route: reportRoute,
      uponReceiving: "a request for a campaigns report starting before 2020",
      given,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID, level: "campaigns" }, query: { start_date: "2019-12-31", end_date: "2020-01-06" } },
      response: { error: "REPORT_DATES_INVALID", data: { field: "start_date" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(reportRoute, {
        params: { advertiserId: EX.advertiserId, level: "campaigns" },
        query: { start_date: "2019-12-31", end_date: "2020-01-06" },
      });
      expect(res).toMatchObject({ ok: false, status: 400 });
    });
  });
});

describe("the preferences page", () => {
  test("the columns per level", async () => {
    await interaction(pact, {
      route: reportPreferencesRoute,
      uponReceiving: "a request for the viewer's report columns",
      given,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID } },
      response: { data: { levels: Object.fromEntries(REPORT_LEVELS.map((level) => [level, eachLike(string("spend"))])) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(reportPreferencesRoute, { params: { advertiserId: EX.advertiserId } });
      expect(res.ok && res.data.levels.campaigns!.length).toBeGreaterThan(0);
    });
  });
  test("one level's columns saved (the level's defaults, so the state is the same after)", async () => {
    const all = ["status", "objective", "impressions", "clicks", "ctr", "spend", "cpc", "cpm"] as const;
    await interaction(pact, {
      route: saveReportPreferencesRoute,
      uponReceiving: "the campaigns report's columns saved",
      given,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, json: { level: "campaigns", columns: [...all] } },
      response: {
        data: { levels: Object.fromEntries(REPORT_LEVELS.map((level) => [level, level === "campaigns" ? [...all] : eachLike(string("spend"))])) },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(saveReportPreferencesRoute, {
        params: { advertiserId: EX.advertiserId },
        json: { level: "campaigns", columns: [...all] },
      });
      expect(res.ok && res.data.levels.campaigns).toEqual([...all]);
    });
  });
});
