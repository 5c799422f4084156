/** app/routes/business/campaign-insights/chart-geometry.ts: the insights chart's value axis, points and labels. */
import { describe, expect, test } from "vitest";
import {
  dotsPath,
  linePath,
  niceStep,
  PLOT_HEIGHT,
  PLOT_WIDTH,
  pointsOf,
  valueAxis,
  xLabels,
  xOf,
  yOf,
} from "~app/routes/business/campaign-insights/chart-geometry";

describe("the value axis", () => {
  test.each([
    [1234, true, 500],
    [4, true, 1],
    [3, true, 1],
    [1, true, 1],
    [2_400_000, true, 1_000_000],
    [0.0137, false, 0.005],
    [0.2, false, 0.05],
    [0, true, 1],
  ])("niceStep(%d) is %d", (max, integer, step) => {
    expect(niceStep(max, integer)).toBe(step);
  });

  test("ticks from 0 to the first step at or above the highest value of any series", () => {
    expect(valueAxis([[120, 310], [80]], true)).toEqual({ max: 400, ticks: [0, 100, 200, 300, 400] });
    expect(valueAxis([[1000, 1200, 0], [500]], true)).toEqual({ max: 1500, ticks: [0, 500, 1000, 1500] });
    // A rate's ticks are exact decimals, not 0.015000000000000001.
    expect(valueAxis([[0.012, 0.0137]], false)).toEqual({ max: 0.015, ticks: [0, 0.005, 0.01, 0.015] });
  });

  test("an empty chart still has an axis, up to 1", () => {
    expect(valueAxis([[0, 0], []], true)).toEqual({ max: 1, ticks: [0, 1] });
    expect(valueAxis([[], []], false)).toEqual({ max: 1, ticks: [0, 1] });
  });
});

describe("points and paths", () => {
  test("days spread from the left edge to the right; one day sits in the middle", () => {
    expect([xOf(0, 7), xOf(3, 7), xOf(6, 7)]).toEqual([0, PLOT_WIDTH / 2, PLOT_WIDTH]);
    expect(xOf(0, 1)).toBe(PLOT_WIDTH / 2);
  });

  test("values rise from the bottom; 0 on an empty axis is the bottom", () => {
    expect([yOf(0, 100), yOf(50, 100), yOf(100, 100)]).toEqual([PLOT_HEIGHT, PLOT_HEIGHT / 2, 0]);
    expect(yOf(0, 0)).toBe(PLOT_HEIGHT);
  });

  test("a shorter comparison is drawn on the longer window's days", () => {
    expect(pointsOf([0, 50, 100], 3, 100)).toEqual([
      [0, 200],
      [500, 100],
      [1000, 0],
    ]);
    expect(pointsOf([30], 4, 90)).toEqual([[0, 133.33]]);
  });

  test("the line and its dots", () => {
    const points: [number, number][] = [
      [0, 200],
      [500, 100],
    ];
    expect(linePath(points)).toBe("M0 200L500 100");
    expect(dotsPath(points)).toBe("M0 200h0M500 100h0");
    expect(linePath([])).toBe("");
  });

  test("labelled days: first, middle and last", () => {
    expect(xLabels(7)).toEqual([
      { index: 0, percent: 0 },
      { index: 3, percent: 50 },
      { index: 6, percent: 100 },
    ]);
    expect(xLabels(2)).toEqual([
      { index: 0, percent: 0 },
      { index: 1, percent: 100 },
    ]);
    expect(xLabels(30)).toEqual([
      { index: 0, percent: 0 },
      { index: 15, percent: 51.72 },
      { index: 29, percent: 100 },
    ]);
    expect(xLabels(1)).toEqual([{ index: 0, percent: 50 }]);
  });
});
