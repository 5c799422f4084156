/**
 * /audience_debug/ (issue 37 item 2): why one test viewer is or is not in each audience. Only the
 * viewer themself and the people with access to the ad account may be looked at, so an advertiser
 * cannot learn from it whether a stranger's email is a member's.
 */
import { audienceStatus, type AudienceDebug, type AudienceReason } from "~common/business/audiences";
import { emailHash } from "~common/business/conversions";
import { interestsOf, VIEWER_INTEREST_PINS } from "~common/business/promoted-pins";
import { ApiError } from "~common/errors";
import { isoOfSeconds } from "~common/platform/calendar";
import type { AudienceRule } from "./members";

interface Person {
  id: string;
  username: string;
  name: string;
  email: string | null;
}

type Verdict = { qualifies: boolean; reason: AudienceReason; at: number | null; details: string[] };

const iso = (s: number | null) => (s === null ? null : isoOfSeconds(s));

/** You, the ad account's owner and the people the owner gave access to. */
async function testViewers(db: D1Database, advertiserId: number, viewerId: string): Promise<Person[]> {
  const { results } = await db
    .prepare(
      `SELECT u.id, u.username, trim(u.first_name || ' ' || u.last_name) AS name, u.email FROM users u
       WHERE u.account_state = 'active' AND (u.id = ?2 OR u.id = (SELECT owner_user_id FROM advertisers WHERE id = ?1)
         OR u.id IN (SELECT ba.member_user_id FROM business_access ba JOIN advertisers a ON a.owner_user_id = ba.profile_user_id WHERE a.id = ?1))
       ORDER BY u.username COLLATE NOCASE LIMIT 100`,
    )
    .bind(advertiserId, viewerId)
    .all<Person>();
  return results;
}

async function judge(
  db: D1Database,
  a: { id: number; advertiser_id: number; kind: string; rule: AudienceRule; seed_audience_id: number | null },
  person: Person,
  hash: string | null,
  now: number,
): Promise<Verdict> {
  const since = now - (a.rule.lookback_days ?? 0) * 86_400;
  if (a.kind === "customer_list") {
    const hit = hash
      ? await db.prepare("SELECT 1 AS x FROM audience_list_hashes WHERE audience_id = ? AND em_hash = ?").bind(a.id, hash).first()
      : null;
    return { qualifies: hit !== null, reason: hit ? "LIST_MATCH" : "LIST_NO_MATCH", at: null, details: [] };
  }
  if (a.kind === "visitor") {
    const names = a.rule.event_names ?? [];
    const e = await db
      .prepare(
        `SELECT e.event_name, e.event_time FROM conversion_events e LEFT JOIN ad_touches t ON t.id = e.touch_id
         WHERE e.advertiser_id = ?1 AND e.test = 0 AND e.event_time >= ?2 AND (e.em_hash = ?3 OR t.user_id = ?4)
           AND (json_array_length(?5) = 0 OR e.event_name IN (SELECT value FROM json_each(?5)))
         ORDER BY e.event_time DESC LIMIT 1`,
      )
      .bind(a.advertiser_id, since, hash, person.id, JSON.stringify(names))
      .first<{ event_name: string; event_time: number }>();
    return e
      ? { qualifies: true, reason: "VISITED", at: e.event_time, details: [e.event_name] }
      : { qualifies: false, reason: "NOT_VISITED", at: null, details: names };
  }
  if (a.kind === "engagement") {
    const actions = a.rule.actions ?? [];
    const save = actions.includes("save")
      ? await db
          .prepare(
            `SELECT o.title, p.created_at AS at FROM pins p JOIN pins o ON o.id = p.repin_of_id
             WHERE p.pinner_id = ?1 AND p.created_at >= ?2 AND o.pinner_id = (SELECT owner_user_id FROM advertisers WHERE id = ?3)
             ORDER BY p.created_at DESC LIMIT 1`,
          )
          .bind(person.id, since, a.advertiser_id)
          .first<{ title: string; at: number }>()
      : null;
    if (save) return { qualifies: true, reason: "SAVED", at: save.at, details: [save.title] };
    const click = actions.includes("click")
      ? await db
          .prepare(
            `SELECT t.touched_at AS at, c.name FROM ad_touches t JOIN campaigns c ON c.id = t.campaign_id
             WHERE t.user_id = ?1 AND t.advertiser_id = ?2 AND t.kind = 'click' AND t.touched_at >= ?3 ORDER BY t.touched_at DESC LIMIT 1`,
          )
          .bind(person.id, a.advertiser_id, since)
          .first<{ at: number; name: string }>()
      : null;
    if (click) return { qualifies: true, reason: "CLICKED", at: click.at, details: [click.name] };
    return { qualifies: false, reason: "NOT_ENGAGED", at: null, details: actions };
  }
  const inSeed = await db
    .prepare("SELECT 1 AS x FROM audience_members WHERE audience_id = ? AND user_id = ?")
    .bind(a.seed_audience_id, person.id)
    .first();
  if (inSeed) return { qualifies: false, reason: "IN_SEED", at: null, details: [] };
  const { results } = await db
    .prepare("SELECT title, description FROM pins WHERE pinner_id = ? ORDER BY id DESC LIMIT ?")
    .bind(person.id, VIEWER_INTEREST_PINS)
    .all<{ title: string; description: string }>();
  const theirs = interestsOf(results.map((p) => `${p.title} ${p.description}`).join(" "));
  const wanted = a.rule.interests ?? [];
  const shared = wanted.filter((i) => theirs.has(i as never));
  return shared.length > 0
    ? { qualifies: true, reason: "SHARES_INTERESTS", at: null, details: shared }
    : { qualifies: false, reason: "NO_SHARED_INTERESTS", at: null, details: wanted };
}

