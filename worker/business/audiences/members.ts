/**
 * Who is in an audience, found again on each change and by the cron (docs/decisions/060): the
 * people are kept in audience_members so delivery reads one indexed row per viewer, never the rule.
 */
import {
  ACTALIKE_SCAN_PINS,
  ACTALIKE_TOP_INTERESTS,
  AUDIENCE_REFRESH_SECONDS,
  AUDIENCE_REFRESHES_PER_RUN,
  EMAIL_HASHES_PER_RUN,
} from "~common/business/audiences";
import { emailHash } from "~common/business/conversions";
import { interestsOf } from "~common/business/promoted-pins";
import type { ScheduledJob } from "../../platform/scheduled";

export interface AudienceRule {
  event_names?: string[];
  actions?: string[];
  lookback_days?: number;
  interests?: string[];
}

export interface RefreshTarget {
  id: number;
  advertiser_id: number;
  kind: string;
  rule: string;
  seed_audience_id: number | null;
}

/** Hashes the emails of up to `limit` people whose email has no hash yet (or changed since). */
export async function fillEmailHashes(db: D1Database, limit = EMAIL_HASHES_PER_RUN): Promise<number> {
  const { results } = await db
    .prepare("SELECT id, email FROM users WHERE email_sha256_of IS NOT email LIMIT ?")
    .bind(limit)
    .all<{ id: string; email: string | null }>();
  if (results.length === 0) return 0;
  const rows = await Promise.all(results.map(async (u) => ({ id: u.id, e: u.email, h: u.email ? await emailHash(u.email) : null })));
  await db
    .prepare(
      `UPDATE users SET email_sha256 = j.value ->> 'h', email_sha256_of = j.value ->> 'e'
       FROM json_each(?) j WHERE users.id = j.value ->> 'id'`,
    )
    .bind(JSON.stringify(rows))
    .run();
  return results.length;
}

const ACTIVE = "JOIN users u ON u.id = m.user_id AND u.account_state = 'active'";

/** The people a visitor, list or engagement audience's rule takes in, as one INSERT … SELECT. */
function insertByRule(db: D1Database, a: RefreshTarget, rule: AudienceRule, now: number): D1PreparedStatement {
  const since = now - (rule.lookback_days ?? 0) * 86_400;
  if (a.kind === "customer_list")
    return db
      .prepare(
        `INSERT OR IGNORE INTO audience_members (audience_id, user_id)
         SELECT ?1, m.user_id FROM (SELECT u.id AS user_id FROM audience_list_hashes h JOIN users u ON u.email_sha256 = h.em_hash
           WHERE h.audience_id = ?1) m ${ACTIVE}`,
      )
      .bind(a.id);
  if (a.kind === "visitor")
    return db
      .prepare(
        `INSERT OR IGNORE INTO audience_members (audience_id, user_id)
         SELECT ?1, m.user_id FROM (
           SELECT u.id AS user_id FROM conversion_events e JOIN users u ON u.email_sha256 = e.em_hash
             WHERE e.advertiser_id = ?2 AND e.test = 0 AND e.event_time >= ?3
               AND (json_array_length(?4) = 0 OR e.event_name IN (SELECT value FROM json_each(?4)))
           UNION
           SELECT t.user_id FROM conversion_events e JOIN ad_touches t ON t.id = e.touch_id
             WHERE e.advertiser_id = ?2 AND e.test = 0 AND e.event_time >= ?3 AND t.user_id IS NOT NULL
               AND (json_array_length(?4) = 0 OR e.event_name IN (SELECT value FROM json_each(?4)))
         ) m ${ACTIVE}`,
      )
      .bind(a.id, a.advertiser_id, since, JSON.stringify(rule.event_names ?? []));
  const actions = rule.actions ?? [];
  return db
    .prepare(
      `INSERT OR IGNORE INTO audience_members (audience_id, user_id)
       SELECT ?1, m.user_id FROM (
         SELECT p.pinner_id AS user_id FROM pins o JOIN pins p ON p.repin_of_id = o.id
           WHERE ?4 = 1 AND o.pinner_id = (SELECT owner_user_id FROM advertisers WHERE id = ?2) AND p.created_at >= ?3
         UNION
         SELECT t.user_id FROM ad_touches t
           WHERE ?5 = 1 AND t.advertiser_id = ?2 AND t.kind = 'click' AND t.user_id IS NOT NULL AND t.touched_at >= ?3
       ) m ${ACTIVE}`,
    )
    .bind(a.id, a.advertiser_id, since, actions.includes("save") ? 1 : 0, actions.includes("click") ? 1 : 0);
}

