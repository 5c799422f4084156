/**
 * Why: a change to a campaign, an ad group or an ad is one D1 batch: the new values, a version
 * bump and one history entry per changed field (docs/decisions/052). Each statement is guarded by
 * the version the checks read, so two edits at once cannot both pass their checks: the second
 * changes nothing and answers CAMPAIGN_CHANGED_MEANWHILE.
 */
import type { Ad, AdGroupChange, AdGroupChanged, CampaignChange, CampaignNow, HistoryEntity } from "~common/business/campaign-control";
import {
  changedFields,
  checkAdGroupChange,
  checkCampaignChange,
  checkChildChange,
  lifetimeCapAfter,
} from "~common/business/campaign-control";
import { campaignDays, utcDay } from "~common/business/promoted-pins";
import { ApiError } from "~common/errors";
import { primaryOf } from "../../platform/d1-sessions";
import { findCampaign, type CampaignRow } from "../console";
import { campaignCounter } from "../promoted-pins";

/** A campaign row as the rules see it: its status and its last day (null when ongoing). */
export function campaignNow(row: CampaignRow): CampaignNow {
  const { firstDay, lastDay } = campaignDays({
    startMs: row.start_at * 1000,
    durationDays: row.duration_days,
    ongoing: row.is_ongoing === 1,
    endDate: row.inclusive_end_date,
  });
  return {
    status: row.archived_at !== null ? "ARCHIVED" : row.ended_at !== null ? "ENDED" : row.status,
    name: row.name,
    budget_in_micro_currency: row.budget_micro,
    inclusive_end_date: lastDay,
    targeting_spec: JSON.parse(row.targeting_spec) as CampaignNow["targeting_spec"],
    lifetime_budget_in_micro_currency: row.lifetime_budget_micro,
    first_day: firstDay,
  };
}

/** A history entry's statement: the guard makes it land only with the change it records. */
export function historyEntry(db: D1Database, e: HistoryContext, field: string, from: string | null, to: string | null) {
  return db
    .prepare(
      `INSERT INTO account_history (advertiser_id, actor_user_id, entity_type, entity_id, campaign_id, field, old_value, new_value, created_at, bulk_upload_id)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, (SELECT id FROM bulk_uploads WHERE token = ?11) WHERE EXISTS (SELECT 1 FROM campaigns WHERE id = ?5 AND version = ?10)`,
    )
    .bind(e.advertiserId, e.actor, e.entity, e.entityId, e.campaignId, field, from, to, e.now, e.version, e.bulkToken ?? null);
}

/** Who changes what, when, under which campaign version; a bulk upload's changes name it (its history marker). */
export interface HistoryContext {
  advertiserId: number;
  actor: string;
  entity: HistoryEntity;
  entityId: number;
  campaignId: number;
  version: number;
  now: number;
  /** The bulk upload's token (bulk_uploads.token) when an upload makes the change. */
  bulkToken?: string | null;
}

/** The version bump every change ends with; changes() of it tells whether the batch applied. */
export const bumpVersion = (db: D1Database, campaignId: number, version: number) =>
  db.prepare("UPDATE campaigns SET version = version + 1 WHERE id = ? AND version = ?").bind(campaignId, version);

/** Today's and the whole campaign's spend, exact: the campaign's counter has them before D1 does. */
export async function spentSoFar(env: Env, campaignId: number, today: string): Promise<{ today: number; total: number }> {
  const days = await campaignCounter(env, campaignId).totals();
  return { today: days.find((d) => d.day === today)?.spend ?? 0, total: days.reduce((sum, d) => sum + d.spend, 0) };
}

/** Whether a change's checks need what the campaign has spent (a budget, or a lifetime campaign's days). */
const needsSpend = (row: CampaignRow, change: CampaignChange) =>
  change.budget_in_micro_currency !== undefined ||
  change.lifetime_budget_in_micro_currency !== undefined ||
  (row.lifetime_budget_micro !== null && change.inclusive_end_date !== undefined);

const text = (v: unknown) => (v === null || v === undefined ? null : typeof v === "string" ? v : JSON.stringify(v));

/**
 * Checks and applies a campaign change; answers the campaign as it is after it.
 *
 * @example
 * await changeCampaign(env, { advertiser, actor: viewer.id, row, change: { status: "PAUSED" }, nowMs: Date.now() });
 */
