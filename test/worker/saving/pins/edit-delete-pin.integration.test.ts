/**
 * Editing, moving, deleting and restoring a Pin (issue 34 item 1; worker/saving/pins/edit-pin.ts,
 * delete-pin.ts, purge-workflow.ts): the edit's rules (link rule, limits, well-formed text), who may
 * (the pinner; a member of the board to move; the board's owner to delete; a secret board is a 404
 * to others), a deleted Pin is 404 and out of the board, the home feed, search and every count at
 * once, counts stay exact under concurrent deletes and saves, Undo inside and after the window, and
 * the PinPurge Workflow removes the image and its R2 files only when no Pin (a repin) still uses it,
 * and a promoted Pin deleted stops delivering while its campaign stays.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { PinDeleted } from "~common/saving/pins";
import type { Board, BoardSection, Pin } from "~common/saving/schemas";
interface PinPage {
  items: Pin[];
  bookmark: string | null;
}
import type { SearchPins } from "~common/business/search/schemas";
import { ApiClient, expectApiError, expectOk, sleep } from "../../../support/api-client";
import { createBoard, createPin, createPinner, createSection, dbValue, repin, type Pinner } from "../../../support/saving-fixtures";
import type { Campaign } from "~common/business/schemas";
import type { FeedPin } from "~common/business/promoted-pins";
import { createBusiness, promotablePin, quickPromoteBody, quickPromotePath, readyToPromote } from "../../../support/business-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
let visitor: ApiClient;
let ana: Pinner;
let ben: Pinner;
let cleo: Pinner;
beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" });
  visitor = new ApiClient(worker);
  [ana, ben, cleo] = await Promise.all([createPinner(worker, "Ana"), createPinner(worker, "Ben"), createPinner(worker, "Cleo")]);
});
afterAll(() => worker?.close());

const edit = (p: Pinner | { client: ApiClient }, id: string, body: Record<string, unknown>) => p.client.patch<Pin>(`/v3/pins/${id}/`, body);
const remove = (p: Pinner | { client: ApiClient }, id: string) => p.client.delete<PinDeleted>(`/v3/pins/${id}/`);
const restore = (p: Pinner | { client: ApiClient }, id: string) => p.client.post<Pin>(`/v3/pins/${id}/restore/`, undefined);
const board = async (p: Pinner, id: string) => expectOk(await p.client.get<Board>(`/v3/boards/${id}/`));
const section = async (p: Pinner, id: string) => expectOk(await p.client.get<BoardSection>(`/v3/board_sections/${id}/`));
const sql = async (query: string, ...params: unknown[]) => {
  const env = await worker.env();
  await env.DB.prepare(query)
    .bind(...params)
    .run();
};
const counted = (boardId: string) => dbValue<number>(worker, "SELECT COUNT(*) AS v FROM pins WHERE board_id = ?", Number(boardId));
const userCount = (p: Pinner) => dbValue<number>(worker, "SELECT pin_count AS v FROM users WHERE id = ?", p.profile.id);
const searchIds = async (client: ApiClient, query: string) =>
  expectOk(await client.get<SearchPins>(`/v3/search/pins/?query=${encodeURIComponent(query)}`)).items.map((p) => p.id);
const collaborate = (boardId: string, userId: string) =>
  sql("INSERT INTO board_collaborators (board_id, user_id, created_at) VALUES (?, ?, 1)", Number(boardId), userId);

describe("PATCH /v3/pins/{id}/: the words", () => {
  test('title, description, alt text and link change (trimmed); search follows the new words; "" removes the link', async () => {
    const b = await createBoard(ana.client, { name: "Soups" });
    const pin = await createPin(ana.client, b.id, { title: "Tomatosoupx", link: "https://example.com/a" });
    const edited = expectOk(
      await edit(ana, pin.id, {
        title: "  Lentilstewx  ",
        description: "Warm #winterfood",
        alt_text: "A bowl of red lentil stew",
        link: "https://www.Recipes.example/lentils",
      }),
    );
    expect(edited).toMatchObject({
      id: pin.id,
      title: "Lentilstewx",
      description: "Warm #winterfood",
      alt_text: "A bowl of red lentil stew",
      link: "https://www.Recipes.example/lentils",
      domain: "recipes.example",
    });
    expect(expectOk(await visitor.get<Pin>(`/v3/pins/${pin.id}/`))).toMatchObject({
      title: "Lentilstewx",
      alt_text: "A bowl of red lentil stew",
    });
    expect(await searchIds(ana.client, "lentilstewx")).toEqual([pin.id]);
    expect(await searchIds(ana.client, "tomatosoupx")).toEqual([]);
    expect(expectOk(await edit(ana, pin.id, { link: "" }))).toMatchObject({ link: null, domain: null, title: "Lentilstewx" });
  });

  test("refusals: the link rule, each limit, an empty edit, malformed text, a bad id — nothing changes", async () => {
    const b = await createBoard(ana.client, { name: "Rules" });
    const pin = await createPin(ana.client, b.id, { title: "Kept" });
    expectApiError(await edit(ana, pin.id, { link: "javascript:alert(1)" }), "PIN_LINK_INVALID", { field: "link" });
    expectApiError(await edit(ana, pin.id, { title: "x".repeat(101) }), "PIN_TITLE_TOO_LONG", { field: "title" });
    expectApiError(await edit(ana, pin.id, { description: "x".repeat(501) }), "PIN_DESCRIPTION_TOO_LONG", { field: "description" });
    expectApiError(await edit(ana, pin.id, { alt_text: "x".repeat(501) }), "PIN_ALT_TEXT_TOO_LONG", { field: "alt_text" });
    expectApiError(await edit(ana, pin.id, { title: "x".repeat(401) }), "BAD_REQUEST");
    expectApiError(await edit(ana, pin.id, { title: "bad\u0000text" }), "BAD_REQUEST");
    expectApiError(await edit(ana, pin.id, {}), "PIN_EDIT_EMPTY");
    expectApiError(await edit(ana, "0", { title: "x" }), "BAD_REQUEST");
    expectApiError(await edit(ana, "999999", { title: "x" }), "PIN_NOT_FOUND");
    expect(expectOk(await ana.client.get<Pin>(`/v3/pins/${pin.id}/`)).title).toBe("Kept");
  });
});

describe("who may", () => {
  test("a visitor, another person, a collaborator, the board's owner; a secret board is a 404 to others", async () => {
    const shared = await createBoard(ana.client, { name: "Shared" });
    await collaborate(shared.id, ben.profile.id);
    const anasPin = await createPin(ana.client, shared.id, { title: "Anas" });
    const bensPin = await createPin(ben.client, shared.id, { title: "Bens" });
    const secret = await createBoard(ana.client, { name: "Hidden", privacy: "secret" });
    const hidden = await createPin(ana.client, secret.id);

    expectApiError(await edit({ client: visitor }, anasPin.id, { title: "x" }), "AUTH_REQUIRED");
    expectApiError(await remove({ client: visitor }, anasPin.id), "AUTH_REQUIRED");
    // Cleo sees the public board but is nobody there.
    expectApiError(await edit(cleo, anasPin.id, { title: "x" }), "NOT_PIN_OWNER");
    expectApiError(await remove(cleo, anasPin.id), "NOT_PIN_DELETER");
    const cleos = await createBoard(cleo.client, { name: "Cleos" });
    expectApiError(await edit(cleo, anasPin.id, { board_id: cleos.id }), "NOT_PIN_MOVER");
    // The secret board's Pin does not exist for Cleo, whatever she asks.
    for (const r of [await edit(cleo, hidden.id, { title: "x" }), await remove(cleo, hidden.id), await restore(cleo, hidden.id)])
      expectApiError(r, "PIN_NOT_FOUND");
    // Ben collaborates: he may move Ana's Pin within the board, not change her words nor delete it.
    const soups = await createSection(ana.client, shared.id, { name: "Soups" });
    expect(expectOk(await edit(ben, anasPin.id, { section_id: soups.id })).section?.id).toBe(soups.id);
    expectApiError(await edit(ben, anasPin.id, { title: "Mine now" }), "NOT_PIN_OWNER");
    expectApiError(await remove(ben, anasPin.id), "NOT_PIN_DELETER");
    // Ana owns the board: she may delete Ben's Pin (not change his words).
    expectApiError(await edit(ana, bensPin.id, { title: "x" }), "NOT_PIN_OWNER");
    expectOk(await remove(ana, bensPin.id));
    // Only the one who deleted may Undo.
    expectApiError(await restore(ben, bensPin.id), "PIN_NOT_FOUND");
    expectOk(await restore(ana, bensPin.id));
    expect(expectOk(await ben.client.get<Pin>(`/v3/pins/${bensPin.id}/`)).pinner.id).toBe(ben.profile.id);
  });
});

describe("PATCH /v3/pins/{id}/: a move", () => {
  test("to another board and section: counts exact, covers follow; the target's rights are checked", async () => {
    const from = await createBoard(ana.client, { name: "Move from" });
    const to = await createBoard(ana.client, { name: "Move to" });
    const breads = await createSection(ana.client, to.id, { name: "Breads" });
    const pins = [await createPin(ana.client, from.id), await createPin(ana.client, from.id)];
    const moved = expectOk(await edit(ana, pins[0]!.id, { board_id: to.id, section_id: breads.id, title: "Moved too" }));
    expect(moved).toMatchObject({ title: "Moved too", board: { id: to.id }, section: { id: breads.id } });
    expect([(await board(ana, from.id)).pin_count, await counted(from.id), (await board(ana, to.id)).pin_count]).toEqual([1, 1, 1]);
    expect((await section(ana, breads.id)).pin_count).toBe(1);
    expect(await dbValue<number>(worker, "SELECT cover_pin_id AS v FROM boards WHERE id = ?", Number(to.id))).toBe(Number(pins[0]!.id));
    expect(await dbValue<number>(worker, "SELECT cover_pin_id AS v FROM boards WHERE id = ?", Number(from.id))).toBe(Number(pins[1]!.id));
    // The same place is no move: the words alone change.
    expect(expectOk(await edit(ana, pins[0]!.id, { board_id: to.id, section_id: breads.id, title: "Again" })).title).toBe("Again");

    const bens = await createBoard(ben.client, { name: "Bens own" });
    const bensSecret = await createBoard(ben.client, { name: "Bens hidden", privacy: "secret" });
    const bensSection = await createSection(ben.client, bens.id, { name: "Bens section" });
    expectApiError(await edit(ana, pins[1]!.id, { board_id: bens.id }), "NOT_BOARD_OWNER", { field: "board_id" });
    expectApiError(await edit(ana, pins[1]!.id, { board_id: bensSecret.id }), "BOARD_NOT_FOUND", { field: "board_id" });
    expectApiError(await edit(ana, pins[1]!.id, { section_id: bensSection.id }), "SECTION_NOT_ON_BOARD", { field: "section_id" });
    expectApiError(await edit(ana, pins[1]!.id, { board_id: "999999" }), "BOARD_NOT_FOUND");
    // While another action holds the board, the move waits its turn (saving.md §8) and nothing changes.
    expectOk(await ana.client.put("/v3/dev/board_action/", { board_id: from.id, kind: "move", seconds: 5 }));
    expectApiError(await edit(ana, pins[1]!.id, { board_id: to.id, title: "Not yet" }), "BOARD_MOVE_RUNNING");
    expect(expectOk(await ana.client.get<Pin>(`/v3/pins/${pins[1]!.id}/`))).toMatchObject({ title: "", board: { id: from.id } });
  });
});

describe("DELETE /v3/pins/{id}/ and its Undo", () => {
  test("a deleted Pin is 404 and out of its board, the home feed, search and every count at once; Undo brings it all back", async () => {
    const b = await createBoard(ana.client, { name: "Deleting" });
    const soups = await createSection(ana.client, b.id, { name: "Soups" });
    const older = await createPin(ana.client, b.id, { title: "Keeper" });
    const pin = await createPin(ana.client, b.id, { title: "Quinceyjamx", section: soups.id });
    const before = await userCount(ana);
    expect(await dbValue<number>(worker, "SELECT cover_pin_id AS v FROM boards WHERE id = ?", Number(b.id))).toBe(Number(pin.id));
    expect(await searchIds(visitor, "quinceyjamx")).toEqual([pin.id]);
    const comments = () => ana.client.get<{ items: { id: string; text: string }[] }>(`/v3/pins/${pin.id}/comments/`);
    const said = expectOk(await ben.client.post<{ id: string }>(`/v3/pins/${pin.id}/comments/`, { text: "Which quinces?" }));

    const deleted = expectOk(await remove(ana, pin.id));
    expect(deleted.id).toBe(pin.id);
    expect(deleted.board).toEqual({ id: b.id, url: b.url, pin_count: 1 });
    expect(Date.parse(deleted.restorable_until) - Date.now()).toBeGreaterThan(5000);
    for (const client of [ana.client, visitor]) expectApiError(await client.get(`/v3/pins/${pin.id}/`), "PIN_NOT_FOUND");
    expectApiError(await comments(), "PIN_NOT_FOUND");
    expect(await searchIds(ana.client, "quinceyjamx")).toEqual([]);
    const boardPins = expectOk(await ana.client.get<PinPage>(`/v3/boards/${b.id}/pins/?filter_section_pins=false`)).items.map((p) => p.id);
    expect(boardPins).toEqual([older.id]);
    const home = expectOk(await ana.client.get<PinPage>("/v3/feeds/home/?page_size=100")).items.map((p) => p.id);
    expect(home).not.toContain(pin.id);
    expect([(await board(ana, b.id)).pin_count, (await section(ana, soups.id)).pin_count, await userCount(ana)]).toEqual([
      1,
      0,
      before - 1,
    ]);
    // The cover it was goes to the board's newest Pin left.
    expect(await dbValue<number>(worker, "SELECT cover_pin_id AS v FROM boards WHERE id = ?", Number(b.id))).toBe(Number(older.id));
    // Deleted twice, edited, saved from: it is not there.
    expectApiError(await remove(ana, pin.id), "PIN_NOT_FOUND");
    expectApiError(await edit(ana, pin.id, { title: "x" }), "PIN_NOT_FOUND");
    expectApiError(
      await ben.client.post("/v3/pins/", { board_id: (await createBoard(ben.client, { name: "Ben saves" })).id, pin_id: pin.id }),
      "PIN_NOT_FOUND",
    );

    const back = expectOk(await restore(ana, pin.id));
    expect(back).toMatchObject({ id: pin.id, title: "Quinceyjamx", section: { id: soups.id }, board: { id: b.id } });
    expect([(await board(ana, b.id)).pin_count, (await section(ana, soups.id)).pin_count, await userCount(ana)]).toEqual([2, 1, before]);
    expect(await searchIds(visitor, "quinceyjamx")).toEqual([pin.id]);
    // Its comments came back with it, with their ids.
    expect(expectOk(await comments()).items.map((c) => [c.id, c.text])).toEqual([[said.id, "Which quinces?"]]);
    // An Undo is once.
    expectApiError(await restore(ana, pin.id), "PIN_NOT_FOUND");
  });

  test("Undo after the window is refused; Undo when the board went meanwhile is refused", async () => {
    const b = await createBoard(ana.client, { name: "Late undo" });
    const pin = await createPin(ana.client, b.id);
    expectOk(await remove(ana, pin.id));
    await sql("UPDATE pins_trash SET deleted_at = deleted_at - 11 WHERE id = ?", Number(pin.id));
    expectApiError(await restore(ana, pin.id), "PIN_RESTORE_EXPIRED");
    expectApiError(await ana.client.get(`/v3/pins/${pin.id}/`), "PIN_NOT_FOUND");

    const gone = await createBoard(ana.client, { name: "Going away" });
    const orphan = await createPin(ana.client, gone.id);
    const count = await userCount(ana);
    expectOk(await remove(ana, orphan.id));
    expectOk(await ana.client.delete(`/v3/boards/${gone.id}/`));
    expectApiError(await restore(ana, orphan.id), "PIN_RESTORE_BOARD_GONE");
    expect(await userCount(ana)).toBe(count - 1);
  });

  test("concurrent deletes and saves on one board leave every count exact", async () => {
    const b = await createBoard(ana.client, { name: "Busy" });
    const s = await createSection(ana.client, b.id, { name: "Busy section" });
    const pins: Pin[] = [];
    for (let i = 0; i < 6; i++) pins.push(await createPin(ana.client, b.id, i % 2 ? { section: s.id } : {}));
    const before = await userCount(ana);
    const results = await Promise.all([
      ...pins.map((p) => remove(ana, p.id)),
      // The same Pin twice at once: one delete takes it, the other finds nothing.
      remove(ana, pins[0]!.id),
      ...[0, 1, 2].map(() => createPin(ana.client, b.id, { section: s.id })),
    ]);
    const statuses = results.slice(0, 7).map((r) => (r as { status: number }).status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(6);
    expect(statuses.filter((x) => x === 404)).toHaveLength(1);
    expect([(await board(ana, b.id)).pin_count, await counted(b.id)]).toEqual([3, 3]);
    expect((await section(ana, s.id)).pin_count).toBe(3);
    expect(await userCount(ana)).toBe(before - 6 + 3);
    expect(await userCount(ana)).toBe(await dbValue<number>(worker, "SELECT COUNT(*) AS v FROM pins WHERE pinner_id = ?", ana.profile.id));
  });

  test(
    "after the window the PinPurge Workflow removes the image and its R2 files, unless a repin still uses it",
    { timeout: 60_000 },
    async () => {
      const b = await createBoard(ana.client, { name: "Purged" });
      const lone = await createPin(ana.client, b.id, { width: 241 });
      const shared = await createPin(ana.client, b.id, { width: 242 });
      const bens = await createBoard(ben.client, { name: "Ben keeps" });
      const copy = await repin(ben.client, shared.id, bens.id);
      const objectOf = (p: Pin) => p.images.orig.url.replace(/^\/i\//, "");
      const env = await worker.env();
      expect(await env.IMAGES.head(objectOf(lone))).not.toBeNull();
      const imageCount = () =>
        dbValue<number>(worker, "SELECT COUNT(*) AS v FROM images WHERE key = ?", objectOf(lone).split("/")[1]!.split(".")[0]);
      expectOk(await remove(ana, lone.id));
      expectOk(await remove(ana, shared.id));
      // Inside the window nothing is gone yet (an Undo needs it).
      expect(await imageCount()).toBe(1);
      const deadline = Date.now() + 45_000;
      while (
        Date.now() < deadline &&
        (await dbValue<number>(worker, "SELECT COUNT(*) AS v FROM pins_trash WHERE id IN (?, ?)", Number(lone.id), Number(shared.id))) > 0
      )
        await sleep(500);
      await sleep(500);
      expect(
        await dbValue<number>(worker, "SELECT COUNT(*) AS v FROM pins_trash WHERE id IN (?, ?)", Number(lone.id), Number(shared.id)),
      ).toBe(0);
      expect(await imageCount()).toBe(0);
      expect(await env.IMAGES.head(objectOf(lone))).toBeNull();
      expect((await worker.fetch(lone.images.orig.url)).status).toBe(404);
      // The repin keeps working as its own Pin, with the image it shares.
      const kept = expectOk(await ben.client.get<Pin>(`/v3/pins/${copy.id}/`));
      expect(kept.images.orig.url).toBe(shared.images.orig.url);
      expect(await env.IMAGES.head(objectOf(shared))).not.toBeNull();
      expect((await worker.fetch(shared.images.orig.url)).status).toBe(200);
      expectApiError(await restore(ana, shared.id), "PIN_NOT_FOUND");
    },
  );
});

describe("a promoted Pin deleted", () => {
  test("stops delivering at once; its campaign's records stay", async () => {
    const biz = await createBusiness(worker, { first: "bo" });
    await readyToPromote(biz.client, biz.advertiser.id);
    const pin = await promotablePin(biz.client, { title: "Walnut desk" });
    const campaign = expectOk(
      await biz.client.post<Campaign>(quickPromotePath(biz.advertiser.id, pin.id), quickPromoteBody(biz.advertiser.id, pin.id)),
    );
    // A page of newer organic Pins, so the promoted one is delivered in its slot, not found on the page itself.
    const filler = await createBoard(cleo.client, { name: "Filler" });
    for (let i = 0; i < 26; i++) await createPin(cleo.client, filler.id, { title: `Filler ${i}`, width: 300 + i });
    // A visitor's browser, tomorrow noon (the campaign's clock; docs/decisions/039).
    const start = new Date(Date.now() + 86_400_000);
    const noon = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate(), 12);
    const browser = new ApiClient(worker, {
      headers: {
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
        "accept-language": "en-US,en;q=0.9",
        "sec-fetch-site": "same-origin",
      },
    });
    const promoted = async () =>
      expectOk(await browser.get<{ items: FeedPin[] }>("/v3/feeds/home/", { headers: { "x-promoted-clock": String(noon) } }))
        .items.filter((p) => p.promotion)
        .map((p) => p.id);
    expect(await promoted()).toEqual([pin.id]);
    expectOk(await biz.client.delete(`/v3/pins/${pin.id}/`));
    expect(await promoted()).toEqual([]);
    expectApiError(await browser.get(`/v3/pins/${pin.id}/`), "PIN_NOT_FOUND");
    expect(expectOk(await biz.client.get<Campaign>(`/ads/v4/advertisers/${biz.advertiser.id}/campaigns/${campaign.id}/`)).id).toBe(
      campaign.id,
    );
  });
});
