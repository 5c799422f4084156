/**
 * The campaign-insights capability's surface: the reporting routes. Anything not exported here is
 * campaign-insights' own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { insightsRoutes } from "./routes";
