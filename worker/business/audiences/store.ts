/**
 * Audiences' records (issue 37 item 2): made, changed, deleted and put to use by ad groups. Every
 * write finds the audience's people again before it answers, so the size shown is the new rule's.
 */
import {
  AUDIENCE_AD_GROUPS_MAX,
  AUDIENCES_PER_ACCOUNT_MAX,
  audienceStatus,
  LIST_HASHES_TOTAL_MAX,
  shownSize,
  type Audience,
  type AudienceChangeBody,
  type AudienceDetail,
  type AudienceUsageBody,
  type NewAudienceBody,
} from "~common/business/audiences";
import { ApiError } from "~common/errors";
import { isoOfSeconds as iso } from "~common/platform/calendar";
import { refreshAudience, type AudienceRule, type RefreshTarget } from "./members";

interface AudienceRow extends RefreshTarget {
  name: string;
  size: number;
  list_rows: number;
  refreshed_at: number | null;
  created_at: number;
  updated_at: number;
  seed_name: string | null;
  used_by: number;
}

const SELECT = `SELECT a.id, a.advertiser_id, a.name, a.kind, a.rule, a.seed_audience_id, a.size, a.list_rows, a.refreshed_at,
    a.created_at, a.updated_at, s.name AS seed_name, (SELECT COUNT(*) FROM ad_group_audiences x WHERE x.audience_id = a.id) AS used_by
  FROM audiences a LEFT JOIN audiences s ON s.id = a.seed_audience_id`;

