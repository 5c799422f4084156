/**
 * The promoted-pins capability's surface (docs/decisions/039): delivery into the home feed and
 * search, the beacon's routes, the campaigns' counter. Anything not exported here is
 * promoted-pins' own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { CampaignCounter } from "./campaign-counter";
export { campaignCounter } from "./count-events";
export { PROMOTED_CLOCK_HEADER, promotedNow } from "./clock";
export { promotionFor, withPromotions, type Placement } from "./delivery";
export { promotedRoutes } from "./routes";
export { simulateTraffic } from "./simulate-traffic";
