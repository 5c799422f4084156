/**
 * Why: the console's pages read campaign reporting through the typed client (business.md §2
 * campaign insights; the routes are common/business/campaign-insights/contracts.ts): the insights
 * page's report for the query's windows (a date the API refuses is said on the page, beside the
 * form, not a failed page), each campaign's last 7 days for the console home (one call, zeros
 * where a campaign delivered nothing), the billing page's monthly invoices, and the CSV download
 * of the report's daily rows (the shared `insightsCsv`).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import {
  campaignReportRoute,
  campaignTotalsRoute,
  INSIGHTS_METRICS,
  insightsCsv,
  invoicesRoute,
  type CampaignInsights,
  type InsightsMetric,
} from "~common/business/campaign-insights";
import { API_ERRORS } from "~common/errors";
import type { ApiClient, RouteData } from "../../../lib/api-client";
import { apiClientFor } from "../../../lib/api.server";
import { requireUser } from "../../../lib/guards.server";
import { pageUrl } from "../../../lib/page-url.server";
import type { Numbers } from "./format";

type Context = Readonly<RouterContextProvider>;

export const DATE_FIELDS = ["start_date", "end_date", "comp_start_date", "comp_end_date"] as const;
export type DateQuery = Partial<Record<(typeof DATE_FIELDS)[number], string>>;

/** The query's dates that look like dates (the API says whether they exist); others are left out. */
export function datesOf(q: URLSearchParams): DateQuery {
  const out: DateQuery = {};
  for (const name of DATE_FIELDS) {
    const v = q.get(name);
    if (v && /^\d{4}-\d{2}-\d{2}$/.test(v)) out[name] = v;
  }
  return out;
}

export interface InsightsView {
  report: CampaignInsights | null;
  /** The API's words when it refused the dates. */
  error: string | null;
  /** The dates as asked (the form's values). */
  asked: DateQuery;
  metric: InsightsMetric;
  /** Today (UTC): its numbers are still coming in, so the chart draws it as "so far". */
  today: string;
}

/**
 * The insights page's report for the page's query (`metric` picks the chart's).
 *
 * @example
 * const insights = await loadInsights(api, "7", "19", url.searchParams);
 */
export async function loadInsights(api: ApiClient, advertiserId: string, campaignId: string, q: URLSearchParams): Promise<InsightsView> {
  const asked = datesOf(q);
  const metric = INSIGHTS_METRICS.find((m) => m === q.get("metric")) ?? "impressions";
  const res = await api.call(campaignReportRoute, { params: { advertiserId, campaignId }, query: asked });
  const today = new Date().toISOString().slice(0, 10);
  if (res.ok) return { report: res.data, error: null, asked, metric, today };
  if (res.error.api_error_code === API_ERRORS.INSIGHTS_DATES_INVALID.code)
    return { report: null, error: res.error.message, asked, metric, today };
  if (res.error.api_error_code === API_ERRORS.ADVERTISER_ACCESS_DENIED.code) throw data({ forbidden: true }, { status: 403 });
  if (res.status >= 500) throw new Error(`campaign report: HTTP ${res.status} ${res.error.message}`);
  throw data(null, { status: 404 });
}

/**
 * Each campaign's numbers over the last 7 days (the API's default window), by campaign id; a
 * campaign that delivered nothing is absent (the page shows zeros). Empty when the read fails:
 * the home still lists the campaigns.
 */
export async function lastSevenDays(api: ApiClient, advertiserId: string): Promise<Record<string, Numbers>> {
  const res = await api.call(campaignTotalsRoute, { params: { advertiserId } });
  if (!res.ok) return {};
  return Object.fromEntries(res.data.items.map(({ campaign_id, ...n }) => [campaign_id, n]));
}

export type Invoices = RouteData<typeof invoicesRoute>;

/** The billing page's monthly invoices, or null when they cannot be read. */
export async function monthlyInvoices(api: ApiClient, advertiserId: string): Promise<Invoices | null> {
  const res = await api.call(invoicesRoute, { params: { advertiserId } });
  return res.ok ? res.data : null;
}

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });

/**
 * GET /advertiser/{advertiserId}/campaign-insights/{campaignId}/csv?start_date…: the report's daily
 * rows as a CSV attachment, for the same query as the page; a visitor goes to log in (as the
 * console's pages), another business's ad account is 403, a campaign not the ad account's 404.
 */
export async function insightsCsvResponse(request: Request, context: Context, advertiserId: string, campaignId: string) {
  const url = pageUrl(request);
  await requireUser({ request, context });
  if (!/^[1-9][0-9]{0,14}$/.test(advertiserId) || !/^[1-9][0-9]{0,14}$/.test(campaignId)) return text("Not found", 404);
  const res = await apiClientFor(request, context).call(campaignReportRoute, {
    params: { advertiserId, campaignId },
    query: datesOf(url.searchParams),
  });
  if (!res.ok) {
    if (res.status === 401) throw redirect(`/login?${new URLSearchParams({ next: `${url.pathname}${url.search}` })}`);
    return text(res.error.message, res.status >= 500 ? 500 : res.status);
  }
  const r = res.data;
  const filename = `campaign-${r.campaign_id}-insights-${r.current.start_date}-${r.current.end_date}.csv`;
  return new Response(insightsCsv(r), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
