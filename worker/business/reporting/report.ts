/**
 * Why: the reporting tables (docs/decisions/053) read the counters' daily rows — per campaign
 * (campaign_daily_stats), per ad (ad_daily_stats; an ad group is the sum of its ads) and per
 * search query (search_query_daily_stats) — summed per row over a window and a comparison window
 * in one SQL pass. The totals are over every matching row, not the page's: the sums of the rows
 * read, or, for a report past REPORT_ROWS_MAX rows, a second aggregate over all of them. Rows are sorted by a whitelisted column and
 * paged by keyset (the last row's value and id in the bookmark), never by offset.
 */
import type { ReportColumn, ReportLevel, ReportSort } from "~common/business/reporting";
import {
  LEVEL_COLUMNS,
  metricsOf,
  metricValue,
  REPORT_ROWS_MAX,
  type Report,
  type ReportQuery,
  type ReportRow,
} from "~common/business/reporting";
import { ApiError } from "~common/errors";

export interface Windows {
  current: { start: string; end: string };
  comparison: { start: string; end: string } | null;
}

interface Row {
  id: string;
  name: string;
  st: string | null;
  objective_type: string | null;
  campaign_id: number | null;
  campaign_name: string | null;
  ad_group_id: number | null;
  ad_group_name: string | null;
  pin_id: number | null;
  product_group_id: string | null;
  query: string | null;
  i: number;
  k: number;
  s: number;
  ci: number;
  ck: number;
  cs: number;
  /** conversions and their value, in the window and the comparison */
  n: number;
  v: number;
  cn: number;
  cv: number;
}

// ?1 advertiser, ?2 objective (or null), ?3..?4 the window, ?5..?6 the comparison ('' '': none), ?7 the status (or null).
const CAMPAIGNS = `SELECT id, name, objective_type, product_group_id,
    CASE WHEN archived_at IS NOT NULL THEN 'ARCHIVED' WHEN ended_at IS NOT NULL THEN 'ENDED' ELSE status END AS st
  FROM campaigns WHERE advertiser_id = ?1 AND (?2 IS NULL OR objective_type = ?2)`;
// ?8..?9: from the earlier start to the later end of both windows, one range of the (…, day) keys.
const IN_WINDOWS = (s: string) => `${s}.day BETWEEN ?8 AND ?9`;
const SUMS = (s: string) => `
  COALESCE(SUM(CASE WHEN ${s}.day BETWEEN ?3 AND ?4 THEN ${s}.impressions END), 0) AS i,
  COALESCE(SUM(CASE WHEN ${s}.day BETWEEN ?3 AND ?4 THEN ${s}.clicks END), 0) AS k,
  COALESCE(SUM(CASE WHEN ${s}.day BETWEEN ?3 AND ?4 THEN ${s}.spend_micro END), 0) AS s,
  COALESCE(SUM(CASE WHEN ${s}.day BETWEEN ?5 AND ?6 THEN ${s}.impressions END), 0) AS ci,
  COALESCE(SUM(CASE WHEN ${s}.day BETWEEN ?5 AND ?6 THEN ${s}.clicks END), 0) AS ck,
  COALESCE(SUM(CASE WHEN ${s}.day BETWEEN ?5 AND ?6 THEN ${s}.spend_micro END), 0) AS cs`;
// An ad group or ad of an ended or archived campaign has its campaign's status.
const CHILD_STATUS = (own: string) => `CASE WHEN c.st IN ('ENDED', 'ARCHIVED') THEN c.st ELSE ${own} END`;
const QUERY_ROWS = (byGroup: boolean) => `SELECT
    ${byGroup ? `q.ad_group_id || ':' || q.query` : `c.id || ':' || q.query`} AS id, q.query AS name, NULL AS st, c.objective_type,
    c.id AS campaign_id, c.name AS campaign_name, ${byGroup ? "g.id" : "NULL"} AS ad_group_id, ${byGroup ? "g.name" : "NULL"} AS ad_group_name,
    NULL AS pin_id, NULL AS product_group_id, q.query, ${SUMS("q")}, c.st AS filter_st
  FROM c JOIN search_query_daily_stats q ON q.campaign_id = c.id AND ${IN_WINDOWS("q")}
  ${byGroup ? "JOIN ad_groups g ON g.id = q.ad_group_id" : ""}
  GROUP BY ${byGroup ? "q.ad_group_id" : "c.id"}, q.query`;

