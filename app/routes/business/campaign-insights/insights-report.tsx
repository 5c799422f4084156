/**
 * Why: the campaign insights page's report (business.md §2 /campaign-insights/{campaignId}/ with
 * start_date, end_date, comp_start_date, comp_end_date): a GET form for the two windows, the
 * totals with their change against the comparison window, the invalid traffic (not charged)
 * beside them, one metric's chart (the switcher is
 * links, so it works without JavaScript), the daily rows as tables and their CSV. The console page
 * (../console/console.tsx) renders it above the campaign's settings; insights.server.ts loads it.
 */
import { Form, Link, useLocation } from "react-router";
import {
  INSIGHTS_COPY as T,
  INSIGHTS_METRICS,
  type CampaignInsights,
  type InsightsMetric,
  type InsightsWindow,
} from "~common/business/campaign-insights";
import { Button } from "../../../components/button";
import { TextField } from "../../../components/text-field";
import { changeText, count, formatMetric, metricValue, windowText } from "./format";
import type { InsightsView } from "./insights.server";
import { InsightsChart, type ChartWindow } from "./insights-chart";

const ARROWS = { up: "▲", down: "▼", same: "=", new: "★", none: "–" } as const;

const chartWindow = (w: InsightsWindow, metric: InsightsMetric): ChartWindow => ({
  start: w.start_date,
  end: w.end_date,
  days: w.days.map((d) => ({ date: d.date, value: metricValue(metric, d) })),
  total: metricValue(metric, w.totals),
});

const includesDay = (w: InsightsWindow, day: string) => w.start_date <= day && day <= w.end_date;

function DateForm({ view, report }: { view: InsightsView; report: CampaignInsights | null }) {
  const { asked } = view;
  const start = asked.start_date ?? report?.current.start_date ?? "";
  const end = asked.end_date ?? report?.current.end_date ?? "";
  return (
    <Form method="get" className="insights-form" aria-label={T.formLabel} key={JSON.stringify(asked)}>
      <fieldset className="insights-form__window">
        <legend>{T.reportWindow}</legend>
        <TextField label={T.from} name="start_date" type="date" defaultValue={start} />
        <TextField label={T.to} name="end_date" type="date" defaultValue={end} />
      </fieldset>
      <fieldset className="insights-form__window">
        <legend>{T.comparedWith}</legend>
        <TextField label={T.from} name="comp_start_date" type="date" defaultValue={asked.comp_start_date ?? ""} />
        <TextField label={T.to} name="comp_end_date" type="date" defaultValue={asked.comp_end_date ?? ""} />
        <p className="insights-form__hint">{T.comparisonHint}</p>
      </fieldset>
      {view.metric !== "impressions" ? <input type="hidden" name="metric" value={view.metric} /> : null}
      <Button type="submit" variant="secondary">
        {T.show}
      </Button>
    </Form>
  );
}

