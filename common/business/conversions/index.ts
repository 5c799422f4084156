/** The conversions capability's surface (issue 37 item 1): the Conversions API's routes, rules and words. */
export {
  conversionHistoryRoute,
  conversionsOverviewRoute,
  conversionUploadsRoute,
  createAccessTokenRoute,
  listAccessTokensRoute,
  revokeAccessTokenRoute,
  sendConversionEventsRoute,
  sendTagEventsRoute,
  tagScriptRoute,
  uploadConversionsRoute,
} from "./contracts";
export * from "./constants";
export { checkEvent, checkPayload, readUpload, withClickId, type CheckedEvent, type PayloadCheck, type UploadRow } from "./rules";
export { CONVERSIONS_COPY } from "./copy";
export { emailHash, phoneHash, sha256Hex } from "./hashing";
export type {
  AccessToken,
  ConversionEvent,
  ConversionEventsAnswer,
  ConversionRecord,
  ConversionsOverview,
  TagEventsBody,
  Upload,
} from "./schemas";
