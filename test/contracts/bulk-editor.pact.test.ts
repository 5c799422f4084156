/**
 * Consumer contract of the bulk editor (docs/decisions/055; the routes are
 * common/business/bulk-editor/contracts.ts), the answers the console relies on
 * (app/routes/business/bulk-editor/bulk-editor.server.ts):
 *   "Check the sheet"     bulkUploadRoute dry run: 400 BULK_ROWS_INVALID with data.errors, each
 *                         row's line, column and words (the errors table);
 *                         ADVERTISER_ACCESS_DENIED for another business's ad account (the page's
 *                         "you can download sheets" note);
 *   the id library        bulkIdsRoute (the fresh campaign, its ad group and ad, by name);
 *   the history page      bulkUploadsRoute (biz.pact applies no sheet: an empty page);
 *   "Download a template" bulkTemplateRoute: ADVERTISER_ACCESS_DENIED for another business's ad account
 *                         (its 200 is a CSV file the browser downloads, the integration tests' to read).
 * A sheet's rows name campaigns by id, which a provider state makes fresh per interaction and a
 * CSV body cannot take from it; so the 200 preview and apply are the integration tests'
 * (test/worker/business/bulk-editor/), and the contract pins the refusals the page shows.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import { bulkIdsRoute, bulkTemplateRoute, bulkUploadRoute, bulkUploadsRoute } from "~common/business/bulk-editor";
import { toCsv } from "~common/platform/csv";
import { clientFor, createPact, interaction } from "./interaction";
import { BIZ, BUSINESS_STATES } from "./states/business";

const { eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = createPact();
const fresh = { state: BUSINESS_STATES.campaignToChange, params: BIZ };
const EX = { advertiserId: "7", otherAdvertiserId: "8" };
const COOKIE_EXAMPLE = { Cookie: "pin_sess=AbCdEfGhIjKlMnOpQrStUv" };
const SESSION = { Cookie: fromProviderState("${sessionCookie}", COOKIE_EXAMPLE.Cookie) };
const ADVERTISER_ID = fromProviderState("${advertiserId}", EX.advertiserId);
const OTHER_ADVERTISER_ID = fromProviderState("${otherAdvertiserId}", EX.otherAdvertiserId);
/** No campaign has this id: the row's problem is the same on every provider run. */
const SHEET = toCsv([
  ["Action", "Entity type", "Campaign ID", "Daily budget"],
  ["EDIT", "CAMPAIGN", "999999999999", "30.00"],
]);
// The console sends the sheet as text/plain (Pact compares a binary body's type with the one it detects).
const raw = { contentType: "text/plain", body: Buffer.from(SHEET) };
const query = { dry_run: "true", file_name: "autumn.csv" } as const;

describe("the upload page (bulk-editor.server.ts)", () => {
  test("Check the sheet: the rows' problems by line and column; another business's ad account", async () => {
    await interaction(pact, {
      route: bulkUploadRoute,
      uponReceiving: "a bulk sheet checked whose row names no campaign of the ad account",
      given: fresh,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, query, raw },
      response: {
        error: "BULK_ROWS_INVALID",
        data: {
          errors: eachLike({ line: integer(2), column: string("Campaign ID"), message: string("There's nothing with the id …") }),
          error_count: integer(1),
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(bulkUploadRoute, {
        params: { advertiserId: EX.advertiserId },
        query,
        raw: { contentType: raw.contentType, body: new Uint8Array(raw.body) },
      });
      expect(res).toMatchObject({ ok: false, status: 400 });
      expect(!res.ok && (res.error.data?.errors as { line: number }[])[0]!.line).toBe(2);
    });
    await interaction(pact, {
      route: bulkUploadRoute,
      uponReceiving: "a bulk sheet sent to another business's ad account",
      given: fresh,
      request: { headers: SESSION, params: { advertiserId: OTHER_ADVERTISER_ID }, query, raw },
      response: { error: "ADVERTISER_ACCESS_DENIED", data: { field: "advertiserId" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(bulkUploadRoute, {
        params: { advertiserId: EX.otherAdvertiserId },
        query,
        raw: { contentType: raw.contentType, body: new Uint8Array(raw.body) },
      });
      expect(res).toMatchObject({ ok: false, status: 403 });
    });
  });
});

describe("the id library", () => {
  test("the account's ids with their names", async () => {
    await interaction(pact, {
      route: bulkIdsRoute,
      uponReceiving: "the bulk editor's id library",
      given: fresh,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID } },
      response: {
        data: {
          items: eachLike({
            entity_type: regex(/^(CAMPAIGN|AD_GROUP|AD)$/, "CAMPAIGN"),
            id: regex(/^[1-9][0-9]*$/, "19"),
            name: string("Pact campaign to change"),
            campaign_id: regex(/^[1-9][0-9]*$/, "19"),
            campaign_name: string("Pact campaign to change"),
            status: string("ACTIVE"),
          }),
          truncated: false,
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(bulkIdsRoute, { params: { advertiserId: EX.advertiserId } });
      expect(res.ok && res.data.items.length).toBeGreaterThan(0);
    });
  });
});

describe("the history page and the template", () => {
  test("no uploads yet; another business's sheet is not for download", async () => {
    await interaction(pact, {
      route: bulkUploadsRoute,
      uponReceiving: "the bulk uploads of an ad account that applied none",
      given: fresh,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID } },
      response: { data: { items: [], bookmark: null } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(bulkUploadsRoute, { params: { advertiserId: EX.advertiserId } });
      expect(res.ok && res.data.items).toEqual([]);
    });
    await interaction(pact, {
      route: bulkTemplateRoute,
      uponReceiving: "a bulk template of another business's ad account",
      given: fresh,
      request: { headers: SESSION, params: { advertiserId: OTHER_ADVERTISER_ID } },
      response: { error: "ADVERTISER_ACCESS_DENIED", data: { field: "advertiserId" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(bulkTemplateRoute, { params: { advertiserId: EX.otherAdvertiserId } });
      expect(res).toMatchObject({ ok: false, status: 403 });
    });
  });
});