/** Each level's rows (every column Row names, and filter_st: the status the filter applies to). */
const LEVEL_SQL: Record<ReportLevel, string> = {
  campaigns: `SELECT CAST(c.id AS TEXT) AS id, c.name, c.st, c.objective_type, c.id AS campaign_id, c.name AS campaign_name,
      NULL AS ad_group_id, NULL AS ad_group_name, NULL AS pin_id, c.product_group_id, NULL AS query, ${SUMS("s")}, c.st AS filter_st
    FROM c LEFT JOIN campaign_daily_stats s ON s.campaign_id = c.id AND ${IN_WINDOWS("s")}
    GROUP BY c.id`,
  ad_groups: `SELECT CAST(g.id AS TEXT) AS id, g.name, ${CHILD_STATUS("g.status")} AS st, c.objective_type, c.id AS campaign_id,
      c.name AS campaign_name, g.id AS ad_group_id, g.name AS ad_group_name, NULL AS pin_id, c.product_group_id, NULL AS query,
      ${SUMS("s")}, ${CHILD_STATUS("g.status")} AS filter_st
    FROM c JOIN ad_groups g ON g.campaign_id = c.id LEFT JOIN ads ad ON ad.ad_group_id = g.id
    LEFT JOIN ad_daily_stats s ON s.campaign_id = c.id AND s.ad_id = ad.id AND ${IN_WINDOWS("s")}
    GROUP BY g.id`,
  ads: `SELECT CAST(ad.id AS TEXT) AS id, COALESCE(NULLIF(p.title, ''), 'Untitled Pin') AS name, ${CHILD_STATUS("ad.status")} AS st,
      c.objective_type, c.id AS campaign_id, c.name AS campaign_name, g.id AS ad_group_id, g.name AS ad_group_name, ad.pin_id,
      c.product_group_id, NULL AS query, ${SUMS("s")}, ${CHILD_STATUS("ad.status")} AS filter_st
    FROM c JOIN ads ad ON ad.campaign_id = c.id JOIN ad_groups g ON g.id = ad.ad_group_id LEFT JOIN pins p ON p.id = ad.pin_id
    LEFT JOIN ad_daily_stats s ON s.campaign_id = c.id AND s.ad_id = ad.id AND ${IN_WINDOWS("s")}
    GROUP BY ad.id`,
  // CATALOG_SALES campaigns by their product group: the group is what the advertiser picked from their catalog.
  product_groups: `SELECT c.product_group_id AS id, c.product_group_id AS name, NULL AS st, 'CATALOG_SALES' AS objective_type,
      NULL AS campaign_id, NULL AS campaign_name, NULL AS ad_group_id, NULL AS ad_group_name, NULL AS pin_id, c.product_group_id,
      NULL AS query, ${SUMS("s")}, NULL AS filter_st
    FROM c LEFT JOIN campaign_daily_stats s ON s.campaign_id = c.id AND ${IN_WINDOWS("s")}
    WHERE c.objective_type = 'CATALOG_SALES' AND c.product_group_id IS NOT NULL
    GROUP BY c.product_group_id`,
  // The product groups' items: their ads' Pins.
  product_items: `SELECT c.product_group_id || ':' || ad.pin_id AS id, COALESCE(NULLIF(MAX(p.title), ''), 'Untitled Pin') AS name,
      CASE WHEN MAX(${CHILD_STATUS("ad.status")} = 'ACTIVE') = 1 THEN 'ACTIVE' ELSE MAX(${CHILD_STATUS("ad.status")}) END AS st,
      'CATALOG_SALES' AS objective_type, NULL AS campaign_id, NULL AS campaign_name, NULL AS ad_group_id, NULL AS ad_group_name,
      ad.pin_id, c.product_group_id, NULL AS query, ${SUMS("s")},
      CASE WHEN MAX(${CHILD_STATUS("ad.status")} = 'ACTIVE') = 1 THEN 'ACTIVE' ELSE MAX(${CHILD_STATUS("ad.status")}) END AS filter_st
    FROM c JOIN ads ad ON ad.campaign_id = c.id LEFT JOIN pins p ON p.id = ad.pin_id
    LEFT JOIN ad_daily_stats s ON s.campaign_id = c.id AND s.ad_id = ad.id AND ${IN_WINDOWS("s")}
    WHERE c.objective_type = 'CATALOG_SALES' AND c.product_group_id IS NOT NULL
    GROUP BY c.product_group_id, ad.pin_id`,
  campaign_search_queries: QUERY_ROWS(false),
  ad_group_search_queries: QUERY_ROWS(true),
  // Each ad group's keywords (docs/decisions/057) with the searches that held them as whole words.
  ad_group_keywords: `SELECT g.id || ':' || kw.value AS id, kw.value AS name, NULL AS st, c.objective_type, c.id AS campaign_id,
      c.name AS campaign_name, g.id AS ad_group_id, g.name AS ad_group_name, NULL AS pin_id, NULL AS product_group_id,
      kw.value AS query, ${SUMS("q")}, c.st AS filter_st
    FROM c JOIN ad_groups g ON g.campaign_id = c.id JOIN json_each(g.keywords) kw
    LEFT JOIN search_query_daily_stats q ON q.campaign_id = c.id AND q.ad_group_id = g.id
      AND instr(' ' || q.query || ' ', ' ' || kw.value || ' ') > 0 AND ${IN_WINDOWS("q")}
    GROUP BY g.id, kw.value`,
};

