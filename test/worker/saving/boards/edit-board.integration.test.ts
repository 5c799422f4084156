/**
 * Editing a board (issue 34 item 2; PATCH /v3/boards/{id}/, worker/saving/boards/edit-board.ts):
 * who may change what (owner everything, collaborator the description, anyone else 404 or 403,
 * a visitor 401), a rename's new path segment with the old one still answering the board, a
 * board made secret gone at once from everyone else's feed, search, profile lists and reads
 * (after they had read them, so a kept answer would show), the cover choice, archiving (out of the
 * picker, last on the profile), and delete waiting for a running move.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Board } from "~common/saving/schemas";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { createBoard, createPin, createPinner, dbValue, type Page, type Pinner } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
let ana: Pinner;
let ben: Pinner;
let cy: Pinner;
let visitor: ApiClient;
beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" });
  [ana, ben, cy] = await Promise.all([createPinner(worker, "Ana"), createPinner(worker, "Ben"), createPinner(worker, "Cy")]);
  visitor = new ApiClient(worker);
});
afterAll(() => worker?.close());

const patch = (p: Pinner | ApiClient, id: string, body: unknown) => ("client" in p ? p.client : p).patch<Board>(`/v3/boards/${id}/`, body);
const bySlug = (client: ApiClient, username: string, slug: string) => client.get<Board>(`/v3/users/${username}/boards/${slug}/`);

async function sharedWithBen(name: string) {
  const board = await createBoard(ana.client, { name, description: "Before" });
  expectOk(await ana.client.post(`/v3/boards/${board.id}/invites/`, { user_ids: [ben.profile.id] }));
  expectOk(await ben.client.post(`/v3/boards/${board.id}/invites/${ben.profile.id}/accept/`, {}));
  return board;
}

describe("PATCH /v3/boards/{id}/: who may", () => {
  test("the owner changes every field; the answer is the board as it is now", async () => {
    const board = await createBoard(ana.client, { name: "Kitchen" });
    const first = await createPin(ana.client, board.id);
    await createPin(ana.client, board.id);
    const after = expectOk(
      await patch(ana, board.id, { name: " Kitchen ideas ", description: " Warm ", privacy: "secret", cover_pin_id: first.id }),
    );
    expect(after).toMatchObject({ name: "Kitchen ideas", slug: "kitchen-ideas", description: "Warm", privacy: "secret" });
    expect(after.url).toBe(`/${ana.user.username}/kitchen-ideas/`);
    expect(after.cover_images?.["236x"].url).toBe(first.images["236x"].url);
  });

  test("a collaborator changes the description only; anyone else gets 404 (secret) or 403; a visitor 401", async () => {
    const board = await sharedWithBen("Shared kitchen");
    expect(expectOk(await patch(ben, board.id, { description: "Ben's words" })).description).toBe("Ben's words");
    for (const [field, value] of [
      ["name", "Ben's now"],
      ["privacy", "secret"],
      ["archived", true],
    ] as const) {
      expectApiError(await patch(ben, board.id, { [field]: value }), "NOT_BOARD_OWNER", { field });
    }
    // A mixed change is refused whole: the description did not change either.
    expectApiError(await patch(ben, board.id, { description: "sneaky", name: "x" }), "NOT_BOARD_OWNER", { field: "name" });
    expect(expectOk(await ana.client.get<Board>(`/v3/boards/${board.id}/`)).description).toBe("Ben's words");
    expectApiError(await patch(cy, board.id, { description: "Cy" }), "NOT_BOARD_OWNER");
    expectApiError(await patch(visitor, board.id, { description: "anon" }), "AUTH_REQUIRED");
    const secret = await createBoard(ana.client, { name: "Hidden kitchen", privacy: "secret" });
    expectApiError(await patch(cy, secret.id, { description: "Cy" }), "BOARD_NOT_FOUND");
    expectApiError(await patch(ana, "999999999", { description: "none" }), "BOARD_NOT_FOUND");
  });

  test("bad input: nothing to change, unknown fields, a bad name, a cover from another board, a protected board's privacy", async () => {
    const board = await createBoard(ana.client, { name: "Strict edits" });
    await createBoard(ana.client, { name: "Taken name" });
    expectApiError(await patch(ana, board.id, {}), "BAD_REQUEST");
    expectApiError(await patch(ana, board.id, { owner_id: ben.profile.id }), "BAD_REQUEST");
    expectApiError(await patch(ana, board.id, { privacy: "protected" }), "BAD_REQUEST", { field: "privacy" });
    expectApiError(await patch(ana, board.id, { name: "  " }), "BOARD_NAME_MISSING", { field: "name" });
    expectApiError(await patch(ana, board.id, { name: "n".repeat(51) }), "BOARD_NAME_TOO_LONG", { field: "name" });
    expectApiError(await patch(ana, board.id, { name: "TAKEN name" }), "BOARD_NAME_TAKEN", { field: "name" });
    expectApiError(await patch(ana, board.id, { description: "\u202eevil" }), "BAD_REQUEST", { field: "description" });
    const elsewhere = await createPin(ana.client, (await createBoard(ana.client, { name: "Other cover" })).id);
    expectApiError(await patch(ana, board.id, { cover_pin_id: elsewhere.id }), "BOARD_COVER_NOT_ON_BOARD", { field: "cover_pin_id" });
    await (await worker.env()).DB.prepare("UPDATE boards SET privacy = 'protected' WHERE id = ?").bind(Number(board.id)).run();
    expectApiError(await patch(ana, board.id, { privacy: "public" }), "BOARD_PRIVACY_PROTECTED", { field: "privacy" });
    // A protected board's name may still change.
    expect(expectOk(await patch(ana, board.id, { name: "Ad board" })).privacy).toBe("protected");
  });
});

describe("a rename", () => {
  test("the slug follows; the old path answers the board (its slug the new one); a new board may take the old slug back", async () => {
    const board = await createBoard(ana.client, { name: "Old name" });
    expectOk(await patch(ana, board.id, { name: "New name" }));
    expect(expectOk(await bySlug(visitor, ana.user.username, "old-name"))).toMatchObject({ id: board.id, slug: "new-name" });
    expect(expectOk(await bySlug(visitor, ana.user.username, "new-name")).id).toBe(board.id);
    // Renamed twice: both old paths answer.
    expectOk(await patch(ana, board.id, { name: "Third name" }));
    for (const slug of ["old-name", "new-name", "third-name"])
      expect(expectOk(await bySlug(visitor, ana.user.username, slug)).slug).toBe("third-name");
    // Back to an old name: that segment is live again, no redirect loop.
    expectOk(await patch(ana, board.id, { name: "Old name" }));
    expect(expectOk(await bySlug(visitor, ana.user.username, "third-name")).slug).toBe("old-name");
    expect(
      await dbValue<number>(
        worker,
        "SELECT COUNT(*) AS v FROM board_slug_redirects WHERE old_slug = 'old-name' AND board_id = ?",
        Number(board.id),
      ),
    ).toBe(0);
    // A live board with an old segment wins over the redirect.
    const other = await createBoard(ana.client, { name: "New name" });
    expect(expectOk(await bySlug(visitor, ana.user.username, "new-name")).id).toBe(other.id);
    // Only the owner's own paths: another user's username with the slug is a 404.
    expectApiError(await bySlug(visitor, ben.user.username, "third-name"), "BOARD_NOT_FOUND");
  });

  test("an old path of a board made secret is a 404 to others; at most 20 old paths are kept", async () => {
    const board = await createBoard(ana.client, { name: "Often renamed" });
    for (let i = 1; i <= 22; i++) expectOk(await patch(ana, board.id, { name: `Often renamed ${i}` }));
    expect(await dbValue<number>(worker, "SELECT COUNT(*) AS v FROM board_slug_redirects WHERE board_id = ?", Number(board.id))).toBe(20);
    expect(expectOk(await bySlug(visitor, ana.user.username, "often-renamed-21")).slug).toBe("often-renamed-22");
    expectApiError(await bySlug(visitor, ana.user.username, "often-renamed"), "BOARD_NOT_FOUND");
    expectOk(await patch(ana, board.id, { privacy: "secret" }));
    expectApiError(await bySlug(visitor, ana.user.username, "often-renamed-21"), "BOARD_NOT_FOUND");
    expect(expectOk(await bySlug(ana.client, ana.user.username, "often-renamed-21")).id).toBe(board.id);
  });
});

describe("made secret: invisible to others at once", () => {
  test("feed, search, profile list, board and Pin reads — after they were read (and kept) while public; back when public again", async () => {
    const word = `zanzibarquill${Date.now()}`;
    const board = await sharedWithBen(`Public for now ${word}`);
    const pin = await createPin(ana.client, board.id, { title: `A ${word} lamp` });
    const feedIds = async (c: ApiClient) =>
      expectOk(await c.get<Page<{ id: string }>>("/v3/feeds/home/?page_size=100")).items.map((p) => p.id);
    const searchIds = async (c: ApiClient) =>
      expectOk(await c.get<Page<{ id: string }>>(`/v3/search/pins/?query=${word}`)).items.map((p) => p.id);
    const listed = async (c: ApiClient) =>
      expectOk(await c.get<Page<Board>>(`/v3/users/${ana.user.username}/boards/?page_size=100`)).items.map((b) => b.id);
    for (const c of [visitor, cy.client]) {
      expect(await feedIds(c)).toContain(pin.id);
      expect(await searchIds(c)).toContain(pin.id);
      expect(await listed(c)).toContain(board.id);
    }
    expectOk(await patch(ana, board.id, { privacy: "secret" }));
    for (const c of [visitor, cy.client]) {
      expect(await feedIds(c)).not.toContain(pin.id);
      expect(await searchIds(c)).not.toContain(pin.id);
      expect(await listed(c)).not.toContain(board.id);
      expectApiError(await c.get(`/v3/boards/${board.id}/`), "BOARD_NOT_FOUND");
      expectApiError(await c.get(`/v3/boards/${board.id}/pins/`), "BOARD_NOT_FOUND");
      expectApiError(await c.get(`/v3/pins/${pin.id}/`), "PIN_NOT_FOUND");
    }
    // Its owner and its collaborator still see it.
    for (const p of [ana, ben]) {
      expect(expectOk(await p.client.get<Board>(`/v3/boards/${board.id}/`)).privacy).toBe("secret");
      expect(await listed(p.client)).toContain(board.id);
    }
    expectOk(await patch(ana, board.id, { privacy: "public" }));
    expect(await feedIds(visitor)).toContain(pin.id);
    expect(await listed(visitor)).toContain(board.id);
  });
});

describe("archive", () => {
  test("archived: archived_by_me_at set (kept when archived again), out of the picker, last on the profile; unarchived back", async () => {
    const pinner = await createPinner(worker, "Archie");
    const attic = await createBoard(pinner.client, { name: "Attic" });
    await createBoard(pinner.client, { name: "Basement" });
    const archived = expectOk(await patch(pinner, attic.id, { archived: true }));
    expect(archived.archived_by_me_at).not.toBeNull();
    expect(expectOk(await patch(pinner, attic.id, { archived: true })).archived_by_me_at).toBe(archived.archived_by_me_at);
    const picker = expectOk(await pinner.client.get<{ all_boards: { id: string }[] }>("/v3/board_picker/boards/"));
    expect(picker.all_boards.map((b) => b.id)).not.toContain(attic.id);
    const profile = expectOk(await visitor.get<Page<Board>>(`/v3/users/${pinner.user.username}/boards/?sort=alphabetical`));
    expect(profile.items.map((b) => [b.name, b.archived_by_me_at !== null])).toEqual([
      ["Basement", false],
      ["Attic", true],
    ]);
    expect(expectOk(await patch(pinner, attic.id, { archived: false })).archived_by_me_at).toBeNull();
    const again = expectOk(await pinner.client.get<{ all_boards: { id: string }[] }>("/v3/board_picker/boards/"));
    expect(again.all_boards.map((b) => b.id)).toContain(attic.id);
  });
});

describe("DELETE /v3/boards/{id}/ and a cover choice wait for a running action", () => {
  test("while a move holds the board: 2171, nothing deleted; after it ends the delete goes through", async () => {
    const board = await createBoard(ana.client, { name: "Busy board" });
    const pin = await createPin(ana.client, board.id);
    expectOk(await visitor.put("/v3/dev/board_action/", { board_id: board.id, kind: "move", seconds: 1 }));
    expectApiError(await ana.client.delete(`/v3/boards/${board.id}/`), "BOARD_MOVE_RUNNING");
    expectApiError(await patch(ana, board.id, { cover_pin_id: pin.id }), "BOARD_MOVE_RUNNING");
    // A rename or the description needs no lock.
    expectOk(await patch(ana, board.id, { description: "still editable" }));
    expect(expectOk(await ana.client.get<Board>(`/v3/boards/${board.id}/`)).pin_count).toBe(1);
    await new Promise((r) => setTimeout(r, 1100));
    expectOk(await ana.client.delete(`/v3/boards/${board.id}/`));
    expectApiError(await ana.client.get(`/v3/boards/${board.id}/`), "BOARD_NOT_FOUND");
  });

  test("a delete by someone who may not is refused before it takes the board (a stranger cannot block moves)", async () => {
    const board = await createBoard(ana.client, { name: "Not yours" });
    expectApiError(await cy.client.delete(`/v3/boards/${board.id}/`), "NOT_BOARD_OWNER");
    const env = await worker.env();
    expect(await env.BOARD_ACTIONS.get(env.BOARD_ACTIONS.idFromName(`board:${board.id}`)).running()).toBeNull();
  });
});
