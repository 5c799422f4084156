/**
 * The ads-create capability's surface (docs/decisions/057): its routes. Anything not exported here
 * is ads-create's own (test/layout/capabilities.test.ts).
 */
export { adsCreateRoutes } from "./routes";
