/**
 * The conversions capability's surface (issue 37 item 1): its routes. Anything not exported here is
 * conversions' own (test/layout/capabilities.test.ts).
 */
export { conversionsRoutes } from "./routes";
