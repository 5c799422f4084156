/**
 * The console capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is console's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { adGroupRoute, campaignInsightsRoute, consoleRoute, OBJECTIVE_REPORTS, type ConsoleRouteKey } from "./console-routes";
export { CONSOLE_COPY } from "./copy";
