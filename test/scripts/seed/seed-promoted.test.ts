/**
 * The promoted Pins seed's daily numbers (scripts/seed/seed-promoted.ts seedDays): consecutive
 * UTC days from the campaign's start, the same every run, charged at promotedCost and never
 * above the daily budget, in every currency.
 */
import { expect, test } from "vitest";
import { promotedCost } from "~common/business/promoted-pins";
import { PROMOTED_SEED, SEED_STATS_DAYS, seedDays } from "../../../scripts/seed/seed-promoted";

test("SEED_STATS_DAYS consecutive days from the start, the same every run", () => {
  const days = seedDays("2026-02-20", PROMOTED_SEED.budgetMicro, "USD");
  expect(days).toHaveLength(SEED_STATS_DAYS);
  expect(days[0]!.day).toBe("2026-02-20");
  expect(days.at(-1)!.day).toBe("2026-03-05"); // across the end of February
  expect(seedDays("2026-02-20", PROMOTED_SEED.budgetMicro, "USD")).toEqual(days);
});

test("spend is the events' cost and never passes the budget; every day has impressions and some clicks", () => {
  for (const [currency, budget] of [
    ["USD", 3_000_000],
    ["USD", 1_000_000],
    ["SEK", 30_000_000],
    ["CZK", 60_000_000],
  ] as const) {
    for (const d of seedDays("2026-11-01", budget, currency, 30)) {
      expect(d.spendMicro).toBe(d.impressions * promotedCost(currency, "impression") + d.clicks * promotedCost(currency, "click"));
      expect(d.spendMicro).toBeLessThanOrEqual(budget);
      expect(d.impressions).toBeGreaterThan(0);
      expect(d.clicks).toBeGreaterThanOrEqual(0);
    }
  }
  const usd = seedDays("2026-11-01", PROMOTED_SEED.budgetMicro, "USD");
  expect(usd.filter((d) => d.clicks > 0).length).toBeGreaterThan(SEED_STATS_DAYS / 2);
});
