/**
 * The R2 sweeper (worker/saving/images/sweep.ts; issue 35 part 3; docs/decisions/049): the cron's
 * sweepOrphanImages deletes image objects no `images` row names once they are older than the grace
 * (IMAGE_SWEEP_GRACE_SECONDS, 2 s here), keeps young ones (an upload whose row is still to come),
 * named ones and objects that are not images, and walks the bucket IMAGE_SWEEP_BATCH objects a run
 * with its cursor kept in r2_sweep_state.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { sleep } from "../../../support/api-client";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker({ IMAGE_SWEEP_GRACE_SECONDS: "2", IMAGE_SWEEP_BATCH: "3" });
});
afterAll(() => worker?.close());

const key = (n: number) => n.toString(16).padStart(32, "0");
const BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);

test("an old orphan goes; a young orphan, a named image and a data export stay; the cursor walks the bucket", async () => {
  const env = await worker.env();
  const named = key(0xa1);
  await env.DB.prepare(
    "INSERT INTO images (key, original_ext, width, height, dominant_color, sized, created_at) VALUES (?, 'jpg', 1, 1, '#aabbcc', 0, 0)",
  )
    .bind(named)
    .run();
  const old = [`originals/${key(0xb1)}.jpg`, `variants/236/${key(0xb1)}.webp`, `236x/${key(0xb2)}.webp`];
  const kept = [`originals/${named}.jpg`, `variants/474/${named}.avif`, `exports/${key(0xc1)}.zip`];
  for (const k of [...old, ...kept]) await env.IMAGES.put(k, BYTES);
  await sleep(2500);
  const young = `originals/${key(0xd1)}.png`;
  await env.IMAGES.put(young, BYTES);

  const state = () =>
    env.DB.prepare("SELECT cursor, passes FROM r2_sweep_state WHERE name = 'images'").first<{ cursor: string | null; passes: number }>();
  // 7 objects, 3 a run: the first two runs leave a cursor, the third finishes a pass.
  await worker.scheduled();
  const first = await state();
  expect(first?.cursor).toBeTruthy();
  expect(first?.passes).toBe(0);
  await worker.scheduled();
  const second = await state();
  expect(second?.cursor).toBeTruthy();
  expect(second?.cursor).not.toBe(first?.cursor);
  await worker.scheduled();
  expect(await state()).toEqual({ cursor: null, passes: 1 });

  const left = (await env.IMAGES.list()).objects.map((o) => o.key).sort();
  expect(left).toEqual([...kept, young].sort());
});
