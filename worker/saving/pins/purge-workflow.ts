/**
 * Why: a deleted Pin's image must go once its Undo can no longer bring it back, even if the
 * Worker that took the delete is gone by then: a Cloudflare Workflow (durable sleep, retried
 * steps; Miniflare runs it locally and in the tests) per delete, started by delete-pin.ts.
 */
import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from "cloudflare:workers";
import { PIN_RESTORE_WINDOW_SECONDS } from "~common/saving/pins";
import { imageObjectKeys } from "../images";

/** Seconds after the window before the purge runs: an Undo sent at its last second still lands first. */
const PURGE_MARGIN_SECONDS = 2;

export interface PinPurgeParams {
  pinId: number;
  /** The delete's token (pins_trash.token): a later delete of the same id, after an Undo, is its own. */
  token: string;
}

export class PinPurge extends WorkflowEntrypoint<Env, PinPurgeParams> {
  override async run(event: Readonly<WorkflowEvent<PinPurgeParams>>, step: WorkflowStep): Promise<void> {
    const { pinId, token } = event.payload;
    await step.sleep("the restore window", (PIN_RESTORE_WINDOW_SECONDS + PURGE_MARGIN_SECONDS) * 1000);
    const imageId = await step.do("remove the trash row", () => removeTrashRow(this.env.DB, pinId, token));
    if (imageId === null) return;
    const image = await step.do("remove the image if unused", () => removeUnusedImage(this.env.DB, imageId));
    if (image === null) return;
    await step.do("remove the image's files", () => removeImageFiles(this.env.IMAGES, image));
  }
}

/**
 * Starts the purge of one delete (its instance id names the delete, so a retried start is refused, not doubled).
 *
 * @example
 * await startPinPurge(env, 101, token);
 */
export async function startPinPurge(env: Env, pinId: number, token: string): Promise<void> {
  await env.PIN_PURGE.create({ id: `pin-${pinId}-${token}`, params: { pinId, token } });
}

/**
 * The purge of one delete, after its window, in three steps each safe to run again (the Workflow
 * retries a step that failed, and keeps what a finished one answered): the trash row (unless
 * restored); the image's row, when no Pin, nor another deleted one, still uses it (repins share
 * their source's image); then that image's R2 files.
 *
 * @example
 * const imageId = await removeTrashRow(env.DB, 101, token);
 * const image = imageId === null ? null : await removeUnusedImage(env.DB, imageId);
 * if (image) await removeImageFiles(env.IMAGES, image);
 */
export async function removeTrashRow(db: D1Database, pinId: number, token: string): Promise<number | null> {
  const row = await db
    .prepare("DELETE FROM pins_trash WHERE id = ? AND token = ? RETURNING image_id")
    .bind(pinId, token)
    .first<{ image_id: number }>();
  return row?.image_id ?? null;
}

export interface RemovedImage {
  key: string;
  original_ext: string;
}

export const removeUnusedImage = (db: D1Database, imageId: number): Promise<RemovedImage | null> =>
  db
    .prepare(
      `DELETE FROM images WHERE id = ?1 AND NOT EXISTS (SELECT 1 FROM pins WHERE image_id = ?1)
         AND NOT EXISTS (SELECT 1 FROM pins_trash WHERE image_id = ?1)
         AND NOT EXISTS (SELECT 1 FROM users WHERE avatar_image_id = ?1)
       RETURNING key, original_ext`,
    )
    .bind(imageId)
    .first<RemovedImage>();

export const removeImageFiles = (bucket: R2Bucket, image: RemovedImage): Promise<void> => bucket.delete(imageObjectKeys(image));
