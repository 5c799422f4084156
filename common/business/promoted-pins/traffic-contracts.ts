/**
 * Route contract of the developer tool that simulates promoted Pins' traffic (docs/decisions/039;
 * docs/local-development.md "Promoted Pins' traffic"): synthetic viewers are shown a campaign and
 * send impressions and clicks through its counter, the beacon's own path (delivery tokens,
 * deduplication, the daily budget, the flush to D1), so the console's charts have numbers
 * locally. Developer tools only (DEVELOPER_ONLY): 404 NOT_FOUND unless DEV_TOOLS is "true".
 */
import { createRoute, z } from "@hono/zod-openapi";
import { DEVELOPER_ONLY } from "../../platform/developer-routes";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../../platform/envelope";

/** The most days, and viewers a day, one simulation runs. */
export const TRAFFIC_MAX_DAYS = 30;
export const TRAFFIC_MAX_VIEWERS = 2000;

export const PromotedTrafficBodySchema = z
  .object({
    campaign_id: z
      .string()
      .regex(/^[1-9][0-9]{0,14}$/)
      .optional()
      .openapi({ description: "The campaign; default: the newest ACTIVE one", example: "7" }),
    days: z.number().int().min(1).max(TRAFFIC_MAX_DAYS).default(1).openapi({
      description: "Today and the days before it, oldest first (today: the request's clock, x-promoted-clock where DEV_TOOLS is on)",
    }),
    viewers: z.number().int().min(1).max(TRAFFIC_MAX_VIEWERS).default(300).openapi({ description: "New synthetic viewers a day" }),
    click_rate: z.number().min(0).max(1).default(0.02).openapi({ description: "The share of viewers who also open the card" }),
  })
  .openapi("PromotedTrafficBody");

const CountsSchema = z.object({
  counted: z.number().int(),
  duplicates: z.number().int(),
  skipped: z.number().int(),
  invalid: z.number().int(),
});

export const PromotedTrafficDaySchema = z.object({
  day: z.string().openapi({ description: "YYYY-MM-DD, UTC" }),
  impressions: CountsSchema.openapi({
    description: "This run's impression events: counted, deduplicated, skipped (budget, dates, status), invalid (not charged)",
  }),
  clicks: CountsSchema,
  totals: z
    .object({ impressions: z.number().int(), clicks: z.number().int(), spend_micro: z.number().int() })
    .openapi({ description: "The day's totals in the campaign's counter after this run (what it writes to D1)" }),
});

export const PromotedTrafficResultSchema = z
  .object({
    campaign_id: z.string(),
    currency: z.string(),
    budget_micro: z.number().int().openapi({ description: "The daily budget no day's spend passes" }),
    days: z.array(PromotedTrafficDaySchema),
    flush_ms: z
      .number()
      .int()
      .openapi({ description: "The counter writes these totals to D1 (campaign_daily_stats) about this long after" }),
  })
  .openapi("PromotedTrafficResult");

export const promotedTrafficRoute = createRoute({
  ...DEVELOPER_ONLY,
  operationId: "simulatePromotedTraffic",
  method: "post",
  path: "/v3/dev/promoted/traffic/",
  tags: ["developer tools"],
  summary: "Simulate days of a promoted Pin's traffic from many viewers (developer tools only)",
  description:
    "Served only when the Worker's DEV_TOOLS var is \"true\"; otherwise 404 NOT_FOUND. Each day, `viewers` new synthetic viewers are issued the campaign's delivery token and send an impression (every tenth twice: deduplicated), and `click_rate` of them a click, through the campaign's counter as the beacon does: a day's spend stops at the daily budget, days before the campaign's start or after its end are skipped. 404 CAMPAIGN_NOT_FOUND for an unknown campaign (or none ACTIVE when none is named).",
  request: { body: jsonBody(PromotedTrafficBodySchema) },
  responses: {
    200: okResponse(PromotedTrafficResultSchema, "What each day counted"),
    ...errorResponses(...JSON_WRITE_ERRORS, "NOT_FOUND", "CAMPAIGN_NOT_FOUND"),
  },
});

export type PromotedTrafficBody = z.infer<typeof PromotedTrafficBodySchema>;
export type PromotedTrafficResult = z.infer<typeof PromotedTrafficResultSchema>;
