/**
 * Why: the quick promote flow (business.md §2, §4, §5, §7, §8) is a handful of small decisions —
 * which step comes next, how the campaign name is cut, how a budget becomes micro-currency, when
 * the end date is sent, what a failed save means, where closing goes — that the page (with and
 * without JavaScript), the API's re-validation and the tests must all make the same way. They
 * live here, pure, and return values or catalogue names, never text.
 */
import {
  ADS_CLIENT_TYPE,
  BUDGET_MAX_DECIMALS,
  CAMPAIGN_NAME_CUT,
  CAMPAIGN_NAME_ELLIPSIS,
  CAMPAIGN_NAME_KEPT,
  CLOSE_BACK_STEPS,
  CLOSE_WINDOW_MAX_HISTORY,
  MAX_DAILY_BUDGET,
  MICRO_CURRENCY_MULTIPLIER,
  type ConversionEvent,
  type ObjectiveType,
} from "../constants";
import { minimumBudget } from "../countries";

/** §2, §4 "Steps, in order: consent (GDPR) modal, pin selection modal, the quick promote page, business info form, billing form, success modal, error modal". */
export const QUICK_PROMOTE_STEPS = ["consent", "pin_selection", "page", "business", "billing", "success", "error"] as const;
export type QuickPromoteStep = (typeof QUICK_PROMOTE_STEPS)[number];

export interface AdvanceFacts {
  /** §8: a failed save, with the area it belongs to. */
  serverError?: { area: "pin" | "modal" } | null;
  /** §4 "Valid business info means a business address or business info exists". */
  hasBusinessAddress?: boolean;
  hasBusinessInfo?: boolean;
  /** §4 "Valid billing means a valid billing profile or billing info exists". */
  hasValidBillingProfile?: boolean;
  hasBillingInfo?: boolean;
}

export const businessInfoValid = (f: AdvanceFacts) => Boolean(f.hasBusinessAddress || f.hasBusinessInfo);
export const billingValid = (f: AdvanceFacts) => Boolean(f.hasValidBillingProfile || f.hasBillingInfo);

/**
 * The step after `step` (§4 "Advancing from the page"): a server error whose area is modal opens
 * the error modal, any other error stays; with valid business and billing info the flow succeeds;
 * with business info only it goes to the billing form; otherwise to the business form, except
 * from the steps before the page and from the page itself, where the next step in order follows
 * (for the page that is the business form). Past the last step: null.
 *
 * @example
 * advanceStep("page", { hasBusinessInfo: true }) // "billing"
 * advanceStep("page", { serverError: { area: "modal" } }) // "error"
 * advanceStep("error", {}) // null
 */
export function advanceStep(step: QuickPromoteStep, facts: AdvanceFacts): QuickPromoteStep | null {
  const index = QUICK_PROMOTE_STEPS.indexOf(step);
  if (index === QUICK_PROMOTE_STEPS.length - 1) return null;
  if (facts.serverError) return facts.serverError.area === "modal" ? "error" : step;
  // Before the page (consent, pin selection) the order is plain.
  if (index < QUICK_PROMOTE_STEPS.indexOf("page")) return QUICK_PROMOTE_STEPS[index + 1]!;
  const business = businessInfoValid(facts);
  const billing = billingValid(facts);
  if (business && billing) return "success";
  if (business) return "billing";
  return step === "page" ? QUICK_PROMOTE_STEPS[index + 1]! : "business";
}

/**
 * §5, §9 "Campaign name is truncated to under 64 characters (62 plus an ellipsis)": a name that
 * would reach 64 characters keeps its first 62 and gains '…'. Characters are code points, so an
 * emoji is never split.
 *
 * @example
 * cutCampaignName("a".repeat(64)) // "a".repeat(62) + "…"
 * cutCampaignName("Spring sale") // "Spring sale"
 */
export function cutCampaignName(name: string): string {
  const chars = [...name];
  return chars.length >= CAMPAIGN_NAME_CUT ? chars.slice(0, CAMPAIGN_NAME_KEPT).join("") + CAMPAIGN_NAME_ELLIPSIS : name;
}

/** Whether a name is one the API accepts as campaign_name: non-blank and under 64 characters. */
export const campaignNameFits = (name: string) => name.trim() !== "" && [...name].length < CAMPAIGN_NAME_CUT;

/**
 * §7, §9: budget × 1,000,000, computed from the decimal text so no floating-point error creeps in
 * ("0.1" is exactly 100000). Null for anything that is not a positive amount with at most six
 * decimals, or that is over MAX_DAILY_BUDGET.
 *
 * @example
 * toMicroCurrency("3") // 3000000
 * toMicroCurrency("12.5") // 12500000
 * toMicroCurrency("1.0000001") // null
 */
export function toMicroCurrency(budget: string | number): number | null {
  const text = typeof budget === "number" ? (Number.isFinite(budget) ? String(budget) : "") : budget.trim().replace(",", ".");
  const match = new RegExp(`^(\\d{1,9})(?:\\.(\\d{0,${BUDGET_MAX_DECIMALS}}))?$`).exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? "").padEnd(BUDGET_MAX_DECIMALS, "0"));
  const micro = whole * MICRO_CURRENCY_MULTIPLIER + fraction;
  if (micro <= 0 || micro > MAX_DAILY_BUDGET * MICRO_CURRENCY_MULTIPLIER) return null;
  return micro;
}

