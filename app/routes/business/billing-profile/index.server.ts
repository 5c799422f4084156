/** The billing-profile capability's server code the console's loader and action call. */
export { billingEditView, billingProfileAction } from "./billing-profile.server";