function Totals({ report }: { report: CampaignInsights }) {
  const now = report.current.totals;
  const before = report.comparison.totals;
  return (
    <ul className="insights-totals" aria-label={T.totalsLabel}>
      {INSIGHTS_METRICS.map((m) => {
        const format = (v: number) => formatMetric(m, v, report.currency);
        const c = changeText(metricValue(m, now), metricValue(m, before), format);
        return (
          <li key={m} className="insights-total" data-metric={m}>
            <span className="insights-total__label">{T.metrics[m]}</span>
            <span className="insights-total__value">{format(metricValue(m, now))}</span>
            <span className={`insights-total__change insights-total__change--${c.direction}`}>
              <span aria-hidden="true">{ARROWS[c.direction]} </span>
              {c.text}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The window's invalid traffic, beside the charged totals: recorded, never charged. */
function InvalidTotals({ report }: { report: CampaignInsights }) {
  const { invalid_impressions, invalid_clicks } = report.current.totals;
  return (
    <p className="insights-invalid">
      {T.invalidTotals(count(invalid_impressions), count(invalid_clicks))}
      <span className="insights-invalid__hint"> {T.invalidHint}</span>
    </p>
  );
}

function MetricSwitcher({ metric }: { metric: InsightsMetric }) {
  const { search } = useLocation();
  const to = (m: InsightsMetric) => {
    const q = new URLSearchParams(search);
    if (m === "impressions") q.delete("metric");
    else q.set("metric", m);
    return { search: q.size ? `?${q}` : "", hash: "chart" };
  };
  return (
    <nav className="insights-metrics" aria-label={T.chartMetric}>
      {INSIGHTS_METRICS.map((m) => (
        <Link
          key={m}
          to={to(m)}
          preventScrollReset
          replace
          className="insights-metrics__link"
          aria-current={m === metric ? "true" : undefined}
        >
          {T.metrics[m]}
        </Link>
      ))}
    </nav>
  );
}

function DayTable({ caption, window, currency }: { caption: string; window: InsightsWindow; currency: string }) {
  const cell = (m: InsightsMetric, n: Parameters<typeof metricValue>[1]) => formatMetric(m, metricValue(m, n), currency);
  // A region a keyboard can scroll, should a narrow screen not hold the five columns.
  return (
    <div className="insights-table" role="region" aria-label={caption} tabIndex={0}>
      <table className="console__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.columnDate}</th>
            {INSIGHTS_METRICS.map((m) => (
              <th key={m} scope="col">
                {T.metrics[m]}
              </th>
            ))}
            <th scope="col">{T.columnInvalidImpressions}</th>
            <th scope="col">{T.columnInvalidClicks}</th>
          </tr>
        </thead>
        <tbody>
          {window.days.map((d) => (
            <tr key={d.date} data-date={d.date}>
              <th scope="row">{d.date}</th>
              {INSIGHTS_METRICS.map((m) => (
                <td key={m}>{cell(m, d)}</td>
              ))}
              <td>{count(d.invalid_impressions)}</td>
              <td>{count(d.invalid_clicks)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{T.total}</th>
            {INSIGHTS_METRICS.map((m) => (
              <td key={m}>{cell(m, window.totals)}</td>
            ))}
            <td>{count(window.totals.invalid_impressions)}</td>
            <td>{count(window.totals.invalid_clicks)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/**
 * The report part of the campaign insights page.
 *
 * @example
 * <InsightsReport view={page.insights} advertiserId="7" campaignId="19" />
 */
export function InsightsReport({ view, advertiserId, campaignId }: { view: InsightsView; advertiserId: string; campaignId: string }) {
  const { report } = view;
  return (
    <>
      <DateForm view={view} report={report} />
      {view.error ? (
        <p className="insights-error" role="alert">
          {view.error}
        </p>
      ) : null}
      {report ? (
        <>
          <p className="insights-windows">
            {T.windows(report.current.start_date, report.current.end_date, report.comparison.start_date, report.comparison.end_date)}
            <span className="insights-windows__zone"> · {T.timeZone}</span>
            {includesDay(report.current, view.today) ? <span className="insights-windows__today"> {T.includesToday}</span> : null}
          </p>
          <h2>{T.totalsLabel}</h2>
          <Totals report={report} />
          <InvalidTotals report={report} />
          {report.current.totals.impressions === 0 && report.comparison.totals.impressions === 0 ? (
            <p className="console__empty">{T.noDelivery}</p>
          ) : null}
          <h2 id="chart">{T.chartTitle(T.metricLong[view.metric])}</h2>
          <MetricSwitcher metric={view.metric} />
          <InsightsChart
            metric={view.metric}
            currency={report.currency}
            current={chartWindow(report.current, view.metric)}
            comparison={chartWindow(report.comparison, view.metric)}
            today={view.today}
          />
          <details className="insights-days">
            <summary>{T.dailyNumbers}</summary>
            <DayTable
              caption={T.tableCurrent(windowText(report.current.start_date, report.current.end_date))}
              window={report.current}
              currency={report.currency}
            />
            <DayTable
              caption={T.tableComparison(windowText(report.comparison.start_date, report.comparison.end_date))}
              window={report.comparison}
              currency={report.currency}
            />
          </details>
          <p className="insights-csv">
            <a className="link" href={insightsCsvPath(advertiserId, campaignId, report)} download>
              {T.downloadCsv}
            </a>
            <span className="insights-csv__hint"> {T.csvHint}</span>
          </p>
        </>
      ) : null}
    </>
  );
}

/**
 * The CSV of a report: the same windows as the page shows (resolved, so the file is what was seen).
 *
 * @example
 * insightsCsvPath("7", "19", report) // "/advertiser/7/campaign-insights/19/csv?start_date=…&comp_end_date=…"
 */
export function insightsCsvPath(advertiserId: string, campaignId: string, report: CampaignInsights): string {
  const q = new URLSearchParams({
    start_date: report.current.start_date,
    end_date: report.current.end_date,
    comp_start_date: report.comparison.start_date,
    comp_end_date: report.comparison.end_date,
  });
  return `/advertiser/${advertiserId}/campaign-insights/${campaignId}/csv?${q}`;
}