/**
 * Micro-currency back to whole units for display ("3", "12.5").
 *
 * @example
 * fromMicroCurrency(12_500_000) // "12.5"
 */
export function fromMicroCurrency(micro: number): string {
  const whole = Math.floor(micro / MICRO_CURRENCY_MULTIPLIER);
  const fraction = String(micro % MICRO_CURRENCY_MULTIPLIER)
    .padStart(6, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

export type BudgetProblem = "BUDGET_INVALID" | "BUDGET_TOO_LOW";

/**
 * §5 "Minimum budgets and defaults apply per country": what is wrong with a typed budget, or null.
 *
 * @example
 * budgetProblem("10", "CZ") // "BUDGET_TOO_LOW" (CZ's minimum is 11)
 */
export function budgetProblem(budget: string | number, country: string): BudgetProblem | null {
  const micro = toMicroCurrency(budget);
  if (micro === null) return "BUDGET_INVALID";
  return micro < minimumBudget(country) * MICRO_CURRENCY_MULTIPLIER ? "BUDGET_TOO_LOW" : null;
}

/**
 * §5 "Duration is parsed to an integer" (parseInt, as the form's value is text); null when it is
 * not a positive whole number of days.
 *
 * @example
 * parseDuration("10") // 10
 * parseDuration("abc") // null
 */
export function parseDuration(duration: string | number): number | null {
  const n = typeof duration === "number" ? Math.trunc(duration) : Number.parseInt(duration, 10);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * §5, §7 "End date is sent only if not ongoing and non-empty": the inclusive_end_date to send, or
 * undefined to leave the field out.
 *
 * @example
 * endDateToSend(false, "2026-12-31") // "2026-12-31"
 * endDateToSend(true, "2026-12-31") // undefined
 */
export const endDateToSend = (isOngoing: boolean, inclusiveEndDate: string | null | undefined): string | undefined =>
  !isOngoing && inclusiveEndDate ? inclusiveEndDate : undefined;

/** §3 quick promote form values, as the form holds them. */
export interface QuickPromoteForm {
  name: string;
  destination_url: string;
  budget: string;
  duration: string;
  inclusive_end_date: string;
  is_ongoing: boolean;
  advertiser_id: string;
  ages: string[];
  interests: string[];
  genders: string[];
  ad_type: string;
  /** §3 selected_ocpm_tag, or null when no conversion tag is chosen. */
  selected_ocpm_tag: { conversionTagId: string; conversionEvent: ConversionEvent } | null;
  isAutoTargeting: boolean;
}

export interface TargetingSpec {
  AGE_BUCKET: string[];
  GENDER: string[];
  INTEREST: string[];
  LOCATION: string[];
}

/** §7 the body of POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/. */
export interface QuickPromoteBody {
  budget_in_micro_currency: number;
  campaign_name: string;
  destination_url: string;
  duration: number;
  auto_targeting_enabled: boolean;
  is_ongoing: boolean;
  start_now: boolean;
  targeting_spec: TargetingSpec;
  advertiser_id: string;
  ads_client_type: typeof ADS_CLIENT_TYPE;
  pin_id: string;
  product_group_id: string | null;
  flexible_daily_budget_enabled: false;
  objective_type?: ObjectiveType;
  optimization_goal_metadata?: { conversion_tag_v3_goal_metadata: { conversion_tag_id: string; conversion_event: ConversionEvent } };
  inclusive_end_date?: string;
}

/**
 * The §7 body from the form: micro-currency budget, the cut name, the duration as an integer,
 * objective_type and optimization_goal_metadata only with a conversion tag, inclusive_end_date
 * only when not ongoing and non-empty. Null when the budget or duration cannot be read (§5 "The
 * save does nothing if there is no pin": the caller checks the pin).
 *
 * @example
 * quickPromoteBody(form, { pinId: "42", country: "US", productGroupId: null })
 */
export function quickPromoteBody(
  form: QuickPromoteForm,
  ctx: { pinId: string; country: string; productGroupId: string | null },
): QuickPromoteBody | null {
  const micro = toMicroCurrency(form.budget);
  const duration = parseDuration(form.duration);
  if (micro === null || duration === null) return null;
  const tag = form.selected_ocpm_tag;
  const end = endDateToSend(form.is_ongoing, form.inclusive_end_date);
  return {
    budget_in_micro_currency: micro,
    campaign_name: cutCampaignName(form.name.trim()),
    destination_url: form.destination_url.trim(),
    duration,
    auto_targeting_enabled: form.isAutoTargeting,
    is_ongoing: form.is_ongoing,
    start_now: true,
    targeting_spec: { AGE_BUCKET: form.ages, GENDER: form.genders, INTEREST: form.interests, LOCATION: [ctx.country] },
    advertiser_id: form.advertiser_id,
    ads_client_type: ADS_CLIENT_TYPE,
    pin_id: ctx.pinId,
    product_group_id: ctx.productGroupId,
    flexible_daily_budget_enabled: false,
    ...(tag && {
      objective_type: "WEB_CONVERSION" as const,
      optimization_goal_metadata: {
        conversion_tag_v3_goal_metadata: { conversion_tag_id: tag.conversionTagId, conversion_event: tag.conversionEvent },
      },
    }),
    ...(end !== undefined && { inclusive_end_date: end }),
  };
}

/**
 * §8 "Quick promote save failure": the message is message_detail when the server sent one (else
 * its message); the area is 'pin' for a 401, otherwise 'modal' (the error modal).
 *
 * @example
 * saveFailure(401, { message: "Log in", message_detail: undefined }) // { area: "pin", message: "Log in" }
 */
export function saveFailure(
  httpStatus: number,
  error: { message?: string; message_detail?: string } | null | undefined,
): { area: "pin" | "modal"; message: string | null } {
  return { area: httpStatus === 401 ? "pin" : "modal", message: error?.message_detail ?? error?.message ?? null };
}

export type CloseAction = { kind: "history-back" } | { kind: "close-window" } | { kind: "back"; steps: number };

/**
 * §2 closing the quick promote page: in cross-site mode the browser's history back; with the
 * close-window experiment on and a history of 1 or less, the window closes; otherwise back 1
 * step, or 3 when a pin-builder page is in the history.
 *
 * @example
 * closeAction({ historyLength: 4, pinBuilderInHistory: true, closeWindowExperiment: false, crossSite: false }) // { kind: "back", steps: 3 }
 */
export function closeAction(input: {
  historyLength: number;
  pinBuilderInHistory: boolean;
  closeWindowExperiment: boolean;
  crossSite: boolean;
}): CloseAction {
  if (input.crossSite) return { kind: "history-back" };
  if (input.closeWindowExperiment && input.historyLength <= CLOSE_WINDOW_MAX_HISTORY) return { kind: "close-window" };
  return { kind: "back", steps: input.pinBuilderInHistory ? CLOSE_BACK_STEPS.afterPinBuilder : CLOSE_BACK_STEPS.normal };
}

/** §2 "Cross-site path prefixing exists for three site types: www, ads and analytics". */
export const SITE_TYPES = ["www", "ads", "analytics"] as const;
export type SiteType = (typeof SITE_TYPES)[number];
/** ours: where each site type's pages live on this one Worker (the ads site is the console under /advertiser/). */
export const SITE_PREFIXES: Record<SiteType, string> = { www: "", ads: "", analytics: "/analytics" };

/**
 * A path as seen from another site type (§2): the target site's prefix, unless the path is
 * already under it.
 *
 * @example
 * crossSitePath("analytics", "/overview/") // "/analytics/overview/"
 */
export function crossSitePath(site: SiteType, path: string): string {
  const prefix = SITE_PREFIXES[site];
  if (!prefix || path === prefix || path.startsWith(`${prefix}/`)) return path;
  return `${prefix}${path.startsWith("/") ? path : `/${path}`}`;
}

/** Whether a history entry is a pin-builder page (§2 "a pin-builder page is in the history stack"). */
export const isPinBuilderPath = (path: string) => /^\/(advertiser\/\d+\/)?pin-builder(\/|$)/.test(path);

export type PromoteFormProblem =
  "NAME_MISSING" | "LINK_INVALID" | "BUDGET_INVALID" | "BUDGET_TOO_LOW" | "DURATION_INVALID" | "END_DATE_PAST";
export type PromoteFormField = "name" | "destination_url" | "budget" | "duration" | "inclusive_end_date";

/**
 * The page form's own check before anything is sent (the API checks the same again): a name, a
 * web link, a budget of at least the country's minimum (§9), a duration, and an end date from
 * `today` onwards when one is given and the ad is not ongoing. Problems in the form's field order.
 *
 * @example
 * checkPromoteForm({ ...form, budget: "10" }, "CZ", "2026-11-23") // [{ field: "budget", problem: "BUDGET_TOO_LOW" }]
 */
export function checkPromoteForm(
  form: Pick<QuickPromoteForm, "name" | "destination_url" | "budget" | "duration" | "inclusive_end_date" | "is_ongoing">,
  country: string,
  today: string,
): { field: PromoteFormField; problem: PromoteFormProblem }[] {
  const problems: { field: PromoteFormField; problem: PromoteFormProblem }[] = [];
  if (form.name.trim() === "") problems.push({ field: "name", problem: "NAME_MISSING" });
  if (!isHttpUrl(form.destination_url)) problems.push({ field: "destination_url", problem: "LINK_INVALID" });
  const budget = budgetProblem(form.budget, country);
  if (budget) problems.push({ field: "budget", problem: budget });
  if (parseDuration(form.duration) === null) problems.push({ field: "duration", problem: "DURATION_INVALID" });
  const end = endDateToSend(form.is_ongoing, form.inclusive_end_date);
  if (end !== undefined && !(/^\d{4}-\d{2}-\d{2}$/.test(end) && end >= today))
    problems.push({ field: "inclusive_end_date", problem: "END_DATE_PAST" });
  return problems;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}
