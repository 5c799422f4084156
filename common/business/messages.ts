/**
 * Message catalogue of the business area, verbatim from business.md where it gives the text and
 * "ours" elsewhere (docs/decisions/016-business-and-quick-promote.md). BUSINESS_MESSAGES holds what
 * the API answers (its error catalogue, common/business/errors.ts, reads them) and the form rules'
 * messages; BUSINESS_COPY the words business.md shows outside the business pages. Each business
 * page's own words are a module of their own beside this one (quick-promote-copy.ts,
 * console-copy.ts, pin-builder-copy.ts, header-copy.ts), so a page's first load carries only
 * its words; test/common/spec-strings.test.ts reads this catalogue for the spec's strings.
 */
import { AUTH_MESSAGES } from "../auth/messages";

export const BUSINESS_MESSAGES = {
  // §5 business sign-up password rules; the auth catalogue spells them (the auth API answers them).
  passwordNotAscii: AUTH_MESSAGES.passwordNotAscii,
  passwordTooShortFor: AUTH_MESSAGES.passwordTooShortFor,
  passwordSameAsUsername: AUTH_MESSAGES.passwordSameAsUsername,
  passwordTooWeak: AUTH_MESSAGES.passwordTooWeak,
  // ours: the API's business errors
  notPartner: "Only business accounts can do that. Convert your account to a business account first.",
  alreadyConverted: "This account already has an ad account.",
  countryUnsupported: "Ads aren't available in that country yet.",
  advertiserNotFound: "Sorry, we couldn't find that ad account.",
  advertiserAccessDenied: "You don't have access to act for this ad account.",
  actingAsForbidden: "You can't act as that profile.",
  campaignNotFound: "Sorry, we couldn't find that campaign.",
  adGroupNotFound: "Sorry, we couldn't find that ad group.",
  budgetInvalid: "Enter a daily budget, like 5 or 12.50.",
  budgetBelowMinimum: "That daily budget is below the minimum for your ad account's country.",
  /** ours: the detail of a budget under §9's minimum per country. */
  budgetTooLow: (minimum: number | string, currency: string) => `The daily budget must be at least ${minimum} ${currency}.`,
  campaignNameInvalid: "Give your campaign a name under 64 characters.",
  destinationUrlInvalid: "Enter a website address that starts with http:// or https://.",
  durationInvalid: "Choose how many days your ad runs.",
  endDateInvalid: "Choose an end date from today onwards, or keep the ad running.",
  targetingInvalid: "That targeting isn't available.",
  objectiveNeedsTag: "A conversion objective needs a conversion tag.",
  conversionTagNotFound: "Sorry, we couldn't find that conversion tag.",
  bodyMismatch: "The ad account and Pin in the request don't match its address.",
  consentMissing: "Agree to the advertising terms to continue.",
  billingMissing: "Add billing details first.",
  idempotencyKeyReused: "That Idempotency-Key was already used for a different request.",
  pinNotPromotable: "This Pin can't be promoted. Only Pins with a website link on public boards can.",
  memberNotFound: "Sorry, we couldn't find that person.",
  insightsDatesInvalid: "Choose dates that exist, with the end on or after the start, at most 366 days apart.",
  promotedTokenInvalid: "That promoted Pin event isn't one we sent.",
  promotedTokenForeign: "That promoted Pin event belongs to someone else.",
  // ours: campaign control (docs/decisions/052)
  campaignArchived: "This campaign is archived. Archived campaigns can't be changed.",
  campaignEnded: "This campaign has ended. Duplicate it to run it again.",
  budgetBelowSpend: "The daily budget can't be less than what the campaign has spent today.",
  nothingToChange: "Choose something to change.",
  campaignChangedMeanwhile: "This campaign was just changed somewhere else. Reload to see the latest.",
  adNotFound: "Sorry, we couldn't find that ad.",
  // ours: campaigns made from scratch (docs/decisions/057)
  lifetimeNeedsEndDate: "A lifetime budget needs an end date.",
  startDateInvalid: "Choose a start date from today, at most a year ahead.",
  bidInvalid: (minimum: string, maximum: string) => `The bid must be from ${minimum} to ${maximum} a click, or automatic.`,
  keywordInvalid: "Keywords are words or short phrases of at most 80 characters, each once, at most 50.",
  adGroupNameInvalid: "Give the ad group a name under 64 characters.",
  adPinRepeated: "This Pin is in the ad group already.",
  draftNotFound: "Sorry, we couldn't find that draft.",
  draftsLimited: "You have 50 drafts. Finish or delete one to start another.",
  draftChangedMeanwhile: "This draft was saved somewhere else. Reload to see the latest.",
  adGroupsLimited: "A campaign has at most 10 ad groups.",
  // ours: the bulk editor (docs/decisions/055)
  bulkFileInvalid: "We can't read this file as a bulk sheet. Download a template, edit it and upload it as CSV.",
  bulkTooManyRows: "A bulk sheet can have at most 5,000 rows. Split it and upload each part.",
  bulkRowsInvalid: "Some rows can't be applied, so nothing was changed. Fix them and upload the sheet again.",
  bulkTooManyChanges: "One upload can change at most 100 rows. Split the sheet and upload each part.",
  // ours: the reporting tables (docs/decisions/053)
  reportDatesInvalid:
    "Choose dates from 2020-01-01 to today, the end on or after the start, at most 186 days, and a comparison of the same length.",
  reportBookmarkInvalid: "That page of the report isn't available any more. Start again from the first page.",
  reportColumnsInvalid: "Choose columns this report has.",
  // ours: the report center (docs/decisions/054)
  reportNotFound: "That report isn't in this ad account any more.",
  reportNameInvalid: "Give the report a name of at most 100 characters.",
  reportsLimited: "An ad account keeps at most 100 reports. Delete one you no longer need to save another.",
  reportRunsLimited: "This ad account is running as many reports as it can at once (5, and 50 a day). Try again when one is ready.",
  reportRunNotFound: "That report file isn't in this ad account.",
  reportRunNotReady: "This report is still being made. It will be ready in a moment.",
  reportRunExpired: "This report file was removed after 30 days. Run the report again to get a new one.",
  reportBreakdownTooLong: "Broken down by day, a report covers at most 92 days. Choose a shorter window or break it down by week.",
  reportScheduleInvalid:
    "A weekly email needs a weekday and a window like the last 7 days (a custom window would send the same days every week).",
  reportChangedMeanwhile: "Someone changed this report meanwhile. Reload the page to see their changes.",
  unsubscribeLinkInvalid: "This unsubscribe link isn't valid. Open the report center to choose the emails you get.",
  budgetIsLifetime: "This campaign has a lifetime budget: change its lifetime budget instead.",
  budgetIsDaily: "This campaign has a daily budget: change its daily budget instead.",
  lifetimeBelowSpend: "The lifetime budget can't be less than what the campaign has spent so far.",
  adGroupAutomated: "This campaign is automated: it chooses its ad groups' targeting, keywords and bids itself.",
  conversionTokenInvalid: "This access token isn't valid for this ad account, or it was revoked. Make a new one on the access token page.",
  conversionTokenNotFound: "This ad account has no access token like that.",
  conversionTokensMax: "This ad account has 10 access tokens. Revoke one before making another.",
  conversionUploadInvalid: "That file can't be read as conversions. Check its header row and try again.",
  billingProfileNotFound: "This ad account has no billing profile yet. It's added when you promote your first Pin.",
  historyDatesInvalid: "Choose dates that exist, with the end on or after the start, at most 366 days apart.",
  billingAdminOnly: "Only the ad account's owner or an admin can change its billing profile.",
  // ours: audiences (issue 37 item 2)
  audienceNotFound: "That audience isn't in this ad account.",
  audienceNameTaken: "This ad account already has an audience with that name.",
  audiencesMax: "This ad account has 50 audiences. Delete one before making another.",
  audienceInUse: "Ad groups or an actalike use this audience. Take it out of them first.",
  audienceSeedInvalid: "Choose a seed audience of at least 100 people that isn't an actalike.",
  audienceListTooLong: "A customer list holds at most 100,000 emails.",
  audienceChangeInvalid: "That change doesn't fit this kind of audience.",
  audienceViewerNotFound: "Choose yourself or someone with access to this ad account.",
  // ours: the business info and billing forms' rules (the same text on both sides)
  fieldMissing: "This field is required.",
  emailInvalid: "Enter an email address, like name@example.com.",
  tagNameMissing: "Give your conversion tag a name.",
} as const;

/** Words business.md shows outside the business pages (the save confirmation of §4, shown by the saving area's dialog), and its visitor prompts (§2). */
export const BUSINESS_COPY = {
  /** §2 login prompt for visitors (the pin builder's). */
  logInToContinue: "Log in to continue",
  /** §4 'You saved this Pin to {board}!' */
  youSavedThisPin: (board: string) => `You saved this Pin to ${board}!`,
  /** §4 'You saved your first Pin to {board}!' */
  youSavedFirstPin: (board: string) => `You saved your first Pin to ${board}!`,
} as const;
