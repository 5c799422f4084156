/**
 * Why: the bulk sheet is written and read by the same code: the template of an ad account's
 * campaigns, ad groups and ads, and an upload's rows checked against the account as it is, with
 * campaign control's rules (checkCampaignChange, checkChildChange: one source of truth), each
 * problem naming its line and column. Pure; the Worker reads the account and applies the plan.
 */
import { checkCampaignChange, checkChildChange, type CampaignNow, type ChangeProblem } from "../campaign-control";
import type { CampaignChange } from "../campaign-control";
import { CAMPAIGN_STATUSES, CHANGEABLE_STATUSES, type CampaignStatus } from "../constants";
import { BUSINESS_ERRORS } from "../errors";
import { toMicroCurrency } from "../quick-promote";
import { isCalendarDay } from "../../platform/calendar";
import { unguardCell } from "../../platform/csv";
import {
  BULK_ACTION,
  BULK_COLUMNS,
  BULK_MAX_CHANGED,
  BULK_MAX_ERRORS,
  type BulkColumn,
  type BulkEntity,
  type BulkField,
} from "./constants";

export interface SheetCampaign extends CampaignNow {
  id: string;
}
export interface SheetAdGroup {
  id: string;
  campaign_id: string;
  name: string;
  status: "ACTIVE" | "PAUSED";
}
export interface SheetAd {
  id: string;
  campaign_id: string;
  ad_group_id: string;
  pin_id: string;
  pin_title: string;
  status: "ACTIVE" | "PAUSED";
}
/** An ad account as its sheet shows it. */
export interface AccountSheet {
  currency: string;
  campaigns: SheetCampaign[];
  adGroups: SheetAdGroup[];
  ads: SheetAd[];
}

export interface BulkRowError {
  line: number;
  column: BulkColumn | null;
  message: string;
}
export interface BulkChange {
  line: number;
  entity_type: BulkEntity;
  entity_id: string;
  entity_name: string;
  campaign_id: string;
  field: BulkField;
  from: string | null;
  to: string | null;
}
export interface BulkPlan {
  rows: number;
  skipped: number;
  campaigns: { id: string; change: CampaignChange }[];
  adGroups: { id: string; campaign_id: string; change: { status?: "ACTIVE" | "PAUSED"; name?: string } }[];
  ads: { id: string; campaign_id: string; status: "ACTIVE" | "PAUSED" }[];
  changes: BulkChange[];
  errors: BulkRowError[];
  /** All problems, also those past the listed BULK_MAX_ERRORS. */
  error_count: number;
}

/**
 * An amount of micro-currency as a sheet cell: two decimals, more only when it has them.
 *
 * @example
 * budgetCell(30_000_000) // "30.00"
 * budgetCell(2_500_500) // "2.5005"
 */
export function budgetCell(micro: number): string {
  const whole = Math.floor(micro / 1_000_000);
  const fraction = String(micro % 1_000_000)
    .padStart(6, "0")
    .replace(/0+$/, "")
    .padEnd(2, "0");
  return `${whole}.${fraction}`;
}

const blank = (): Record<BulkColumn, string> => Object.fromEntries(BULK_COLUMNS.map((c) => [c, ""])) as Record<BulkColumn, string>;

/**
 * The template: the header, then each campaign with its ad groups and each group's ads (one row
 * per entity), at most `maxRows` rows; `campaignIds` keeps only those campaigns.
 *
 * @example
 * templateRows(sheet, { maxRows: 5000 }) // [["Action", "Entity type", …], ["EDIT", "CAMPAIGN", "12", "Autumn chairs", …], …]
 */
