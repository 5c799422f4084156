/**
 * GET /advertiser/{advertiserId}/campaign-insights/{campaignId}/csv?start_date&end_date&comp_start_date&comp_end_date
 * — the campaign insights page's "Download CSV" (business.md §2 campaign insights): the daily rows
 * of both windows as a CSV attachment (insights.server.ts insightsCsvResponse).
 */
import { insightsCsvResponse } from "./insights.server";
import type { Route } from "./+types/insights-csv";

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  insightsCsvResponse(request, context, params.advertiserId, params.campaignId);
