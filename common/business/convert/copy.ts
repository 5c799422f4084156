/**
 * Words of /business/convert (business.md §2: a personal account becomes a business account with an
 * ad account before quick promote). All ours: the spec names the route, not its text.
 */
export const CONVERT_COPY = {
  title: "Get a business account",
  lead: "Promote your Pins to more people. Tell us about your business to set up your ad account.",
  description: "Turn your account into a business account and set up an ad account to promote Pins.",
  businessNameLabel: "Business name",
  countryLabel: "Country",
  countryHint: "Your ad account pays in this country's currency, and its budgets follow it.",
  submit: "Continue",
  submitting: "Setting up…",
  notNow: "Not now",
  keepsPins: "Your Pins, boards and followers stay as they are.",
} as const;
