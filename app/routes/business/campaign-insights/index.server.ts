/**
 * The campaign-insights capability's server surface: the reads the console's loaders make
 * (business.md §2 campaign insights, the console home, billing). Anything not exported here is
 * campaign-insights' own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { lastSevenDays, loadInsights, monthlyInvoices } from "./insights.server";
