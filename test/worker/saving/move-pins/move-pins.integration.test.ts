/**
 * Moving Pins (saving.md §4, §5, §7, §8; worker/saving/move-pins/): PATCH /v3/bulk_edit/ by
 * ids and in its select-all form, PUT and DELETE /v3/board_sections/{id}/pins/ — who may (members
 * of both boards), what is refused (the same board and section, Pins not there, a section of
 * another board), exact counts and covers after, and one action per board at a time: while a
 * board is held (by an action that has begun, through its BoardActions object) a move answers
 * 2171, 2172 or 2173 and changes nothing; concurrent moves of the same Pins leave exact counts;
 * the developer route that holds a board (DEV_TOOLS only).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { BulkMoveResult } from "~common/saving/move-pins/schemas";
import type { Board, BoardSection } from "~common/saving/schemas";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { createBoard, createPin, createPinner, createSection, dbValue, type Pinner } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
let visitor: ApiClient;
beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" });
  visitor = new ApiClient(worker);
});
afterAll(() => worker?.close());

const move = (p: Pinner, body: Record<string, unknown>) => p.client.patch<BulkMoveResult>("/v3/bulk_edit/", body);
const board = async (p: Pinner, id: string) => expectOk(await p.client.get<Board>(`/v3/boards/${id}/`));
const section = async (p: Pinner, id: string) => expectOk(await p.client.get<BoardSection>(`/v3/board_sections/${id}/`));
/** Counts straight from the Pins, to compare with the stored ones. */
const counted = (boardId: string) => dbValue<number>(worker, "SELECT COUNT(*) AS v FROM pins WHERE board_id = ?", Number(boardId));
const coverOf = (boardId: string) => dbValue<number | null>(worker, "SELECT cover_pin_id AS v FROM boards WHERE id = ?", Number(boardId));
const holder = async (boardId: string) => {
  const env = await worker.env();
  return env.BOARD_ACTIONS.get(env.BOARD_ACTIONS.idFromName(`board:${boardId}`));
};

