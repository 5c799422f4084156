/**
 * The console capability's surface: the Worker code other capabilities use. Anything not exported here
 * is console's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { findBilling, toAdvertiser, toAdvertiserDetail } from "./advertisers-repo";
export { findAdGroup, findCampaign, findCampaignByKey, thumbnailUrl, toCampaign } from "./campaigns-repo";
export type { CampaignRow } from "./campaigns-repo";
