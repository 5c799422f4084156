/**
 * Why: the insights chart (insights-chart.tsx) is drawn on the server as SVG, without a chart
 * library: these are its numbers — a "nice" value axis (round steps: 1, 2, 2.5 or 5 times a power
 * of ten) and each series' points and path in the plot's own coordinates (PLOT_WIDTH ×
 * PLOT_HEIGHT, y down), which the page stretches to its width. Both windows share one x axis, day
 * 1 to day n of the longer window. Pure, so tested alone (test/app/routes/business/campaign-insights/).
 */

export const PLOT_WIDTH = 1000;
export const PLOT_HEIGHT = 200;
/** The value axis' number of steps above 0 (at most; fewer when the maximum is a small count). */
const STEPS = 4;

/**
 * A round step for a value axis reaching `max` in about STEPS steps; counts step by whole numbers.
 *
 * @example
 * niceStep(1234, true) // 500 (0, 500, 1000, 1500)
 * niceStep(0.0137, false) // 0.005
 * niceStep(3, true) // 1
 */
export function niceStep(max: number, integer: boolean): number {
  if (!(max > 0)) return 1;
  const raw = max / STEPS;
  const power = 10 ** Math.floor(Math.log10(raw));
  const m = raw / power;
  const step = (m <= 1 ? 1 : m <= 2 ? 2 : m <= 2.5 ? 2.5 : m <= 5 ? 5 : 10) * power;
  return integer ? Math.max(1, Math.ceil(step)) : step;
}

/**
 * The value axis of some series: its top and its ticks from 0 (an empty chart still has an axis).
 *
 * @example
 * valueAxis([[120, 310], [80]], true) // { max: 400, ticks: [0, 100, 200, 300, 400] }
 * valueAxis([[0, 0]], true) // { max: 1, ticks: [0, 1] }
 */
export function valueAxis(series: readonly (readonly number[])[], integer: boolean): { max: number; ticks: number[] } {
  const highest = Math.max(0, ...series.flat());
  const step = niceStep(highest, integer);
  const steps = Math.max(1, Math.ceil(highest / step - 1e-9));
  // Multiplying (not adding) keeps 0.015 from becoming 0.015000000000000001.
  const ticks = Array.from({ length: steps + 1 }, (_, i) => Number((i * step).toPrecision(12)));
  return { max: ticks.at(-1)!, ticks };
}

/**
 * The x of day `i` (from 0) of an axis of `n` days, in plot units: the first at the left edge, the
 * last at the right, a single day in the middle.
 */
export const xOf = (i: number, n: number) => (n <= 1 ? PLOT_WIDTH / 2 : (i / (n - 1)) * PLOT_WIDTH);

/** The y of `value` on an axis up to `max`, in plot units (0 at the bottom). */
export const yOf = (value: number, max: number) => PLOT_HEIGHT - (max > 0 ? (value / max) * PLOT_HEIGHT : 0);

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * A series' points on an axis of `n` days up to `max`.
 *
 * @example
 * pointsOf([0, 50, 100], 3, 100) // [[0, 200], [500, 100], [1000, 0]]
 */
export const pointsOf = (values: readonly number[], n: number, max: number): [number, number][] =>
  values.map((v, i) => [round(xOf(i, n)), round(yOf(v, max))]);

/**
 * The SVG path through some points ("" for none).
 *
 * @example
 * linePath([[0, 200], [500, 100]]) // "M0 200L500 100"
 */
export const linePath = (points: readonly [number, number][]) => points.map(([x, y], i) => `${i ? "L" : "M"}${x} ${y}`).join("");

/**
 * Dots at each point, as zero-length segments that a round line cap draws as circles: they keep
 * their size when the plot is stretched (vector-effect="non-scaling-stroke"), where <circle>s
 * would become ellipses.
 *
 * @example
 * dotsPath([[0, 200], [500, 100]]) // "M0 200h0M500 100h0"
 */
export const dotsPath = (points: readonly [number, number][]) => points.map(([x, y]) => `M${x} ${y}h0`).join("");

/**
 * The days to label under the x axis: the first, the last and, for 3 days or more, the middle one,
 * each with its position as a percentage of the width.
 *
 * @example
 * xLabels(7) // [{ index: 0, percent: 0 }, { index: 3, percent: 50 }, { index: 6, percent: 100 }]
 * xLabels(1) // [{ index: 0, percent: 50 }]
 */
export function xLabels(n: number): { index: number; percent: number }[] {
  if (n <= 1) return [{ index: 0, percent: 50 }];
  const indices = n >= 3 ? [0, Math.round((n - 1) / 2), n - 1] : [0, n - 1];
  return indices.map((index) => ({ index, percent: round((xOf(index, n) / PLOT_WIDTH) * 100) }));
}
