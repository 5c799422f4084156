/**
 * The report-center capability's surface (docs/decisions/054): its routes and the cron job of its
 * weekly runs, and the unsubscribe token. Its workflow (ReportRun) is exported by the Worker entry straight from
 * run-workflow.ts. Anything not exported here is the report center's own.
 */
export { reportCenterRoutes } from "./routes";
export { runDueReports } from "./schedule";
/** The unsubscribe link's token (the provider-state endpoint hands it to contract runs). */
export { unsubscribeToken } from "./email";
