/**
 * Why: a campaign change is checked twice — by the console's form before it sends, and by the API
 * because anyone can call it — with the same rules as quick promote's create (one source of truth:
 * name, budget, end date, targeting). Pure; answers the business catalogue's error names.
 */
import { adGroupSettingsProblems, campaignSpan, lifetimeDailyCap, parseKeywords } from "../ads-create";
import { MAX_DAILY_BUDGET, MICRO_CURRENCY_MULTIPLIER } from "../constants";
import { countryName, minimumBudget } from "../countries";
import { campaignNameFits, type TargetingSpec } from "../quick-promote";
import { GENDER_NAMES, INTEREST_NAMES } from "../targeting-names";
import { calendarDayMs, isCalendarDay } from "../../platform/calendar";
import type { CampaignStatus, HistoryField } from "./constants";
import type { AdGroupChange, CampaignChange } from "./schemas";

/** A campaign as its changes see it; `inclusive_end_date` is the last day it runs, null when ongoing. */
export interface CampaignNow {
  status: CampaignStatus;
  name: string;
  budget_in_micro_currency: number;
  inclusive_end_date: string | null;
  targeting_spec: TargetingSpec;
  /** A lifetime campaign's whole budget (its daily budget is then the cap spread from it); null or absent: a daily budget. */
  lifetime_budget_in_micro_currency?: number | null;
  /** The first day it runs (UTC): a lifetime budget's days left count from it when it has not started yet. */
  first_day?: string;
}

export type ChangeProblemName =
  | "NOTHING_TO_CHANGE"
  | "CAMPAIGN_ARCHIVED"
  | "CAMPAIGN_ENDED"
  | "CAMPAIGN_NAME_INVALID"
  | "BUDGET_INVALID"
  | "BUDGET_TOO_LOW"
  | "BUDGET_BELOW_SPEND"
  | "END_DATE_INVALID"
  | "TARGETING_INVALID"
  | "BUDGET_IS_LIFETIME"
  | "BUDGET_IS_DAILY"
  | "LIFETIME_BELOW_SPEND"
  | "LIFETIME_NEEDS_END_DATE"
  | "BID_INVALID"
  | "KEYWORD_INVALID"
  | "AD_GROUP_AUTOMATED";

export interface ChangeProblem {
  name: ChangeProblemName;
  field: keyof CampaignChange | keyof AdGroupChange | "body";
}

const sameTargeting = (a: TargetingSpec, b: TargetingSpec) =>
  (["AGE_BUCKET", "GENDER", "INTEREST", "LOCATION"] as const).every((k) => [...a[k]].sort().join() === [...b[k]].sort().join());

/**
 * The fields a change really changes (a field sent with its current value is no change).
 *
 * @example
 * changedFields(now, { status: "PAUSED", name: now.name }) // ["status"]
 */
export function changedFields(now: CampaignNow, change: CampaignChange): Exclude<HistoryField, "created">[] {
  const out: Exclude<HistoryField, "created">[] = [];
  if (change.status !== undefined && change.status !== now.status) out.push("status");
  if (change.name !== undefined && change.name.trim() !== now.name) out.push("name");
  if (change.budget_in_micro_currency !== undefined && change.budget_in_micro_currency !== now.budget_in_micro_currency)
    out.push("budget_in_micro_currency");
  if (
    change.lifetime_budget_in_micro_currency !== undefined &&
    change.lifetime_budget_in_micro_currency !== (now.lifetime_budget_in_micro_currency ?? null)
  )
    out.push("lifetime_budget_in_micro_currency");
  if (change.inclusive_end_date !== undefined && change.inclusive_end_date !== now.inclusive_end_date) out.push("inclusive_end_date");
  if (change.targeting_spec !== undefined && !sameTargeting(change.targeting_spec, now.targeting_spec)) out.push("targeting_spec");
  return out;
}

/**
 * What is wrong with a change, or null. `spentToday` is today's spend in micro-currency.
 *
 * @example
 * checkCampaignChange(now, { budget_in_micro_currency: 1_000_000 }, { country: "US", today: "2026-12-02", spentToday: 2_000_000 })
 * // { name: "BUDGET_BELOW_SPEND", field: "budget_in_micro_currency" }
 */
