/**
 * The console's reporting tables (docs/decisions/053): the loader of every /reporting/… table page
 * (one level each, through the typed client), of /reporting/preferences/, and the preferences
 * form's action. The page's query is the report's (dates, comparison, filters, sort, bookmark), so
 * every control is a link or a GET form and works without JavaScript.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import type { ConsoleRouteKey } from "~common/business/console";
import {
  LEVEL_COLUMNS,
  previousWindow,
  REPORT_COLUMNS,
  REPORT_LEVELS,
  REPORT_PAGE_DEFAULT,
  REPORTING_COPY as T,
  reportPreferencesRoute,
  reportRoute,
  saveReportPreferencesRoute,
  type Report,
  type ReportColumn,
  type ReportLevel,
} from "~common/business/reporting";
import { API_ERRORS } from "~common/errors";
import type { ApiClient } from "../../../lib/api-client";
import { apiClientFor } from "../../../lib/api.server";
import { pageUrl } from "../../../lib/page-url.server";

type Context = Readonly<RouterContextProvider>;

/** Which note a table shows above it: the keyword pages say plainly that there are no keywords yet. */
export type ReportNote = "positive" | "negative" | null;

/** The console's table pages: their level and note. */
const PAGES: Partial<Record<ConsoleRouteKey, { level: ReportLevel; note: ReportNote; title?: string }>> = {
  reporting_campaigns: { level: "campaigns", note: null },
  reporting_adgroups: { level: "ad_groups", note: null },
  reporting_ads: { level: "ads", note: null },
  reporting_productgroups: { level: "product_groups", note: null },
  reporting_productitems: { level: "product_items", note: null },
  reporting_campaign_search_queries: { level: "campaign_search_queries", note: null },
  reporting_campaign_negative_keywords: { level: "campaign_search_queries", note: "negative", title: T.campaignNegativeKeywordsTitle },
  reporting_adgroup_search_queries: { level: "ad_group_search_queries", note: null },
  reporting_adgroup_negative_keywords: { level: "ad_group_search_queries", note: "negative", title: T.adGroupNegativeKeywordsTitle },
  reporting_adgroup_positive_keywords: { level: "ad_group_keywords", note: "positive", title: T.adGroupPositiveKeywordsTitle },
};

/** The query a table page keeps in its links (the report's own parameters). */
export interface ReportState {
  start_date: string;
  end_date: string;
  compare: boolean;
  status: string;
  objective_type: string;
  sort: string;
  direction: "asc" | "desc";
}

export interface ReportTableView {
  kind: "table";
  level: ReportLevel;
  title: string;
  note: ReportNote;
  state: ReportState;
  /** The report, or null when the query was refused (error says why). */
  report: Report | null;
  error: string | null;
  /** The page's bookmark (a later page has a link back to the first). */
  bookmark: string | null;
  /** The whole report as CSV: the API's own answer (same origin, the viewer's session). */
  csvHref: string;
}

export interface ReportPreferencesView {
  kind: "preferences";
  levels: { level: ReportLevel; columns: { column: ReportColumn; chosen: boolean }[] }[];
  error: string | null;
}

export type ReportingView = ReportTableView | ReportPreferencesView;

/**
 * Whether the console page is one of reporting's: every table, and the preferences — not the ad
 * group page (/reporting/adgroups/?id=…), which is campaign control's.
 */
export const isReportingPage = (key: ConsoleRouteKey, q: URLSearchParams): boolean =>
  key === "reporting_preferences" || (key in PAGES && !(key === "reporting_adgroups" && q.get("id")));

const text = (q: URLSearchParams, name: string, max = 40) => (q.get(name) ?? "").slice(0, max);

