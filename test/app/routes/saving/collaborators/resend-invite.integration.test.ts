/**
 * The board page's pending invites (app/routes/saving/collaborators/board-people.tsx) and their
 * Re-send form (POST /resources/collaborators, intent "resend"): the owner sees each invite with
 * its button, nobody else does; without JavaScript the form re-sends and comes back to the board,
 * and too soon it comes back with nothing sent.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { BoardInvite } from "~common/saving/collaborators/schemas";
import { INVITE_RESEND_SECONDS } from "~common/saving/constants";
import { type ApiClient, expectOk, fetchText } from "../../../../support/api-client";
import { mailTo, waitForMail } from "../../../../support/mailbox";
import { createBoard, createPinner, type Pinner } from "../../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../../support/worker-harness";

let worker: RunningWorker;
let owner: Pinner;
let other: Pinner;
beforeAll(async () => {
  worker = await startWorker();
  [owner, other] = await Promise.all([createPinner(worker, "Ines"), createPinner(worker, "Igor")]);
});
afterAll(() => worker?.close());

const page = (client: ApiClient, path: string) =>
  fetchText(worker, path, { method: "GET", redirect: "manual", headers: { cookie: client.jar.header()! } });
const post = (client: ApiClient, form: [string, string][]) =>
  fetchText(worker, "/resources/collaborators", {
    method: "POST",
    redirect: "manual",
    headers: { cookie: client.jar.header()!, "content-type": "application/x-www-form-urlencoded", origin: worker.url.origin },
    body: new URLSearchParams(form).toString(),
  });

test("the owner's board page lists the pending invite with Re-send; the form re-sends once a minute and comes back", async () => {
  const board = await createBoard(owner.client, { name: "Garden" });
  const address = `garden-${Date.now()}@example.com`;
  const invites = expectOk(await owner.client.post<BoardInvite[]>(`/v3/boards/${board.id}/invites/`, { emails: [address] }));
  const invite = invites.find((i) => i.email === address)!;
  await waitForMail(worker, address);

  const mine = await page(owner.client, board.url);
  expect(mine.res.status).toBe(200);
  expect(mine.text).toContain(`Re-send the invite to ${address}`);
  const theirs = await page(other.client, board.url);
  expect(theirs.text).not.toContain("Re-send the invite");

  const form: [string, string][] = [
    ["intent", "resend"],
    ["board_id", board.id],
    ["invite_id", invite.id],
    ["next", board.url],
  ];
  // Too soon: back to the board, nothing sent.
  const early = await post(owner.client, form);
  expect(early.res.status).toBe(302);
  expect(early.res.headers.get("location")).toBe(board.url);
  await new Promise((r) => setTimeout(r, 1_500));
  expect(await mailTo(worker, address)).toHaveLength(1);

  await (
    await worker.env()
  ).DB.prepare("UPDATE board_invites SET created_at = created_at - ? WHERE id = ?")
    .bind(INVITE_RESEND_SECONDS + 1, Number(invite.id))
    .run();
  const sent = await post(owner.client, form);
  expect(sent.res.status).toBe(302);
  expect(sent.res.headers.get("location")).toBe(board.url);
  await waitForMail(worker, address, 2);
  // Another pinner's form does nothing.
  await post(other.client, form);
  await new Promise((r) => setTimeout(r, 1_500));
  expect(await mailTo(worker, address)).toHaveLength(2);
});
