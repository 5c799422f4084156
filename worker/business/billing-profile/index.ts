/**
 * The billing-profile capability's surface (issue 36 item 7): its route. Anything not exported here
 * is billing-profile's own (test/layout/capabilities.test.ts).
 */
export { billingProfileRoutes } from "./routes";