export function templateRows(sheet: AccountSheet, opts: { maxRows: number; campaignIds?: readonly string[] }): string[][] {
  const only = opts.campaignIds?.length ? new Set(opts.campaignIds) : null;
  const out: string[][] = [[...BULK_COLUMNS]];
  const push = (cells: Partial<Record<BulkColumn, string>>) => {
    if (out.length > opts.maxRows) return;
    const row = { ...blank(), Action: BULK_ACTION, ...cells };
    out.push(BULK_COLUMNS.map((c) => row[c]));
  };
  for (const c of sheet.campaigns) {
    if (only && !only.has(c.id)) continue;
    const campaign = { "Campaign ID": c.id, "Campaign name": c.name };
    push({
      ...campaign,
      "Entity type": "CAMPAIGN",
      "Campaign status": c.status,
      Currency: sheet.currency,
      "Daily budget": budgetCell(c.budget_in_micro_currency),
      "End date": c.inclusive_end_date ?? "",
    });
    for (const g of sheet.adGroups.filter((g) => g.campaign_id === c.id)) {
      const group = { ...campaign, "Ad group ID": g.id, "Ad group name": g.name };
      push({ ...group, "Entity type": "AD_GROUP", "Ad group status": g.status });
      for (const a of sheet.ads.filter((a) => a.ad_group_id === g.id))
        push({ ...group, "Entity type": "AD", "Ad ID": a.id, "Pin ID": a.pin_id, "Pin title": a.pin_title, "Ad status": a.status });
    }
  }
  return out.slice(0, opts.maxRows + 1);
}

const COLUMN_OF: Record<ChangeProblem["field"], BulkColumn | null> = {
  status: "Campaign status",
  name: "Campaign name",
  budget_in_micro_currency: "Daily budget",
  inclusive_end_date: "End date",
  targeting_spec: null,
  lifetime_budget_in_micro_currency: null,
  bid_in_micro_currency: null,
  keywords: null,
  body: null,
};
const ID = /^[1-9][0-9]{0,14}$/;
const key = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");
const ENTITY_OF: Record<string, BulkEntity> = { campaign: "CAMPAIGN", "ad group": "AD_GROUP", ad: "AD" };
const money = (micro: number, currency: string) => `${budgetCell(micro)} ${currency}`;

/** Which header cell is which column; unknown columns are ignored (a sheet may carry notes). */
export function headerIndex(header: readonly string[]): Partial<Record<BulkColumn, number>> {
  const byKey = new Map(BULK_COLUMNS.map((c) => [key(c), c]));
  const out: Partial<Record<BulkColumn, number>> = {};
  header.forEach((h, i) => {
    const c = byKey.get(key(unguardCell(h.replace(/^\uFEFF/, ""))));
    if (c && out[c] === undefined) out[c] = i;
  });
  return out;
}

/**
 * Checks an upload's rows (the header first) against the account: what each row changes, which
 * are unchanged (skipped, not errors), and every problem by line and column. `lines[i]` is the
 * file line row i starts on; `spent` is today's spend by campaign id (micro-currency).
 *
 * @example
 * planUpload(rows, lines, sheet, { country: "US", today: "2026-12-02", spent: {} }).errors
 * // [{ line: 4, column: "Daily budget", message: "The daily budget can't be less than …" }]
 */
