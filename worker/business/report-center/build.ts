/**
 * Why: a run's CSV is the reporting tables' own query (levelReport), once per period of its
 * breakdown, so the report center can never disagree with the table on screen. A breakdown leaves
 * out a period's rows with no impression, click or spend (a quarter by day of 1,000 campaigns
 * would be 92,000 lines of zeros) but keeps each period's Total line; the file stops at
 * RUN_LINES_MAX lines and says so.
 */
import { periodsOf, RUN_LINES_MAX, type ReportSpec } from "~common/business/report-center";
import { csvField, reportCsvLines } from "~common/business/reporting";
import { levelReport } from "../reporting";

export interface BuiltCsv {
  csv: string;
  lines: number;
  truncated: boolean;
}

const BOM = "\uFEFF";

/**
 * @example
 * const { csv, lines } = await buildRunCsv(env.DB, advertiser, spec, { start: "2026-11-01", end: "2026-11-07" });
 */
export async function buildRunCsv(
  db: D1Database,
  advertiser: { id: number; currency: string },
  spec: ReportSpec,
  window: { start: string; end: string },
): Promise<BuiltCsv> {
  const { header, line } = reportCsvLines(spec.columns, advertiser.currency, false);
  const broken = spec.granularity !== "TOTAL";
  const join = (fields: string[]) => fields.map(csvField).join(",");
  const out: string[] = [join(broken ? ["period", ...header] : header)];
  const q = {
    status: spec.status ?? undefined,
    objective_type: spec.objective_type ?? undefined,
    sort: "spend",
    direction: "desc",
    page_size: 0,
  } as const;
  for (const period of periodsOf(window, spec.granularity)) {
    const report = await levelReport(db, advertiser, spec.level, { current: period, comparison: null }, q, spec.columns, { all: true });
    const lead = broken ? [period.label] : [];
    for (const r of report.items) {
      if (broken && r.current.impressions === 0 && r.current.clicks === 0 && r.current.spend_in_micro_currency === 0) continue;
      if (out.length >= RUN_LINES_MAX) return { csv: BOM + out.join("\r\n") + "\r\n", lines: out.length, truncated: true };
      out.push(join([...lead, ...line(r.name, r.status ?? "", r.objective_type ?? "", r.current, null)]));
    }
    if (out.length >= RUN_LINES_MAX) return { csv: BOM + out.join("\r\n") + "\r\n", lines: out.length, truncated: true };
    out.push(join([...lead, ...line("Total", "", "", report.totals.current, null)]));
  }
  return { csv: BOM + out.join("\r\n") + "\r\n", lines: out.length, truncated: false };
}
