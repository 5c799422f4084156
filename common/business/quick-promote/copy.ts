/**
 * Words of the quick promote flow (business.md §2, §3, §4): the page, its steps and modals. All
 * ours (the spec names the steps and fields, not their text). A module of its own so only these
 * pages carry them; the modals' words are in quick-promote-modal-copy.ts, loaded with the modals.
 */
import { GENDER_NAMES, INTEREST_NAMES } from "../targeting-names";

export const QUICK_PROMOTE_COPY = {
  title: "Promote your Pin",
  description: "Show your Pin to more people with a paid campaign.",
  close: "Close",
  pinLabel: "The Pin you're promoting",
  changePin: "Choose another Pin",
  nameLabel: "Campaign name",
  nameHint: "Only you see this. Long names are shortened.",
  destinationLabel: "Destination link",
  destinationHint: "Where people go when they tap your ad.",
  budgetLabel: (currency: string) => `Daily budget (${currency})`,
  budgetHint: (minimum: string, higher: string | null, currency: string) =>
    `At least ${minimum} ${currency} a day.${higher ? ` For more reach, try ${higher} ${currency}.` : ""}`,
  durationLabel: "Duration",
  days: (n: string) => `${n} ${n === "1" ? "day" : "days"}`,
  ongoingLabel: "Keep running until I stop it",
  endDateLabel: "End date (optional)",
  endDateHint: "The last day your ad runs. Leave it empty to run for the duration.",
  audience: "Audience",
  autoTargetingLabel: "Find people for me (automatic targeting)",
  gendersLegend: "Genders",
  genders: GENDER_NAMES,
  agesLegend: "Ages (none chosen: all ages)",
  interestsLegend: "Interests (none chosen: all interests)",
  interests: INTEREST_NAMES,
  goal: "Goal",
  conversionTagLabel: "Conversion tag",
  noTag: "None: get more clicks to my site",
  conversionEventLabel: "Conversion to optimise for",
  conversionEvents: {
    CHECKOUT: "Checkout",
    ADD_TO_CART: "Add to cart",
    SIGNUP: "Sign-up",
    LEAD: "Lead",
    PAGE_VISIT: "Page visit",
  } as Record<string, string>,
  addTag: "Add a conversion tag",
  submit: "Promote",
  submitting: "Promoting…",
  summary: (budget: string, days: number, ongoing: boolean) =>
    ongoing ? `${budget} a day, until you stop it` : `${budget} a day for ${days} ${days === 1 ? "day" : "days"}`,
  budgetInvalid: "Enter a daily budget, like 5 or 12.50.",
  budgetTooLow: (minimum: string, currency: string) => `The daily budget must be at least ${minimum} ${currency}.`,
  nameMissing: "Give your campaign a name.",
  linkInvalid: "Enter a website address that starts with http:// or https://.",
  durationInvalid: "Choose how many days your ad runs.",
  endDatePast: "Choose an end date from today onwards.",
  pinGone: "This Pin can't be promoted: it needs a website link and a public board.",
  noPins: "You don't have any Pins to promote yet. Promote a Pin with a website link on a public board.",
  loadMorePins: "More Pins",
  notYourAccount: "You can't promote for this ad account.",
} as const;

/** Words of quick promote's modals (§2: consent, pin selection, business info, billing, success, error, tag). */
export const QUICK_PROMOTE_MODAL_COPY = {
  consentTitle: "Before you advertise",
  consentBody:
    "To show your ads, we process information about your business and about the people who see and act on your ads, as set out in the Advertising Terms and the Privacy Policy. You can change your choice in your ad account settings.",
  consentAgree: "Agree and continue",
  consentDecline: "Not now",
  pinSelectionTitle: "Choose a Pin to promote",
  /** Read before a Pin's title in the pin selection list. */
  choosePrefix: "Promote",
  businessTitle: "Tell us about your business",
  businessLead: "We show this on your invoices and to people who ask who's advertising.",
  businessNameLabel: "Business name",
  websiteLabel: "Website (optional)",
  addressLabel: "Street address (optional)",
  billingAddressLabel: "Street address",
  cityLabel: "City",
  postalCodeLabel: "Postal code",
  billingTitle: "Add billing details",
  billingLead: (currency: string) => `You get a monthly invoice in ${currency} for what your ads spend. No card is needed.`,
  contactNameLabel: "Name on invoices",
  billingEmailLabel: "Billing email",
  next: "Next",
  saving: "Saving…",
  back: "Back",
  successTitle: "Your Pin is promoted!",
  successBody: (name: string) => `Your campaign "${name}" is live.`,
  viewCampaign: "View campaign",
  goToAds: "Go to Ads",
  done: "Done",
  errorTitle: "We couldn't promote your Pin",
  errorFallback: "Sorry! Something went wrong on our end.",
  tryAgain: "Try again",
  tagTitle: "Add a conversion tag",
  tagLead: "A conversion tag tells us when people who saw your ad buy or sign up on your site.",
  tagNameLabel: "Tag name",
  addTag: "Add tag",
  cancel: "Cancel",
} as const;

/**
 * The message of each result of the form rule (rules/quick-promote.ts checkPromoteForm), the ad
 * account's country minimum filled in; the page checks with it before it submits and the action
 * answers with it.
 *
 * @example
 * promoteFormMessages(countryDefaults("US")).BUDGET_TOO_LOW
 */
export const promoteFormMessages = (defaults: { minimumBudget: number; currency: string }) => ({
  NAME_MISSING: QUICK_PROMOTE_COPY.nameMissing,
  LINK_INVALID: QUICK_PROMOTE_COPY.linkInvalid,
  BUDGET_INVALID: QUICK_PROMOTE_COPY.budgetInvalid,
  BUDGET_TOO_LOW: QUICK_PROMOTE_COPY.budgetTooLow(String(defaults.minimumBudget), defaults.currency),
  DURATION_INVALID: QUICK_PROMOTE_COPY.durationInvalid,
  END_DATE_PAST: QUICK_PROMOTE_COPY.endDatePast,
});