describe("PATCH /v3/bulk_edit/", () => {
  let ana: Pinner;
  let ben: Pinner;
  beforeAll(async () => {
    [ana, ben] = await Promise.all([createPinner(worker, "Ana"), createPinner(worker, "Ben")]);
  });

  test("by ids to another board: both counts exact, covers follow, the Pins are there", async () => {
    const from = await createBoard(ana.client, { name: "From" });
    const to = await createBoard(ana.client, { name: "To" });
    const pins = [];
    for (let i = 0; i < 5; i++) pins.push(await createPin(ana.client, from.id));
    const moving = pins.slice(2).map((p) => p.id); // the newest three, the cover among them
    expect(String(await coverOf(from.id))).toBe(pins[0]!.id);
    const result = expectOk(await move(ana, { board_id: from.id, new_board_id: to.id, pin_ids: moving }));
    expect(result).toEqual({
      moved_pin_ids: moving,
      board: { id: from.id, pin_count: 2 },
      new_board: { id: to.id, pin_count: 3 },
      new_section: null,
    });
    expect([
      (await board(ana, from.id)).pin_count,
      await counted(from.id),
      (await board(ana, to.id)).pin_count,
      await counted(to.id),
    ]).toEqual([2, 2, 3, 3]);
    // The source kept its cover (not moved); the destination had none: the newest moved Pin.
    expect(String(await coverOf(from.id))).toBe(pins[0]!.id);
    expect(String(await coverOf(to.id))).toBe(pins[4]!.id);
    // Move the source's cover away: its newest remaining Pin becomes the cover.
    expectOk(await move(ana, { board_id: from.id, new_board_id: to.id, pin_ids: [pins[0]!.id] }));
    expect(String(await coverOf(from.id))).toBe(pins[1]!.id);
    expectOk(await move(ana, { board_id: from.id, new_board_id: to.id, pin_ids: [pins[1]!.id] }));
    expect([await coverOf(from.id), (await board(ana, from.id)).pin_count]).toEqual([null, 0]);
    // The Pins' user counts are untouched (they still exist).
    expect(await dbValue<number>(worker, "SELECT pin_count AS v FROM users WHERE id = ?", ana.profile.id)).toBe(5);
  });

  test("into and between sections, and select-all with excluded ids: section counts exact", async () => {
    const b = await createBoard(ana.client, { name: "Sections" });
    const soups = await createSection(ana.client, b.id, { name: "Soups" });
    const salads = await createSection(ana.client, b.id, { name: "Salads" });
    const loose = [];
    for (let i = 0; i < 4; i++) loose.push(await createPin(ana.client, b.id));
    // Select all outside the sections but one, into Soups.
    const all = expectOk(
      await move(ana, {
        board_id: b.id,
        new_board_id: b.id,
        select_all: true,
        excluded_pin_ids: [loose[0]!.id],
        old_section_id: null,
        new_section_id: soups.id,
      }),
    );
    expect(all.moved_pin_ids.sort()).toEqual(
      loose
        .slice(1)
        .map((p) => p.id)
        .sort(),
    );
    expect([(await section(ana, soups.id)).pin_count, (await board(ana, b.id)).pin_count]).toEqual([3, 4]);
    // From Soups to Salads by ids.
    expectOk(
      await move(ana, { board_id: b.id, new_board_id: b.id, pin_ids: [loose[1]!.id], old_section_id: soups.id, new_section_id: salads.id }),
    );
    expect([(await section(ana, soups.id)).pin_count, (await section(ana, salads.id)).pin_count]).toEqual([2, 1]);
    // The cover follows a move into a section (as a save into a section sets it).
    expect(String(await coverOf(b.id))).toBe(loose[1]!.id);
  });

  test("refusals: logged out, not a member, the same board and section, Pins not there, a section of another board, bad bodies", async () => {
    const mine = await createBoard(ana.client, { name: "Mine" });
    const other = await createBoard(ana.client, { name: "Other" });
    const secret = await createBoard(ben.client, { name: "Bens secret", privacy: "secret" });
    const bens = await createBoard(ben.client, { name: "Bens" });
    const soups = await createSection(ana.client, mine.id, { name: "Soups" });
    const pin = await createPin(ana.client, mine.id);
    const bensPin = await createPin(ben.client, bens.id);
    expectApiError(
      await visitor.patch("/v3/bulk_edit/", { board_id: mine.id, new_board_id: other.id, pin_ids: [pin.id] }),
      "AUTH_REQUIRED",
    );
    expectApiError(await move(ben, { board_id: mine.id, new_board_id: bens.id, pin_ids: [pin.id] }), "NOT_BOARD_OWNER", {
      field: "board_id",
    });
    expectApiError(await move(ana, { board_id: mine.id, new_board_id: bens.id, pin_ids: [pin.id] }), "NOT_BOARD_OWNER", {
      field: "new_board_id",
    });
    expectApiError(await move(ana, { board_id: mine.id, new_board_id: secret.id, pin_ids: [pin.id] }), "BOARD_NOT_FOUND", {
      field: "new_board_id",
    });
    expectApiError(
      await move(ana, { board_id: mine.id, new_board_id: mine.id, pin_ids: [pin.id], old_section_id: null, new_section_id: null }),
      "BULK_MOVE_SAME_PLACE",
    );
    expectApiError(
      await move(ana, { board_id: mine.id, new_board_id: mine.id, select_all: true, new_section_id: null }),
      "BULK_MOVE_SAME_PLACE",
    );
    expectApiError(await move(ana, { board_id: mine.id, new_board_id: other.id, pin_ids: [bensPin.id] }), "BULK_PINS_INVALID", {
      field: "pin_ids",
    });
    expectApiError(
      await move(ana, { board_id: mine.id, new_board_id: other.id, pin_ids: [pin.id], old_section_id: soups.id }),
      "BULK_PINS_INVALID",
    );
    expectApiError(
      await move(ana, { board_id: mine.id, new_board_id: other.id, pin_ids: [pin.id], new_section_id: soups.id }),
      "SECTION_NOT_ON_BOARD",
      { field: "new_section_id" },
    );
    expectApiError(await move(ana, { board_id: mine.id, new_board_id: other.id }), "BAD_REQUEST", { field: "pin_ids" });
    expectApiError(await move(ana, { board_id: mine.id, new_board_id: other.id, pin_ids: [pin.id], select_all: true }), "BAD_REQUEST", {
      field: "pin_ids",
    });
    expectApiError(await move(ana, { board_id: mine.id, new_board_id: other.id, pin_ids: [] }), "BAD_REQUEST", { field: "pin_ids" });
    // Nothing moved.
    expect([await counted(mine.id), await counted(other.id)]).toEqual([1, 0]);
  });

  test("a collaborator moves Pins on the shared board", async () => {
    const shared = await createBoard(ana.client, { name: "Shared moves", privacy: "secret" });
    const benBoard = await createBoard(ben.client, { name: "Ben moves" });
    expectOk(await ana.client.post(`/v3/boards/${shared.id}/invites/`, { user_ids: [ben.profile.id] }));
    expectOk(await ben.client.post(`/v3/boards/${shared.id}/invites/${ben.profile.id}/accept/`, {}));
    const pin = await createPin(ana.client, shared.id);
    expectOk(await move(ben, { board_id: shared.id, new_board_id: benBoard.id, pin_ids: [pin.id] }));
    expect([await counted(shared.id), await counted(benBoard.id)]).toEqual([0, 1]);
  });
});

