/**
 * The Pin view's attribution source (business.md §7; worker/business/attribution/): an eligible
 * request gets the Attribution-Reporting-Register-Source header naming the source event, the
 * destinations, expiry, priority and the advertiser, campaign, event type (and hostname); an
 * ineligible one registers nothing; bad values are 400.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
let client: ApiClient;
beforeAll(async () => {
  worker = await startWorker();
  client = new ApiClient(worker);
});
afterAll(() => worker?.close());

const base = {
  source_event_id: "18446744073709551615",
  destination: "https://shop.example",
  advertiser_id: "9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d",
  campaign_id: "3",
};
const path = (q: Record<string, string>) => `/v3/attribution_source/?${new URLSearchParams(q)}`;

test("an eligible request: registered, with the registration header", async () => {
  const result = await client.get<{ registered: boolean }>(
    path({
      ...base,
      destination: "https://shop.example,https://www.shop.example/",
      priority: "5",
      expiry: "86400",
      hostname: "pins.example",
    }),
    {
      headers: { "Attribution-Reporting-Eligible": "event-source, trigger" },
    },
  );
  expect(expectOk(result)).toEqual({ registered: true });
  expect(JSON.parse(result.res.headers.get("Attribution-Reporting-Register-Source")!)).toEqual({
    source_event_id: "18446744073709551615",
    destination: ["https://shop.example", "https://www.shop.example"],
    expiry: "86400",
    priority: "5",
    filter_data: { advertiser_id: [base.advertiser_id], campaign_id: ["3"], event_type: ["view"], hostname: ["pins.example"] },
  });
  expect(result.res.headers.get("Cache-Control")).toBe("private, no-store");
});

test("defaults: 30 days, priority 0, one destination as a string", async () => {
  const result = await client.get(path(base), { headers: { "Attribution-Reporting-Eligible": "navigation-source" } });
  expect(JSON.parse(result.res.headers.get("Attribution-Reporting-Register-Source")!)).toMatchObject({
    destination: "https://shop.example",
    expiry: "2592000",
    priority: "0",
  });
});

test("without the eligibility header (or with only trigger): nothing registered", async () => {
  for (const headers of [{}, { "Attribution-Reporting-Eligible": "trigger" }] as Record<string, string>[]) {
    const result = await client.get(path(base), { headers });
    expect(expectOk(result)).toEqual({ registered: false });
    expect(result.res.headers.get("Attribution-Reporting-Register-Source")).toBeNull();
  }
});

test.each([
  [{ destination: "http://shop.example" }, "destination"],
  [{ destination: "https://shop.example/checkout" }, "destination"],
  [{ destination: "https://a.example,https://b.example,https://c.example,https://d.example" }, "destination"],
  [{ destination: "javascript:alert(1)" }, "destination"],
  [{ source_event_id: "12a" }, "source_event_id"],
  [{ campaign_id: "0" }, "campaign_id"],
  [{ advertiser_id: "a b" }, "advertiser_id"],
  [{ expiry: "60" }, "expiry"],
  [{ event_type: "hover" }, "event_type"],
  [{ hostname: "not a host" }, "hostname"],
])("%j → 400 naming %s", async (bad, field) => {
  expectApiError(await client.get(path({ ...base, ...bad })), "BAD_REQUEST", { field });
});
