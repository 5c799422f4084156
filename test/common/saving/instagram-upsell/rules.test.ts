/**
 * The Instagram upsell's conditions (common/saving/instagram-upsell/rules.ts; saving.md §3, §4).
 */
import { describe, expect, test } from "vitest";
import { POST_CREATE_UPSELL_KEY, recordUpsellSeen, seenUpsells, showInstagramUpsell } from "~common/saving/instagram-upsell/rules";

const base = {
  sourceUrl: "https://www.instagram.com/p/abc/",
  seen: null,
  connected: false,
  listedWebsite: "https://instagram.com/ana.makes",
};

describe("shows only when every condition holds (§4)", () => {
  test("all hold: shown", () => expect(showInstagramUpsell(base)).toBe(true));
  test.each([
    ["the source is another site", { sourceUrl: "https://example.com/p/abc/" }],
    ["a look-alike host", { sourceUrl: "https://notinstagram.com/p/abc/" }],
    ["no source", { sourceUrl: null }],
    ["already seen", { seen: JSON.stringify(["OTHER", POST_CREATE_UPSELL_KEY]) }],
    ["Instagram already claimed", { connected: true }],
    ["no listed website", { listedWebsite: null }],
    ["a listed website that is not Instagram", { listedWebsite: "https://ana.example" }],
  ])("%s: not shown", (_label, change) => expect(showInstagramUpsell({ ...base, ...change })).toBe(false));
  test("instagram.com itself and its subdomains count", () => {
    expect(showInstagramUpsell({ ...base, sourceUrl: "https://instagram.com/p/x" })).toBe(true);
    expect(showInstagramUpsell({ ...base, seen: JSON.stringify(["OTHER"]) })).toBe(true);
  });
});

test("showing records the key in claiming_upsells_seen, once, keeping the others; junk reads as none", () => {
  expect(JSON.parse(recordUpsellSeen(null))).toEqual([POST_CREATE_UPSELL_KEY]);
  expect(JSON.parse(recordUpsellSeen(JSON.stringify(["A", POST_CREATE_UPSELL_KEY])))).toEqual(["A", POST_CREATE_UPSELL_KEY]);
  expect(seenUpsells("not json")).toEqual([]);
  expect(seenUpsells(JSON.stringify({ a: 1 }))).toEqual([]);
  expect(showInstagramUpsell({ ...base, seen: recordUpsellSeen(null) })).toBe(false);
});