export async function changeCampaign(
  env: Env,
  input: { advertiser: { id: number; country: string }; actor: string; row: CampaignRow; change: CampaignChange; nowMs: number },
): Promise<CampaignRow> {
  const { advertiser, actor, row, change, nowMs } = input;
  const db = env.DB;
  const today = utcDay(nowMs);
  const spent = needsSpend(row, change) ? await spentSoFar(env, row.id, today) : { today: 0, total: 0 };
  const facts = { country: advertiser.country, today, spentToday: spent.today, spentTotal: spent.total };
  const problem = checkCampaignChange(campaignNow(row), change, facts);
  if (problem) throw new ApiError(problem.name, { data: { field: problem.field } });

  const statements = campaignStatements(db, { actor, row, change, nowMs, spent: facts });
  statements.push(bumpVersion(db, row.id, row.version));
  const results = await db.batch(statements);
  if (results.at(-1)!.meta.changes !== 1) throw new ApiError("CAMPAIGN_CHANGED_MEANWHILE");
  return (await findCampaign(primaryOf(db), advertiser.id, row.id))!;
}

/**
 * The statements of a checked campaign change (checkCampaignChange passed): the new values and one
 * history entry per changed field, each guarded by the version the checks read; the caller adds
 * the version bump. The single PATCH and the bulk editor's upload build theirs here.
 *
 * @example
 * const statements = [...campaignStatements(db, { actor, row, change, nowMs }), bumpVersion(db, row.id, row.version)];
 */
export function campaignStatements(
  db: D1Database,
  input: {
    actor: string;
    row: CampaignRow;
    change: CampaignChange;
    nowMs: number;
    bulkToken?: string | null;
    /** What it has spent (a lifetime campaign's new daily cap counts from it). */
    spent?: { today: string; spentToday: number; spentTotal: number };
  },
): D1PreparedStatement[] {
  const { actor, row, change, nowMs, bulkToken } = input;
  const seconds = Math.floor(nowMs / 1000);
  const now = campaignNow(row);
  const entry: HistoryContext = {
    advertiserId: row.advertiser_id,
    actor,
    entity: "CAMPAIGN" as const,
    entityId: row.id,
    campaignId: row.id,
    version: row.version,
    now: seconds,
    bulkToken,
  };
  const guard = "WHERE id = ? AND version = ?";
  const statements: D1PreparedStatement[] = [];
  // A lifetime campaign's daily cap is what is left spread over its days left (decision 057).
  const cap = input.spent ? lifetimeCapAfter(now, change, input.spent) : null;
  if (cap !== null && cap !== row.budget_micro)
    statements.push(db.prepare(`UPDATE campaigns SET budget_micro = ? ${guard}`).bind(cap, row.id, row.version));
  for (const field of changedFields(now, change)) {
    switch (field) {
      case "status": {
        const to = change.status!;
        // ENDED and ARCHIVED keep status PAUSED: delivery and counting serve ACTIVE campaigns only.
        statements.push(
          db
            .prepare(
              `UPDATE campaigns SET status = ?, ended_at = CASE WHEN ? THEN COALESCE(ended_at, ?) ELSE ended_at END,
                 archived_at = CASE WHEN ? THEN ? ELSE archived_at END ${guard}`,
            )
            .bind(
              to === "ACTIVE" ? "ACTIVE" : "PAUSED",
              to === "ENDED" ? 1 : 0,
              seconds,
              to === "ARCHIVED" ? 1 : 0,
              seconds,
              row.id,
              row.version,
            ),
        );
        statements.push(historyEntry(db, entry, field, now.status, to));
        break;
      }
      case "name":
        statements.push(db.prepare(`UPDATE campaigns SET name = ? ${guard}`).bind(change.name!.trim(), row.id, row.version));
        statements.push(historyEntry(db, entry, field, now.name, change.name!.trim()));
        break;
      case "budget_in_micro_currency":
        statements.push(
          db.prepare(`UPDATE campaigns SET budget_micro = ? ${guard}`).bind(change.budget_in_micro_currency!, row.id, row.version),
        );
        statements.push(historyEntry(db, entry, field, text(now.budget_in_micro_currency), text(change.budget_in_micro_currency)));
        break;
      case "lifetime_budget_in_micro_currency":
        statements.push(
          db
            .prepare(`UPDATE campaigns SET lifetime_budget_micro = ? ${guard}`)
            .bind(change.lifetime_budget_in_micro_currency!, row.id, row.version),
        );
        statements.push(historyEntry(db, entry, field, text(row.lifetime_budget_micro), text(change.lifetime_budget_in_micro_currency)));
        break;
      case "inclusive_end_date": {
        const end = change.inclusive_end_date!;
        statements.push(
          db
            .prepare(`UPDATE campaigns SET inclusive_end_date = ?, is_ongoing = ? ${guard}`)
            .bind(end, end === null ? 1 : 0, row.id, row.version),
        );
        statements.push(historyEntry(db, entry, field, now.inclusive_end_date, end));
        break;
      }
      case "targeting_spec":
        statements.push(
          db.prepare(`UPDATE campaigns SET targeting_spec = ? ${guard}`).bind(JSON.stringify(change.targeting_spec), row.id, row.version),
          // Delivery reads each ad group's targeting: the campaign's applies to all of them.
          db
            .prepare(
              "UPDATE ad_groups SET targeting_spec = ? WHERE campaign_id = ? AND EXISTS (SELECT 1 FROM campaigns WHERE id = ? AND version = ?)",
            )
            .bind(JSON.stringify(change.targeting_spec), row.id, row.id, row.version),
        );
        statements.push(historyEntry(db, entry, field, row.targeting_spec, JSON.stringify(change.targeting_spec)));
        break;
    }
  }
  return statements;
}

