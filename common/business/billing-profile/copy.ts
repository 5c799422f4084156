/** The billing page's edit form (issue 36 item 7). */
export const BILLING_PROFILE_COPY = {
  edit: "Edit",
  editLabel: "Edit billing profile",
  formTitle: "Edit billing profile",
  contactName: "Contact name",
  email: "Billing email",
  addressLine1: "Address",
  postalCode: "Postal code",
  city: "City",
  fixed: (country: string, currency: string) =>
    `Country ${country} and currency ${currency} stay as they are: your invoices are in ${currency}.`,
  save: "Save billing profile",
  cancel: "Cancel",
  saved: "Billing profile saved.",
  adminOnly: "Only the ad account's owner or an admin can change the billing profile.",
} as const;