function toAudience(r: AudienceRow): Audience {
  const rule = JSON.parse(r.rule) as AudienceRule;
  const dated = r.kind === "visitor" || r.kind === "engagement";
  return {
    id: String(r.id),
    name: r.name,
    kind: r.kind as Audience["kind"],
    status: audienceStatus(r.size),
    size: shownSize(r.size),
    event_names: r.kind === "visitor" ? (rule.event_names ?? []) : null,
    actions: r.kind === "engagement" ? (rule.actions ?? []) : null,
    lookback_days: dated ? (rule.lookback_days ?? null) : null,
    seed_audience: r.seed_audience_id !== null && r.seed_name !== null ? { id: String(r.seed_audience_id), name: r.seed_name } : null,
    interests: r.kind === "actalike" ? (rule.interests ?? []) : null,
    list_rows: r.kind === "customer_list" ? r.list_rows : null,
    used_by: r.used_by,
    refreshed_at: r.refreshed_at === null ? null : iso(r.refreshed_at),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

export async function listAudiences(db: D1Database, advertiserId: number): Promise<Audience[]> {
  const { results } = await db
    .prepare(`${SELECT} WHERE a.advertiser_id = ? ORDER BY a.id DESC LIMIT ${AUDIENCES_PER_ACCOUNT_MAX}`)
    .bind(advertiserId)
    .all<AudienceRow>();
  return results.map(toAudience);
}

async function rowOf(db: D1Database, advertiserId: number, id: number): Promise<AudienceRow> {
  const row = await db.prepare(`${SELECT} WHERE a.id = ? AND a.advertiser_id = ?`).bind(id, advertiserId).first<AudienceRow>();
  if (!row) throw new ApiError("AUDIENCE_NOT_FOUND", { data: { field: "audienceId" } });
  return row;
}

export async function audienceDetail(db: D1Database, advertiserId: number, id: number): Promise<AudienceDetail> {
  const row = await rowOf(db, advertiserId, id);
  const { results } = await db
    .prepare(
      `SELECT g.id, g.name, c.id AS campaign_id, c.name AS campaign_name, COALESCE(x.mode, 'none') AS mode
       FROM ad_groups g JOIN campaigns c ON c.id = g.campaign_id
       LEFT JOIN ad_group_audiences x ON x.ad_group_id = g.id AND x.audience_id = ?2
       WHERE g.advertiser_id = ?1 AND c.status != 'ARCHIVED'
       ORDER BY c.id DESC, g.id LIMIT ${AUDIENCE_AD_GROUPS_MAX}`,
    )
    .bind(advertiserId, id)
    .all<{ id: number; name: string; campaign_id: number; campaign_name: string; mode: "include" | "exclude" | "none" }>();
  return {
    ...toAudience(row),
    ad_groups: results.map((g) => ({ ...g, id: String(g.id), campaign_id: String(g.campaign_id) })),
  };
}

const nameTaken = (err: unknown) => /UNIQUE constraint failed: audiences\./.test(String((err as Error)?.message ?? err));

/** Inserts `hashes` into a list and counts its rows again (one batch; a hash sent twice is kept once). */
const addHashes = (db: D1Database, id: number, hashes: readonly string[]) => [
  db
    .prepare("INSERT OR IGNORE INTO audience_list_hashes (audience_id, em_hash) SELECT ?1, value FROM json_each(?2)")
    .bind(id, JSON.stringify(hashes)),
  db.prepare("UPDATE audiences SET list_rows = (SELECT COUNT(*) FROM audience_list_hashes WHERE audience_id = ?1) WHERE id = ?1").bind(id),
];

export async function createAudience(
  db: D1Database,
  input: { advertiserId: number; body: NewAudienceBody; actor: string; now: number },
): Promise<Audience> {
  const { advertiserId, body, now } = input;
  let seed: number | null = null;
  if (body.kind === "actalike") {
    const s = await rowOf(db, advertiserId, Number(body.seed_audience_id)).catch(() => {
      throw new ApiError("AUDIENCE_SEED_INVALID", { data: { field: "seed_audience_id" } });
    });
    if (s.kind === "actalike" || audienceStatus(s.size) !== "READY")
      throw new ApiError("AUDIENCE_SEED_INVALID", { data: { field: "seed_audience_id" } });
    seed = s.id;
  }
  const rule: AudienceRule =
    body.kind === "visitor"
      ? { event_names: body.event_names, lookback_days: body.lookback_days }
      : body.kind === "engagement"
        ? { actions: body.actions, lookback_days: body.lookback_days }
        : {};
  const name = body.name.trim();
  // One batch: the count is checked in the insert itself (two at once cannot pass 50), and a list's
  // hashes go in with it, found by the name the insert just took.
  const byName = "SELECT id FROM audiences WHERE advertiser_id = ?1 AND name = ?2 COLLATE NOCASE";
  let made: D1Result[];
  try {
    made = await db.batch([
      db
        .prepare(
          `INSERT INTO audiences (advertiser_id, name, kind, rule, seed_audience_id, created_at, updated_at, created_by)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?6, ?7 WHERE (SELECT COUNT(*) FROM audiences WHERE advertiser_id = ?1) < ${AUDIENCES_PER_ACCOUNT_MAX}
           RETURNING id`,
        )
        .bind(advertiserId, name, body.kind, JSON.stringify(rule), seed, now, input.actor),
      ...(body.kind === "customer_list"
        ? [
            db
              .prepare(`INSERT OR IGNORE INTO audience_list_hashes (audience_id, em_hash) SELECT (${byName}), value FROM json_each(?3)`)
              .bind(advertiserId, name, JSON.stringify(body.hashes)),
            db
              .prepare(
                `UPDATE audiences SET list_rows = (SELECT COUNT(*) FROM audience_list_hashes WHERE audience_id = audiences.id) WHERE id = (${byName})`,
              )
              .bind(advertiserId, name),
          ]
        : []),
    ]);
  } catch (err) {
    if (nameTaken(err)) throw new ApiError("AUDIENCE_NAME_TAKEN", { data: { field: "name" } });
    throw err;
  }
  const id = (made[0]!.results[0] as { id: number } | undefined)?.id;
  if (id === undefined) throw new ApiError("AUDIENCES_MAX");
  const row = await rowOf(db, advertiserId, id);
  await refreshAudience(db, row, now);
  return toAudience(await rowOf(db, advertiserId, id));
}

export async function changeAudience(
  db: D1Database,
  input: { advertiserId: number; id: number; change: AudienceChangeBody; now: number },
): Promise<Audience> {
  const { advertiserId, id, change, now } = input;
  const row = await rowOf(db, advertiserId, id);
  const rule = JSON.parse(row.rule) as AudienceRule;
  const dated = row.kind === "visitor" || row.kind === "engagement";
  if (
    (change.lookback_days !== undefined && !dated) ||
    (change.event_names !== undefined && row.kind !== "visitor") ||
    (change.actions !== undefined && row.kind !== "engagement")
  )
    throw new ApiError("AUDIENCE_CHANGE_INVALID");
  if (change.lookback_days !== undefined) rule.lookback_days = change.lookback_days;
  if (change.event_names !== undefined) rule.event_names = change.event_names;
  if (change.actions !== undefined) rule.actions = change.actions;
  try {
    await db
      .prepare("UPDATE audiences SET name = ?, rule = ?, updated_at = ? WHERE id = ?")
      .bind(change.name?.trim() ?? row.name, JSON.stringify(rule), now, id)
      .run();
  } catch (err) {
    if (nameTaken(err)) throw new ApiError("AUDIENCE_NAME_TAKEN", { data: { field: "name" } });
    throw err;
  }
  if (change.lookback_days !== undefined || change.event_names !== undefined || change.actions !== undefined)
    await refreshAudience(db, { ...row, rule: JSON.stringify(rule) }, now);
  return toAudience(await rowOf(db, advertiserId, id));
}

export async function deleteAudience(db: D1Database, advertiserId: number, id: number): Promise<Audience> {
  const row = await rowOf(db, advertiserId, id);
  // One statement: an ad group or actalike that starts using it meanwhile keeps it.
  const gone = await db
    .prepare(
      `DELETE FROM audiences WHERE id = ?1
         AND NOT EXISTS (SELECT 1 FROM ad_group_audiences WHERE audience_id = ?1)
         AND NOT EXISTS (SELECT 1 FROM audiences WHERE seed_audience_id = ?1)`,
    )
    .bind(id)
    .run();
  if (gone.meta.changes === 0) throw new ApiError("AUDIENCE_IN_USE");
  return toAudience(row);
}

export async function addListHashes(
  db: D1Database,
  input: { advertiserId: number; id: number; hashes: readonly string[]; now: number },
): Promise<Audience> {
  const row = await rowOf(db, input.advertiserId, input.id);
  if (row.kind !== "customer_list") throw new ApiError("AUDIENCE_CHANGE_INVALID");
  if (row.list_rows + input.hashes.length > LIST_HASHES_TOTAL_MAX) throw new ApiError("AUDIENCE_LIST_TOO_LONG");
  await db.batch([
    ...addHashes(db, input.id, input.hashes),
    db.prepare("UPDATE audiences SET updated_at = ? WHERE id = ?").bind(input.now, input.id),
  ]);
  await refreshAudience(db, row, input.now);
  return toAudience(await rowOf(db, input.advertiserId, input.id));
}

export async function setUsage(
  db: D1Database,
  input: { advertiserId: number; id: number; body: AudienceUsageBody; now: number },
): Promise<AudienceDetail> {
  await rowOf(db, input.advertiserId, input.id);
  const ids = [...new Set(input.body.ad_groups.map((g) => Number(g.ad_group_id)))];
  const owned = await db
    .prepare("SELECT COUNT(*) AS n FROM ad_groups WHERE advertiser_id = ? AND id IN (SELECT value FROM json_each(?))")
    .bind(input.advertiserId, JSON.stringify(ids))
    .first<number>("n");
  if (owned !== ids.length) throw new ApiError("AD_GROUP_NOT_FOUND", { data: { field: "ad_groups" } });
  const rows = input.body.ad_groups.map((g) => ({ g: Number(g.ad_group_id), m: g.mode }));
  await db.batch([
    db
      .prepare(
        `DELETE FROM ad_group_audiences WHERE audience_id = ?1
           AND ad_group_id IN (SELECT value ->> 'g' FROM json_each(?2) WHERE value ->> 'm' = 'none')`,
      )
      .bind(input.id, JSON.stringify(rows)),
    db
      .prepare(
        `INSERT INTO ad_group_audiences (ad_group_id, audience_id, mode)
         SELECT value ->> 'g', ?1, value ->> 'm' FROM json_each(?2) WHERE value ->> 'm' != 'none'
         ON CONFLICT (ad_group_id, audience_id) DO UPDATE SET mode = excluded.mode`,
      )
      .bind(input.id, JSON.stringify(rows)),
    db.prepare("UPDATE audiences SET updated_at = ? WHERE id = ?").bind(input.now, input.id),
  ]);
  return audienceDetail(db, input.advertiserId, input.id);
}
