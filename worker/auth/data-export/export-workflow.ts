/**
 * Why: an archive takes a while (every row, every original image) and must not be lost halfway —
 * a Cloudflare Workflow builds it with retries, offers it, emails its owner, then removes the file
 * when its link expires (docs/decisions/042). A build that fails after every retry marks the row
 * failed, so the page never shows "preparing" forever.
 */
import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from "cloudflare:workers";
import { DATA_EXPORT_TTL_SECONDS } from "~common/auth/data-export";
import { outboxIdFor, sendThroughOutbox } from "../../platform/outbox";
import { buildArchive } from "./archive";
import { exportReadyEmail } from "./ready-email";
import { markBuilt, markFailed } from "./store";

export interface DataExportParams {
  exportId: string;
  userId: string;
  origin: string;
}

const RETRIES = { retries: { limit: 5, delay: "10 seconds", backoff: "exponential" }, timeout: "10 minutes" } as const;

export const archiveKey = (userId: string, exportId: string) => `exports/${userId}/${exportId}.zip`;

export class DataExport extends WorkflowEntrypoint<Env, DataExportParams> {
  override async run(event: Readonly<WorkflowEvent<DataExportParams>>, step: WorkflowStep) {
    const { exportId, userId, origin } = event.payload;
    const key = archiveKey(userId, exportId);
    let built: { bytes: number; expiresAt: number };
    try {
      built = await step.do("build archive", RETRIES, async () => {
        const now = Math.floor(Date.now() / 1000);
        const { zip, missing } = await buildArchive(this.env.DB, this.env.IMAGES, userId, now);
        await this.env.IMAGES.put(key, zip, { httpMetadata: { contentType: "application/zip" } });
        const expiresAt = now + DATA_EXPORT_TTL_SECONDS;
        await markBuilt(this.env.DB, exportId, { state: missing > 0 ? "too_large" : "ready", key, bytes: zip.byteLength, now, expiresAt });
        return { bytes: zip.byteLength, expiresAt };
      });
    } catch (error) {
      await step.do("mark failed", RETRIES, async () => {
        await markFailed(this.env.DB, exportId);
      });
      throw error;
    }
    await step.do("email", RETRIES, async () => {
      const user = await this.env.DB.prepare("SELECT email, first_name FROM users WHERE id = ?")
        .bind(userId)
        .first<{ email: string; first_name: string }>();
      // One outbox row per export, however often this step is retried.
      if (user)
        await sendThroughOutbox(
          this.env,
          "data_export",
          await exportReadyEmail({ to: user.email, firstName: user.first_name, origin, expiresAt: built.expiresAt }),
          origin,
          await outboxIdFor(`data-export:${exportId}`),
        );
    });
    await step.sleepUntil("link lifetime", new Date(built.expiresAt * 1000));
    await step.do("remove file", RETRIES, async () => {
      await this.env.IMAGES.delete(key);
    });
    return { bytes: built.bytes };
  }
}
