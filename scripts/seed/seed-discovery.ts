/**
 * The discovery part of the local seed (after scripts/seed/seed-saving.ts): the creator card's
 * examples on the seeded content — Ana Costa and Maya Reyes get the verified badge, and two of
 * Ana's Pins a paid partnership with Maya Reyes, one whose partner is named (status 1) and one
 * whose is not (status 2, business.md §3) — so /pin/{id} shows each. The search index
 * needs nothing here: migration 0021's triggers index the seeded Pins as they are written.
 * Idempotent: every statement leaves what is already there.
 */
import { localPlatform } from "./local-platform";

/** The statements, in one batch (exported for the seed's test). */
export const DISCOVERY_SEED_SQL = [
  "UPDATE users SET verified = 1 WHERE id IN ('seed-ana', 'seed-maya') AND verified = 0",
  `INSERT OR IGNORE INTO pin_sponsorships (pin_id, sponsor_id, status, campaign_id, created_at)
   SELECT p.id, 'seed-maya', CASE WHEN rank = 1 THEN 1 ELSE 2 END, 1, unixepoch()
   FROM (SELECT p.id, row_number() OVER (ORDER BY p.id) AS rank FROM pins p JOIN boards b ON b.id = p.board_id
         WHERE p.pinner_id = 'seed-ana' AND p.repin_of_id IS NULL AND b.privacy = 'public') p
   WHERE rank <= 2 AND EXISTS (SELECT 1 FROM users WHERE id = 'seed-maya')
     AND NOT EXISTS (SELECT 1 FROM pin_sponsorships WHERE sponsor_id = 'seed-maya')`,
] as const;

/**
 * Applies the discovery examples to the local state at `persistPath` (default .wrangler/state/v3).
 *
 * @example
 * await seedDiscovery();
 */
export async function seedDiscovery(persistPath?: string): Promise<void> {
  const platform = await localPlatform(persistPath);
  try {
    const db = platform.env.DB;
    await db.batch(DISCOVERY_SEED_SQL.map((sql) => db.prepare(sql)));
  } finally {
    await platform.dispose();
  }
}
