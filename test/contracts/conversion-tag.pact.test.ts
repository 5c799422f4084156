/**
 * Consumer contract of conversions, part two (docs/decisions/059; routes in
 * common/business/conversions/contracts.ts): what a shop's page relies on — the tag's script, its
 * events answered one by one, an unknown tag refused — and what the console's conversions pages read
 * and send: the overview, the event history, an offline upload (and a file that is not one), the
 * upload history.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import {
  conversionHistoryRoute,
  conversionsOverviewRoute,
  conversionUploadsRoute,
  sendTagEventsRoute,
  tagScriptRoute,
  uploadConversionsRoute,
} from "~common/business/conversions";
import { TAG_SCRIPT } from "~worker/business/conversions/tag-script";
import { clientFor, createPact, interaction } from "./interaction";
import { BIZ, BUSINESS_STATES } from "./states/business";

const { arrayContaining, eachLike, fromProviderState, integer, number, regex, string } = MatchersV3;

const pact = createPact();
const given = { state: BUSINESS_STATES.conversionsActivity, params: BIZ };
const EX = { advertiserId: "7", tagId: "3" };
const COOKIE_EXAMPLE = { Cookie: "pin_sess=AbCdEfGhIjKlMnOpQrStUv" };
const SESSION = { Cookie: fromProviderState("${sessionCookie}", COOKIE_EXAMPLE.Cookie) };
const ADVERTISER_ID = fromProviderState("${advertiserId}", EX.advertiserId);
const iso = regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, "2026-12-02T09:30:00.000Z");
// An event of 2023: older than the 7 days an event may be, whenever this runs.
const CSV = "event_name,event_id,event_time,email\ncheckout,pact-till-2,1700000000,pact.buyer@example.com\n";

describe("a shop's page", () => {
  test("the tag's script; its events answered one by one; a tag there is not", async () => {
    await interaction(pact, {
      route: tagScriptRoute,
      uponReceiving: "a request for the conversion tag's script",
      response: { text: TAG_SCRIPT, contentType: "text/javascript; charset=utf-8" },
    }).executeTest(async (mock) => {
      const res = await fetch(`${mock.url}/v3/conversions/tag.js`);
      expect(await res.text()).toContain("pintrk");
    });
    const event = { event_name: "page_visit", event_id: "pact-visit-2" };
    await interaction(pact, {
      route: sendTagEventsRoute,
      uponReceiving: "a page visit and an event of a name there is not, from the tag",
      given,
      request: { json: { tag_id: fromProviderState("${tagId}", EX.tagId), events: [event, { event_name: "purchase", event_id: "pact-x" }] } },
      response: {
        data: {
          num_events_received: 2,
          num_events_processed: 1,
          events: [
            { status: "processed", error_message: null, warning_message: null },
            { status: "failed", error_message: string("event_name must be one of …"), warning_message: null },
          ],
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, {}).call(sendTagEventsRoute, {
        json: { tag_id: EX.tagId, events: [event, { event_name: "purchase", event_id: "pact-x" }] },
      });
      expect(res.ok && res.data.num_events_processed).toBe(1);
    });
    await interaction(pact, {
      route: sendTagEventsRoute,
      uponReceiving: "an event from a tag there is not",
      request: { json: { tag_id: "999999999", events: [event] } },
      response: { error: "CONVERSION_TAG_NOT_FOUND", data: { field: "tag_id" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, {}).call(sendTagEventsRoute, { json: { tag_id: "999999999", events: [event] } });
      expect(res).toMatchObject({ ok: false, status: 404 });
    });
  });
});

describe("the console's conversions pages", () => {
  test("the overview and the event history", async () => {
    // The state's tag, made now: one page visit, nothing refused (older tags and the API may differ).
    const health = {
      channel: "tag",
      tag_id: regex(/^[1-9][0-9]*$/, EX.tagId),
      tag_name: "Pact tag",
      received: integer(1),
      failed: 0,
      error_rate: number(0),
      last_seen_at: iso,
      last_error: null,
    };
    await interaction(pact, {
      route: conversionsOverviewRoute,
      uponReceiving: "a request for the last 7 days of conversions",
      given,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, query: { days: "7" } },
      response: {
        data: {
          days: 7,
          currency: string("USD"),
          click_window_days: 30,
          view_window_days: 1,
          events: eachLike({
            event_name: regex(/^(page_visit|add_to_cart|checkout|lead|signup)$/, "page_visit"),
            total: integer(1),
            attributed_clicks: integer(0),
            attributed_views: integer(0),
            value_in_micro_currency: integer(0),
          }),
          health: arrayContaining(health),
          deduplication: { events: integer(2), from_two_channels: integer(0), repeats: integer(0) },
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(conversionsOverviewRoute, {
        params: { advertiserId: EX.advertiserId },
        query: { days: "7" },
      });
      expect(res.ok && res.data.events.length).toBeGreaterThan(0);
    });
    await interaction(pact, {
      route: conversionHistoryRoute,
      uponReceiving: "a request for the ad account's newest events",
      given,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, query: { test: "false" } },
      response: {
        data: {
          // The state's page visit among them (others may carry values and attributions).
          items: arrayContaining({
            id: regex(/^[1-9][0-9]*$/, "12"),
            event_name: string("page_visit"),
            event_id: regex(/^pact-visit-\d+$/, "pact-visit-1796000000000"),
            action_source: string("web"),
            event_time: iso,
            received_at: iso,
            channels: ["tag"],
            copies: integer(1),
            value_in_micro_currency: null,
            currency: null,
            attribution: null,
          }),
          bookmark: null,
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(conversionHistoryRoute, {
        params: { advertiserId: EX.advertiserId },
        query: { test: "false" },
      });
      expect(res.ok && res.data.items.length).toBeGreaterThan(0);
    });
  });

  test("an offline upload, a file that is not one, and the upload history", async () => {
    const upload = {
      id: regex(/^[1-9][0-9]*$/, "4"),
      file_name: string("pact.csv"),
      rows_total: integer(1),
      rows_processed: integer(1),
      rows_failed: integer(0),
      errors: [],
      created_at: iso,
    };
    await interaction(pact, {
      route: uploadConversionsRoute,
      uponReceiving: "an offline upload of one conversion",
      given,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, json: { file_name: "till.csv", csv: CSV } },
      response: { data: { ...upload, file_name: "till.csv", rows_processed: integer(0), rows_failed: integer(1), errors: eachLike({ row: 2, error: string("event_time is more than 7 days ago…") }) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(uploadConversionsRoute, {
        params: { advertiserId: EX.advertiserId },
        json: { file_name: "till.csv", csv: CSV },
      });
      expect(res.ok && res.data.rows_total).toBe(1);
    });
    await interaction(pact, {
      route: uploadConversionsRoute,
      uponReceiving: "an offline upload whose header names no columns it needs",
      given,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, json: { file_name: "x.csv", csv: "name,when\na,b\n" } },
      response: { error: "CONVERSION_UPLOAD_INVALID", data: { field: "csv" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(uploadConversionsRoute, {
        params: { advertiserId: EX.advertiserId },
        json: { file_name: "x.csv", csv: "name,when\na,b\n" },
      });
      expect(res).toMatchObject({ ok: false, status: 400 });
    });
    await interaction(pact, {
      route: conversionUploadsRoute,
      uponReceiving: "a request for the ad account's uploads",
      given,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID } },
      // The state's upload among them (this contract's refused one is there too).
      response: { data: { items: arrayContaining(upload) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(conversionUploadsRoute, { params: { advertiserId: EX.advertiserId } });
      expect(res.ok && res.data.items.length).toBe(1);
    });
  });
});
