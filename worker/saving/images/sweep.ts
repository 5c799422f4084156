/**
 * Why: an image is written to R2 before its D1 row (an upload, a registered image, a variant made
 * on first view), so a request that dies between the two leaves an object nothing names, forever.
 * The cron job sweepOrphanImages walks the bucket a page per run (IMAGE_SWEEP_BATCH objects, R2's
 * list cursor kept in D1's r2_sweep_state so each run goes on where the last stopped, and starts
 * over after the last page) and deletes the image objects whose key no `images` row holds — only
 * once older than IMAGE_SWEEP_GRACE_SECONDS, since a young one may be an upload whose row is about
 * to be written. Objects that are not images (data exports) are never touched.
 */
import { config } from "../../platform/config";
import type { ScheduledJob } from "../../platform/scheduled";

const SWEEP = "images";

/** originals/{key}.{ext}, {236x|170x}/{key}.webp, variants/{width}/{key}.{format}: the image's 32-hex key. */
const IMAGE_OBJECT = /^(?:originals|\d+x|variants\/\d+)\/([0-9a-f]{32})\.[a-z0-9]+$/;

export const imageKeyOf = (objectKey: string): string | null => IMAGE_OBJECT.exec(objectKey)?.[1] ?? null;

/** One run's page of the bucket: the orphans past the grace deleted, the cursor moved on. */
export async function sweepImagesOnce(env: Env, nowMs: number): Promise<{ listed: number; deleted: string[] }> {
  const { IMAGE_SWEEP_BATCH: limit, IMAGE_SWEEP_GRACE_SECONDS: grace } = config(env);
  const db = env.DB;
  const state = await db.prepare("SELECT cursor FROM r2_sweep_state WHERE name = ?").bind(SWEEP).first<{ cursor: string | null }>();
  const page = await env.IMAGES.list({ limit, ...(state?.cursor ? { cursor: state.cursor } : {}) });
  const candidates = page.objects.filter((o) => imageKeyOf(o.key) !== null && nowMs - o.uploaded.getTime() >= grace * 1000);
  const keys = [...new Set(candidates.map((o) => imageKeyOf(o.key)!))];
  const { results } = keys.length
    ? await db
        .prepare("SELECT key FROM images WHERE key IN (SELECT value FROM json_each(?))")
        .bind(JSON.stringify(keys))
        .all<{ key: string }>()
    : { results: [] };
  const named = new Set(results.map((r) => r.key));
  const deleted = candidates.filter((o) => !named.has(imageKeyOf(o.key)!)).map((o) => o.key);
  if (deleted.length) await env.IMAGES.delete(deleted);
  const next = page.truncated ? page.cursor : null;
  await db
    .prepare(
      `INSERT INTO r2_sweep_state (name, cursor, passes, updated_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (name) DO UPDATE SET cursor = ?2, passes = passes + ?3, updated_at = ?4`,
    )
    .bind(SWEEP, next, next === null ? 1 : 0, Math.floor(nowMs / 1000))
    .run();
  return { listed: page.objects.length, deleted };
}

/** The cron's R2 sweep (worker/index.ts SCHEDULED_JOBS): one bounded page per run. */
export const sweepOrphanImages: ScheduledJob = {
  name: "sweepOrphanImages",
  run: async (env, now) => {
    const { deleted } = await sweepImagesOnce(env, now);
    if (deleted.length) console.info(`sweepOrphanImages: deleted ${deleted.length} unnamed image objects`);
  },
};
