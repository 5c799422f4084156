/** The reporting capability's server code the console route uses. */
export { isReportingPage, loadReporting, reportingAction } from "./reporting.server";
