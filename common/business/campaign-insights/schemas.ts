/**
 * Zod schemas of campaign reporting (business.md §2 /campaign-insights/{campaignId}/ with
 * start_date, end_date, comp_start_date, comp_end_date; docs/decisions/039): a campaign's days in
 * a window and a comparison window, an ad account's campaigns over a window (the console home), and
 * its monthly spend (the billing page's invoice record). Spend is micro-currency of the ad
 * account's currency; days are UTC. `impressions` and `clicks` are the charged ones; invalid
 * traffic is counted beside them, never charged.
 */
import { z } from "@hono/zod-openapi";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .openapi({ example: "2026-11-28" });
const queryDate = (name: string, description: string) =>
  isoDate.optional().openapi({ param: { name, in: "query" }, description, example: "2026-11-22" });

export const InsightsQuerySchema = z.object({
  start_date: queryDate("start_date", "First day of the report (UTC); default six days before end_date"),
  end_date: queryDate("end_date", "Last day of the report, inclusive; default today"),
  comp_start_date: queryDate("comp_start_date", "First day of the comparison; default the same number of days just before start_date"),
  comp_end_date: queryDate("comp_end_date", "Last day of the comparison, inclusive; default comp_start_date plus the report's length"),
});

export const WindowQuerySchema = z.object({
  start_date: queryDate("start_date", "First day (UTC); default six days before end_date"),
  end_date: queryDate("end_date", "Last day, inclusive; default today"),
});

const counts = {
  impressions: z.number().int(),
  clicks: z.number().int(),
  ctr: z.number().openapi({ description: "clicks ÷ impressions (0 without impressions)", example: 0.0125 }),
  spend_in_micro_currency: z
    .number()
    .int()
    .openapi({ description: "What the charged impressions and clicks cost (never the invalid ones)" }),
  invalid_impressions: z.number().int().openapi({
    description: "Impressions recorded as invalid traffic (bots, non-browser clients, past a viewer's or address's daily cap): not charged",
  }),
  invalid_clicks: z.number().int().openapi({
    description: "Clicks recorded as invalid traffic (also a click without its token's counted impression): not charged",
  }),
};

export const InsightsTotalsSchema = z.object(counts).openapi("InsightsTotals");
export const InsightsDaySchema = z.object({ date: isoDate, ...counts }).openapi("InsightsDay");
export const InsightsWindowSchema = z
  .object({ start_date: isoDate, end_date: isoDate, days: z.array(InsightsDaySchema), totals: InsightsTotalsSchema })
  .openapi("InsightsWindow");

export const CampaignInsightsSchema = z
  .object({
    campaign_id: z.string(),
    currency: z.string(),
    time_zone: z.literal("UTC"),
    daily_budget_in_micro_currency: z.number().int(),
    current: InsightsWindowSchema,
    comparison: InsightsWindowSchema,
  })
  .openapi("CampaignInsights");

export const CampaignTotalsSchema = z.object({ campaign_id: z.string(), ...counts }).openapi("CampaignTotals");
export const AdvertiserInsightsSchema = z
  .object({ start_date: isoDate, end_date: isoDate, currency: z.string(), items: z.array(CampaignTotalsSchema) })
  .openapi("AdvertiserInsights");

export const InvoiceMonthSchema = z
  .object({
    month: z
      .string()
      .regex(/^\d{4}-\d{2}$/)
      .openapi({ example: "2026-11" }),
    spend_in_micro_currency: z.number().int(),
    campaigns: z.array(z.object({ campaign_id: z.string(), name: z.string(), spend_in_micro_currency: z.number().int() })),
  })
  .openapi("InvoiceMonth");
export const InvoicesSchema = z
  .object({ currency: z.string(), payment_method: z.literal("invoice"), months: z.array(InvoiceMonthSchema) })
  .openapi("Invoices");

export type CampaignInsights = z.infer<typeof CampaignInsightsSchema>;
export type InsightsWindow = z.infer<typeof InsightsWindowSchema>;
export type InsightsTotals = z.infer<typeof InsightsTotalsSchema>;
