/**
 * The owner's list of a board's pending invites and re-sending an invite's email (issue 35;
 * worker/saving/collaborators/invites.ts, docs/decisions/048-outbox.md): owner only, once a minute
 * per invite (429 INVITE_RESEND_TOO_SOON, code 2180), a new link that replaces the old, one email
 * per re-send through the outbox; and the abuse cases — logged out, another pinner, someone else's
 * invite, an unknown one, two re-sends at once.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { INVITE_RESEND_SECONDS } from "~common/saving/constants";
import type { BoardInvite } from "~common/saving/collaborators/schemas";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { mailTo, waitForMail } from "../../../support/mailbox";
import { createBoard, createPinner, dbValue, type Pinner } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
let visitor: ApiClient;
let owner: Pinner;
let other: Pinner;
let secretId: string;
let publicId: string;
beforeAll(async () => {
  worker = await startWorker();
  visitor = new ApiClient(worker);
  [owner, other] = await Promise.all([createPinner(worker, "Rhea"), createPinner(worker, "Ravi")]);
  [secretId, publicId] = await Promise.all([
    createBoard(owner.client, { name: "Secret plans", privacy: "secret" }).then((b) => b.id),
    createBoard(owner.client, { name: "Open plans" }).then((b) => b.id),
  ]);
});
afterAll(() => worker?.close());

const inviteByEmail = async (boardId: string, email: string): Promise<BoardInvite> => {
  const list = expectOk(await owner.client.post<BoardInvite[]>(`/v3/boards/${boardId}/invites/`, { emails: [email] }));
  return list.find((i) => i.email === email)!;
};
const resend = (client: ApiClient, boardId: string, inviteId: string) =>
  client.post<BoardInvite>(`/v3/boards/${boardId}/invites/${inviteId}/resend/`, {});
/** Moves an invite's last email a minute and a second into the past. */
const age = async (inviteId: string) =>
  (await worker.env()).DB.prepare("UPDATE board_invites SET created_at = created_at - ?1, sent_at = sent_at - ?1 WHERE id = ?2")
    .bind(INVITE_RESEND_SECONDS + 1, Number(inviteId))
    .run();
const tokenIn = (text: string) => /\/board\/invite\/([A-Za-z0-9_-]{22})\//.exec(text)![1]!;

describe("the owner's list of pending invites", () => {
  test("the owner sees each invite with its address; logged out 401; another pinner 404 (secret) or 403 (public)", async () => {
    const address = `list-${Date.now()}@example.com`;
    await inviteByEmail(secretId, address);
    const list = expectOk(await owner.client.get<BoardInvite[]>(`/v3/boards/${secretId}/invites/`));
    expect(list.map((i) => i.email)).toContain(address);
    expectApiError(await visitor.get(`/v3/boards/${secretId}/invites/`), "AUTH_REQUIRED");
    expectApiError(await other.client.get(`/v3/boards/${secretId}/invites/`), "BOARD_NOT_FOUND");
    expectApiError(await other.client.get(`/v3/boards/${publicId}/invites/`), "NOT_BOARD_OWNER");
    expectApiError(await owner.client.get(`/v3/boards/abc/invites/`), "BAD_REQUEST", { field: "id" });
  });
});

describe("re-sending an invite", () => {
  test("too soon after the first email: 429 INVITE_RESEND_TOO_SOON with Retry-After, nothing sent", async () => {
    const address = `soon-${Date.now()}@example.com`;
    const invite = await inviteByEmail(publicId, address);
    await waitForMail(worker, address);
    const refused = await resend(owner.client, publicId, invite.id);
    expectApiError(refused, "INVITE_RESEND_TOO_SOON");
    expect(refused.error!.api_error_code).toBe(2180);
    expect(Number(refused.res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(refused.res.headers.get("Retry-After"))).toBeLessThanOrEqual(INVITE_RESEND_SECONDS);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await mailTo(worker, address)).toHaveLength(1);
  });

  test("after a minute: a second email with a new link; the old link is gone; again at once is too soon", async () => {
    const address = `again-${Date.now()}@example.com`;
    const invite = await inviteByEmail(publicId, address);
    const [first] = await waitForMail(worker, address);
    await age(invite.id);
    const sent = expectOk(await resend(owner.client, publicId, invite.id));
    expect(sent).toMatchObject({ id: invite.id, email: address });
    const mails = await waitForMail(worker, address, 2);
    expect(mails).toHaveLength(2);
    const [oldToken, newToken] = [tokenIn(first!.text_body), tokenIn(mails[0]!.text_body)];
    expect(newToken).not.toBe(oldToken);
    expectApiError(await visitor.get(`/v3/board_invites/${oldToken}/`), "INVITE_NOT_FOUND");
    expectOk(await visitor.get(`/v3/board_invites/${newToken}/`));
    expectApiError(await resend(owner.client, publicId, invite.id), "INVITE_RESEND_TOO_SOON");
    // Each email is its own outbox row, sent once.
    expect(await dbValue(worker, "SELECT COUNT(*) AS v FROM mailbox WHERE to_address = ? AND outbox_id IS NOT NULL", address)).toBe(2);
  });

  test("an invite of an account is re-sent to the account's address", async () => {
    const invitee = await createPinner(worker, "Rosa");
    const list = expectOk(await owner.client.post<BoardInvite[]>(`/v3/boards/${publicId}/invites/`, { user_ids: [invitee.profile.id] }));
    const invite = list.find((i) => i.invited_user?.id === invitee.profile.id)!;
    await waitForMail(worker, invitee.email);
    await age(invite.id);
    expectOk(await resend(owner.client, publicId, invite.id));
    await waitForMail(worker, invitee.email, 2, (m) => m.subject.includes("Open plans"));
  });

  test("two re-sends at once: one is sent, the other is too soon", async () => {
    const address = `race-${Date.now()}@example.com`;
    const invite = await inviteByEmail(publicId, address);
    await waitForMail(worker, address);
    await age(invite.id);
    const answers = await Promise.all([resend(owner.client, publicId, invite.id), resend(owner.client, publicId, invite.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429]);
    await waitForMail(worker, address, 2);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await mailTo(worker, address)).toHaveLength(2);
  });

  test("abuse: logged out 401; another pinner 404 (secret) or 403 (public); someone else's invite or an unknown one 404", async () => {
    const address = `abuse-${Date.now()}@example.com`;
    const onSecret = await inviteByEmail(secretId, address);
    await age(onSecret.id);
    expectApiError(await resend(visitor, secretId, onSecret.id), "AUTH_REQUIRED");
    expectApiError(await resend(other.client, secretId, onSecret.id), "BOARD_NOT_FOUND");
    expectApiError(await resend(other.client, publicId, onSecret.id), "NOT_BOARD_OWNER");
    // Another pinner's own board does not reach the owner's invite.
    const othersBoard = await createBoard(other.client, { name: "Mine" });
    expectApiError(await resend(other.client, othersBoard.id, onSecret.id), "INVITE_NOT_FOUND", { field: "invite_id" });
    // The owner's invite asked through the wrong board of theirs, or one that never was.
    expectApiError(await resend(owner.client, publicId, onSecret.id), "INVITE_NOT_FOUND", { field: "invite_id" });
    expectApiError(await resend(owner.client, secretId, "999999999"), "INVITE_NOT_FOUND", { field: "invite_id" });
    expectApiError(await resend(owner.client, secretId, "0"), "BAD_REQUEST", { field: "invite_id" });
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await mailTo(worker, address)).toHaveLength(1);
  });
});
