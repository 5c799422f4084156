/**
 * Why: a campaign made from scratch is checked twice — by the create form before it sends, and by
 * the API because anyone can call it — with quick promote's rules where they overlap (one source of
 * truth: the name, the country's minimum budget, end dates, targeting in the account's country) and
 * its own for what quick promote never had: ad groups, lifetime budgets, bids and keywords. Pure;
 * answers the business catalogue's error names with the field they are about.
 */
import { calendarDayMs, daysBetween, isCalendarDay, shiftDay } from "../../platform/calendar";
import {
  AGE_BUCKETS,
  DEFAULT_OBJECTIVE,
  GENDERS,
  INTERESTS,
  MAX_DAILY_BUDGET,
  MAX_DURATION_DAYS,
  MICRO_CURRENCY_MULTIPLIER,
  OBJECTIVE_TYPES,
  type ObjectiveType,
} from "../constants";
import { ADS_COUNTRIES, minimumBudget } from "../countries";
import { promotedCost } from "../promoted-pins";
import { campaignNameFits, isWebUrl, toMicroCurrency } from "../quick-promote";
import { AD_GROUPS_MAX, BID_MAX_TIMES_PRICE, KEYWORD_LENGTH_MAX, KEYWORDS_MAX, START_DAYS_AHEAD_MAX, type BudgetType } from "./constants";
import type { AdGroupForm, AdGroupPlan, CampaignForm, CampaignPlan } from "./schemas";

export type PlanProblemName =
  | "CAMPAIGN_NAME_INVALID"
  | "AD_GROUP_NAME_INVALID"
  | "BUDGET_INVALID"
  | "BUDGET_TOO_LOW"
  | "LIFETIME_NEEDS_END_DATE"
  | "START_DATE_INVALID"
  | "END_DATE_INVALID"
  | "OBJECTIVE_NEEDS_TAG"
  | "TARGETING_INVALID"
  | "BID_INVALID"
  | "KEYWORD_INVALID"
  | "AD_PIN_REPEATED"
  | "DESTINATION_URL_INVALID"
  | "AD_GROUPS_LIMITED";

/** A problem and where it is: "budget_in_micro_currency", "ad_groups.1.bid_in_micro_currency", "ad_groups.0.ads.2.pin_id". */
export interface PlanProblem {
  name: PlanProblemName;
  field: string;
}

export interface PlanFacts {
  country: string;
  currency: string;
  today: string;
}

/**
 * The days a campaign runs, first and last included (null when ongoing or the dates are not days).
 *
 * @example
 * campaignSpan("2026-12-01", "2026-12-10") // 10
 */
export function campaignSpan(start: string, end: string | null): number | null {
  const a = calendarDayMs(start);
  const b = end === null ? null : calendarDayMs(end);
  return a === null || b === null ? null : daysBetween(a, b) + 1;
}

/**
 * A lifetime budget spread evenly: the most spent a day, so the whole never passes the lifetime
 * budget by more than a day's rounding (rounded down to a whole micro-unit).
 *
 * @example
 * lifetimeDailyCap(100_000_000, 30) // 3333333
 */
export const lifetimeDailyCap = (lifetimeMicro: number, days: number): number => Math.floor(lifetimeMicro / Math.max(1, days));

/** The bid range of an ad account's currency, in micro-currency: from the platform's click price to BID_MAX_TIMES_PRICE times it. */
export const bidRange = (currency: string) => {
  const price = promotedCost(currency, "click");
  return { min: price, max: price * BID_MAX_TIMES_PRICE };
};

/**
 * Keywords as typed (one per line or comma-separated) → lower-case, trimmed, without repeats or
 * empties; null when one is too long or there are too many.
 *
 * @example
 * parseKeywords("Reading chair, armchair\nreading chair") // ["reading chair", "armchair"]
 */
export function parseKeywords(text: string): string[] | null {
  const words = [
    ...new Set(
      text
        .split(/[,\n]/)
        .map((w) => w.trim().replace(/\s+/g, " ").toLowerCase())
        .filter(Boolean),
    ),
  ];
  if (words.length > KEYWORDS_MAX || words.some((w) => [...w].length > KEYWORD_LENGTH_MAX)) return null;
  return words;
}

/** The name of a copy: "Copy of …", kept under the name limit. */
export function duplicateName(name: string): string {
  const copy = `Copy of ${name}`;
  return campaignNameFits(copy) ? copy : `${[...copy].slice(0, 62).join("")}…`;
}

/**
 * What is wrong with an ad group's targeting, bid and keywords: its create and its later changes
 * (campaign control's PATCH) share these rules. `at` names a field as the caller reports it.
 *
 * @example
 * adGroupSettingsProblems({ ...group, keywords: ["Chairs"] }, false, { country: "US", currency: "USD" })
 * // [{ name: "KEYWORD_INVALID", field: "keywords" }]
 */
