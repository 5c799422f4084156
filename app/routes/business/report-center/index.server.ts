/** The report-center capability's server code the console route uses. */
export {
  isReportCenterPage,
  isReportUnsubscribePage,
  loadReportCenter,
  loadUnsubscribe,
  reportCenterAction,
  unsubscribeAction,
} from "./report-center.server";