export function planUpload(
  rows: readonly string[][],
  lines: readonly number[],
  sheet: AccountSheet,
  facts: { country: string; today: string; spent: Record<string, number>; spentTotal?: Record<string, number> },
): BulkPlan | { header: string } {
  const col = headerIndex(rows[0] ?? []);
  const missing = (["Entity type"] as const).filter((c) => col[c] === undefined);
  if (missing.length) return { header: `The first row must name the columns; "${missing.join('", "')}" is missing.` };
  const plan: BulkPlan = {
    rows: rows.length - 1,
    skipped: 0,
    campaigns: [],
    adGroups: [],
    ads: [],
    changes: [],
    errors: [],
    error_count: 0,
  };
  const campaigns = new Map(sheet.campaigns.map((c) => [c.id, c]));
  const groups = new Map(sheet.adGroups.map((g) => [g.id, g]));
  const ads = new Map(sheet.ads.map((a) => [a.id, a]));
  const seen = new Map<string, number>();
  const fail = (line: number, column: BulkColumn | null, message: string) => {
    plan.error_count++;
    if (plan.errors.length < BULK_MAX_ERRORS) plan.errors.push({ line, column, message });
  };
  const messageOf = (name: ChangeProblem["name"]) => BUSINESS_ERRORS[name].message;

  for (let i = 1; i < rows.length; i++) {
    const row = rows[i]!;
    const line = lines[i] ?? i + 1;
    const cell = (c: BulkColumn) => (col[c] === undefined ? undefined : unguardCell((row[col[c]!] ?? "").trim()));
    const action = (cell("Action") ?? "").toUpperCase();
    if (action !== "" && action !== BULK_ACTION) {
      fail(line, "Action", `Only ${BULK_ACTION} is taken here (or leave it blank); "${cell("Action")}" isn't.`);
      continue;
    }
    const entity = ENTITY_OF[key(cell("Entity type") ?? "")];
    if (!entity) {
      fail(line, "Entity type", "Write CAMPAIGN, AD_GROUP or AD.");
      continue;
    }
    const idColumn: BulkColumn = entity === "CAMPAIGN" ? "Campaign ID" : entity === "AD_GROUP" ? "Ad group ID" : "Ad ID";
    const id = cell(idColumn) ?? "";
    const known = ID.test(id) && (entity === "CAMPAIGN" ? campaigns.has(id) : entity === "AD_GROUP" ? groups.has(id) : ads.has(id));
    if (!known) {
      fail(
        line,
        idColumn,
        id === "" ? "This row needs the id from the template." : `There's nothing with the id "${id}" in this ad account.`,
      );
      continue;
    }
    const twice = seen.get(`${entity}:${id}`);
    if (twice !== undefined) {
      fail(line, idColumn, `This is also on line ${twice}; keep one row for it.`);
      continue;
    }
    seen.set(`${entity}:${id}`, line);
    const statusOf = <T extends string>(c: BulkColumn, allowed: readonly T[]): T | undefined | null => {
      const v = (cell(c) ?? "").toUpperCase();
      if (v === "") return undefined;
      if ((allowed as readonly string[]).includes(v)) return v as T;
      fail(line, c, `Write ${allowed.join(", ").replace(/, ([^,]*)$/, " or $1")}.`);
      return null;
    };

    if (entity === "CAMPAIGN") {
      const now = campaigns.get(id)!;
      const change: CampaignChange = {};
      let bad = false;
      const status = statusOf<CampaignStatus>("Campaign status", CAMPAIGN_STATUSES);
      if (status === null) bad = true;
      else if (status !== undefined) change.status = status;
      const name = cell("Campaign name");
      if (name) change.name = name;
      const budget = cell("Daily budget");
      if (budget) {
        const currency = cell("Currency");
        const micro = toMicroCurrency(budget);
        if (currency && currency.toUpperCase() !== sheet.currency) {
          fail(line, "Currency", `This ad account pays in ${sheet.currency}; write the budget in ${sheet.currency}.`);
          bad = true;
        } else if (micro === null) {
          fail(line, "Daily budget", `${messageOf("BUDGET_INVALID")} Write an amount like 30.00.`);
          bad = true;
        } else change.budget_in_micro_currency = micro;
      }
      const end = cell("End date");
      // A blank end date is none: the template writes an ongoing campaign's that way.
      if (end !== undefined) {
        if (end !== "" && !isCalendarDay(end)) {
          fail(line, "End date", `${messageOf("END_DATE_INVALID")} Write it as YYYY-MM-DD, or leave it blank for no end.`);
          bad = true;
        } else change.inclusive_end_date = end === "" ? null : end;
      }
      if (bad) continue;
      const spent = facts.spent[id] ?? 0;
      const problem = checkCampaignChange(now, change, {
        country: facts.country,
        today: facts.today,
        spentToday: spent,
        spentTotal: facts.spentTotal?.[id] ?? 0,
      });
      if (problem?.name === "NOTHING_TO_CHANGE") {
        plan.skipped++;
        continue;
      }
      if (problem) {
        const extra = problem.name === "BUDGET_BELOW_SPEND" ? ` It has spent ${money(spent, sheet.currency)} today.` : "";
        fail(line, COLUMN_OF[problem.field], messageOf(problem.name) + extra);
        continue;
      }
      plan.campaigns.push({ id, change });
      const from: Record<BulkField, string | null> = {
        status: now.status,
        name: now.name,
        budget_in_micro_currency: String(now.budget_in_micro_currency),
        inclusive_end_date: now.inclusive_end_date,
      };
      const to: Record<BulkField, string | null | undefined> = {
        status: change.status,
        name: change.name?.trim(),
        budget_in_micro_currency: change.budget_in_micro_currency === undefined ? undefined : String(change.budget_in_micro_currency),
        inclusive_end_date: change.inclusive_end_date,
      };
      for (const field of ["status", "name", "budget_in_micro_currency", "inclusive_end_date"] as const)
        if (to[field] !== undefined && to[field] !== from[field])
          plan.changes.push({
            line,
            entity_type: entity,
            entity_id: id,
            entity_name: now.name,
            campaign_id: id,
            field,
            from: from[field],
            to: to[field]!,
          });
      continue;
    }

    // Ad groups and ads: their status (and a group's name), in a campaign that may still change.
    const statusColumn: BulkColumn = entity === "AD_GROUP" ? "Ad group status" : "Ad status";
    const status = statusOf<"ACTIVE" | "PAUSED">(statusColumn, CHANGEABLE_STATUSES);
    if (status === null) continue;
    const thing = entity === "AD_GROUP" ? groups.get(id)! : ads.get(id)!;
    const named = entity === "AD_GROUP" ? (thing as SheetAdGroup).name : (thing as SheetAd).pin_title;
    const owner = cell("Campaign ID");
    if (owner && owner !== thing.campaign_id) {
      fail(line, "Campaign ID", `This ${entity === "AD" ? "ad" : "ad group"} belongs to campaign ${thing.campaign_id}, not ${owner}.`);
      continue;
    }
    const change = { status, name: entity === "AD_GROUP" ? cell("Ad group name") || undefined : undefined };
    const campaignStatus = campaigns.get(thing.campaign_id)?.status ?? "ARCHIVED";
    const checked = checkChildChange({ status: thing.status, name: named, campaignStatus }, change);
    if (checked.problem?.name === "NOTHING_TO_CHANGE") {
      plan.skipped++;
      continue;
    }
    if (checked.problem) {
      fail(line, checked.problem.field === "name" ? "Ad group name" : statusColumn, messageOf(checked.problem.name));
      continue;
    }
    const base = { line, entity_type: entity, entity_id: id, entity_name: named, campaign_id: thing.campaign_id };
    if (checked.status !== undefined) plan.changes.push({ ...base, field: "status", from: thing.status, to: checked.status });
    if (checked.name !== undefined) plan.changes.push({ ...base, field: "name", from: named, to: checked.name });
    if (entity === "AD_GROUP")
      plan.adGroups.push({ id, campaign_id: thing.campaign_id, change: { status: checked.status, name: checked.name } });
    else plan.ads.push({ id, campaign_id: thing.campaign_id, status: checked.status! });
  }
  return plan;
}

/** How many entities a plan changes (BULK_MAX_CHANGED at most). */
export const changedCount = (plan: BulkPlan) => plan.campaigns.length + plan.adGroups.length + plan.ads.length;
export const tooManyChanges = (plan: BulkPlan) => changedCount(plan) > BULK_MAX_CHANGED;
