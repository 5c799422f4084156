/**
 * Why: campaign reporting (business.md §2 campaign insights; docs/decisions/039) reads the daily
 * totals the campaigns' counters write (campaign_daily_stats): one campaign's days in a window and
 * a comparison window, every day listed (zeros where nothing was delivered); each campaign's totals
 * over a window for the console home; and the spend per month and campaign, the billing page's
 * invoice record. The windows and totals are computed by the rules the console page also uses
 * (common/business/campaign-insights).
 */
import {
  ctr,
  daysOf,
  INVOICE_MONTHS,
  reportWindows,
  totalsOf,
  type CampaignInsights,
  type InsightsWindow,
} from "~common/business/campaign-insights";
import { utcDay } from "~common/business/promoted-pins";
import { ApiError } from "~common/errors";

interface DayRow {
  campaign_id: number;
  day: string;
  impressions: number;
  clicks: number;
  spend_micro: number;
  invalid_impressions: number;
  invalid_clicks: number;
}

type DateQuery = { start_date?: string; end_date?: string; comp_start_date?: string; comp_end_date?: string };

function windowOf(rows: readonly DayRow[], start: string, end: string): InsightsWindow {
  const byDay = new Map(rows.filter((r) => r.day >= start && r.day <= end).map((r) => [r.day, r]));
  const days = daysOf(start, end).map((date) => {
    const r = byDay.get(date);
    const impressions = r?.impressions ?? 0;
    const clicks = r?.clicks ?? 0;
    return {
      date,
      impressions,
      clicks,
      ctr: ctr(impressions, clicks),
      spend_in_micro_currency: r?.spend_micro ?? 0,
      invalid_impressions: r?.invalid_impressions ?? 0,
      invalid_clicks: r?.invalid_clicks ?? 0,
    };
  });
  return { start_date: start, end_date: end, days, totals: totalsOf(days) };
}

const badDates = () => new ApiError("INSIGHTS_DATES_INVALID", { data: { field: "start_date" } });

/**
 * Refuses a query whose dates make no report (INSIGHTS_DATES_INVALID): the routes ask first, before
 * any guard reads D1, so a bad window costs nothing.
 */
export function checkReportDates(q: DateQuery, nowMs: number): void {
  if (!reportWindows(q, utcDay(nowMs))) throw badDates();
}

/**
 * One campaign's report.
 *
 * @example
 * const report = await campaignReport(env.DB, { id: 19, currency: "USD", budgetMicro: 3_000_000 }, {}, Date.now());
 */
export async function campaignReport(
  db: D1Database,
  campaign: { id: number; currency: string; budgetMicro: number },
  q: DateQuery,
  nowMs: number,
): Promise<CampaignInsights> {
  const windows = reportWindows(q, utcDay(nowMs));
  if (!windows) throw badDates();
  const from = windows.current.start < windows.comparison.start ? windows.current.start : windows.comparison.start;
  const to = windows.current.end > windows.comparison.end ? windows.current.end : windows.comparison.end;
  const { results } = await db
    .prepare(
      `SELECT campaign_id, day, impressions, clicks, spend_micro, invalid_impressions, invalid_clicks
       FROM campaign_daily_stats WHERE campaign_id = ? AND day BETWEEN ? AND ?`,
    )
    .bind(campaign.id, from, to)
    .all<DayRow>();
  return {
    campaign_id: String(campaign.id),
    currency: campaign.currency,
    time_zone: "UTC",
    daily_budget_in_micro_currency: campaign.budgetMicro,
    current: windowOf(results, windows.current.start, windows.current.end),
    comparison: windowOf(results, windows.comparison.start, windows.comparison.end),
  };
}

/** Each of an ad account's campaigns that delivered in a window, with its totals. */
export async function campaignTotals(db: D1Database, advertiser: { id: number; currency: string }, q: DateQuery, nowMs: number) {
  const windows = reportWindows({ start_date: q.start_date, end_date: q.end_date }, utcDay(nowMs));
  if (!windows) throw badDates();
  const { start, end } = windows.current;
  const { results } = await db
    .prepare(
      `SELECT s.campaign_id, sum(s.impressions) AS impressions, sum(s.clicks) AS clicks, sum(s.spend_micro) AS spend_micro,
         sum(s.invalid_impressions) AS invalid_impressions, sum(s.invalid_clicks) AS invalid_clicks
       FROM campaign_daily_stats s JOIN campaigns c ON c.id = s.campaign_id
       WHERE c.advertiser_id = ? AND s.day BETWEEN ? AND ? GROUP BY s.campaign_id ORDER BY s.campaign_id DESC`,
    )
    .bind(advertiser.id, start, end)
    .all<Omit<DayRow, "day">>();
  return {
    start_date: start,
    end_date: end,
    currency: advertiser.currency,
    items: results.map((r) => ({
      campaign_id: String(r.campaign_id),
      impressions: r.impressions,
      clicks: r.clicks,
      ctr: ctr(r.impressions, r.clicks),
      spend_in_micro_currency: r.spend_micro,
      invalid_impressions: r.invalid_impressions,
      invalid_clicks: r.invalid_clicks,
    })),
  };
}

/** The ad account's spend per month (UTC) and campaign, the last INVOICE_MONTHS months with any, newest first. */
export async function invoices(db: D1Database, advertiser: { id: number; currency: string }, nowMs: number) {
  const now = new Date(nowMs);
  const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (INVOICE_MONTHS - 1), 1)).toISOString().slice(0, 7);
  const { results } = await db
    .prepare(
      `SELECT substr(s.day, 1, 7) AS month, s.campaign_id, c.name, sum(s.spend_micro) AS spend_micro
       FROM campaign_daily_stats s JOIN campaigns c ON c.id = s.campaign_id
       WHERE c.advertiser_id = ? AND s.day >= ? AND s.spend_micro > 0
       GROUP BY month, s.campaign_id ORDER BY month DESC, s.campaign_id DESC`,
    )
    .bind(advertiser.id, `${firstMonth}-01`)
    .all<{ month: string; campaign_id: number; name: string; spend_micro: number }>();
  const months = new Map<
    string,
    { month: string; spend_in_micro_currency: number; campaigns: { campaign_id: string; name: string; spend_in_micro_currency: number }[] }
  >();
  for (const r of results) {
    const m = months.get(r.month) ?? { month: r.month, spend_in_micro_currency: 0, campaigns: [] };
    m.spend_in_micro_currency += r.spend_micro;
    m.campaigns.push({ campaign_id: String(r.campaign_id), name: r.name, spend_in_micro_currency: r.spend_micro });
    months.set(r.month, m);
  }
  return { currency: advertiser.currency, payment_method: "invoice" as const, months: [...months.values()] };
}
