/** common/business/creator-card/rules.ts: the sponsorship line's partner and the name beside the verified badge. */
import { expect, test } from "vitest";
import { creatorName, showsSponsorName } from "~common/business/creator-card/rules";
import { VERIFIED_BADGE_NAME_LENGTH } from "~common/business/creator-card/constants";

test("the partner's name is shown unless the status is 0, 2 or 3 (business.md §3)", () => {
  expect([0, 1, 2, 3, 4, 5].map(showsSponsorName)).toEqual([false, true, false, false, true, true]);
});

test(`beside the verified badge the name is cut to ${VERIFIED_BADGE_NAME_LENGTH} characters (business.md §5, §9)`, () => {
  const long = "Ana Costa — plants, pale wood, slow mornings and the odd very long sentence";
  expect(creatorName("Ana Costa", true)).toBe("Ana Costa");
  expect([...creatorName(long, true)]).toHaveLength(VERIFIED_BADGE_NAME_LENGTH);
  expect(creatorName(long, true).endsWith("…")).toBe(true);
  expect(creatorName("x".repeat(70), true)).toBe("x".repeat(70));
  expect(creatorName("x".repeat(71), true)).toBe(`${"x".repeat(69)}…`);
  // Characters, not UTF-16 units: an emoji is one.
  expect([...creatorName("😀".repeat(80), true)]).toHaveLength(70);
  expect(creatorName(long, false)).toBe(long);
});