/** A child row's campaign status, as the rules see it. */
const campaignStatusOf = (row: { status?: string; archived_at: number | null; ended_at: number | null }) =>
  row.archived_at !== null ? "ARCHIVED" : row.ended_at !== null ? "ENDED" : "ACTIVE";

/**
 * The statements of a checked ad group or ad change (checkChildChange passed): its new status and
 * name, one history entry each, guarded by the campaign's version; the caller adds the bump.
 *
 * @example
 * childStatements(db, "ad_groups", { id: 23, campaign_id: 7, status: "ACTIVE", name: "Readers", version: 3 }, { status: "PAUSED" }, ctx)
 */
export function childStatements(
  db: D1Database,
  table: "ad_groups" | "ads",
  row: { id: number; campaign_id: number; status: string; name: string; version: number },
  change: AdGroupChanged,
  ctx: { advertiserId: number; actor: string; nowMs: number; bulkToken?: string | null },
  before: { bid_micro?: number | null; targeting_spec?: string; keywords?: string } = {},
): D1PreparedStatement[] {
  const entry: HistoryContext = {
    advertiserId: ctx.advertiserId,
    actor: ctx.actor,
    entity: table === "ads" ? "AD" : "AD_GROUP",
    entityId: row.id,
    campaignId: row.campaign_id,
    version: row.version,
    now: Math.floor(ctx.nowMs / 1000),
    bulkToken: ctx.bulkToken,
  };
  const guard = "AND EXISTS (SELECT 1 FROM campaigns WHERE id = ? AND version = ?)";
  const statements: D1PreparedStatement[] = [];
  if (change.status !== undefined) {
    statements.push(
      db.prepare(`UPDATE ${table} SET status = ? WHERE id = ? ${guard}`).bind(change.status, row.id, row.campaign_id, row.version),
    );
    statements.push(historyEntry(db, entry, "status", row.status, change.status));
  }
  // Ads have no name of their own (an ad is named by its Pin).
  if (change.name !== undefined && table === "ad_groups") {
    statements.push(
      db.prepare(`UPDATE ad_groups SET name = ? WHERE id = ? ${guard}`).bind(change.name, row.id, row.campaign_id, row.version),
    );
    statements.push(historyEntry(db, entry, "name", row.name, change.name));
  }
  if (table !== "ad_groups") return statements;
  const settings = [
    ["bid_micro", "bid_in_micro_currency", change.bid_in_micro_currency, before.bid_micro],
    ["targeting_spec", "targeting_spec", change.targeting_spec, before.targeting_spec],
    ["keywords", "keywords", change.keywords, before.keywords],
  ] as const;
  for (const [column, field, to, from] of settings) {
    if (to === undefined) continue;
    const value = typeof to === "number" || to === null ? to : JSON.stringify(to);
    statements.push(
      db.prepare(`UPDATE ad_groups SET ${column} = ? WHERE id = ? ${guard}`).bind(value, row.id, row.campaign_id, row.version),
    );
    statements.push(historyEntry(db, entry, field, text(from), text(value)));
  }
  return statements;
}