/** The interests most held among `texts`' Pins, most first (ties by name, so a refresh is stable). */
function topInterests(texts: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const t of texts) for (const i of interestsOf(t)) counts.set(i, (counts.get(i) ?? 0) + 1);
  return [...counts]
    .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
    .slice(0, ACTALIKE_TOP_INTERESTS)
    .map(([i]) => i);
}

/** An actalike's people: those of the last ACTALIKE_SCAN_PINS Pins' pinners who share a top interest of the seed. */
async function actalikePeople(db: D1Database, a: RefreshTarget): Promise<{ interests: string[]; people: string[] }> {
  const seed = await db
    .prepare(
      `SELECT p.title, p.description FROM audience_members m JOIN pins p ON p.pinner_id = m.user_id
       WHERE m.audience_id = ? ORDER BY p.id DESC LIMIT ?`,
    )
    .bind(a.seed_audience_id, ACTALIKE_SCAN_PINS)
    .all<{ title: string; description: string }>();
  const interests = topInterests(seed.results.map((p) => `${p.title} ${p.description}`));
  if (interests.length === 0) return { interests, people: [] };
  const { results } = await db
    .prepare(
      `SELECT p.pinner_id, p.title, p.description FROM pins p
       WHERE p.pinner_id NOT IN (SELECT user_id FROM audience_members WHERE audience_id = ?1)
         AND p.pinner_id IS NOT (SELECT owner_user_id FROM advertisers WHERE id = ?2)
       ORDER BY p.id DESC LIMIT ?3`,
    )
    .bind(a.seed_audience_id, a.advertiser_id, ACTALIKE_SCAN_PINS)
    .all<{ pinner_id: string; title: string; description: string }>();
  const wanted = new Set(interests);
  const people = new Set<string>();
  for (const p of results) {
    if (people.has(p.pinner_id)) continue;
    if ([...interestsOf(`${p.title} ${p.description}`)].some((i) => wanted.has(i))) people.add(p.pinner_id);
  }
  return { interests, people: [...people] };
}

/**
 * Finds an audience's people again, in one batch: its old people go and its new ones come in
 * together, with its size and refresh time.
 */
export async function refreshAudience(db: D1Database, a: RefreshTarget, now: number): Promise<void> {
  const rule = JSON.parse(a.rule) as AudienceRule;
  if (a.kind === "customer_list" || a.kind === "visitor") await fillEmailHashes(db);
  const fill: D1PreparedStatement[] = [];
  if (a.kind === "actalike") {
    const { interests, people } = await actalikePeople(db, a);
    rule.interests = interests;
    fill.push(
      db
        .prepare(
          `INSERT OR IGNORE INTO audience_members (audience_id, user_id)
           SELECT ?1, m.user_id FROM (SELECT value AS user_id FROM json_each(?2)) m ${ACTIVE}`,
        )
        .bind(a.id, JSON.stringify(people)),
    );
  } else {
    fill.push(insertByRule(db, a, rule, now));
  }
  await db.batch([
    db.prepare("DELETE FROM audience_members WHERE audience_id = ?").bind(a.id),
    ...fill,
    db
      .prepare(
        "UPDATE audiences SET size = (SELECT COUNT(*) FROM audience_members WHERE audience_id = ?1), rule = ?2, refreshed_at = ?3 WHERE id = ?1",
      )
      .bind(a.id, JSON.stringify(rule), now),
  ]);
}

/** The cron's audiences job: emails hashed, then the audiences least recently refreshed (an hour old at most). */
export const refreshAudiences: ScheduledJob = {
  name: "audiences: people found again",
  run: async (env, nowMs) => {
    await fillEmailHashes(env.DB);
    const now = Math.floor(nowMs / 1000);
    const { results } = await env.DB.prepare(
      `SELECT id, advertiser_id, kind, rule, seed_audience_id FROM audiences
       WHERE refreshed_at IS NULL OR refreshed_at <= ? ORDER BY refreshed_at, id LIMIT ?`,
    )
      .bind(now - AUDIENCE_REFRESH_SECONDS, AUDIENCE_REFRESHES_PER_RUN)
      .all<RefreshTarget>();
    // Seeds before their actalikes (a lower id was made first), so an actalike reads a fresh seed.
    for (const a of results.sort((x, y) => x.id - y.id)) await refreshAudience(env.DB, a, now);
  },
};
