/**
 * The report-center capability's surface (docs/decisions/054): its routes and the cron job of its
 * weekly runs. Its workflow (ReportRun) is exported by the Worker entry straight from
 * run-workflow.ts. Anything not exported here is the report center's own.
 */
export { reportCenterRoutes } from "./routes";
export { runDueReports } from "./schedule";
