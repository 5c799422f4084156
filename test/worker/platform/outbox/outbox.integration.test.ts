/**
 * The outbox (docs/decisions/048-outbox.md; worker/platform/outbox/): a row is written with its
 * change or not at all; the OUTBOX queue's consumer sends it and marks it sent; a forced failure
 * (OUTBOX_TEST_FAILED_ATTEMPTS) is delivered by the retry; a message delivered twice, or a crash
 * between the send and the mark, shows one email; the sweep sends a row whose queue send was lost;
 * the last allowed failure marks the row failed.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { OUTBOX_MAX_ATTEMPTS, outboxEmail, type OutboxRow } from "~worker/platform/outbox";
import { expectOk } from "../../../support/api-client";
import { createAccount } from "../../../support/auth-fixtures";
import { mailTo, type StoredMail } from "../../../support/mailbox";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

const message = (to: string, subject = "Hello from the outbox") => ({ to, subject, text: `${subject}\n`, html: `<p>${subject}</p>` });

async function outboxRow(worker: RunningWorker, id: string): Promise<OutboxRow | null> {
  return (await worker.env()).DB.prepare("SELECT * FROM outbox WHERE id = ?").bind(id).first<OutboxRow>();
}

async function mailFor(worker: RunningWorker, outboxId: string): Promise<StoredMail[]> {
  const { results } = await (await worker.env()).DB.prepare("SELECT * FROM mailbox WHERE outbox_id = ?").bind(outboxId).all<StoredMail>();
  return results;
}

/** Waits (up to `timeout` ms) until the row is in `state`, and returns it. */
async function settled(worker: RunningWorker, id: string, state: OutboxRow["state"], timeout = 8_000): Promise<OutboxRow> {
  await expect.poll(async () => (await outboxRow(worker, id))?.state, { timeout, interval: 100 }).toBe(state);
  return (await outboxRow(worker, id))!;
}

/** A row written straight to D1, as a batch would, with no queue send (a lost one). */
async function writeRow(worker: RunningWorker, to: string, fields: { attempts?: number; nextAttemptAt?: number } = {}): Promise<string> {
  const env = await worker.env();
  const mail = outboxEmail(env.DB, "sign_in_alert", message(to), worker.url.origin);
  await mail.statement.run();
  await env.DB.prepare("UPDATE outbox SET attempts = ?, next_attempt_at = ? WHERE id = ?")
    .bind(fields.attempts ?? 0, fields.nextAttemptAt ?? Date.now() + 120_000, mail.id)
    .run();
  return mail.id;
}

const send = async (worker: RunningWorker, id: string) => (await worker.env()).OUTBOX.send({ id });