interface ChildRow {
  id: number;
  campaign_id: number;
  name: string;
  status: "ACTIVE" | "PAUSED";
  version: number;
  archived_at: number | null;
  ended_at: number | null;
}

/**
 * Pauses, resumes or renames an ad group, or changes its bid, targeting or keywords (the create's
 * rules, in the ad account's country and currency).
 *
 * @example
 * await changeAdGroup(env.DB, { advertiser, actor: viewer.id, adGroupId: 23, change: { status: "PAUSED" }, nowMs });
 */
export async function changeAdGroup(
  db: D1Database,
  input: {
    advertiser: { id: number; country: string; currency: string };
    actor: string;
    adGroupId: number;
    change: AdGroupChange;
    nowMs: number;
  },
): Promise<void> {
  const { advertiser, actor, adGroupId, change, nowMs } = input;
  // The checks' state from the primary: a lagging replica's old version would refuse every change.
  const row = await primaryOf(db)
    .prepare(
      `SELECT g.id, g.campaign_id, g.name, g.status, g.bid_micro, g.targeting_spec, g.keywords, c.version, c.archived_at, c.ended_at, c.automated
       FROM ad_groups g JOIN campaigns c ON c.id = g.campaign_id WHERE g.advertiser_id = ? AND g.id = ?`,
    )
    .bind(advertiser.id, adGroupId)
    .first<ChildRow & { bid_micro: number | null; targeting_spec: string; keywords: string; automated: number }>();
  if (!row) throw new ApiError("AD_GROUP_NOT_FOUND", { data: { field: "adGroupId" } });
  const { changed, problem } = checkAdGroupChange(
    {
      status: row.status,
      name: row.name,
      campaignStatus: campaignStatusOf(row),
      bid_in_micro_currency: row.bid_micro,
      targeting_spec: JSON.parse(row.targeting_spec) as CampaignNow["targeting_spec"],
      keywords: JSON.parse(row.keywords) as string[],
      automated: row.automated === 1,
    },
    change,
    advertiser,
  );
  if (problem) throw new ApiError(problem.name, { data: { field: problem.field } });
  const statements = childStatements(db, "ad_groups", row, changed, { advertiserId: advertiser.id, actor, nowMs }, row);
  statements.push(bumpVersion(db, row.campaign_id, row.version));
  const results = await db.batch(statements);
  if (results.at(-1)!.meta.changes !== 1) throw new ApiError("CAMPAIGN_CHANGED_MEANWHILE");
}

/**
 * Pauses or resumes an ad; answers it as it is after.
 *
 * @example
 * await changeAd(env.DB, { advertiserId: 7, actor: viewer.id, adId: 29, status: "PAUSED", nowMs });
 */
export async function changeAd(
  db: D1Database,
  input: { advertiserId: number; actor: string; adId: number; status: "ACTIVE" | "PAUSED"; nowMs: number },
): Promise<Ad> {
  const { advertiserId, actor, adId, status, nowMs } = input;
  const row = await primaryOf(db)
    .prepare(
      `SELECT ad.id, ad.campaign_id, ad.ad_group_id, ad.pin_id, ad.destination_url, COALESCE(p.title, '') AS name, ad.status, c.version,
         c.archived_at, c.ended_at
       FROM ads ad JOIN campaigns c ON c.id = ad.campaign_id LEFT JOIN pins p ON p.id = ad.pin_id
       WHERE c.advertiser_id = ? AND ad.id = ?`,
    )
    .bind(advertiserId, adId)
    .first<ChildRow & { ad_group_id: number; pin_id: number; destination_url: string }>();
  if (!row) throw new ApiError("AD_NOT_FOUND", { data: { field: "adId" } });
  const checked = checkChildChange({ status: row.status, name: row.name, campaignStatus: campaignStatusOf(row) }, { status });
  if (checked.problem) throw new ApiError(checked.problem.name, { data: { field: checked.problem.field } });
  const results = await db.batch([
    ...childStatements(db, "ads", row, { status: checked.status }, { advertiserId, actor, nowMs }),
    bumpVersion(db, row.campaign_id, row.version),
  ]);
  if (results.at(-1)!.meta.changes !== 1) throw new ApiError("CAMPAIGN_CHANGED_MEANWHILE");
  return {
    id: String(row.id),
    campaign_id: String(row.campaign_id),
    ad_group_id: String(row.ad_group_id),
    pin_id: String(row.pin_id),
    destination_url: row.destination_url,
    status,
  };
}
