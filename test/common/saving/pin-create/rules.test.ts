/**
 * The pin create page's rules (common/saving/pin-create/rules.ts; saving.md §2, §4, §7, §9).
 */
import { describe, expect, test } from "vitest";
import {
  beaconEvents,
  bookmarkletSource,
  closeAfterSave,
  pinCreateView,
  popupSize,
  repinRedirect,
  returnAfterSignup,
} from "~common/saving/pin-create/rules";

test.each([
  [true, true, "builder"],
  [false, true, "signup"],
  [true, false, "picker"],
  [false, false, "home"],
] as const)("signed in %s, popup %s → %s (§2)", (signedIn, popup, view) => {
  expect(pinCreateView({ signedIn, popup })).toBe(view);
});

describe("the picker redirect rule (§2)", () => {
  const own = "pinboard.example";
  test.each([
    ["https://pinboard.example/pin/42/", "/pin/42/repin/x/"],
    ["https://pinboard.example/pin/42", "/pin/42/repin/x/"],
    ["https://PINBOARD.example/amp/pin/42/", "/pin/42/repin/x/"],
    ["/pin/7/", "/pin/7/repin/x/"],
    ["/amp/pin/7/?x=1", "/pin/7/repin/x/"],
  ])("%s → %s", (url, to) => expect(repinRedirect(url, own)).toBe(to));
  test.each([
    [null],
    [""],
    ["https://elsewhere.example/pin/42/"],
    ["https://pinboard.example/pin/abc/"],
    ["https://pinboard.example/pin/42/comments/"],
    ["https://pinboard.example/foo/pin/42/"],
    ["not a url"],
  ])("%j → no redirect", (url) => expect(repinRedirect(url, own)).toBeNull());
});

describe("closing after a save (§4)", () => {
  test.each([
    [true, 5, true, "close"],
    [false, 1, true, "close"],
    [false, 0, false, "close"],
    [false, 3, true, "back2"],
    [false, 2, true, "back1"],
    [false, 5, false, "back1"],
  ] as const)("popup %s, history %i, from repin %s → %s", (popup, historyLength, fromRepin, action) => {
    expect(closeAfterSave({ popup, historyLength, fromRepin })).toBe(action);
  });
});

test("the popup is 750 wide and at least 750 high, content + 48 px (§9)", () => {
  expect(popupSize(100)).toEqual({ width: 750, height: 750 });
  expect(popupSize(702)).toEqual({ width: 750, height: 750 });
  expect(popupSize(703)).toEqual({ width: 750, height: 751 });
  expect(popupSize(900.2)).toEqual({ width: 750, height: 949 });
});

test("beacon events: success only with a guid, failure always (§7)", () => {
  expect(beaconEvents("success", "g1")).toEqual(["pin_create_success"]);
  expect(beaconEvents("success", null)).toEqual([]);
  expect(beaconEvents("fail", null)).toEqual(["pin_create_fail"]);
  expect(beaconEvents("fail", "g1")).toEqual(["pin_create_fail"]);
});

test("after sign-up: the same path and query plus the marker (§2)", () => {
  expect(returnAfterSignup("/pin/create/button/", "?url=https%3A%2F%2Fa.example%2F&media=m")).toBe(
    "/pin/create/button/?url=https%3A%2F%2Fa.example%2F&media=m&signed_up=1",
  );
  expect(returnAfterSignup("/pin/create/", "")).toBe("/pin/create/?signed_up=1");
});

test("the bookmarklet opens /pin/create/button/ with url, media, description and a guid in a 750×750 window", () => {
  const source = bookmarkletSource("https://pinboard.example");
  expect(source).toContain(`"https://pinboard.example"+'/pin/create/button/?'+q`);
  expect(source).toContain("'width=750,height=750'");
  for (const param of ["url=", "&media=", "&description=", "&guid="]) expect(source).toContain(param);
  // It is one expression that parses as JavaScript.
  expect(() => new Function(source)).not.toThrow();
});