export function checkCampaignChange(
  now: CampaignNow,
  change: CampaignChange,
  facts: { country: string; today: string; spentToday: number; spentTotal?: number },
): ChangeProblem | null {
  const fields = changedFields(now, change);
  if (fields.length === 0) return { name: "NOTHING_TO_CHANGE", field: "body" };
  if (now.status === "ARCHIVED") return { name: "CAMPAIGN_ARCHIVED", field: fields[0]! };
  // An ended campaign keeps its reports: it may be renamed or archived, not run again.
  if (now.status === "ENDED" && fields.some((f) => f !== "name" && !(f === "status" && change.status === "ARCHIVED")))
    return { name: "CAMPAIGN_ENDED", field: fields.find((f) => f !== "name")! };
  if (fields.includes("name") && !campaignNameFits(change.name!.trim())) return { name: "CAMPAIGN_NAME_INVALID", field: "name" };
  const lifetime = (now.lifetime_budget_in_micro_currency ?? null) !== null;
  if (fields.includes("budget_in_micro_currency") && lifetime) return { name: "BUDGET_IS_LIFETIME", field: "budget_in_micro_currency" };
  if (fields.includes("lifetime_budget_in_micro_currency") && !lifetime)
    return { name: "BUDGET_IS_DAILY", field: "lifetime_budget_in_micro_currency" };
  if (fields.includes("budget_in_micro_currency")) {
    const micro = change.budget_in_micro_currency!;
    const field = "budget_in_micro_currency";
    if (micro <= 0 || micro > MAX_DAILY_BUDGET * MICRO_CURRENCY_MULTIPLIER) return { name: "BUDGET_INVALID", field };
    if (micro < minimumBudget(facts.country) * MICRO_CURRENCY_MULTIPLIER) return { name: "BUDGET_TOO_LOW", field };
    if (micro < facts.spentToday) return { name: "BUDGET_BELOW_SPEND", field };
  }
  if (fields.includes("inclusive_end_date")) {
    const end = change.inclusive_end_date!;
    if (end !== null && (!isCalendarDay(end) || end < facts.today)) return { name: "END_DATE_INVALID", field: "inclusive_end_date" };
    if (end === null && lifetime) return { name: "LIFETIME_NEEDS_END_DATE", field: "inclusive_end_date" };
  }
  if (lifetime && (fields.includes("lifetime_budget_in_micro_currency") || fields.includes("inclusive_end_date"))) {
    const field = fields.includes("lifetime_budget_in_micro_currency") ? "lifetime_budget_in_micro_currency" : "inclusive_end_date";
    const micro = change.lifetime_budget_in_micro_currency ?? now.lifetime_budget_in_micro_currency!;
    if (micro <= 0) return { name: "BUDGET_INVALID", field };
    if (micro < (facts.spentTotal ?? 0)) return { name: "LIFETIME_BELOW_SPEND", field };
    const cap = lifetimeCapAfter(now, change, facts)!;
    if (cap > MAX_DAILY_BUDGET * MICRO_CURRENCY_MULTIPLIER) return { name: "BUDGET_INVALID", field };
    if (cap < minimumBudget(facts.country) * MICRO_CURRENCY_MULTIPLIER) return { name: "BUDGET_TOO_LOW", field };
  }
  if (fields.includes("targeting_spec")) {
    const location = change.targeting_spec!.LOCATION;
    if (location.length > 0 && location[0] !== facts.country) return { name: "TARGETING_INVALID", field: "targeting_spec" };
  }
  return null;
}

/**
 * A lifetime campaign's daily cap after a change of its lifetime budget or end date: what is left
 * of the lifetime budget (today's spend counts as left, today being one of the days) spread evenly
 * over the days from today (or its first day, when later) to its last (lifetimeDailyCap, as its
 * create spread it). Null for a daily budget or when neither changes.
 *
 * @example
 * lifetimeCapAfter({ ...now, lifetime_budget_in_micro_currency: 100_000_000, inclusive_end_date: "2026-12-10" },
 *   { lifetime_budget_in_micro_currency: 120_000_000 }, { today: "2026-12-01", spentToday: 1_000_000, spentTotal: 30_000_000 })
 * // 9_100_000: (120 − 29) ÷ 10 days
 */
