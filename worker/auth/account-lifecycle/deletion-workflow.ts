/**
 * Why: a closed account must be deleted 14 days later even if nobody visits, and a half-done
 * deletion must finish — a Cloudflare Workflow sleeps durably until the due date and retries each
 * step (docs/decisions/042). Every step re-checks that the account is still closed with this due
 * date, so a reopen cancels it even if terminating the instance failed, and a retried step after
 * a success changes nothing.
 */
import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from "cloudflare:workers";
import { outboxIdFor, sendThroughOutbox } from "../../platform/outbox";
import { candidateImageIds, deleteAccountRows, deletionTarget, removeArchives, removeOrphanImages } from "./deletion";
import { lifecycleEmail } from "./emails";

export interface AccountDeletionParams {
  userId: string;
  /** Epoch seconds: users.deletion_due_at when the account was closed. */
  dueAt: number;
  /** The site's origin, for the email's links and its transport (worker/platform/email). */
  origin: string;
}

const RETRIES = { retries: { limit: 10, delay: "30 seconds", backoff: "exponential" }, timeout: "5 minutes" } as const;

export class AccountDeletion extends WorkflowEntrypoint<Env, AccountDeletionParams> {
  override async run(event: Readonly<WorkflowEvent<AccountDeletionParams>>, step: WorkflowStep) {
    const { userId, dueAt, origin } = event.payload;
    await step.sleepUntil("grace", new Date(dueAt * 1000));
    const target = await step.do("read account", RETRIES, () => deletionTarget(this.env.DB, userId, dueAt));
    if (!target) return { deleted: false };
    const images = await step.do("list images", RETRIES, () => candidateImageIds(this.env.DB, userId));
    const deleted = await step.do("delete rows", RETRIES, () =>
      deleteAccountRows(this.env.DB, userId, dueAt, Math.floor(Date.now() / 1000), target.keepsBusinessRecords),
    );
    if (!deleted) return { deleted: false };
    const removed = await step.do("remove images", RETRIES, () => removeOrphanImages(this.env.DB, this.env.IMAGES, images));
    await step.do("remove archives", RETRIES, () => removeArchives(this.env.IMAGES, userId));
    await step.do("email", RETRIES, async () => {
      // One outbox row per deletion, however often this step is retried.
      const message = await lifecycleEmail("deleted", { to: target.email, firstName: target.firstName, origin });
      await sendThroughOutbox(this.env, "account_lifecycle", message, origin, await outboxIdFor(`deleted:${userId}:${dueAt}`));
    });
    return { deleted: true, images: removed };
  }
}
