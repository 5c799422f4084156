/**
 * The report-center capability's surface (docs/decisions/054): saved reports with their windows,
 * breakdowns and weekly emails, their runs (CSV files made in the background), the unsubscribe
 * link, the rules the builder shares with the API, and its words.
 */
export * from "./constants";
export {
  changeReportRoute,
  createReportRoute,
  deleteReportRoute,
  downloadRunRoute,
  oneClickUnsubscribeRoute,
  reportRunRoute,
  reportRunsRoute,
  runReportRoute,
  savedReportRoute,
  savedReportsRoute,
  subscribeReportRoute,
  unsubscribeByLinkRoute,
  unsubscribeLinkRoute,
  unsubscribeReportRoute,
} from "./contracts";
export type {
  ReportBody,
  ReportBodyInput,
  ReportRun,
  ReportRunPage,
  ReportSchedule,
  ReportSpec,
  SavedReport,
  SavedReportPage,
  UnsubscribeView,
} from "./schemas";
export {
  checkReport,
  maskEmail,
  nextWeeklyRun,
  periodsOf,
  reportName,
  runWindow,
  windowDays,
  type Period,
  type ReportProblem,
} from "./rules";
export { REPORT_CENTER_COPY } from "./copy";
