/**
 * The campaign-insights capability's surface: the page code other capabilities use (the console
 * page renders the report, the home's columns and the billing page's invoices). Anything not
 * exported here is campaign-insights' own (test/layout/capabilities.test.ts keeps imports from
 * reaching past this file).
 */
export { CampaignNumbersCells, CampaignNumbersHead, CampaignNumbersNote } from "./campaign-numbers";
export { money } from "./format";
export { InsightsReport } from "./insights-report";
export { MonthlyInvoices } from "./monthly-invoices";
export type { Numbers } from "./format";
export type { Invoices, InsightsView } from "./insights.server";
