/** Campaign create's fixed values (docs/decisions/057). All ours: business.md §2 lists the paths, not their limits. */

/** Ad groups in one campaign, ads (Pins) in one ad group. */
export const AD_GROUPS_MAX = 10;
export const ADS_PER_GROUP_MAX = 20;
/** Search keywords of one ad group, and the length of one. */
export const KEYWORDS_MAX = 50;
export const KEYWORD_LENGTH_MAX = 80;
/** A manual bid (the most one click may cost) is from the platform's click price to this many times it. */
export const BID_MAX_TIMES_PRICE = 100;
/** How far ahead a campaign may start. */
export const START_DAYS_AHEAD_MAX = 365;
/** Drafts one ad account keeps, and the size of one draft's form. */
export const DRAFTS_MAX = 50;
export const DRAFT_BYTES_MAX = 32_768;
/** The form saves itself this long after the last keystroke. */
export const DRAFT_AUTOSAVE_MS = 1_500;

export const BUDGET_TYPES = ["DAILY", "LIFETIME"] as const;
export type BudgetType = (typeof BUDGET_TYPES)[number];
/** §2 /ads/campaign_mode/: a campaign the advertiser sets up, or one that chooses its targeting and bids itself. */
export const CAMPAIGN_MODES = ["standard", "automated"] as const;
export type CampaignMode = (typeof CAMPAIGN_MODES)[number];
