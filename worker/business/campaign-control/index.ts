/**
 * The campaign-control capability's surface (docs/decisions/052): its routes, and the statements
 * of a checked change the bulk editor's upload builds its one batch from (docs/decisions/055).
 * Anything not exported here is campaign-control's own (test/layout/capabilities.test.ts).
 */
export { campaignControlRoutes } from "./routes";
export { bumpVersion, campaignNow, campaignStatements, childStatements, spentSoFar } from "./changes";
