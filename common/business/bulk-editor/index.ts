/**
 * The bulk-editor capability's surface (docs/decisions/055): the routes that download an ad
 * account's bulk sheet, upload it (checked row by row, applied all at once or not at all), list
 * the uploads and the ids, the sheet's pure reading and writing, and the console's words.
 */
export * from "./constants";
export { BULK_PATH, bulkIdsRoute, bulkTemplateRoute, bulkUploadRoute, bulkUploadsRoute } from "./contracts";
export type { BulkIds, BulkResult, BulkRowErrorView, BulkUpload, BulkUploadPage } from "./schemas";
export {
  budgetCell,
  changedCount,
  headerIndex,
  planUpload,
  templateRows,
  tooManyChanges,
  type AccountSheet,
  type BulkChange,
  type BulkPlan,
  type BulkRowError,
  type SheetAd,
  type SheetAdGroup,
  type SheetCampaign,
} from "./sheet";
export { BULK_EDITOR_COPY } from "./copy";
