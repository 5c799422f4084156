/**
 * The campaign-control capability's surface (docs/decisions/052): its routes. Anything not
 * exported here is campaign-control's own (test/layout/capabilities.test.ts).
 */
export { campaignControlRoutes } from "./routes";
