/**
 * Promoted Pins' pure rules (docs/decisions/039): the slots of a page, targeting (country, ages
 * where known, gender, interests from words, auto targeting, under 18), a campaign's days, prices,
 * and the beacon's sender checks (invalid traffic before any counting).
 */
import { describe, expect, test } from "vitest";
import {
  ageAt,
  ageBucket,
  campaignDays,
  insertPromoted,
  interestsOf,
  invalidSenderReason,
  matchesTargeting,
  promotedCost,
  promotedSlotCount,
  utcDay,
  type TargetingSpec,
  type ViewerTraits,
} from "~common/business/promoted-pins";
import { answersSearch } from "~common/business/search";

const ALL: TargetingSpec = { AGE_BUCKET: [], GENDER: ["female", "male", "unknown"], INTEREST: [], LOCATION: [] };
const visitor: ViewerTraits = { country: "US", age: null, gender: null, interests: null };
const campaign = (spec: Partial<TargetingSpec> = {}, autoTargeting = false, pinText = "Oak chair for the living room") => ({
  spec: { ...ALL, ...spec },
  autoTargeting,
  pinInterests: interestsOf(pinText),
});

describe("slots", () => {
  test("one in every 12 cards, each followed by an organic card", () => {
    expect([0, 1, 11, 12, 22, 23, 25, 100].map(promotedSlotCount)).toEqual([0, 0, 0, 1, 1, 2, 2, 9]);
    const page = insertPromoted([...Array(25).keys()].map(String), ["A", "B", "C"]);
    expect(page).toHaveLength(27);
    expect([page.indexOf("A"), page.indexOf("B")]).toEqual([11, 23]);
    expect(page).not.toContain("C");
    expect(insertPromoted(["1", "2"], ["A"])).toEqual(["1", "2"]);
  });
});

describe("targeting", () => {
  test("country: any when none is named; else the viewer's must be known and named", () => {
    expect(matchesTargeting(campaign(), { ...visitor, country: null })).toBe(true);
    expect(matchesTargeting(campaign({ LOCATION: ["US"] }), visitor)).toBe(true);
    expect(matchesTargeting(campaign({ LOCATION: ["US"] }), { ...visitor, country: "FR" })).toBe(false);
    expect(matchesTargeting(campaign({ LOCATION: ["US"] }), { ...visitor, country: null })).toBe(false);
  });

  test("ages only where known; nobody under 18", () => {
    const adults = campaign({ AGE_BUCKET: ["25-34"] });
    expect(matchesTargeting(adults, visitor)).toBe(true);
    expect(matchesTargeting(adults, { ...visitor, age: 30 })).toBe(true);
    expect(matchesTargeting(adults, { ...visitor, age: 50 })).toBe(false);
    expect(matchesTargeting(campaign(), { ...visitor, age: 17 })).toBe(false);
    expect([17, 18, 24, 25, 44, 45, 49, 50, 64, 65].map(ageBucket)).toEqual([
      null,
      "18-24",
      "18-24",
      "25-34",
      "35-44",
      "45-49",
      "45-49",
      "50-54",
      "55-64",
      "65+",
    ]);
    expect(ageAt(Date.UTC(2000, 10, 29), Date.UTC(2026, 10, 28))).toBe(25);
    expect(ageAt(Date.UTC(2000, 10, 28), Date.UTC(2026, 10, 28))).toBe(26);
  });

  test("gender: anything but female or male is 'unknown'", () => {
    expect(matchesTargeting(campaign({ GENDER: ["female"] }), { ...visitor, gender: "female" })).toBe(true);
    expect(matchesTargeting(campaign({ GENDER: ["female"] }), { ...visitor, gender: "male" })).toBe(false);
    expect(matchesTargeting(campaign({ GENDER: ["female"] }), visitor)).toBe(false);
    expect(matchesTargeting(campaign({ GENDER: ["unknown"] }), { ...visitor, gender: "nonbinary" })).toBe(true);
  });

  test("interests: from words; chosen ones must meet the viewer's; auto targeting adds the Pin's own and lets unknown viewers in", () => {
    expect(interestsOf("Wild mushroom soup RECIPE")).toEqual(new Set(["food_and_drinks", "gardening"]));
    expect(interestsOf("nothing to see")).toEqual(new Set());
    const travel = campaign({ INTEREST: ["travel"] });
    expect(matchesTargeting(travel, visitor)).toBe(false);
    expect(matchesTargeting(travel, { ...visitor, interests: new Set(["travel"]) })).toBe(true);
    expect(matchesTargeting(travel, { ...visitor, interests: new Set(["beauty"]) })).toBe(false);
    const auto = campaign({ INTEREST: ["travel"] }, true);
    expect(matchesTargeting(auto, visitor)).toBe(true);
    expect(matchesTargeting(auto, { ...visitor, interests: new Set(["home_decor"]) })).toBe(true); // the Pin is about living rooms
    expect(matchesTargeting(auto, { ...visitor, interests: new Set(["beauty"]) })).toBe(false);
  });

  test("search: every word of the query starts a word of the Pin (a plural finds its singular)", () => {
    expect(answersSearch("oak", "Oak chair")).toBe(true);
    expect(answersSearch("oak chairs", "Oak chair")).toBe(true);
    expect(answersSearch("ch", "Oak chair")).toBe(true);
    expect(answersSearch("oak table", "Oak chair")).toBe(false);
    expect(answersSearch("  ", "Oak chair")).toBe(false);
  });
});

