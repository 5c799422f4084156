/** Campaign control's fixed values (docs/decisions/052). */

export { CAMPAIGN_STATUSES, CHANGEABLE_STATUSES, type CampaignStatus } from "../constants";

export const HISTORY_ENTITIES = ["CAMPAIGN", "AD_GROUP", "AD"] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];
export const HISTORY_FIELDS = [
  "created",
  "status",
  "name",
  "budget_in_micro_currency",
  "lifetime_budget_in_micro_currency",
  "inclusive_end_date",
  "targeting_spec",
  "bid_in_micro_currency",
  "keywords",
] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number];
