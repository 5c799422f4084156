/**
 * Collaborators and invites (saving.md §3 Share suggestion, §4 invites and collaborators, §6
 * permissions, §7; worker/saving/collaborators/, worker/saving/access.ts): share suggestions,
 * invites by account and by email (emailed to the local mailbox with a link), accept and decline by
 * board and by link, removing and leaving; who may do each; and what a collaborator may then do
 * everywhere — see a secret board (by id, by slug, its Pins and sections, in the owner's board
 * list and the picker) and save to it with exact counts — and what they may not (delete, invite).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { BoardInvite, InvitePreview, ShareSuggestion } from "~common/saving/collaborators/schemas";
import { MAX_INVITES_PER_CALL } from "~common/saving/constants";
import type { Board, BoardPicker } from "~common/saving/schemas";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { waitForMail } from "../../../support/mailbox";
import { allPages, createBoard, createPin, createPinner, createSection, dbValue, type Pinner } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
let visitor: ApiClient;
beforeAll(async () => {
  worker = await startWorker();
  visitor = new ApiClient(worker);
});
afterAll(() => worker?.close());

const invite = (p: Pinner, boardId: string, body: { user_ids?: string[]; emails?: string[] }) =>
  p.client.post<BoardInvite[]>(`/v3/boards/${boardId}/invites/`, body);
const tokenIn = (text: string) => {
  const m = /\/board\/invite\/([A-Za-z0-9_-]{22})\/\?inviter=([A-Za-z0-9_]+)/.exec(text);
  if (!m) throw new Error(`no invite link in:\n${text}`);
  return { token: m[1]!, inviter: m[2]! };
};
const board = (p: Pinner | ApiClient, id: string) => ("client" in p ? p.client : p).get<Board>(`/v3/boards/${id}/`);
const picker = async (p: Pinner) => expectOk(await p.client.get<BoardPicker>("/v3/board_picker/boards/"));

describe("share suggestions", () => {
  let ana: Pinner;
  let ben: Pinner;
  let bea: Pinner;
  beforeAll(async () => {
    [ana, ben, bea] = await Promise.all([createPinner(worker, "Ana"), createPinner(worker, "Benedikt"), createPinner(worker, "Beatrix")]);
    expectOk(await ana.client.post(`/v3/users/${bea.profile.username}/follow/`, {}));
  });

  test("logged out: 401; a query over 100 characters: 400 naming q", async () => {
    expectApiError(await visitor.get("/v3/share_suggestions/?q=ana"), "AUTH_REQUIRED");
    expectApiError(await ana.client.get(`/v3/share_suggestions/?q=${"a".repeat(101)}`), "BAD_REQUEST", { field: "q" });
  });

  test("empty: the accounts the viewer follows, as user_share_suggestion with the §3 fields", async () => {
    const list = expectOk(await ana.client.get<ShareSuggestion[]>("/v3/share_suggestions/"));
    expect(list).toEqual([
      {
        type: "user_share_suggestion",
        id: bea.profile.id,
        full_name: bea.profile.full_name,
        username: bea.profile.username,
        title: bea.profile.full_name,
        image_medium_url: bea.profile.image_medium_url,
        image_large_url: bea.profile.image_medium_url,
      },
    ]);
  });

  test("typed: followed matches first, then other accounts by name or username; never the viewer", async () => {
    const list = expectOk(await ana.client.get<ShareSuggestion[]>("/v3/share_suggestions/?q=Be"));
    expect(list.map((s) => [s.type, s.id])).toEqual([
      ["user_share_suggestion", bea.profile.id],
      ["user", ben.profile.id],
    ]);
    const byUsername = expectOk(
      await ana.client.get<ShareSuggestion[]>(`/v3/share_suggestions/?q=${encodeURIComponent(`@${ben.profile.username}`)}`),
    );
    expect(byUsername.map((s) => s.id)).toEqual([ben.profile.id]);
    const self = expectOk(await ana.client.get<ShareSuggestion[]>(`/v3/share_suggestions/?q=${ana.profile.username}`));
    expect(self.map((s) => s.id)).not.toContain(ana.profile.id);
    // LIKE wildcards are text: "%" matches nobody.
    expect(expectOk(await ana.client.get<ShareSuggestion[]>("/v3/share_suggestions/?q=%25"))).toEqual([]);
  });

  test("an email address: one email entry (whether or not an account has it)", async () => {
    for (const email of [ben.email, "nobody-here@example.com"]) {
      const list = expectOk(await ana.client.get<ShareSuggestion[]>(`/v3/share_suggestions/?q=${encodeURIComponent(email.toUpperCase())}`));
      expect(list).toEqual([
        expect.objectContaining({ type: "email", id: email.toLowerCase(), title: email.toLowerCase(), username: "", full_name: "" }),
      ]);
    }
    expect(
      expectOk(await ana.client.get<ShareSuggestion[]>("/v3/share_suggestions/?q=nobody-here%40")).filter((s) => s.type === "email"),
    ).toEqual([]);
  });
});

describe("inviting: who may, and what is sent", () => {
  let owner: Pinner;
  let other: Pinner;
  let friend: Pinner;
  let boardId: string;
  beforeAll(async () => {
    [owner, other, friend] = await Promise.all([createPinner(worker, "Olga"), createPinner(worker, "Otto"), createPinner(worker, "Fritz")]);
    boardId = (await createBoard(owner.client, { name: "Trip", privacy: "secret" })).id;
  });

  test("logged out 401; another pinner 404 on a secret board, 403 NOT_BOARD_OWNER on a public one; a protected board 403 BOARD_INVITES_NOT_ALLOWED", async () => {
    expectApiError(await visitor.post(`/v3/boards/${boardId}/invites/`, { emails: ["x@example.com"] }), "AUTH_REQUIRED");
    expectApiError(await invite(other, boardId, { emails: ["x@example.com"] }), "BOARD_NOT_FOUND");
    const open = await createBoard(owner.client, { name: "Open" });
    expectApiError(await invite(other, open.id, { emails: ["x@example.com"] }), "NOT_BOARD_OWNER");
    const env = await worker.env();
    await env.DB.prepare("UPDATE boards SET privacy = 'protected' WHERE id = ?").bind(Number(open.id)).run();
    expectApiError(await invite(owner, open.id, { emails: ["x@example.com"] }), "BOARD_INVITES_NOT_ALLOWED");
    expect(
      await dbValue(worker, "SELECT COUNT(*) AS v FROM board_invites WHERE board_id IN (?, ?)", Number(boardId), Number(open.id)),
    ).toBe(0);
  });

  test("bad bodies: 400 naming the field; an unknown account 404 USER_NOT_FOUND; too many at once", async () => {
    expectApiError(await invite(owner, boardId, { emails: ["not-an-email"] }), "BAD_REQUEST", { field: "emails.0" });
    expectApiError(await invite(owner, boardId, { user_ids: ["12"] }), "BAD_REQUEST", { field: "user_ids.0" });
    expectApiError(
      await invite(owner, boardId, { emails: Array.from({ length: MAX_INVITES_PER_CALL + 1 }, (_, i) => `p${i}@example.com`) }),
      "BAD_REQUEST",
      { field: "emails" },
    );
    expectApiError(await invite(owner, boardId, { user_ids: [crypto.randomUUID()] }), "USER_NOT_FOUND", { field: "user_ids" });
  });

  test("by account and by address: pending invites answered, one email each with a link; repeats, the owner and members left out", async () => {
    const stranger = `stranger-${Date.now()}@example.com`;
    const invites = expectOk(
      await invite(owner, boardId, { user_ids: [friend.profile.id, owner.profile.id], emails: [stranger.toUpperCase(), other.email] }),
    );
    expect(invites.map((i) => [i.invited_user?.id ?? null, i.email]).sort()).toEqual(
      [
        [friend.profile.id, null],
        [other.profile.id, null],
        [null, stranger],
      ].sort(),
    );
    expect(invites.every((i) => i.inviter.id === owner.profile.id && i.board.name === "Trip")).toBe(true);
    const [mail] = await waitForMail(worker, stranger);
    expect(mail!.subject).toBe(`${owner.profile.full_name} invited you to the board Trip on Pinboard`);
    expect(tokenIn(mail!.text_body).inviter).toBe(owner.profile.username);
    await waitForMail(worker, friend.email);
    await waitForMail(worker, other.email);
    // The same people again: nothing new, no more email.
    const again = expectOk(await invite(owner, boardId, { user_ids: [friend.profile.id], emails: [stranger, other.email] }));
    expect(again).toHaveLength(3);
    await new Promise((r) => setTimeout(r, 300));
    expect(
      await dbValue(
        worker,
        "SELECT COUNT(*) AS v FROM mailbox WHERE to_address IN (?, ?, ?)",
        stranger,
        friend.email.toLowerCase(),
        other.email.toLowerCase(),
      ),
    ).toBe(3);
  });
});

describe("accepting, declining, removing", () => {
  let owner: Pinner;
  let invitee: Pinner;
  let outsider: Pinner;
  let boardId: string;
  beforeAll(async () => {
    [owner, invitee, outsider] = await Promise.all([
      createPinner(worker, "Mina"),
      createPinner(worker, "Ivo"),
      createPinner(worker, "Xena"),
    ]);
    const b = await createBoard(owner.client, { name: "Shared secret", privacy: "secret" });
    boardId = b.id;
    await createPin(owner.client, boardId, { title: "Owner's pin" });
  });

  test("the invitee lists the invite; only they accept it; then the board is collaborative and theirs to see and save to", async () => {
    expectOk(await invite(owner, boardId, { user_ids: [invitee.profile.id] }));
    const mine = expectOk(await invitee.client.get<BoardInvite[]>("/v3/users/me/board_invites/"));
    expect(mine).toEqual([
      expect.objectContaining({ board: expect.objectContaining({ id: boardId, name: "Shared secret", privacy: "secret" }), email: null }),
    ]);
    expect(mine[0]!.inviter.id).toBe(owner.profile.id);
    // Before accepting the board is still hidden from them; nobody else accepts for them.
    expectApiError(await board(invitee, boardId), "BOARD_NOT_FOUND");
    expectApiError(await outsider.client.post(`/v3/boards/${boardId}/invites/${invitee.profile.id}/accept/`, {}), "INVITE_NOT_FOUND");
    expectApiError(await outsider.client.post(`/v3/boards/${boardId}/invites/${outsider.profile.id}/accept/`, {}), "INVITE_NOT_FOUND");

    const joined = expectOk(await invitee.client.post<Board>(`/v3/boards/${boardId}/invites/${invitee.profile.id}/accept/`, {}));
    expect(joined.is_collaborative).toBe(true);
    expect(joined.collaborating_users).toEqual([
      {
        id: invitee.profile.id,
        username: invitee.profile.username,
        full_name: invitee.profile.full_name,
        image_medium_url: invitee.profile.image_medium_url,
      },
    ]);
    expect(expectOk(await invitee.client.get<BoardInvite[]>("/v3/users/me/board_invites/"))).toEqual([]);

    // Seen everywhere: by id, by slug, its Pins, in the owner's board list and in the picker.
    expectOk(await board(invitee, boardId));
    expectOk(await invitee.client.get(`/v3/users/${owner.profile.username}/boards/shared-secret/`));
    expect(expectOk(await invitee.client.get<{ items: unknown[] }>(`/v3/boards/${boardId}/pins/`)).items).toHaveLength(1);
    const listed = await allPages<Board>(invitee.client, `/v3/users/${owner.profile.username}/boards/`, 25);
    expect(listed.map((b) => b.id)).toContain(boardId);
    expect(expectOk(await invitee.client.get<{ board_count: number }>(`/v3/users/${owner.profile.username}/`)).board_count).toBe(1);
    expect((await picker(invitee)).all_boards.map((b) => b.id)).toContain(boardId);
    // …and in their own board list (§6 "in the board list"), to them; a secret one to nobody else.
    expect((await allPages<Board>(invitee.client, `/v3/users/${invitee.profile.username}/boards/`, 25)).map((b) => b.id)).toContain(
      boardId,
    );
    expect(expectOk(await invitee.client.get<{ board_count: number }>(`/v3/users/${invitee.profile.username}/`)).board_count).toBe(1);
    expect((await allPages<Board>(outsider.client, `/v3/users/${invitee.profile.username}/boards/`, 25)).map((b) => b.id)).not.toContain(
      boardId,
    );
    expect(expectOk(await outsider.client.get<{ board_count: number }>(`/v3/users/${invitee.profile.username}/`)).board_count).toBe(0);
    // Not to the outsider.
    expectApiError(await board(outsider, boardId), "BOARD_NOT_FOUND");
    expect((await allPages<Board>(outsider.client, `/v3/users/${owner.profile.username}/boards/`, 25)).map((b) => b.id)).not.toContain(
      boardId,
    );

    // Save to it, and add a section: counts exact.
    const before = await dbValue<number>(worker, "SELECT pin_count AS v FROM users WHERE id = ?", invitee.profile.id);
    const section = await createSection(invitee.client, boardId, { name: "Ideas" });
    await createPin(invitee.client, boardId, { section: section.id, title: "Invitee's pin" });
    const after = expectOk(await board(owner, boardId));
    expect([after.pin_count, after.section_count]).toEqual([2, 1]);
    expect(await dbValue<number>(worker, "SELECT pin_count AS v FROM users WHERE id = ?", invitee.profile.id)).toBe(before + 1);
    expectApiError(await outsider.client.post("/v3/pins/", { board_id: boardId, image_url: "/i/originals/0.png" }), "BOARD_NOT_FOUND");

    // A collaborator does not delete the board or invite.
    expectApiError(await invitee.client.delete(`/v3/boards/${boardId}/`), "NOT_BOARD_OWNER");
    expectApiError(await invite(invitee, boardId, { user_ids: [outsider.profile.id] }), "NOT_BOARD_OWNER");
  });

  test("declining removes the invite at once; only the invitee or the owner may; a second decline is 404", async () => {
    const b = await createBoard(owner.client, { name: "Decline me" });
    expectOk(await invite(owner, b.id, { user_ids: [outsider.profile.id, invitee.profile.id] }));
    expectApiError(await invitee.client.delete(`/v3/boards/${b.id}/invites/${outsider.profile.id}/`), "INVITE_NOT_FOUND");
    expectOk(await outsider.client.delete(`/v3/boards/${b.id}/invites/${outsider.profile.id}/`));
    expect(expectOk(await outsider.client.get<BoardInvite[]>("/v3/users/me/board_invites/"))).toEqual([]);
    expectApiError(await outsider.client.delete(`/v3/boards/${b.id}/invites/${outsider.profile.id}/`), "INVITE_NOT_FOUND");
    // The owner withdraws the other.
    expectOk(await owner.client.delete(`/v3/boards/${b.id}/invites/${invitee.profile.id}/`));
    expectApiError(await invitee.client.post(`/v3/boards/${b.id}/invites/${invitee.profile.id}/accept/`, {}), "INVITE_NOT_FOUND");
  });

  test("removing: the owner removes anyone, a collaborator only leaves; the flag follows the last one out; Pins stay", async () => {
    const b = await createBoard(owner.client, { name: "Crew" });
    expectOk(await invite(owner, b.id, { user_ids: [invitee.profile.id, outsider.profile.id] }));
    expectOk(await invitee.client.post(`/v3/boards/${b.id}/invites/${invitee.profile.id}/accept/`, {}));
    expectOk(await outsider.client.post(`/v3/boards/${b.id}/invites/${outsider.profile.id}/accept/`, {}));
    await createPin(invitee.client, b.id);
    expectApiError(await invitee.client.delete(`/v3/boards/${b.id}/collaborators/${outsider.profile.id}/`), "NOT_BOARD_OWNER");
    expectApiError(await visitor.delete(`/v3/boards/${b.id}/collaborators/${outsider.profile.id}/`), "AUTH_REQUIRED");
    expectOk(await outsider.client.delete(`/v3/boards/${b.id}/collaborators/${outsider.profile.id}/`));
    expect(expectOk(await board(owner, b.id)).collaborating_users.map((u) => u.id)).toEqual([invitee.profile.id]);
    expectOk(await owner.client.delete(`/v3/boards/${b.id}/collaborators/${invitee.profile.id}/`));
    expectApiError(await owner.client.delete(`/v3/boards/${b.id}/collaborators/${invitee.profile.id}/`), "COLLABORATOR_NOT_FOUND");
    const after = expectOk(await board(owner, b.id));
    expect([after.is_collaborative, after.collaborating_users, after.pin_count]).toEqual([false, [], 1]);
    // No longer a member: saving is refused.
    expectApiError(await invitee.client.post("/v3/pins/", { board_id: b.id, image_url: "/i/originals/0.png" }), "NOT_BOARD_OWNER");
  });
});

describe("invite links", () => {
  let owner: Pinner;
  let newcomer: Pinner;
  let someoneElse: Pinner;
  beforeAll(async () => {
    [owner, newcomer, someoneElse] = await Promise.all([
      createPinner(worker, "Lina"),
      createPinner(worker, "Nico"),
      createPinner(worker, "Sami"),
    ]);
  });

  test("an address's link: previewed by anyone, accepted by whoever is logged in with it, then used up", async () => {
    const b = await createBoard(owner.client, { name: "Link board", privacy: "secret" });
    const address = `link-${Date.now()}@example.com`;
    expectOk(await invite(owner, b.id, { emails: [address] }));
    const { token } = tokenIn((await waitForMail(worker, address))[0]!.text_body);
    const preview = expectOk(await visitor.get<InvitePreview>(`/v3/board_invites/${token}/`));
    expect([preview.board.name, preview.inviter.username]).toEqual(["Link board", owner.profile.username]);
    expectApiError(await visitor.get("/v3/board_invites/short/"), "BAD_REQUEST", { field: "token" });
    expectApiError(await visitor.get(`/v3/board_invites/${"A".repeat(22)}/`), "INVITE_NOT_FOUND");
    expectApiError(await visitor.post(`/v3/board_invites/${token}/accept/`, {}), "AUTH_REQUIRED");
    // The owner following their own link changes nothing.
    expect(expectOk(await owner.client.post<Board>(`/v3/board_invites/${token}/accept/`, {})).is_collaborative).toBe(false);
    const joined = expectOk(await newcomer.client.post<Board>(`/v3/board_invites/${token}/accept/`, {}));
    expect(joined.collaborating_users.map((u) => u.id)).toEqual([newcomer.profile.id]);
    expectApiError(await someoneElse.client.post(`/v3/board_invites/${token}/accept/`, {}), "INVITE_NOT_FOUND");
    expectApiError(await visitor.get(`/v3/board_invites/${token}/`), "INVITE_NOT_FOUND");
  });

  test("an account's link works for that account only; declining by link removes it", async () => {
    const b = await createBoard(owner.client, { name: "Only Nico" });
    expectOk(await invite(owner, b.id, { user_ids: [newcomer.profile.id] }));
    const mails = await waitForMail(worker, newcomer.email);
    const { token } = tokenIn(mails.find((m) => m.subject.includes("Only Nico"))!.text_body);
    expectApiError(await someoneElse.client.post(`/v3/board_invites/${token}/accept/`, {}), "INVITE_NOT_FOUND");
    expectApiError(await someoneElse.client.delete(`/v3/board_invites/${token}/`), "INVITE_NOT_FOUND");
    expectOk(await newcomer.client.delete(`/v3/board_invites/${token}/`));
    expect(expectOk(await newcomer.client.get<BoardInvite[]>("/v3/users/me/board_invites/"))).toEqual([]);
  });
});
