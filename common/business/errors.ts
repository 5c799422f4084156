/**
 * Error catalogue of the business area (business.md §8 names no codes of its own, so every number
 * here is ours), codes 3000–3999, stable once published. Quick promote's failures carry a
 * message_detail where the page shows it (§8 "The message is message_detail from the server if
 * present").
 */
import { defineErrors } from "../platform/errors";
import { BUSINESS_MESSAGES as M } from "./messages";

export const BUSINESS_ERRORS = defineErrors("business", {
  // Accounts and profiles (§1, §3, §6)
  NOT_PARTNER: { code: 3000, status: 403, message: M.notPartner },
  ALREADY_CONVERTED: { code: 3001, status: 409, message: M.alreadyConverted },
  COUNTRY_UNSUPPORTED: { code: 3002, status: 400, message: M.countryUnsupported },
  ACTING_AS_FORBIDDEN: { code: 3003, status: 403, message: M.actingAsForbidden },
  MEMBER_NOT_FOUND: { code: 3004, status: 404, message: M.memberNotFound },
  // Ad accounts and what is in them
  ADVERTISER_NOT_FOUND: { code: 3010, status: 404, message: M.advertiserNotFound },
  ADVERTISER_ACCESS_DENIED: { code: 3011, status: 403, message: M.advertiserAccessDenied },
  CAMPAIGN_NOT_FOUND: { code: 3012, status: 404, message: M.campaignNotFound },
  AD_GROUP_NOT_FOUND: { code: 3013, status: 404, message: M.adGroupNotFound },
  CONVERSION_TAG_NOT_FOUND: { code: 3014, status: 404, message: M.conversionTagNotFound },
  // Quick promote validation (§5, §7, §9)
  BUDGET_INVALID: { code: 3020, status: 400, message: M.budgetInvalid },
  BUDGET_TOO_LOW: { code: 3021, status: 400, message: M.budgetBelowMinimum },
  CAMPAIGN_NAME_INVALID: { code: 3022, status: 400, message: M.campaignNameInvalid },
  DESTINATION_URL_INVALID: { code: 3023, status: 400, message: M.destinationUrlInvalid },
  DURATION_INVALID: { code: 3024, status: 400, message: M.durationInvalid },
  END_DATE_INVALID: { code: 3025, status: 400, message: M.endDateInvalid },
  TARGETING_INVALID: { code: 3026, status: 400, message: M.targetingInvalid },
  OBJECTIVE_NEEDS_TAG: { code: 3027, status: 400, message: M.objectiveNeedsTag },
  BODY_MISMATCH: { code: 3028, status: 400, message: M.bodyMismatch },
  PIN_NOT_PROMOTABLE: { code: 3029, status: 400, message: M.pinNotPromotable },
  // Steps a campaign needs first (§4)
  CONSENT_MISSING: { code: 3030, status: 409, message: M.consentMissing },
  BILLING_MISSING: { code: 3032, status: 409, message: M.billingMissing },
  // Form fields of business info, billing and the tag modal
  FIELD_MISSING: { code: 3040, status: 400, message: M.fieldMissing },
  BILLING_EMAIL_INVALID: { code: 3041, status: 400, message: M.emailInvalid },
  TAG_NAME_MISSING: { code: 3042, status: 400, message: M.tagNameMissing },
  // Idempotent creates
  IDEMPOTENCY_KEY_REUSED: { code: 3050, status: 422, message: M.idempotencyKeyReused },
  // Campaign reporting and promoted Pins' counting (docs/decisions/039)
  INSIGHTS_DATES_INVALID: { code: 3060, status: 400, message: M.insightsDatesInvalid },
  PROMOTED_TOKEN_INVALID: { code: 3061, status: 400, message: M.promotedTokenInvalid },
  PROMOTED_TOKEN_FOREIGN: { code: 3062, status: 403, message: M.promotedTokenForeign },
  // Campaign control (docs/decisions/052)
  CAMPAIGN_ARCHIVED: { code: 3070, status: 409, message: M.campaignArchived },
  CAMPAIGN_ENDED: { code: 3071, status: 409, message: M.campaignEnded },
  BUDGET_BELOW_SPEND: { code: 3072, status: 400, message: M.budgetBelowSpend },
  NOTHING_TO_CHANGE: { code: 3073, status: 400, message: M.nothingToChange },
  CAMPAIGN_CHANGED_MEANWHILE: { code: 3074, status: 409, message: M.campaignChangedMeanwhile },
  AD_NOT_FOUND: { code: 3075, status: 404, message: M.adNotFound },
  // Campaigns made from scratch (docs/decisions/057)
  LIFETIME_NEEDS_END_DATE: { code: 3100, status: 400, message: M.lifetimeNeedsEndDate },
  START_DATE_INVALID: { code: 3101, status: 400, message: M.startDateInvalid },
  BID_INVALID: { code: 3102, status: 400, message: M.bidInvalid("the click price", "100 times it") },
  KEYWORD_INVALID: { code: 3103, status: 400, message: M.keywordInvalid },
  AD_GROUP_NAME_INVALID: { code: 3104, status: 400, message: M.adGroupNameInvalid },
  AD_PIN_REPEATED: { code: 3105, status: 400, message: M.adPinRepeated },
  DRAFT_NOT_FOUND: { code: 3106, status: 404, message: M.draftNotFound },
  DRAFTS_LIMITED: { code: 3107, status: 409, message: M.draftsLimited },
  DRAFT_CHANGED_MEANWHILE: { code: 3108, status: 409, message: M.draftChangedMeanwhile },
  AD_GROUPS_LIMITED: { code: 3109, status: 409, message: M.adGroupsLimited },
  // The bulk editor (docs/decisions/055)
  BULK_FILE_INVALID: { code: 3090, status: 400, message: M.bulkFileInvalid },
  BULK_TOO_MANY_ROWS: { code: 3091, status: 400, message: M.bulkTooManyRows },
  BULK_ROWS_INVALID: { code: 3092, status: 400, message: M.bulkRowsInvalid },
  BULK_TOO_MANY_CHANGES: { code: 3093, status: 400, message: M.bulkTooManyChanges },
  // Reporting tables (docs/decisions/053)
  REPORT_DATES_INVALID: { code: 3080, status: 400, message: M.reportDatesInvalid },
  REPORT_BOOKMARK_INVALID: { code: 3081, status: 400, message: M.reportBookmarkInvalid },
  REPORT_COLUMNS_INVALID: { code: 3082, status: 400, message: M.reportColumnsInvalid },
  // The report center (docs/decisions/054)
  REPORT_NOT_FOUND: { code: 3110, status: 404, message: M.reportNotFound },
  REPORT_NAME_INVALID: { code: 3111, status: 400, message: M.reportNameInvalid },
  REPORTS_LIMITED: { code: 3112, status: 409, message: M.reportsLimited },
  REPORT_RUNS_LIMITED: { code: 3113, status: 429, message: M.reportRunsLimited },
  REPORT_RUN_NOT_FOUND: { code: 3114, status: 404, message: M.reportRunNotFound },
  REPORT_RUN_NOT_READY: { code: 3115, status: 409, message: M.reportRunNotReady },
  REPORT_RUN_EXPIRED: { code: 3116, status: 404, message: M.reportRunExpired },
  REPORT_BREAKDOWN_TOO_LONG: { code: 3117, status: 400, message: M.reportBreakdownTooLong },
  REPORT_SCHEDULE_INVALID: { code: 3118, status: 400, message: M.reportScheduleInvalid },
  REPORT_CHANGED_MEANWHILE: { code: 3119, status: 409, message: M.reportChangedMeanwhile },
  UNSUBSCRIBE_LINK_INVALID: { code: 3120, status: 400, message: M.unsubscribeLinkInvalid },
  // Changes after creation: lifetime budgets, an ad group's bid, targeting and keywords (docs/decisions/052)
  BUDGET_IS_LIFETIME: { code: 3121, status: 400, message: M.budgetIsLifetime },
  BUDGET_IS_DAILY: { code: 3122, status: 400, message: M.budgetIsDaily },
  LIFETIME_BELOW_SPEND: { code: 3123, status: 400, message: M.lifetimeBelowSpend },
  AD_GROUP_AUTOMATED: { code: 3124, status: 409, message: M.adGroupAutomated },
  // The Conversions API (issue 37 item 1)
  CONVERSION_TOKEN_INVALID: { code: 3125, status: 401, message: M.conversionTokenInvalid },
  CONVERSION_TOKEN_NOT_FOUND: { code: 3126, status: 404, message: M.conversionTokenNotFound },
  CONVERSION_TOKENS_MAX: { code: 3127, status: 409, message: M.conversionTokensMax },
  CONVERSION_UPLOAD_INVALID: { code: 3128, status: 400, message: M.conversionUploadInvalid },
  // Audiences (issue 37 item 2)
  AUDIENCE_NOT_FOUND: { code: 3129, status: 404, message: M.audienceNotFound },
  AUDIENCE_NAME_TAKEN: { code: 3130, status: 409, message: M.audienceNameTaken },
  AUDIENCES_MAX: { code: 3131, status: 409, message: M.audiencesMax },
  AUDIENCE_IN_USE: { code: 3132, status: 409, message: M.audienceInUse },
  AUDIENCE_SEED_INVALID: { code: 3133, status: 409, message: M.audienceSeedInvalid },
  AUDIENCE_LIST_TOO_LONG: { code: 3134, status: 409, message: M.audienceListTooLong },
  AUDIENCE_CHANGE_INVALID: { code: 3135, status: 400, message: M.audienceChangeInvalid },
  AUDIENCE_VIEWER_NOT_FOUND: { code: 3136, status: 404, message: M.audienceViewerNotFound },
  // The billing profile's edit (issue 36 item 7)
  BILLING_PROFILE_NOT_FOUND: { code: 3076, status: 404, message: M.billingProfileNotFound },
  BILLING_ADMIN_ONLY: { code: 3077, status: 403, message: M.billingAdminOnly },
  HISTORY_DATES_INVALID: { code: 3078, status: 400, message: M.historyDatesInvalid },
});

export type BusinessErrorName = keyof typeof BUSINESS_ERRORS;