export function adGroupSettingsProblems(
  g: Pick<AdGroupPlan, "bid_in_micro_currency" | "keywords"> & { targeting_spec: { LOCATION: readonly string[] } },
  automated: boolean,
  facts: Pick<PlanFacts, "country" | "currency">,
  at: (field: string) => string = (field) => field,
): PlanProblem[] {
  const out: PlanProblem[] = [];
  const location = g.targeting_spec.LOCATION;
  if (location.length > 0 && location[0] !== facts.country) out.push({ name: "TARGETING_INVALID", field: at("targeting_spec") });
  if (g.bid_in_micro_currency !== null && !automated) {
    const { min, max } = bidRange(facts.currency);
    if (g.bid_in_micro_currency < min || g.bid_in_micro_currency > max)
      out.push({ name: "BID_INVALID", field: at("bid_in_micro_currency") });
  }
  const words = parseKeywords(g.keywords.join("\n"));
  if (words === null || words.length !== g.keywords.length || words.some((w, k) => w !== g.keywords[k]))
    out.push({ name: "KEYWORD_INVALID", field: at("keywords") });
  return out;
}

function groupProblems(g: AdGroupPlan, i: number, plan: CampaignPlan, facts: PlanFacts): PlanProblem[] {
  const at = (field: string) => `ad_groups.${i}.${field}`;
  const out: PlanProblem[] = [];
  if (!campaignNameFits(g.name)) out.push({ name: "AD_GROUP_NAME_INVALID", field: at("name") });
  out.push(...adGroupSettingsProblems(g, plan.automated, facts, at));
  const seen = new Set<string>();
  g.ads.forEach((ad, k) => {
    if (seen.has(ad.pin_id)) out.push({ name: "AD_PIN_REPEATED", field: at(`ads.${k}.pin_id`) });
    seen.add(ad.pin_id);
    if (ad.destination_url !== undefined && !isWebUrl(ad.destination_url))
      out.push({ name: "DESTINATION_URL_INVALID", field: at(`ads.${k}.destination_url`) });
  });
  return out;
}

/**
 * Every problem of a plan, in the form's order (empty: it may be made). The API answers the first;
 * the page shows each beside its field.
 *
 * @example
 * checkCampaignPlan({ ...plan, budget_type: "LIFETIME", end_date: null }, { country: "US", currency: "USD", today: "2026-12-02" })
 * // [{ name: "LIFETIME_NEEDS_END_DATE", field: "end_date" }]
 */
export function checkCampaignPlan(plan: CampaignPlan, facts: PlanFacts): PlanProblem[] {
  const out: PlanProblem[] = [];
  if (!campaignNameFits(plan.name)) out.push({ name: "CAMPAIGN_NAME_INVALID", field: "name" });
  const latestStart = shiftDay(facts.today, START_DAYS_AHEAD_MAX)!;
  const startOk = isCalendarDay(plan.start_date) && plan.start_date >= facts.today && plan.start_date <= latestStart;
  if (!startOk) out.push({ name: "START_DATE_INVALID", field: "start_date" });
  const span = campaignSpan(plan.start_date, plan.end_date);
  if (plan.end_date !== null && (!isCalendarDay(plan.end_date) || (startOk && (span === null || span < 1 || span > MAX_DURATION_DAYS))))
    out.push({ name: "END_DATE_INVALID", field: "end_date" });
  const micro = plan.budget_in_micro_currency;
  const field = "budget_in_micro_currency";
  const minimum = minimumBudget(facts.country) * MICRO_CURRENCY_MULTIPLIER;
  const maximum = MAX_DAILY_BUDGET * MICRO_CURRENCY_MULTIPLIER;
  if (plan.budget_type === "LIFETIME") {
    if (plan.end_date === null) out.push({ name: "LIFETIME_NEEDS_END_DATE", field: "end_date" });
    const days = span ?? 1;
    if (micro <= 0 || micro > maximum * days) out.push({ name: "BUDGET_INVALID", field });
    else if (lifetimeDailyCap(micro, days) < minimum) out.push({ name: "BUDGET_TOO_LOW", field });
  } else if (micro <= 0 || micro > maximum) out.push({ name: "BUDGET_INVALID", field });
  else if (micro < minimum) out.push({ name: "BUDGET_TOO_LOW", field });
  const needsTag = plan.objective_type !== DEFAULT_OBJECTIVE;
  if (needsTag !== (plan.conversion_tag_id !== null && plan.conversion_event !== null))
    out.push({ name: "OBJECTIVE_NEEDS_TAG", field: "conversion_tag_id" });
  if (plan.ad_groups.length > AD_GROUPS_MAX) out.push({ name: "AD_GROUPS_LIMITED", field: "ad_groups" });
  plan.ad_groups.forEach((g, i) => out.push(...groupProblems(g, i, plan, facts)));
  return out;
}

/** An ad group of an automated campaign: its country, everyone in it, automatic bids, no keywords. */
export const automatedGroup = (g: AdGroupPlan, country: string): AdGroupPlan => ({
  ...g,
  targeting_spec: { AGE_BUCKET: [], GENDER: [], INTEREST: [], LOCATION: only(ADS_COUNTRIES, [country]) },
  auto_targeting_enabled: true,
  bid_in_micro_currency: null,
  keywords: [],
});

