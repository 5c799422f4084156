/**
 * The audiences capability's surface (issue 37 item 2): its routes and the cron's job. Anything not
 * exported here is audiences' own (test/layout/capabilities.test.ts).
 */
export { audiencesRoutes } from "./routes";
export { refreshAudiences } from "./members";
