/**
 * Words of the business header (business.md §2 "Business header: shown only when the user is
 * authenticated, is a partner, and has profiles") and its profile switcher (§4). All ours. A module
 * of its own: the header is on every page of a partner.
 */
export const BUSINESS_HEADER_COPY = {
  region: "Business",
  menu: "Business menu", // the business header as a menu on a NARROW page (app/routes/business/acting-profile/business-header.tsx)
  actingAs: (name: string) => `Acting as ${name}`,
  switchProfile: "Switch business profile",
  you: "You",
  current: "Current",
  ads: "Ads",
  createPin: "Create Pin",
  promote: "Promote",
  needsPassword: "Your account only logs in with Facebook. Set a password to keep your business secure.",
  setPassword: "Set a password",
} as const;
