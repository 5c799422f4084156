/**
 * The outbox's retry schedule (worker/platform/outbox/deliver.ts): exponential, capped, and long
 * enough in total to ride out a provider's short outage before a row is failed.
 */
import { expect, test } from "vitest";
import { backoffSeconds, OUTBOX_MAX_ATTEMPTS } from "~worker/platform/outbox";

test("1 s, 3 s, 9 s … capped at 15 minutes", () => {
  expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([1, 3, 9, 27]);
  expect(backoffSeconds(20)).toBe(900);
});

test("the retries before a row fails add up to between 30 minutes and an hour", () => {
  const total = Array.from({ length: OUTBOX_MAX_ATTEMPTS - 1 }, (_, i) => backoffSeconds(i + 1)).reduce((a, b) => a + b, 0);
  expect(total).toBeGreaterThan(30 * 60);
  expect(total).toBeLessThan(60 * 60);
});