/**
 * Conversions attributed to each ad (docs/decisions/059), by the UTC day they happened, summed per
 * row by the level's key: ?10 the ad account's currency (only its values are summed), ?11..?12 the
 * windows' first and last second.
 */
const CONVERSIONS = `SELECT t.campaign_id, t.ad_group_id, t.ad_id, date(e.event_time, 'unixepoch') AS day, count(*) AS n,
    COALESCE(SUM(CASE WHEN e.currency = ?10 THEN e.value_micro END), 0) AS v
  FROM conversion_events e JOIN ad_touches t ON t.id = e.touch_id
  WHERE e.advertiser_id = ?1 AND e.test = 0 AND e.event_time BETWEEN ?11 AND ?12
  GROUP BY t.ad_id, day`;
const CONVERSION_KEY: Record<ReportLevel, { own: string; row: string } | null> = {
  campaigns: { own: "campaign_id", row: "r.campaign_id" },
  ad_groups: { own: "ad_group_id", row: "r.ad_group_id" },
  ads: { own: "ad_id", row: "CAST(r.id AS INTEGER)" },
  product_groups: null,
  product_items: null,
  campaign_search_queries: null,
  ad_group_search_queries: null,
  ad_group_keywords: null,
};
/** A level's rows with their conversions (0 for the levels conversions are not attributed to). */
function withConversions(level: ReportLevel): string {
  const key = CONVERSION_KEY[level];
  if (!key) return `SELECT r.*, 0 AS n, 0 AS v, 0 AS cn, 0 AS cv FROM (${LEVEL_SQL[level]}) r`;
  return `SELECT r.*, COALESCE(x.n, 0) AS n, COALESCE(x.v, 0) AS v, COALESCE(x.cn, 0) AS cn, COALESCE(x.cv, 0) AS cv
    FROM (${LEVEL_SQL[level]}) r LEFT JOIN (
      SELECT ${key.own} AS k,
        SUM(CASE WHEN day BETWEEN ?3 AND ?4 THEN n ELSE 0 END) AS n, SUM(CASE WHEN day BETWEEN ?3 AND ?4 THEN v ELSE 0 END) AS v,
        SUM(CASE WHEN day BETWEEN ?5 AND ?6 THEN n ELSE 0 END) AS cn, SUM(CASE WHEN day BETWEEN ?5 AND ?6 THEN v ELSE 0 END) AS cv
      FROM conv GROUP BY ${key.own}
    ) x ON x.k = ${key.row}`;
}

