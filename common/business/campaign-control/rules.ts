/**
 * Why: a campaign change is checked twice — by the console's form before it sends, and by the API
 * because anyone can call it — with the same rules as quick promote's create (one source of truth:
 * name, budget, end date, targeting). Pure; answers the business catalogue's error names.
 */
import { MAX_DAILY_BUDGET, MICRO_CURRENCY_MULTIPLIER } from "../constants";
import { countryName, minimumBudget } from "../countries";
import { campaignNameFits, type TargetingSpec } from "../quick-promote";
import { GENDER_NAMES, INTEREST_NAMES } from "../targeting-names";
import { calendarDayMs, isCalendarDay } from "../../platform/calendar";
import type { CampaignStatus, HistoryField } from "./constants";
import type { CampaignChange } from "./schemas";

/** A campaign as its changes see it; `inclusive_end_date` is the last day it runs, null when ongoing. */
export interface CampaignNow {
  status: CampaignStatus;
  name: string;
  budget_in_micro_currency: number;
  inclusive_end_date: string | null;
  targeting_spec: TargetingSpec;
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
  | "TARGETING_INVALID";

export interface ChangeProblem {
  name: ChangeProblemName;
  field: keyof CampaignChange | "body";
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
  facts: { country: string; today: string; spentToday: number },
): ChangeProblem | null {
  const fields = changedFields(now, change);
  if (fields.length === 0) return { name: "NOTHING_TO_CHANGE", field: "body" };
  if (now.status === "ARCHIVED") return { name: "CAMPAIGN_ARCHIVED", field: fields[0]! };
  // An ended campaign keeps its reports: it may be renamed or archived, not run again.
  if (now.status === "ENDED" && fields.some((f) => f !== "name" && !(f === "status" && change.status === "ARCHIVED")))
    return { name: "CAMPAIGN_ENDED", field: fields.find((f) => f !== "name")! };
  if (fields.includes("name") && !campaignNameFits(change.name!.trim())) return { name: "CAMPAIGN_NAME_INVALID", field: "name" };
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
  }
  if (fields.includes("targeting_spec")) {
    const location = change.targeting_spec!.LOCATION;
    if (location.length > 0 && location[0] !== facts.country) return { name: "TARGETING_INVALID", field: "targeting_spec" };
  }
  return null;
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