describe("days and prices", () => {
  test("a campaign's first and last UTC day", () => {
    const start = Date.UTC(2026, 10, 20, 23, 30);
    expect(campaignDays({ startMs: start, durationDays: 10, ongoing: false, endDate: null })).toEqual({
      firstDay: "2026-11-20",
      lastDay: "2026-11-29",
    });
    expect(campaignDays({ startMs: start, durationDays: 10, ongoing: true, endDate: null })).toEqual({
      firstDay: "2026-11-20",
      lastDay: null,
    });
    expect(campaignDays({ startMs: start, durationDays: 10, ongoing: false, endDate: "2026-12-01" })).toEqual({
      firstDay: "2026-11-20",
      lastDay: "2026-12-01",
    });
    expect(utcDay(Date.UTC(2026, 10, 28, 23, 59, 59))).toBe("2026-11-28");
  });

  test("prices in the ad account's currency; unknown currencies as USD", () => {
    expect([promotedCost("USD", "impression"), promotedCost("USD", "click")]).toEqual([2_000, 200_000]);
    expect([promotedCost("CZK", "impression"), promotedCost("SEK", "click")]).toEqual([45_000, 2_000_000]);
    expect(promotedCost("XXX", "impression")).toBe(2_000);
  });
});

describe("invalid traffic: the beacon's sender", () => {
  const browser = {
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
    acceptLanguage: "en-US,en;q=0.9",
    secFetchSite: "same-origin",
    asOrganization: "Deutsche Telekom AG",
    bot: false,
  };

  test("a browser's page passes; so does one without Fetch Metadata (old Safari) or the edge's network", () => {
    expect(invalidSenderReason(browser)).toBeNull();
    expect(invalidSenderReason({ ...browser, secFetchSite: null, asOrganization: null })).toBeNull();
  });

  test("each filter, with its reason", () => {
    expect(invalidSenderReason({ ...browser, userAgent: null })).toBe("no_user_agent");
    expect(invalidSenderReason({ ...browser, userAgent: "  " })).toBe("no_user_agent");
    expect(invalidSenderReason({ ...browser, bot: true })).toBe("bot");
    expect(invalidSenderReason({ ...browser, acceptLanguage: null })).toBe("no_accept_language");
    expect(invalidSenderReason({ ...browser, acceptLanguage: "*" })).toBe("no_accept_language");
    expect(invalidSenderReason({ ...browser, secFetchSite: "none" })).toBe("not_same_origin");
    for (const cloud of [
      "Amazon.com, Inc.",
      "Google Cloud",
      "Microsoft Corporation",
      "DigitalOcean, LLC",
      "Hetzner Online GmbH",
      "OVH SAS",
    ]) {
      expect(invalidSenderReason({ ...browser, asOrganization: cloud }), cloud).toBe("hosting_network");
    }
  });
});
