/**
 * Words of campaign reporting in the advertiser console (business.md §2 campaign insights): the
 * insights page (window form, totals and their change, the chart, the daily tables, the CSV link),
 * the console home's last-7-days columns and the billing page's monthly invoices. All ours: the
 * spec lists the page and its query, not its text.
 */

/** The metrics a report shows, in the page's order (the chart's switcher, the totals, the tables' columns). */
export const INSIGHTS_METRICS = ["impressions", "clicks", "ctr", "spend"] as const;
export type InsightsMetric = (typeof INSIGHTS_METRICS)[number];

export const INSIGHTS_COPY = {
  // The window form (a GET form: works without JavaScript)
  formLabel: "Report dates",
  reportWindow: "Report window",
  comparedWith: "Compared with",
  from: "From",
  to: "To",
  comparisonHint: "Leave empty to compare with the same number of days just before.",
  show: "Show report",
  /** The windows as the page shows them: "Report window: 2026-11-01 – 2026-11-30 · Compared with: 2026-10-01 – 2026-10-31". */
  windows: (start: string, end: string, compStart: string, compEnd: string) =>
    `Report window: ${start} – ${end} · Compared with: ${compStart} – ${compEnd}`,
  timeZone: "Days are in UTC.",
  /** Beside the windows when the report window ends today: today's numbers are still coming in. */
  includesToday: "Includes today so far: today's numbers keep growing until the day ends.",
  todaySoFar: "Today (so far)",
  todayDesc: (value: string) => ` Today so far: ${value}.`,
  // Totals
  totalsLabel: "Totals",
  metrics: { impressions: "Impressions", clicks: "Clicks", ctr: "CTR", spend: "Spend" } satisfies Record<InsightsMetric, string>,
  metricLong: {
    impressions: "Impressions",
    clicks: "Clicks",
    ctr: "Click-through rate (CTR)",
    spend: "Spend",
  } satisfies Record<InsightsMetric, string>,
  up: (pct: string, before: string) => `Up ${pct} from ${before}`,
  down: (pct: string, before: string) => `Down ${pct} from ${before}`,
  same: (before: string) => `No change from ${before}`,
  newMetric: "New: none in the comparison window",
  nothingYet: "None in either window",
  // Invalid traffic, beside the charged numbers (docs/decisions/039)
  invalidTotals: (impressions: string, clicks: string) => `Invalid traffic (not charged): ${impressions} impressions, ${clicks} clicks.`,
  invalidHint:
    "Bots, clients that are not browsers and events past a viewer's or a network's daily cap are filtered out and never charged.",
  columnInvalidImpressions: "Invalid impressions (not charged)",
  columnInvalidClicks: "Invalid clicks (not charged)",
  // The chart
  chartMetric: "Chart metric",
  chartTitle: (metric: string) => `${metric} per day`,
  chartDesc: (metric: string, window: string, total: string, peak: string | null, compWindow: string, compTotal: string) =>
    `${metric} per day from ${window}: ${total}${peak ? `, highest ${peak}` : ""}. Compared with ${compWindow}: ${compTotal}.`,
  chartTotal: (value: string, isRate: boolean) => (isRate ? `${value} overall` : `${value} in total`),
  peak: (value: string, day: string) => `${value} on ${day}`,
  legendLabel: "Series",
  legendCurrent: (window: string) => window,
  legendComparison: (window: string) => `${window} (comparison)`,
  dayAxis: (n: number) => `Day ${n}`,
  // The table fallback
  dailyNumbers: "Daily numbers",
  columnDate: "Date",
  tableCurrent: (window: string) => `Report window, ${window}`,
  tableComparison: (window: string) => `Comparison window, ${window}`,
  total: "Total",
  downloadCsv: "Download CSV",
  csvHint: "The daily rows of both windows, spend in the account's currency.",
  noDelivery: "No impressions in these windows yet: the numbers move once the promoted Pin has been shown.",
  // The console home's columns
  lastDays: "Last 7 days",
  lastDaysNote: "Impressions, clicks, CTR and spend: the last 7 days (UTC).",
  columnImpressions: "Impressions",
  columnClicks: "Clicks",
  columnCtr: "CTR",
  columnSpend: "Spend",
  /** A column's name on a narrow screen, where each campaign is a card. */
  lastDaysColumn: (metric: string) => `${metric} · 7 days`,
  // The billing page's invoice record
  invoicesTitle: "Monthly invoices",
  invoicesIntro: (currency: string) => `Each month's invoice is the spend of its campaigns, in ${currency}, days in UTC.`,
  noInvoices: "No invoices yet: a month's invoice appears once a campaign has spent.",
  invoiceCampaign: "Campaign",
  invoiceSpend: "Spend",
  invoiceTotal: "Month's total",
} as const;
