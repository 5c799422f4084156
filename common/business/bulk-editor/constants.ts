/** The bulk editor's fixed values (docs/decisions/055). */

/** Rows a sheet may have (the template's too), checked while parsing, before anything else. */
export const BULK_MAX_ROWS = 5_000;
/** Bytes an upload may have. */
export const BULK_MAX_BYTES = 1024 * 1024;
/** Entities one upload may change: each is a few statements of the one D1 batch. */
export const BULK_MAX_CHANGED = 100;
/** Row problems an answer lists (the rest are counted). */
export const BULK_MAX_ERRORS = 100;
/** Problems a refused upload keeps for its history. */
export const BULK_HISTORY_ERRORS = 5;

/** The sheet's columns, in order, as Pinterest's bulk sheet names them. */
export const BULK_COLUMNS = [
  "Action",
  "Entity type",
  "Campaign ID",
  "Campaign name",
  "Campaign status",
  "Currency",
  "Daily budget",
  "End date",
  "Ad group ID",
  "Ad group name",
  "Ad group status",
  "Ad ID",
  "Pin ID",
  "Pin title",
  "Ad status",
] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];

export const BULK_ENTITIES = ["CAMPAIGN", "AD_GROUP", "AD"] as const;
export type BulkEntity = (typeof BULK_ENTITIES)[number];
/** The one action a row takes; a blank Action cell means EDIT too. */
export const BULK_ACTION = "EDIT";
export const BULK_UPLOAD_STATES = ["APPLIED", "FAILED"] as const;

/** The changes a bulk upload makes, as the preview and the history name them. */
export const BULK_FIELDS = ["status", "name", "budget_in_micro_currency", "inclusive_end_date"] as const;
export type BulkField = (typeof BULK_FIELDS)[number];