describe("PUT and DELETE /v3/board_sections/{id}/pins/", () => {
  test("in from the board, out to the board; counts exact; another's section 404; the same place refused", async () => {
    const [ana, ben] = await Promise.all([createPinner(worker, "Ada"), createPinner(worker, "Bo")]);
    const b = await createBoard(ana.client, { name: "Edits", privacy: "secret" });
    const s = await createSection(ana.client, b.id, { name: "Part" });
    const p1 = await createPin(ana.client, b.id);
    const p2 = await createPin(ana.client, b.id);
    const put = (who: Pinner, pins: string[]) => who.client.put<BulkMoveResult>(`/v3/board_sections/${s.id}/pins/`, { pins });
    const del = (who: Pinner, pins: string[]) => who.client.request<BulkMoveResult>("DELETE", `/v3/board_sections/${s.id}/pins/`, { pins });
    expect(expectOk(await put(ana, [p1.id, p2.id])).new_section).toEqual({ id: s.id, pin_count: 2 });
    expectApiError(await put(ana, [p1.id]), "BULK_PINS_INVALID");
    expect(expectOk(await del(ana, [p1.id])).new_section).toBeNull();
    expect((await section(ana, s.id)).pin_count).toBe(1);
    expectApiError(await del(ana, [p1.id]), "BULK_PINS_INVALID");
    expectApiError(await put(ben, [p1.id]), "SECTION_NOT_FOUND");
    expectApiError(await new ApiClient(worker).put(`/v3/board_sections/${s.id}/pins/`, { pins: [p1.id] }), "AUTH_REQUIRED");
    expect((await board(ana, b.id)).pin_count).toBe(2);
  });
});

describe("one board action at a time (§8: 2171, 2172, 2173)", () => {
  let ana: Pinner;
  let from: Board;
  let to: Board;
  let pinId: string;
  beforeAll(async () => {
    ana = await createPinner(worker, "Cleo");
    from = await createBoard(ana.client, { name: "Busy from" });
    to = await createBoard(ana.client, { name: "Busy to" });
    pinId = (await createPin(ana.client, from.id)).id;
  });

  test.each([
    ["a move runs on the board", "move", "from", "BOARD_MOVE_RUNNING", 2171],
    ["a section edit runs on the board", "section_edit", "from", "BOARD_SECTION_EDIT_RUNNING", 2172],
    ["the destination board is busy", "move", "to", "TARGET_BOARD_BUSY", 2173],
  ] as const)("%s: %s refused, nothing moved; once it ends the move goes through", async (_label, kind, which, name, code) => {
    const stub = await holder((which === "from" ? from : to).id);
    expect(await stub.begin("another-action", kind)).toEqual({ ok: true });
    try {
      const refused = await move(ana, { board_id: from.id, new_board_id: to.id, pin_ids: [pinId] });
      expectApiError(refused, name, { message: "Please wait until the previous board action finishes." });
      expect(refused.error!.api_error_code).toBe(code);
      expect([await counted(from.id), await counted(to.id)]).toEqual([1, 0]);
      // The refused action gave back what it held: the source is free for the holder's end.
      expect((await (await holder(from.id)).running())?.id ?? null).toBe(which === "from" ? "another-action" : null);
    } finally {
      await stub.end("another-action");
    }
    expectOk(await move(ana, { board_id: from.id, new_board_id: to.id, pin_ids: [pinId] }));
    expectOk(await move(ana, { board_id: to.id, new_board_id: from.id, pin_ids: [pinId] }));
    expect(await (await holder(from.id)).running()).toBeNull();
  });

  test("concurrent moves of the same Pins back and forth: each ran alone or was refused with a §8 code; counts exact", async () => {
    const b1 = await createBoard(ana.client, { name: "Race one" });
    const b2 = await createBoard(ana.client, { name: "Race two" });
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await createPin(ana.client, b1.id)).id);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        move(
          ana,
          i % 2 === 0
            ? { board_id: b1.id, new_board_id: b2.id, select_all: true }
            : { board_id: b2.id, new_board_id: b1.id, select_all: true },
        ),
      ),
    );
    for (const r of results) expect(r.status === 200 || [2171, 2173].includes(r.error!.api_error_code), JSON.stringify(r.body)).toBe(true);
    const [n1, n2] = [(await board(ana, b1.id)).pin_count, (await board(ana, b2.id)).pin_count];
    expect([n1, n2]).toEqual([await counted(b1.id), await counted(b2.id)]);
    expect(n1 + n2).toBe(6);
  });
});

describe("PUT /v3/dev/board_action/ (developer tools)", () => {
  test("holds a board for the given seconds: a move meanwhile is refused with the kind's code; 404 where DEV_TOOLS is off", async () => {
    const ana = await createPinner(worker, "Dev");
    const from = await createBoard(ana.client, { name: "Held" });
    const to = await createBoard(ana.client, { name: "Free" });
    const pin = await createPin(ana.client, from.id);
    expectOk(await visitor.put("/v3/dev/board_action/", { board_id: from.id, kind: "section_edit", seconds: 1 }));
    expectApiError(await move(ana, { board_id: from.id, new_board_id: to.id, pin_ids: [pin.id] }), "BOARD_SECTION_EDIT_RUNNING");
    await new Promise((r) => setTimeout(r, 1100));
    expectOk(await move(ana, { board_id: from.id, new_board_id: to.id, pin_ids: [pin.id] }));
    expectApiError(await visitor.put("/v3/dev/board_action/", { board_id: from.id, seconds: 31 }), "BAD_REQUEST", { field: "seconds" });
    const off = await startWorker();
    try {
      expectApiError(await new ApiClient(off).put("/v3/dev/board_action/", { board_id: from.id }), "NOT_FOUND");
    } finally {
      await off.close();
    }
  });
});
