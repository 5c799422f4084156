/** common/business/attribution/rules.ts: destinations, the registration's JSON, eligibility. */
import { expect, test } from "vitest";
import { destinationSites, eligibleForSource, linkDestination, sourceRegistration } from "~common/business/attribution/rules";

test("destinations: up to three https sites, scheme and host only", () => {
  expect(destinationSites("https://Shop.example, https://shop.example/")).toEqual(["https://shop.example"]);
  for (const bad of [
    "",
    "http://shop.example",
    "https://shop.example/x",
    "https://shop.example/?a=1",
    "https://u@shop.example",
    "x,y",
    "https://a.example,https://b.example,https://c.example,https://d.example",
  ]) {
    expect(destinationSites(bad), bad).toBeNull();
  }
});

test("a Pin link's destination is its https origin", () => {
  expect(linkDestination("https://www.shop.example/lamps/7?x=1")).toBe("https://www.shop.example");
  expect(linkDestination("http://shop.example/")).toBeNull();
  expect(linkDestination(null)).toBeNull();
});

test("the registration names the event, destinations, expiry, priority and the filter data", () => {
  expect(
    sourceRegistration({
      source_event_id: "1",
      destinations: ["https://a.example"],
      advertiser_id: "7",
      campaign_id: "3",
      event_type: "view",
    }),
  ).toEqual({
    source_event_id: "1",
    destination: "https://a.example",
    expiry: "2592000",
    priority: "0",
    filter_data: { advertiser_id: ["7"], campaign_id: ["3"], event_type: ["view"] },
  });
});

test("eligible for a source: event-source or navigation-source, not trigger alone", () => {
  expect(eligibleForSource("event-source, trigger")).toBe(true);
  expect(eligibleForSource("navigation-source")).toBe(true);
  expect(eligibleForSource("trigger")).toBe(false);
  expect(eligibleForSource(null)).toBe(false);
  expect(eligibleForSource("not-event-source")).toBe(false);
});
