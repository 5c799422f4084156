/** Numbers of campaign reporting (business.md §2 campaign insights); all ours (docs/decisions/039). */

/** ours: the default report window: today and the six days before (UTC). */
export const INSIGHTS_DEFAULT_DAYS = 7;
/** ours: the longest report (or comparison) window, in days. */
export const INSIGHTS_MAX_DAYS = 366;
/** ours: the billing page lists this many months of spend, newest first. */
export const INVOICE_MONTHS = 12;