export function lifetimeCapAfter(
  now: CampaignNow,
  change: CampaignChange,
  facts: { today: string; spentToday: number; spentTotal?: number },
): number | null {
  const lifetime = now.lifetime_budget_in_micro_currency ?? null;
  if (lifetime === null || (change.lifetime_budget_in_micro_currency === undefined && change.inclusive_end_date === undefined)) return null;
  const micro = change.lifetime_budget_in_micro_currency ?? lifetime;
  const last = change.inclusive_end_date !== undefined ? change.inclusive_end_date : now.inclusive_end_date;
  const from = now.first_day !== undefined && now.first_day > facts.today ? now.first_day : facts.today;
  const days = last === null ? 1 : (campaignSpan(from, last) ?? 1);
  const spentBefore = Math.max(0, (facts.spentTotal ?? 0) - facts.spentToday);
  return lifetimeDailyCap(Math.max(0, micro - spentBefore), days);
}

/** An ad group or ad as its changes see it: its own status and name, and its campaign's status. */
export interface ChildNow {
  status: "ACTIVE" | "PAUSED";
  name: string;
  campaignStatus: CampaignStatus;
}

/**
 * What an ad group's or ad's change really changes and what is wrong with it: nothing changed,
 * a campaign in a final state, a name that does not fit. One source of truth for the single
 * PATCH and the bulk editor.
 *
 * @example
 * checkChildChange({ status: "ACTIVE", name: "Readers", campaignStatus: "ENDED" }, { status: "PAUSED" })
 * // { status: "PAUSED", name: undefined, problem: { name: "CAMPAIGN_ENDED", field: "status" } }
 */
export function checkChildChange(
  now: ChildNow,
  change: { status?: "ACTIVE" | "PAUSED"; name?: string },
): { status?: "ACTIVE" | "PAUSED"; name?: string; problem: ChangeProblem | null } {
  const name = change.name?.trim();
  const status = change.status !== undefined && change.status !== now.status ? change.status : undefined;
  const renamed = name !== undefined && name !== now.name ? name : undefined;
  const out = { status, name: renamed };
  const field = status !== undefined ? "status" : "name";
  if (status === undefined && renamed === undefined) return { ...out, problem: { name: "NOTHING_TO_CHANGE", field: "body" } };
  if (now.campaignStatus === "ARCHIVED") return { ...out, problem: { name: "CAMPAIGN_ARCHIVED", field } };
  if (now.campaignStatus === "ENDED") return { ...out, problem: { name: "CAMPAIGN_ENDED", field } };
  if (renamed !== undefined && !campaignNameFits(renamed)) return { ...out, problem: { name: "CAMPAIGN_NAME_INVALID", field: "name" } };
  return { ...out, problem: null };
}

/** An ad group as its changes see it: also its targeting, bid and keywords, and whether its campaign is automated. */
export interface AdGroupNow extends ChildNow {
  targeting_spec: TargetingSpec;
  bid_in_micro_currency: number | null;
  keywords: string[];
  automated: boolean;
}

/** What an ad group change really changes (keywords normalised as the create form does), ready to write. */
export interface AdGroupChanged {
  status?: "ACTIVE" | "PAUSED";
  name?: string;
  bid_in_micro_currency?: number | null;
  targeting_spec?: TargetingSpec;
  keywords?: string[];
}

/**
 * An ad group change's real changes and its first problem: checkChildChange's for status and name,
 * then the create's own rules for targeting, bid and keywords (adGroupSettingsProblems: one source
 * of truth). Keywords are normalised as the create form's parseKeywords does (trimmed, lower-case,
 * each once); an automated campaign chooses targeting, bids and keywords itself.
 *
 * @example
 * checkAdGroupChange(now, { keywords: ["Bar Seating", "bar seating"] }, { country: "US", currency: "USD" })
 * // { changed: { keywords: ["bar seating"] }, problem: null }
 */