async function loadTable(api: ApiClient, advertiserId: string, key: ConsoleRouteKey, q: URLSearchParams): Promise<ReportTableView> {
  const page = PAGES[key]!;
  const sort = text(q, "sort") || "spend";
  const direction = q.get("direction") === "asc" ? "asc" : "desc";
  const bookmark = q.get("bookmark")?.slice(0, 400) || null;
  const query = {
    start_date: text(q, "start_date", 20) || undefined,
    end_date: text(q, "end_date", 20) || undefined,
    status: text(q, "status") || undefined,
    objective_type: text(q, "objective_type") || undefined,
    sort,
    direction,
  };
  let compare = q.get("compare") === "1";
  // The page's own query goes to the API as it is: the API checks it (400 with the field) and answers the resolved window.
  const call = (extra: { comp_start_date?: string; comp_end_date?: string }) =>
    api.call(reportRoute, {
      params: { advertiserId, level: page.level },
      query: { ...query, ...extra, ...(bookmark && { bookmark }), page_size: REPORT_PAGE_DEFAULT } as never,
    });
  let res = await call({});
  let comp: { comp_start_date?: string; comp_end_date?: string } = {};
  if (compare && res.ok) {
    // The comparison toggle asks for the window just before the one shown (same length).
    const before = previousWindow({ start: res.data.start_date, end: res.data.end_date });
    if (before) {
      comp = { comp_start_date: before.start, comp_end_date: before.end };
      res = await call(comp);
    } else compare = false;
  }
  const report = res.ok ? res.data : null;
  const state: ReportState = {
    start_date: report?.start_date ?? query.start_date ?? "",
    end_date: report?.end_date ?? query.end_date ?? "",
    compare,
    status: query.status ?? "",
    objective_type: query.objective_type ?? "",
    sort: report?.sort ?? "spend",
    direction: report?.direction ?? "desc",
  };
  const csvQuery = new URLSearchParams({
    start_date: state.start_date,
    end_date: state.end_date,
    sort: state.sort,
    direction: state.direction,
  });
  if (state.status) csvQuery.set("status", state.status);
  if (state.objective_type) csvQuery.set("objective_type", state.objective_type);
  if (comp.comp_start_date) csvQuery.set("comp_start_date", comp.comp_start_date);
  if (comp.comp_end_date) csvQuery.set("comp_end_date", comp.comp_end_date);
  csvQuery.set("format", "csv");
  let error: string | null = null;
  if (!res.ok) {
    if (res.status === 403 || res.status === 404) throw data(null, { status: res.status });
    // A refused query is shown with the form, so it can be put right.
    error = res.error.api_error_code === API_ERRORS.REPORT_DATES_INVALID.code ? T.datesInvalid : res.error.message;
  }
  return {
    kind: "table",
    level: page.level,
    title: page.title ?? T.titles[page.level],
    note: page.note,
    state,
    report,
    error,
    bookmark,
    csvHref: `/ads/v4/advertisers/${advertiserId}/reports/${page.level}/?${csvQuery}`,
  };
}

async function loadPreferences(api: ApiClient, advertiserId: string, q: URLSearchParams): Promise<ReportPreferencesView> {
  const res = await api.call(reportPreferencesRoute, { params: { advertiserId } });
  if (!res.ok) throw data(null, { status: res.status === 403 ? 403 : 404 });
  return {
    kind: "preferences",
    levels: REPORT_LEVELS.map((level) => ({
      level,
      columns: LEVEL_COLUMNS[level].map((column) => ({ column, chosen: (res.data.levels[level] ?? []).includes(column) })),
    })),
    error: q.get("error") ? T.preferencesFailed : null,
  };
}

/**
 * A reporting page's view: a table, or the preferences.
 *
 * @example
 * page = { kind: "reporting", view: await loadReporting(api, advertiserId, match.key, url.searchParams) };
 */
export function loadReporting(api: ApiClient, advertiserId: string, key: ConsoleRouteKey, q: URLSearchParams): Promise<ReportingView> {
  return key === "reporting_preferences" ? loadPreferences(api, advertiserId, q) : loadTable(api, advertiserId, key, q);
}

const PreferencesForm = z.object({ level: z.enum(REPORT_LEVELS) });

/**
 * The preferences form's action: one level's checkboxes saved, then back to the page with the
 * words of the answer (`done`), so it works without JavaScript.
 */
export async function reportingAction(request: Request, context: Context, advertiserId: string) {
  const form = await request.formData();
  const parsed = PreferencesForm.safeParse({ level: form.get("level") });
  const back = pageUrl(request);
  back.search = "";
  if (!parsed.success) throw redirect(`${back.pathname}?error=1`);
  const columns = form.getAll("columns").filter((c): c is ReportColumn => (REPORT_COLUMNS as readonly unknown[]).includes(c));
  const res = await apiClientFor(request, context).call(saveReportPreferencesRoute, {
    params: { advertiserId },
    json: { level: parsed.data.level, columns },
  });
  if (!res.ok) throw redirect(`${back.pathname}?error=1`);
  throw redirect(`${back.pathname}?${new URLSearchParams({ done: T.preferencesSaved })}#${parsed.data.level}`);
}