export async function audienceDebug(
  db: D1Database,
  input: { advertiserId: number; viewerId: string; username: string | undefined; now: number },
): Promise<AudienceDebug> {
  const viewers = await testViewers(db, input.advertiserId, input.viewerId);
  const list = viewers.map((v) => ({ username: v.username, name: v.name }));
  if (!input.username) return { viewers: list, viewer: null, audiences: [] };
  const person = viewers.find((v) => v.username.toLowerCase() === input.username!.toLowerCase());
  if (!person) throw new ApiError("AUDIENCE_VIEWER_NOT_FOUND", { data: { field: "username" } });
  const [audiences, memberOf] = await db.batch([
    db
      .prepare("SELECT id, advertiser_id, name, kind, rule, seed_audience_id, size FROM audiences WHERE advertiser_id = ? ORDER BY id DESC")
      .bind(input.advertiserId),
    db
      .prepare(
        "SELECT m.audience_id FROM audience_members m JOIN audiences a ON a.id = m.audience_id WHERE m.user_id = ? AND a.advertiser_id = ?",
      )
      .bind(person.id, input.advertiserId),
  ]);
  const members = new Set((memberOf!.results as { audience_id: number }[]).map((r) => r.audience_id));
  const hash = person.email ? await emailHash(person.email) : null;
  const rows = audiences!.results as {
    id: number;
    advertiser_id: number;
    name: string;
    kind: string;
    rule: string;
    seed_audience_id: number | null;
    size: number;
  }[];
  return {
    viewers: list,
    viewer: { username: person.username, name: person.name },
    audiences: await Promise.all(
      rows.map(async (r) => {
        const v = await judge(db, { ...r, rule: JSON.parse(r.rule) as AudienceRule }, person, hash, input.now);
        return {
          id: String(r.id),
          name: r.name,
          kind: r.kind as AudienceDebug["audiences"][number]["kind"],
          status: audienceStatus(r.size),
          member: members.has(r.id),
          qualifies: v.qualifies,
          reason: v.reason,
          at: iso(v.at),
          details: v.details.slice(0, 10),
        };
      }),
    ),
  };
}
