/**
 * Editing sections (issue 34 item 2; PATCH and DELETE /v3/board_sections/{id}/,
 * worker/saving/sections/edit-section.ts): rename with the old path still answering, reorder
 * (the list follows; a new section goes last), delete keeping its Pins on the board or deleting
 * them with it — every count exact, also while Pins are being saved to the board at the same
 * time — who may (members; deleting the Pins the owner only), and the board's action lock.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { SectionDeleted } from "~common/saving/sections/schemas";
import type { Board, BoardSection } from "~common/saving/schemas";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import {
  createBoard,
  createPin,
  createPinner,
  createSection,
  dbValue,
  repin,
  type Page,
  type Pinner,
} from "../../../support/saving-fixtures";
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

const patch = (p: Pinner, id: string, body: unknown) => p.client.patch<BoardSection>(`/v3/board_sections/${id}/`, body);
const remove = (p: Pinner, id: string, pins: string) => p.client.delete<SectionDeleted>(`/v3/board_sections/${id}/?pins=${pins}`);
const titles = async (boardId: string, client: ApiClient = ana.client) =>
  expectOk(await client.get<Page<BoardSection>>(`/v3/boards/${boardId}/sections/?page_size=100`)).items.map((s) => s.title);
const board = async (id: string) => expectOk(await ana.client.get<Board>(`/v3/boards/${id}/`));
const counted = (sql: string, ...params: unknown[]) => dbValue<number>(worker, sql, ...params);
const userPins = (p: Pinner) => counted("SELECT pin_count AS v FROM users WHERE id = ?", p.profile.id);
const userPinsCounted = (p: Pinner) => counted("SELECT COUNT(*) AS v FROM pins WHERE pinner_id = ?", p.profile.id);

async function sharedWithBen(name: string) {
  const b = await createBoard(ana.client, { name });
  expectOk(await ana.client.post(`/v3/boards/${b.id}/invites/`, { user_ids: [ben.profile.id] }));
  expectOk(await ben.client.post(`/v3/boards/${b.id}/invites/${ben.profile.id}/accept/`, {}));
  return b;
}

describe("rename", () => {
  test("the slug follows and the old path answers the section; a taken name is refused; the rules of §5", async () => {
    const b = await createBoard(ana.client, { name: "Renames" });
    const s = await createSection(ana.client, b.id, { name: "Soups" });
    await createSection(ana.client, b.id, { name: "Salads" });
    const renamed = expectOk(await patch(ana, s.id, { name: "  Soups and stews " }));
    expect(renamed).toMatchObject({
      title: "Soups and stews",
      slug: "soups-and-stews",
      url: `/${ana.user.username}/renames/soups-and-stews/`,
    });
    expect(expectOk(await visitor.get<BoardSection>(`/v3/boards/${b.id}/sections/soups/`))).toMatchObject({
      id: s.id,
      slug: "soups-and-stews",
    });
    expectApiError(await patch(ana, s.id, { name: "SALADS" }), "SECTION_NAME_TAKEN", { field: "name" });
    expectApiError(await patch(ana, s.id, { name: " " }), "SECTION_NAME_MISSING", { field: "name" });
    expectApiError(await patch(ana, s.id, { name: "x".repeat(51) }), "SECTION_NAME_TOO_LONG", { field: "name" });
    expectApiError(await patch(ana, s.id, {}), "BAD_REQUEST");
    expectApiError(await patch(ana, s.id, { position: -1 }), "BAD_REQUEST", { field: "position" });
    expect(await titles(b.id)).toEqual(["Soups and stews", "Salads"]);
  });
});

describe("reorder", () => {
  test("to the front, past the end, in the middle; a new section goes last; a collaborator may", async () => {
    const b = await sharedWithBen("Ordered");
    const [a, , c] = [
      await createSection(ana.client, b.id, { name: "A" }),
      await createSection(ana.client, b.id, { name: "B" }),
      await createSection(ana.client, b.id, { name: "C" }),
    ];
    expectOk(await patch(ana, c!.id, { position: 0 }));
    expect(await titles(b.id)).toEqual(["C", "A", "B"]);
    expectOk(await patch(ben, a!.id, { position: 99 }));
    expect(await titles(b.id, ben.client)).toEqual(["C", "B", "A"]);
    await createSection(ana.client, b.id, { name: "D" });
    expect(await titles(b.id)).toEqual(["C", "B", "A", "D"]);
    // Paged by one, the order holds across bookmarks.
    const paged: string[] = [];
    let bookmark: string | null = null;
    do {
      const page: Page<BoardSection> = expectOk(
        await ana.client.get<Page<BoardSection>>(
          `/v3/boards/${b.id}/sections/?page_size=1${bookmark ? `&bookmark=${encodeURIComponent(bookmark)}` : ""}`,
        ),
      );
      paged.push(...page.items.map((s) => s.title));
      bookmark = page.bookmark;
    } while (bookmark);
    expect(paged).toEqual(["C", "B", "A", "D"]);
  });

  test("two reorders at once: one waits its turn or is refused with 2172, never a half order", async () => {
    const b = await createBoard(ana.client, { name: "Racing order" });
    const ids = [];
    for (const n of ["A", "B", "C", "D"]) ids.push((await createSection(ana.client, b.id, { name: n })).id);
    const results = await Promise.all([patch(ana, ids[3]!, { position: 0 }), patch(ana, ids[2]!, { position: 0 })]);
    for (const r of results) if (r.status !== 200) expectApiError(r, "BOARD_SECTION_EDIT_RUNNING");
    const positions = (
      await (
        await worker.env()
      ).DB.prepare("SELECT position FROM board_sections WHERE board_id = ? ORDER BY position")
        .bind(Number(b.id))
        .all<{ position: number }>()
    ).results.map((r) => r.position);
    expect(new Set(positions).size).toBe(4);
  });
});

describe("delete", () => {
  test("keep: its Pins stay on the board outside the sections; counts exact; the old path is gone", async () => {
    const b = await createBoard(ana.client, { name: "Keepers" });
    const s = await createSection(ana.client, b.id, { name: "Part" });
    for (let i = 0; i < 3; i++) await createPin(ana.client, b.id, { section: s.id });
    await createPin(ana.client, b.id);
    const before = await userPins(ana);
    const result = expectOk(await remove(ana, s.id, "keep"));
    expect(result).toEqual({ board: { id: b.id, pin_count: 4, section_count: 0 }, deleted_pin_count: 0 });
    expect(await userPins(ana)).toBe(before);
    expect(expectOk(await ana.client.get<Page<{ id: string }>>(`/v3/boards/${b.id}/pins/`)).items).toHaveLength(4);
    expectApiError(await ana.client.get(`/v3/board_sections/${s.id}/`), "SECTION_NOT_FOUND");
    expectApiError(await ana.client.get(`/v3/boards/${b.id}/sections/part/`), "SECTION_NOT_FOUND");
  });

  test("delete: the Pins go with it; the board's and every pinner's pin_count drop by exactly them; the cover is replaced; repins elsewhere stay", async () => {
    const b = await sharedWithBen("Goners");
    const s = await createSection(ana.client, b.id, { name: "Doomed" });
    const kept = await createPin(ana.client, b.id);
    const anaPins = [await createPin(ana.client, b.id, { section: s.id }), await createPin(ana.client, b.id, { section: s.id })];
    const benPin = await createPin(ben.client, b.id, { section: s.id });
    // The cover is one of the doomed Pins (saved to a section, saving.md §4).
    expect(String(await counted("SELECT cover_pin_id AS v FROM boards WHERE id = ?", Number(b.id)))).toBe(benPin.id);
    const cyBoard = await createBoard(cy.client, { name: "Cy's copies" });
    const copy = await repin(cy.client, anaPins[0]!.id, cyBoard.id);
    const [anaBefore, benBefore] = [await userPins(ana), await userPins(ben)];
    const result = expectOk(await remove(ana, s.id, "delete"));
    expect(result).toEqual({ board: { id: b.id, pin_count: 1, section_count: 0 }, deleted_pin_count: 3 });
    expect([await userPins(ana), await userPins(ben)]).toEqual([anaBefore - 2, benBefore - 1]);
    expect([await userPins(ana), await userPins(ben)]).toEqual([await userPinsCounted(ana), await userPinsCounted(ben)]);
    expect(String(await counted("SELECT cover_pin_id AS v FROM boards WHERE id = ?", Number(b.id)))).toBe(kept.id);
    for (const p of [...anaPins, benPin]) expectApiError(await ana.client.get(`/v3/pins/${p.id}/`), "PIN_NOT_FOUND");
    expectOk(await cy.client.get(`/v3/pins/${copy.id}/`));
    expect((await board(cyBoard.id)).pin_count).toBe(1);
  });

  test("who may: a collaborator keeps the Pins but may not delete them; a stranger 403, a secret board's section 404, a visitor 401; pins= required", async () => {
    const b = await sharedWithBen("Rights");
    const s1 = await createSection(ana.client, b.id, { name: "One" });
    expectApiError(await remove(ben, s1.id, "delete"), "SECTION_PINS_OWNER_ONLY", { field: "pins" });
    expectApiError(await remove(cy, s1.id, "keep"), "NOT_BOARD_OWNER");
    expectApiError(await patch(cy, s1.id, { name: "Cy's" }), "NOT_BOARD_OWNER");
    expectApiError(await visitor.delete(`/v3/board_sections/${s1.id}/?pins=keep`), "AUTH_REQUIRED");
    expectApiError(await ana.client.delete(`/v3/board_sections/${s1.id}/`), "BAD_REQUEST", { field: "pins" });
    expectApiError(await ana.client.delete(`/v3/board_sections/${s1.id}/?pins=maybe`), "BAD_REQUEST", { field: "pins" });
    expectOk(await remove(ben, s1.id, "keep"));
    const secret = await createBoard(ana.client, { name: "Secret rights", privacy: "secret" });
    const s2 = await createSection(ana.client, secret.id, { name: "Hidden" });
    expectApiError(await remove(cy, s2.id, "keep"), "SECTION_NOT_FOUND");
    expectApiError(await patch(cy, s2.id, { position: 0 }), "SECTION_NOT_FOUND");
  });

  test("while a move holds the board: refused with 2171, nothing changed", async () => {
    const b = await createBoard(ana.client, { name: "Held" });
    const s = await createSection(ana.client, b.id, { name: "Held part" });
    await createPin(ana.client, b.id, { section: s.id });
    expectOk(await visitor.put("/v3/dev/board_action/", { board_id: b.id, kind: "move", seconds: 1 }));
    expectApiError(await remove(ana, s.id, "delete"), "BOARD_MOVE_RUNNING");
    expectApiError(await patch(ana, s.id, { name: "Other" }), "BOARD_MOVE_RUNNING");
    expect(await board(b.id)).toMatchObject({ pin_count: 1, section_count: 1 });
  });

  test("under concurrency: deleting a section with its Pins while Pins are saved to it and the board — every count exact", async () => {
    const b = await createBoard(ana.client, { name: "Race" });
    const s = await createSection(ana.client, b.id, { name: "Race part" });
    for (let i = 0; i < 4; i++) await createPin(ana.client, b.id, { section: s.id });
    // Saves to the section may land before the delete (deleted with it) or fail after (the section is gone).
    const pinsDuring = Array.from({ length: 8 }, (_, i) => createPin(ana.client, b.id, i % 2 ? { section: s.id } : {}).catch(() => null));
    const [deleted] = await Promise.all([remove(ana, s.id, "delete"), ...pinsDuring]);
    expectOk(deleted);
    const stored = await board(b.id);
    expect(stored.pin_count).toBe(await counted("SELECT COUNT(*) AS v FROM pins WHERE board_id = ?", Number(b.id)));
    expect(stored.section_count).toBe(0);
    expect(await userPins(ana)).toBe(await userPinsCounted(ana));
    expect(await counted("SELECT COUNT(*) AS v FROM pins WHERE section_id = ?", Number(s.id))).toBe(0);
  });
});