export function checkAdGroupChange(
  now: AdGroupNow,
  change: AdGroupChange,
  facts: { country: string; currency: string },
): { changed: AdGroupChanged; problem: ChangeProblem | null } {
  const base = checkChildChange(now, { status: change.status, name: change.name });
  const changed: AdGroupChanged = {};
  if (base.status !== undefined) changed.status = base.status;
  if (base.name !== undefined) changed.name = base.name;
  const keywords = change.keywords === undefined ? undefined : parseKeywords(change.keywords.join("\n"));
  if (keywords === null) return { changed, problem: { name: "KEYWORD_INVALID", field: "keywords" } };
  if (change.bid_in_micro_currency !== undefined && change.bid_in_micro_currency !== now.bid_in_micro_currency)
    changed.bid_in_micro_currency = change.bid_in_micro_currency;
  if (change.targeting_spec !== undefined && !sameTargeting(change.targeting_spec, now.targeting_spec))
    changed.targeting_spec = change.targeting_spec;
  if (keywords !== undefined && keywords.join("\n") !== now.keywords.join("\n")) changed.keywords = keywords;
  const settings = (["bid_in_micro_currency", "targeting_spec", "keywords"] as const).filter((f) => changed[f] !== undefined);
  if (Object.keys(changed).length === 0) return { changed, problem: { name: "NOTHING_TO_CHANGE", field: "body" } };
  const first = Object.keys(changed)[0] as keyof AdGroupChanged;
  if (now.campaignStatus === "ARCHIVED") return { changed, problem: { name: "CAMPAIGN_ARCHIVED", field: first } };
  if (now.campaignStatus === "ENDED") return { changed, problem: { name: "CAMPAIGN_ENDED", field: first } };
  if (settings.length > 0 && now.automated) return { changed, problem: { name: "AD_GROUP_AUTOMATED", field: settings[0]! } };
  if (base.name !== undefined && base.problem?.name === "CAMPAIGN_NAME_INVALID") return { changed, problem: base.problem };
  const problem = adGroupSettingsProblems(
    {
      targeting_spec: changed.targeting_spec ?? now.targeting_spec,
      bid_in_micro_currency: changed.bid_in_micro_currency !== undefined ? changed.bid_in_micro_currency : now.bid_in_micro_currency,
      keywords: changed.keywords ?? now.keywords,
    },
    false,
    facts,
  ).find((p) => (settings as readonly string[]).includes(p.field));
  return { changed, problem: problem ? { name: problem.name as ChangeProblemName, field: problem.field as keyof AdGroupChange } : null };
}

/** Which status changes the console offers for a campaign in `status` (its buttons). */
export function statusActions(status: CampaignStatus): CampaignStatus[] {
  switch (status) {
    case "ACTIVE":
      return ["PAUSED", "ENDED", "ARCHIVED"];
    case "PAUSED":
      return ["ACTIVE", "ENDED", "ARCHIVED"];
    case "ENDED":
      return ["ARCHIVED"];
    case "ARCHIVED":
      return [];
  }
}

/**
 * A targeting spec in words, as the console shows it (genders, ages, interests by their names,
 * the country); "everyone" when it names nobody in particular.
 *
 * @example
 * targetingWords({ GENDER: ["female"], AGE_BUCKET: ["25-34"], INTEREST: ["diy_and_crafts"], LOCATION: ["US"] })
 * // ["Female", "Ages 25-34", "DIY and crafts", "United States"]
 */
export function targetingWords(spec: Partial<TargetingSpec>): string[] {
  return [
    ...(spec.GENDER ?? []).map((g) => GENDER_NAMES[g] ?? g),
    ...(spec.AGE_BUCKET ?? []).map((a) => `Ages ${a}`),
    ...(spec.INTEREST ?? []).map((i) => INTEREST_NAMES[i] ?? i),
    ...(spec.LOCATION ?? []).map(countryName),
  ];
}

/** The longest date window the history is filtered by (days, inclusive). */
export const HISTORY_WINDOW_MAX_DAYS = 366;

/**
 * The history's date filter as epoch seconds [from, to): either end may be left open; a day that
 * does not exist, an end before the start or more than HISTORY_WINDOW_MAX_DAYS days is null.
 *
 * @example
 * historyWindow("2026-11-01", "2026-11-30") // { from: 1793491200, to: 1796083200 }
 * historyWindow("2026-11-30", "2026-11-01") // null
 */
export function historyWindow(start: string | undefined, end: string | undefined): { from: number | null; to: number | null } | null {
  const s = start === undefined ? null : calendarDayMs(start);
  const e = end === undefined ? null : calendarDayMs(end);
  if ((start !== undefined && s === null) || (end !== undefined && e === null)) return null;
  if (s !== null && e !== null && (e < s || (e - s) / 86_400_000 + 1 > HISTORY_WINDOW_MAX_DAYS)) return null;
  return { from: s === null ? null : s / 1000, to: e === null ? null : e / 1000 + 86_400 };
}
