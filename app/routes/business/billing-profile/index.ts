/**
 * The billing-profile capability's page code the console uses: the billing page's edit view and
 * action (billing-profile.server.ts); its form (billing-profile-editor.tsx) is loaded lazily.
 */
export type { BillingAnswer, BillingEditView } from "./billing-profile.server";