/** The sort in SQL: which REPORT_ROWS_MAX rows a truncated report keeps (the page's order is sortValue's). */
const SORT_SQL: Record<ReportSort, string> = {
  name: "lower(name)",
  status: "COALESCE(st, '')",
  impressions: "i",
  clicks: "k",
  ctr: "(CASE WHEN i > 0 THEN CAST(k AS REAL) / i ELSE 0 END)",
  spend: "s",
  cpc: "(CASE WHEN k > 0 THEN CAST(s AS REAL) / k ELSE 0 END)",
  cpm: "(CASE WHEN i > 0 THEN CAST(s AS REAL) * 1000 / i ELSE 0 END)",
  conversions: "n",
  cpa: "(CASE WHEN n > 0 THEN CAST(s AS REAL) / n ELSE 0 END)",
  roas: "(CASE WHEN s > 0 THEN CAST(v AS REAL) / s ELSE 0 END)",
};

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");

/** A bookmark: the sort it belongs to and the last row's sort value and id. */
interface Bookmark {
  s: ReportSort;
  d: "asc" | "desc";
  v: string | number;
  id: string;
}

function readBookmark(raw: string, sort: ReportSort, direction: "asc" | "desc"): Bookmark {
  const bad = () => new ApiError("REPORT_BOOKMARK_INVALID", { data: { field: "bookmark" } });
  let b: unknown;
  try {
    b = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    throw bad();
  }
  const ok =
    typeof b === "object" &&
    b !== null &&
    (b as Bookmark).s === sort &&
    (b as Bookmark).d === direction &&
    (typeof (b as Bookmark).v === "string" || typeof (b as Bookmark).v === "number") &&
    typeof (b as Bookmark).id === "string";
  if (!ok) throw bad();
  return b as Bookmark;
}

const toRow = (r: Row, compared: boolean): ReportRow => ({
  id: r.id,
  name: r.name,
  status: r.st,
  objective_type: r.objective_type,
  campaign_id: r.campaign_id === null ? null : String(r.campaign_id),
  campaign_name: r.campaign_name,
  ad_group_id: r.ad_group_id === null ? null : String(r.ad_group_id),
  ad_group_name: r.ad_group_name,
  pin_id: r.pin_id === null ? null : String(r.pin_id),
  product_group_id: r.product_group_id,
  query: r.query,
  current: metricsOf(r.i, r.k, r.s, r.n, r.v),
  comparison: compared ? metricsOf(r.ci, r.ck, r.cs, r.cn, r.cv) : null,
});

/** A row's value of the sort column. */
const sortValue = (r: ReportRow, sort: ReportSort): string | number =>
  sort === "name" ? r.name.toLowerCase() : sort === "status" ? (r.status ?? "") : metricValue(r.current, sort);

