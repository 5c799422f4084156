/**
 * The billing-profile capability's surface (issue 36 item 7): the route that edits an ad account's
 * billing profile, its body and the console's words for it.
 */
export { updateBillingProfileRoute } from "./contracts";
export { BillingProfileChangeSchema, type BillingProfileChange } from "./schemas";
export { BILLING_PROFILE_COPY } from "./copy";
