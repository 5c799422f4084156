/** The conversions capability's surface (issue 37 item 1): the Conversions API's routes, rules and words. */
export { createAccessTokenRoute, listAccessTokensRoute, revokeAccessTokenRoute, sendConversionEventsRoute } from "./contracts";
export * from "./constants";
export { checkEvent, type CheckedEvent } from "./rules";
export { CONVERSIONS_COPY } from "./copy";
export type { AccessToken, ConversionEvent, ConversionEventsAnswer } from "./schemas";
