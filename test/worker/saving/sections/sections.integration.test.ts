/**
 * Board sections (saving.md §3 Board section, §5 "Section name: trimmed and required", §7
 * BoardSectionResource create/fetch; worker/saving/sections/): the owner adds sections, moving
 * initial_pins of the board into them with every count kept; sections are read by id, by their
 * board and path segment, and listed in the order made (until reordered: edit-section.integration.test.ts); a secret board's sections are a 404 to
 * anyone else.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SECTION_NAME_MAX_LENGTH } from "~common/saving/constants";
import type { Board, BoardSection } from "~common/saving/schemas";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { allPages, createBoard, createPin, createPinner, createSection, type Pinner } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
let ana: Pinner;
let ben: Pinner;
let visitor: ApiClient;
beforeAll(async () => {
  worker = await startWorker();
  [ana, ben] = await Promise.all([createPinner(worker, "Ana"), createPinner(worker, "Ben")]);
  visitor = new ApiClient(worker);
});
afterAll(() => worker?.close());

describe("POST /v3/boards/{id}/sections/", () => {
  test("a trimmed name, its path segment, name_source, and the board's section_count +1", async () => {
    const board = await createBoard(ana.client, { name: "Dinners" });
    const section = await createSection(ana.client, board.id, { name: "  Soups & Stews ", name_source: 2 });
    expect(section).toMatchObject({
      type: "board_section",
      title: "Soups & Stews",
      slug: "soups-stews",
      url: `/${ana.user.username}/dinners/soups-stews/`,
      pin_count: 0,
      name_source: 2,
      board: { id: board.id },
      preview_pins: [],
    });
    expect(expectOk(await ana.client.get<Board>(`/v3/boards/${board.id}/`)).section_count).toBe(1);
  });

  test("initial_pins move into the new section: old section and new section counts follow, the board's stays", async () => {
    const board = await createBoard(ana.client, { name: "Moving" });
    const first = await createSection(ana.client, board.id, { name: "First" });
    const a = await createPin(ana.client, board.id, { section: first.id });
    const b = await createPin(ana.client, board.id);
    const c = await createPin(ana.client, board.id);
    const second = await createSection(ana.client, board.id, { name: "Second", initial_pins: [a.id, b.id] });
    expect(second.pin_count).toBe(2);
    expect(second.preview_pins.map((p) => p.image_square_url)).toEqual([b.images["170x"].url, a.images["170x"].url]);
    expect(expectOk(await ana.client.get<BoardSection>(`/v3/board_sections/${first.id}/`)).pin_count).toBe(0);
    const boardAfter = expectOk(await ana.client.get<Board>(`/v3/boards/${board.id}/`));
    expect(boardAfter).toMatchObject({ pin_count: 3, section_count: 2 });
    const pinsInSecond = expectOk(await ana.client.get<{ items: { id: string }[] }>(`/v3/board_sections/${second.id}/pins/`)).items.map(
      (p) => p.id,
    );
    expect(pinsInSecond.sort()).toEqual([a.id, b.id].sort());
    expect(expectOk(await ana.client.get<{ items: { id: string }[] }>(`/v3/boards/${board.id}/pins/`)).items.map((p) => p.id)).toEqual([
      c.id,
    ]);
  });

  test("refusals: missing or too long name, a taken name (any case), Pins of another board, not the owner, not logged in", async () => {
    const board = await createBoard(ana.client, { name: "Strict" });
    const elsewhere = await createPin(ana.client, (await createBoard(ana.client, { name: "Elsewhere" })).id);
    expectApiError(await ana.client.post(`/v3/boards/${board.id}/sections/`, { name: "   " }), "SECTION_NAME_MISSING", { field: "name" });
    const long = await ana.client.post(`/v3/boards/${board.id}/sections/`, { name: "s".repeat(SECTION_NAME_MAX_LENGTH + 1) });
    expectApiError(long, "SECTION_NAME_TOO_LONG", { field: "name" });
    await createSection(ana.client, board.id, { name: "Soups" });
    expectApiError(await ana.client.post(`/v3/boards/${board.id}/sections/`, { name: "soups" }), "SECTION_NAME_TAKEN", { field: "name" });
    expectApiError(
      await ana.client.post(`/v3/boards/${board.id}/sections/`, { name: "Stolen", initial_pins: [elsewhere.id] }),
      "SECTION_PINS_INVALID",
      {
        field: "initial_pins",
      },
    );
    expectApiError(await ben.client.post(`/v3/boards/${board.id}/sections/`, { name: "Mine now" }), "NOT_BOARD_OWNER");
    expectApiError(await visitor.post(`/v3/boards/${board.id}/sections/`, { name: "Anon" }), "AUTH_REQUIRED");
    expectApiError(await ana.client.post(`/v3/boards/${board.id}/sections/`, { name: "Bad source", name_source: 3 }), "BAD_REQUEST");
    expect(expectOk(await ana.client.get<Board>(`/v3/boards/${board.id}/`)).section_count).toBe(1);
  });
});

describe("reading sections", () => {
  test("listed in the order made, paged; read by id and by slug; a secret board's are the owner's only", async () => {
    const board = await createBoard(ana.client, { name: "Listed" });
    const made = [];
    for (const name of ["One", "Two", "Three"]) made.push(await createSection(ana.client, board.id, { name }));
    const listed = await allPages<BoardSection>(visitor, `/v3/boards/${board.id}/sections/`, 2);
    expect(listed.map((s) => s.title)).toEqual(["One", "Two", "Three"]);
    expect(expectOk(await visitor.get<BoardSection>(`/v3/board_sections/${made[1]!.id}/`))).toEqual(made[1]);
    expect(expectOk(await visitor.get<BoardSection>(`/v3/boards/${board.id}/sections/three/`)).id).toBe(made[2]!.id);
    expectApiError(await visitor.get(`/v3/boards/${board.id}/sections/four/`), "SECTION_NOT_FOUND", { field: "slug" });

    const secret = await createBoard(ben.client, { name: "Ben's secret", privacy: "secret" });
    const hidden = await createSection(ben.client, secret.id, { name: "Hidden" });
    for (const client of [visitor, ana.client]) {
      expectApiError(await client.get(`/v3/board_sections/${hidden.id}/`), "SECTION_NOT_FOUND", { field: "id" });
      expectApiError(await client.get(`/v3/boards/${secret.id}/sections/hidden/`), "SECTION_NOT_FOUND");
      expectApiError(await client.get(`/v3/boards/${secret.id}/sections/`), "BOARD_NOT_FOUND");
    }
    expect(expectOk(await ben.client.get<BoardSection>(`/v3/board_sections/${hidden.id}/`)).title).toBe("Hidden");
  });
});
