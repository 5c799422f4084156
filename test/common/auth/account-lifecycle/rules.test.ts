/** The rules of leaving an account (common/auth/account-lifecycle/rules.ts; docs/decisions/042). */
import { expect, test } from "vitest";
import { checkClose, DEFAULT_GRACE_SECONDS, deletionDate, graceDays, inGrace } from "~common/auth/account-lifecycle";

test("closing needs the box ticked; deactivating does not", () => {
  expect(checkClose("close", false)).toBe("CLOSE_NOT_ACKNOWLEDGED");
  expect(checkClose("close", true)).toBeNull();
  expect(checkClose("deactivate", false)).toBeNull();
});

test("the grace is 14 days by default, said in whole days (at least one)", () => {
  expect(graceDays(DEFAULT_GRACE_SECONDS)).toBe(14);
  expect(graceDays(2)).toBe(1);
});

test("a closed account can be reopened until its due date, not at it", () => {
  expect(inGrace(1000, 999)).toBe(true);
  expect(inGrace(1000, 1000)).toBe(false);
  expect(inGrace(null, 0)).toBe(false);
});

test("the deletion date reads as a day, month and year in UTC", () => {
  expect(deletionDate(Date.UTC(2026, 11, 16, 23, 59) / 1000)).toBe("16 December 2026");
});
