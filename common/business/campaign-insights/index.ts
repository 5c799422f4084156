/**
 * The campaign-insights capability's surface: the reporting routes, the rules the console page
 * shares with the API, and the words of the console's reports. Anything not exported here is campaign-insights' own
 * (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export * from "./constants";
export { INSIGHTS_COPY, INSIGHTS_METRICS, type InsightsMetric } from "./copy";
export { campaignTotalsRoute, campaignReportRoute, invoicesRoute } from "./contracts";
export type { CampaignInsights, InsightsTotals, InsightsWindow } from "./schemas";
export { addDays, change, ctr, daysOf, dayMs, insightsCsv, reportWindows, totalsOf, type ReportWindows } from "./rules";
