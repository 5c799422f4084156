import { describe, expect, test } from "vitest";
import { RECENT_ACCOUNT_DAYS } from "~common/saving/constants";
import { confettiLine, mediaGridColumns, showFollowCard, showPromote } from "~common/saving/save-success/rules";

const now = Date.parse("2026-11-23T12:00:00Z");
const daysAgo = (d: number) => new Date(now - d * 86_400_000).toISOString();
const base = { signedIn: true, isPartner: false, excluded: false, accountCreatedAt: daysAgo(30), siteType: 0, now };

describe("showPromote (saving.md §2)", () => {
  test("signed in, not a partner, not excluded, not recent, site type not 3: shown", () => {
    expect(showPromote(base)).toBe(true);
  });
  test.each([
    ["signed out", { signedIn: false }],
    ["a partner", { isPartner: true }],
    ["excluded", { excluded: true }],
    ["site type 3", { siteType: 3 }],
    ["a recent account", { accountCreatedAt: daysAgo(RECENT_ACCOUNT_DAYS - 1) }],
    ["an unknown account age", { accountCreatedAt: null }],
    ["an unreadable date", { accountCreatedAt: "yesterday" }],
  ])("%s: not shown", (_, change) => {
    expect(showPromote({ ...base, ...change })).toBe(false);
  });
  test(`exactly ${RECENT_ACCOUNT_DAYS} days old is no longer recent`, () => {
    expect(showPromote({ ...base, accountCreatedAt: daysAgo(RECENT_ACCOUNT_DAYS) })).toBe(true);
  });
});

describe("showFollowCard (saving.md §2)", () => {
  test("shown for a signed-in viewer who does not follow the official user", () => {
    expect(showFollowCard({ viewerId: "1", officialUserId: "2", followsOfficialUser: false })).toBe(true);
  });
  test.each([
    ["signed out", { viewerId: null }],
    ["no official user", { officialUserId: null }],
    ["the viewer is the official user", { officialUserId: "1" }],
    ["already followed", { followsOfficialUser: true }],
  ])("%s: not shown", (_, change) => {
    expect(showFollowCard({ viewerId: "1", officialUserId: "2", followsOfficialUser: false, ...change })).toBe(false);
  });
});

describe("mediaGridColumns (saving.md §2, §9)", () => {
  test("one image or none: no grid", () => {
    expect(mediaGridColumns(0, 900)).toBe(0);
    expect(mediaGridColumns(1, 900)).toBe(0);
  });
  test("at least 3 columns of 160, more when they fit", () => {
    expect(mediaGridColumns(2, 300)).toBe(3);
    expect(mediaGridColumns(9, 500)).toBe(3);
    expect(mediaGridColumns(9, 840)).toBe(5);
  });
});

test("confettiLine (business.md §4): the first save gets its own line", () => {
  expect(confettiLine(1)).toBe("first");
  expect(confettiLine(2)).toBe("again");
});
