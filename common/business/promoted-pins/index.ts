/**
 * The promoted-pins capability's surface: delivery's rules, the beacon's contract and constants
 * other capabilities use. Anything not exported here is promoted-pins' own
 * (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export * from "./constants";
export { PROMOTED_COPY } from "./copy";
export { hidePromotedRoute, promotedEventsRoute, unhidePromotedRoute } from "./contracts";
export {
  promotedTrafficRoute,
  PromotedTrafficBodySchema,
  PromotedTrafficResultSchema,
  TRAFFIC_MAX_DAYS,
  TRAFFIC_MAX_VIEWERS,
  type PromotedTrafficBody,
  type PromotedTrafficResult,
} from "./traffic-contracts";
export {
  FeedPageSchema,
  FeedPinSchema,
  PinReadSchema,
  PromotionSchema,
  PromotedEventsBodySchema,
  PromotedEventsResultSchema,
  type FeedPin,
  type Promotion,
} from "./schemas";
export {
  ageAt,
  campaignDays,
  ageBucket,
  insertPromoted,
  invalidSenderReason,
  interestsOf,
  matchesTargeting,
  promotedSlotCount,
  targetingGender,
  utcDay,
  PROMOTED_MIN_AGE,
  type BeaconSender,
  type TargetingSpec,
  type ViewerTraits,
} from "./rules";