/** The plan as it is made: an automated campaign's ad groups as automatedGroup makes them. */
export const normalisedPlan = (plan: CampaignPlan, country: string): CampaignPlan =>
  plan.automated ? { ...plan, ad_groups: plan.ad_groups.map((g) => automatedGroup(g, country)) } : plan;

// --- The form (text as typed) and the plan it makes ---

export const emptyGroup = (name: string, country: string): AdGroupForm => ({
  name,
  genders: [],
  ages: [],
  interests: [],
  location: country,
  auto_targeting: true,
  bid: "",
  keywords: "",
  pins: [],
});

/** A new campaign's form: today, a daily budget of the country's minimum, one ad group. */
export const emptyForm = (facts: PlanFacts, automated: boolean, objective: ObjectiveType = DEFAULT_OBJECTIVE): CampaignForm => ({
  name: "",
  objective_type: objective,
  automated,
  budget_type: "DAILY",
  budget: String(minimumBudget(facts.country)),
  start_date: facts.today,
  end_date: "",
  start_paused: false,
  conversion_tag_id: "",
  conversion_event: "",
  ad_groups: [emptyGroup("Ad group 1", facts.country)],
});

/** The values of a list the form may send that the list allows (a form can send anything). */
const only = <T extends string>(allowed: readonly T[], values: readonly string[]): T[] =>
  [...new Set(values)].filter((v): v is T => (allowed as readonly string[]).includes(v));

const amountOrNull = (text: string) => (text.trim() === "" ? null : toMicroCurrency(text));

/**
 * The plan a form makes, and the problems of the form's own text (a budget that is not an
 * amount, a bid that is not one, a group without Pins), which the plan's rules cannot see.
 *
 * @example
 * const { plan, problems } = planFromForm(form);
 * const all = [...problems, ...checkCampaignPlan(plan, facts)];
 */
export function planFromForm(form: CampaignForm): {
  plan: CampaignPlan;
  problems: (PlanProblem | { name: "AD_PINS_MISSING"; field: string })[];
} {
  const problems: (PlanProblem | { name: "AD_PINS_MISSING"; field: string })[] = [];
  const budget = toMicroCurrency(form.budget) ?? (form.budget_type === "LIFETIME" ? toLifetimeMicro(form.budget) : null);
  if (budget === null) problems.push({ name: "BUDGET_INVALID", field: "budget_in_micro_currency" });
  const objective = (OBJECTIVE_TYPES as readonly string[]).includes(form.objective_type)
    ? (form.objective_type as ObjectiveType)
    : DEFAULT_OBJECTIVE;
  const plan: CampaignPlan = {
    name: form.name.trim(),
    objective_type: objective,
    automated: form.automated,
    budget_type: (form.budget_type === "LIFETIME" ? "LIFETIME" : "DAILY") satisfies BudgetType,
    budget_in_micro_currency: budget ?? 0,
    start_date: form.start_date,
    end_date: form.end_date.trim() === "" ? null : form.end_date,
    start_paused: form.start_paused,
    conversion_tag_id: objective === DEFAULT_OBJECTIVE || form.conversion_tag_id === "" ? null : form.conversion_tag_id,
    conversion_event:
      objective === DEFAULT_OBJECTIVE || form.conversion_event === "" ? null : (form.conversion_event as CampaignPlan["conversion_event"]),
    product_group_id: null,
    ad_groups: form.ad_groups.map((g, i) => {
      const bid = amountOrNull(g.bid);
      if (g.bid.trim() !== "" && bid === null && !form.automated)
        problems.push({ name: "BID_INVALID", field: `ad_groups.${i}.bid_in_micro_currency` });
      const keywords = parseKeywords(g.keywords);
      if (keywords === null) problems.push({ name: "KEYWORD_INVALID", field: `ad_groups.${i}.keywords` });
      if (g.pins.length === 0) problems.push({ name: "AD_PINS_MISSING", field: `ad_groups.${i}.ads` });
      return {
        name: g.name.trim(),
        targeting_spec: {
          AGE_BUCKET: only(AGE_BUCKETS, g.ages),
          GENDER: only(GENDERS, g.genders),
          INTEREST: only(INTERESTS, g.interests),
          LOCATION: only(ADS_COUNTRIES, [g.location]),
        },
        auto_targeting_enabled: g.auto_targeting,
        bid_in_micro_currency: bid,
        keywords: keywords ?? [],
        ads: g.pins.map((p) =>
          p.destination_url.trim() ? { pin_id: p.pin_id, destination_url: p.destination_url.trim() } : { pin_id: p.pin_id },
        ),
      };
    }),
  };
  return { plan, problems };
}

/** A lifetime budget may be above a day's maximum: whole units with up to six decimals. */
function toLifetimeMicro(text: string): number | null {
  const m = /^(\d{1,12})(?:[.,](\d{0,6}))?$/.exec(text.trim());
  if (!m) return null;
  const micro = Number(m[1]) * MICRO_CURRENCY_MULTIPLIER + Number((m[2] ?? "").padEnd(6, "0"));
  return Number.isSafeInteger(micro) && micro > 0 ? micro : null;
}
