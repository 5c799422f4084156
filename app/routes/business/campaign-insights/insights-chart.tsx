/**
 * Why: campaign insights shows a metric per day as a line chart drawn on the server (business.md
 * §2 campaign insights): the report window as a solid line, the comparison window as a dashed one
 * on the same day axis, with a legend — no chart library, no script. It is one accessible image
 * (role="img", named by its <title>, summarised by its <desc>); the daily tables below it are the
 * same numbers as text. The plot stretches to the page's width (a nested SVG with
 * preserveAspectRatio="none" and strokes that keep their width) while its labels stay at their
 * size, so it reads the same at 1280 and at 375 px. Today, still counting, is no point of the line
 * (its few numbers so far would read as a drop): a lighter, dashed "Today (so far)" marker instead.
 */
import { useId } from "react";
import { INSIGHTS_COPY as T, type InsightsMetric } from "~common/business/campaign-insights";
import { dotsPath, linePath, PLOT_HEIGHT, PLOT_WIDTH, pointsOf, valueAxis, xLabels, yOf } from "./chart-geometry";
import { formatMetric, shortDay, windowText } from "./format";

export interface ChartWindow {
  start: string;
  end: string;
  days: { date: string; value: number }[];
  /** The window's figure for the description: a total, or the overall CTR. */
  total: number;
}

/** Pixels: the plot's top (room for the top tick's label) and the height of the whole image. */
const PLOT_TOP = 22;
const HEIGHT = PLOT_TOP + PLOT_HEIGHT + 34;
/** Dots only while they stay apart. */
const MAX_DOTS = 45;

/**
 * The chart of one metric for the report window and its comparison.
 *
 * @example
 * <InsightsChart metric="clicks" currency="USD" current={current} comparison={comparison} />
 */
export function InsightsChart({
  metric,
  currency,
  current,
  comparison,
  today,
}: {
  metric: InsightsMetric;
  currency: string;
  current: ChartWindow;
  comparison: ChartWindow;
  /** Today (UTC): drawn apart, as "so far". */
  today?: string;
}) {
  const id = useId();
  const format = (v: number) => formatMetric(metric, v, currency);
  const n = Math.max(current.days.length, comparison.days.length);
  const axis = valueAxis([current.days.map((d) => d.value), comparison.days.map((d) => d.value)], metric !== "ctr");
  const all = pointsOf(
    current.days.map((d) => d.value),
    n,
    axis.max,
  );
  const todayIndex = today ? current.days.findIndex((d) => d.date === today) : -1;
  // The line stops before today; today's point is the "so far" marker.
  const now = todayIndex >= 0 ? all.slice(0, todayIndex) : all;
  const soFar = todayIndex >= 0 ? all[todayIndex]! : null;
  const before = pointsOf(
    comparison.days.map((d) => d.value),
    n,
    axis.max,
  );
  const peak = current.days.reduce<{ date: string; value: number } | null>((a, d) => (d.value > (a?.value ?? 0) ? d : a), null);
  const name = T.metricLong[metric];
  const description =
    T.chartDesc(
      name,
      windowText(current.start, current.end),
      T.chartTotal(format(current.total), metric === "ctr"),
      peak ? T.peak(format(peak.value), shortDay(peak.date)) : null,
      windowText(comparison.start, comparison.end),
      T.chartTotal(format(comparison.total), metric === "ctr"),
    ) + (todayIndex >= 0 ? T.todayDesc(format(current.days[todayIndex]!.value)) : "");
  const dayLabel = (index: number) => {
    const day = current.days[index];
    if (index === todayIndex) return T.todaySoFar;
    return day ? shortDay(day.date) : T.dayAxis(index + 1);
  };
  return (
    <figure className="insights-chart">
      <svg
        className="insights-chart__svg"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        width="100%"
        height={HEIGHT}
        data-metric={metric}
      >
        <title id={`${id}-title`}>{T.chartTitle(name)}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <svg
          x="0"
          y={PLOT_TOP}
          width="100%"
          height={PLOT_HEIGHT}
          viewBox={`0 0 ${PLOT_WIDTH} ${PLOT_HEIGHT}`}
          preserveAspectRatio="none"
          overflow="visible"
        >
          {axis.ticks.map((t) => (
            <path key={t} className="insights-chart__grid" d={`M0 ${yOf(t, axis.max)}H${PLOT_WIDTH}`} vectorEffect="non-scaling-stroke" />
          ))}
          <path className="insights-chart__line insights-chart__line--comparison" d={linePath(before)} vectorEffect="non-scaling-stroke" />
          <path className="insights-chart__line insights-chart__line--current" d={linePath(now)} vectorEffect="non-scaling-stroke" />
          {n <= MAX_DOTS ? (
            <>
              <path
                className="insights-chart__dots insights-chart__dots--comparison"
                d={dotsPath(before)}
                vectorEffect="non-scaling-stroke"
              />
              <path className="insights-chart__dots insights-chart__dots--current" d={dotsPath(now)} vectorEffect="non-scaling-stroke" />
            </>
          ) : null}
          {soFar ? (
            <g className="insights-chart__today" data-testid="chart-today">
              <path className="insights-chart__today-rule" d={`M${soFar[0]} 0V${PLOT_HEIGHT}`} vectorEffect="non-scaling-stroke" />
              <path className="insights-chart__today-dot" d={dotsPath([soFar])} vectorEffect="non-scaling-stroke" />
            </g>
          ) : null}
        </svg>
        {axis.ticks.map((t) => (
          <text key={t} className="insights-chart__tick" x="0" y={PLOT_TOP + yOf(t, axis.max) - 6}>
            {format(t)}
          </text>
        ))}
        {xLabels(n).map(({ index, percent }) => (
          <text
            key={index}
            className="insights-chart__day"
            x={`${percent}%`}
            y={HEIGHT - 8}
            textAnchor={percent === 0 ? "start" : percent === 100 ? "end" : "middle"}
          >
            {dayLabel(index)}
          </text>
        ))}
      </svg>
      <figcaption>
        <ul className="insights-chart__legend" aria-label={T.legendLabel}>
          <li>
            <svg className="insights-chart__swatch" aria-hidden="true" width="28" height="10" viewBox="0 0 28 10">
              <path className="insights-chart__line insights-chart__line--current" d="M0 5H28" />
            </svg>
            {T.legendCurrent(windowText(current.start, current.end))}
          </li>
          <li>
            <svg className="insights-chart__swatch" aria-hidden="true" width="28" height="10" viewBox="0 0 28 10">
              <path className="insights-chart__line insights-chart__line--comparison" d="M0 5H28" />
            </svg>
            {T.legendComparison(windowText(comparison.start, comparison.end))}
          </li>
          {soFar ? (
            <li>
              <svg className="insights-chart__swatch" aria-hidden="true" width="28" height="10" viewBox="0 0 28 10">
                <path className="insights-chart__today-rule" d="M14 0V10" />
                <path className="insights-chart__today-dot" d="M14 5h0" />
              </svg>
              {T.todaySoFar}
            </li>
          ) : null}
        </ul>
      </figcaption>
    </figure>
  );
}
