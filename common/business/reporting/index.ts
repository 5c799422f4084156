/**
 * The reporting capability's surface (docs/decisions/053): the reporting tables' routes, their
 * levels, columns and bounds, the window and CSV rules the API and the console share, and the
 * console's words.
 */
export * from "./constants";
export { reportRoute, reportPreferencesRoute, saveReportPreferencesRoute } from "./contracts";
export type { Report, ReportMetrics, ReportPreferences, ReportPreferencesChange, ReportQuery, ReportRow } from "./schemas";
export {
  csvField,
  metricsOf,
  metricValue,
  previousWindow,
  reportCsv,
  reportCsvLines,
  reportWindow,
  type DateProblem,
  type ReportCsvLines,
  type ReportWindow,
} from "./rules";
export { normaliseSearchQuery, QUERY_TOKEN_BYTES, REPORT_QUERY_MAX } from "./query";
export { REPORTING_COPY } from "./copy";
