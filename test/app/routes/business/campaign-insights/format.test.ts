/** app/routes/business/campaign-insights/format.ts: how campaign reporting shows its numbers, days and changes. */
import { describe, expect, test } from "vitest";
import {
  changeText,
  count,
  formatMetric,
  metricValue,
  money,
  monthText,
  percent,
  shortDay,
  windowText,
} from "~app/routes/business/campaign-insights/format";

describe("numbers", () => {
  test("spend in the ad account's currency, counts grouped, CTR as a percentage", () => {
    expect([money(3_000_000, "USD"), money(1_234_567_890, "EUR"), money(0, "GBP"), money(2_400_000, "SEK")]).toEqual([
      "$3.00",
      "€1,234.57",
      "£0.00",
      "SEK\u00a02.40",
    ]);
    expect([count(0), count(12345)]).toEqual(["0", "12,345"]);
    expect([percent(0), percent(0.011667), percent(1)]).toEqual(["0.00%", "1.17%", "100.00%"]);
  });

  test("a metric's value and its words", () => {
    const day = { impressions: 1200, clicks: 18, ctr: 0.015, spend_in_micro_currency: 2_400_000 };
    expect((["impressions", "clicks", "ctr", "spend"] as const).map((m) => formatMetric(m, metricValue(m, day), "USD"))).toEqual([
      "1,200",
      "18",
      "1.50%",
      "$2.40",
    ]);
  });
});

describe("the change against the comparison window", () => {
  test("up, down, the same", () => {
    expect(changeText(150, 100, count)).toEqual({ direction: "up", text: "Up 50.0% from 100" });
    expect(changeText(1, 4, count)).toEqual({ direction: "down", text: "Down 75.0% from 4" });
    expect(changeText(100_000, 100_001, count)).toEqual({ direction: "same", text: "No change from 100,001" });
  });

  test('"new" when the comparison had none; nothing to say when neither had any', () => {
    expect(changeText(5, 0, count)).toEqual({ direction: "new", text: "New: none in the comparison window" });
    expect(changeText(0, 0, count)).toEqual({ direction: "none", text: "None in either window" });
  });
});

describe("days", () => {
  test("short days, windows with their year once, months", () => {
    expect(shortDay("2026-11-22")).toBe("Nov 22");
    expect(windowText("2026-11-01", "2026-11-30")).toBe("Nov 1 – Nov 30, 2026");
    expect(windowText("2025-12-28", "2026-01-03")).toBe("Dec 28, 2025 – Jan 3, 2026");
    expect(windowText("2026-11-05", "2026-11-05")).toBe("Nov 5, 2026");
    expect(monthText("2026-11")).toBe("November 2026");
  });
});