describe("written with its change", () => {
  let worker: RunningWorker;
  beforeAll(async () => {
    worker = await startWorker();
  });
  afterAll(() => worker?.close());

  test("a batch that fails leaves no outbox row; one that lands leaves one, pending", async () => {
    const env = await worker.env();
    const failing = outboxEmail(env.DB, "board_invite", message("nobody@example.com"), worker.url.origin);
    // An invite of nobody breaks board_invites' CHECK: the whole batch, the outbox row with it, is undone.
    const broken = env.DB.prepare("INSERT INTO board_invites (board_id, inviter_id, token_hash, created_at) VALUES (1, 'x', 'h', 0)");
    await expect(env.DB.batch([failing.statement, broken])).rejects.toThrow();
    expect(await outboxRow(worker, failing.id)).toBeNull();

    const landing = outboxEmail(env.DB, "board_invite", message("somebody@example.com"), worker.url.origin);
    await env.DB.batch([landing.statement]);
    expect(await outboxRow(worker, landing.id)).toMatchObject({ kind: "board_invite", state: "pending", attempts: 0 });
  });

  test("a condition false inside the batch writes no row", async () => {
    const env = await worker.env();
    const mail = outboxEmail(env.DB, "board_invite", message("cond@example.com"), worker.url.origin, {
      onlyIf: { sql: "EXISTS (SELECT 1 FROM board_invites WHERE token_hash = ?)", params: ["no-such-hash"] },
    });
    await env.DB.batch([mail.statement]);
    expect(await outboxRow(worker, mail.id)).toBeNull();
  });

  test("a reset email: its row is sent once, and the mailbox holds it under the row's id", async () => {
    const account = await createAccount(worker);
    expectOk(await account.client.post("/v3/users/forgot_password/", { username_or_email: account.email }));
    const env = await worker.env();
    await expect
      .poll(
        async () =>
          (await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'password_reset' AND state = 'sent'").first<{
            n: number;
          }>())!.n,
        { timeout: 5_000, interval: 100 },
      )
      .toBeGreaterThanOrEqual(1);
    const [mail] = await mailTo(worker, account.email).then((all) => all.filter((m) => /reset/i.test(m.subject)));
    const row = await outboxRow(worker, (mail as StoredMail & { outbox_id: string }).outbox_id);
    expect(row).toMatchObject({ kind: "password_reset", state: "sent", attempts: 1 });
    expect(row!.sent_at).toBeGreaterThan(0);
  });

  test("a message delivered twice, or again after a lost 'sent' mark, shows one email", async () => {
    const to = "twice@example.com";
    const id = await writeRow(worker, to);
    await send(worker, id);
    await send(worker, id);
    await settled(worker, id, "sent");
    // A crash between the send and the mark: the row is pending again, and its message comes back.
    await (await worker.env()).DB.prepare("UPDATE outbox SET state = 'pending', sent_at = NULL WHERE id = ?").bind(id).run();
    await send(worker, id);
    const again = await settled(worker, id, "sent");
    expect(again.attempts).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await mailFor(worker, id)).toHaveLength(1);
    expect(await mailTo(worker, to)).toHaveLength(1);
  });

  test("the sweep sends a pending row whose queue send was lost, and leaves one not yet due", async () => {
    const lost = await writeRow(worker, "lost@example.com", { nextAttemptAt: Date.now() - 1_000 });
    const notDue = await writeRow(worker, "later@example.com", { nextAttemptAt: Date.now() + 120_000 });
    await worker.scheduled();
    await settled(worker, lost, "sent");
    expect(await mailFor(worker, lost)).toHaveLength(1);
    expect(await outboxRow(worker, notDue)).toMatchObject({ state: "pending", attempts: 0 });
    // Once past its time the sweep sends it too.
    await worker.scheduled(Date.now() + 121_000);
    await settled(worker, notDue, "sent");
  });
});

describe("a send that fails (OUTBOX_TEST_FAILED_ATTEMPTS)", () => {
  let flaky: RunningWorker;
  let broken: RunningWorker;
  beforeAll(async () => {
    [flaky, broken] = await Promise.all([
      startWorker({ OUTBOX_TEST_FAILED_ATTEMPTS: "2" }),
      startWorker({ OUTBOX_TEST_FAILED_ATTEMPTS: String(OUTBOX_MAX_ATTEMPTS) }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([flaky?.close(), broken?.close()]);
  });

  test("is delivered by the retry (1 s, then 3 s later), once", async () => {
    const account = await createAccount(flaky);
    expectOk(await account.client.post("/v3/users/forgot_password/", { username_or_email: account.email }));
    const env = await flaky.env();
    let id = "";
    await expect
      .poll(
        async () => (id = (await env.DB.prepare("SELECT id FROM outbox WHERE kind = 'password_reset'").first<{ id: string }>())?.id ?? ""),
        {
          timeout: 5_000,
        },
      )
      .not.toBe("");
    const row = await settled(flaky, id, "sent", 15_000);
    expect(row.attempts).toBe(3);
    expect(row.last_error).toMatch(/OUTBOX_TEST_FAILED_ATTEMPTS/);
    expect(await mailFor(flaky, id)).toHaveLength(1);
    expect((await mailTo(flaky, account.email)).filter((m) => /reset/i.test(m.subject))).toHaveLength(1);
  });

  test("the last allowed attempt's failure marks the row failed, and nothing is sent", async () => {
    const id = await writeRow(broken, "never@example.com", { attempts: OUTBOX_MAX_ATTEMPTS - 1 });
    await send(broken, id);
    const row = await settled(broken, id, "failed");
    expect(row.attempts).toBe(OUTBOX_MAX_ATTEMPTS);
    expect(await mailFor(broken, id)).toHaveLength(0);
    // A failed row is not the sweep's.
    await broken.scheduled(Date.now() + 3_600_000);
    expect((await outboxRow(broken, id))!.state).toBe("failed");
  });
});