function compare(a: { v: string | number; id: string }, b: { v: string | number; id: string }): number {
  if (a.v !== b.v) return a.v < b.v ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * One level's report for an ad account: a page (or, for the CSV, every row up to REPORT_ROWS_MAX)
 * and the totals over every matching row.
 *
 * @example
 * const report = await levelReport(env.DB, advertiser, "campaigns", windows, query, ["impressions", "spend"], { all: false });
 */
export async function levelReport(
  db: D1Database,
  advertiser: { id: number; currency: string },
  level: ReportLevel,
  windows: Windows,
  q: Pick<ReportQuery, "status" | "objective_type" | "sort" | "direction" | "page_size" | "bookmark">,
  columns: readonly ReportColumn[],
  opts: { all: boolean },
): Promise<Report> {
  const after = q.bookmark ? readBookmark(q.bookmark, q.sort, q.direction) : null;
  const compared = windows.comparison !== null;
  const binds = [
    advertiser.id,
    q.objective_type ?? null,
    windows.current.start,
    windows.current.end,
    windows.comparison?.start ?? "",
    windows.comparison?.end ?? "",
    q.status ?? null,
    windows.comparison && windows.comparison.start < windows.current.start ? windows.comparison.start : windows.current.start,
    windows.comparison && windows.comparison.end > windows.current.end ? windows.comparison.end : windows.current.end,
  ];
  binds.push(advertiser.currency, Date.parse(`${binds[7]}T00:00:00Z`) / 1000, Date.parse(`${binds[8]}T23:59:59Z`) / 1000);
  const ctes = `WITH c AS (${CAMPAIGNS}), conv AS (${CONVERSIONS})`;
  const rowsSql = `${ctes} SELECT * FROM (${withConversions(level)}) WHERE (?7 IS NULL OR filter_st = ?7)`;
  // One more than kept: more rows than that is a truncated report.
  const { results: raw } = await db
    .prepare(`${rowsSql} ORDER BY ${SORT_SQL[q.sort]} ${q.direction}, id ${q.direction} LIMIT ${REPORT_ROWS_MAX + 1}`)
    .bind(...binds)
    .all<Row>();
  const sum = (key: "i" | "k" | "s" | "ci" | "ck" | "cs" | "n" | "v" | "cn" | "cv") => raw.reduce((n, r) => n + r[key], 0);
  // Every matching row was read: the totals are their sums. Only a truncated report asks D1 for the totals of all.
  const t =
    raw.length <= REPORT_ROWS_MAX
      ? {
          nrows: raw.length,
          i: sum("i"),
          k: sum("k"),
          s: sum("s"),
          ci: sum("ci"),
          ck: sum("ck"),
          cs: sum("cs"),
          n: sum("n"),
          v: sum("v"),
          cn: sum("cn"),
          cv: sum("cv"),
        }
      : (await db
          .prepare(
            `${ctes} SELECT count(*) AS nrows, COALESCE(SUM(i), 0) AS i, COALESCE(SUM(k), 0) AS k, COALESCE(SUM(s), 0) AS s,
               COALESCE(SUM(ci), 0) AS ci, COALESCE(SUM(ck), 0) AS ck, COALESCE(SUM(cs), 0) AS cs,
               COALESCE(SUM(n), 0) AS n, COALESCE(SUM(v), 0) AS v, COALESCE(SUM(cn), 0) AS cn, COALESCE(SUM(cv), 0) AS cv
             FROM (${withConversions(level)}) WHERE (?7 IS NULL OR filter_st = ?7)`,
          )
          .bind(...binds)
          .first<{
            nrows: number;
            i: number;
            k: number;
            s: number;
            ci: number;
            ck: number;
            cs: number;
            n: number;
            v: number;
            cn: number;
            cv: number;
          }>())!;
  const read = raw.map((r) => toRow(r, compared));
  const truncated = read.length > REPORT_ROWS_MAX;
  const keyed = read.slice(0, REPORT_ROWS_MAX).map((r) => ({ r, v: sortValue(r, q.sort), id: r.id }));
  const sign = q.direction === "asc" ? 1 : -1;
  keyed.sort((a, b) => sign * compare(a, b));
  const start = after ? keyed.findIndex((k) => sign * compare(k, { v: after.v, id: after.id }) > 0) : 0;
  const rest = start < 0 ? [] : keyed.slice(start);
  const page = opts.all ? rest : rest.slice(0, q.page_size);
  const last = page.at(-1);
  const more = !opts.all && rest.length > page.length && last !== undefined;
  return {
    level,
    currency: advertiser.currency,
    time_zone: "UTC",
    start_date: windows.current.start,
    end_date: windows.current.end,
    comp_start_date: windows.comparison?.start ?? null,
    comp_end_date: windows.comparison?.end ?? null,
    sort: q.sort,
    direction: q.direction,
    items: page.map((k) => k.r),
    totals: { current: metricsOf(t.i, t.k, t.s, t.n, t.v), comparison: compared ? metricsOf(t.ci, t.ck, t.cs, t.cn, t.cv) : null },
    total_rows: t.nrows,
    truncated,
    bookmark: more ? b64(JSON.stringify({ s: q.sort, d: q.direction, v: last.v, id: last.id } satisfies Bookmark)) : null,
    has_keywords: level === "ad_group_keywords" && t.nrows > 0,
    columns: columns.filter((c) => LEVEL_COLUMNS[level].includes(c)),
  };
}
