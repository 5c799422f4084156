/**
 * The save-to-board modal's reads (saving.md §2, §6, §7; worker/saving/board-picker/):
 * GET /v3/board_picker/boards/ — all_boards (owned and collaborating, archived ones left out,
 * alphabetical with digit-first names last, another user's secret board only to its collaborators), boards_shortlist
 * (suggestions for the Pin first, then recent use, once each, at most TOP_CHOICES_MAX), saved_to
 * (the viewer's latest save of the Pin or of a repin of it) — and
 * GET /v3/pins/{id}/board_title_suggestions/. Both for a logged-in viewer only, 404 for a Pin the
 * viewer cannot see, and a constant number of D1 calls whatever the number of boards (counted
 * through the DEV_TOOLS X-D1-Count headers, worker/platform/middleware/d1-count.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { BOARD_PICKER_MAX_SUGGESTIONS, TOP_CHOICES_MAX } from "~common/saving/constants";
import type { BoardPicker } from "~common/saving/schemas";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { createBoard, createPin, createPinner, createSection, repin, type Pinner } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
let visitor: ApiClient;
beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" });
  visitor = new ApiClient(worker);
});
afterAll(() => worker?.close());

const picker = async (client: ApiClient, query = "") => expectOk(await client.get<BoardPicker>(`/v3/board_picker/boards/${query}`));
const names = (boards: { name: string }[]) => boards.map((b) => b.name);
const suggestions = async (client: ApiClient, pinId: string) =>
  expectOk(await client.get<{ title: string }[]>(`/v3/pins/${pinId}/board_title_suggestions/`)).map((s) => s.title);

async function sql(query: string, ...params: unknown[]) {
  const env = await worker.env();
  return env.DB.prepare(query)
    .bind(...params)
    .run();
}
const epoch = (iso: string) => Math.floor(Date.parse(iso) / 1000);
/** Makes `id` look last pinned to at `when` (ISO) and created at `created`. */
const setTimes = (id: string, when: string | null, created = "2026-01-01T00:00:00Z") =>
  sql("UPDATE boards SET last_pinned_at = ?, created_at = ? WHERE id = ?", when === null ? null : epoch(when), epoch(created), Number(id));
const collaborate = (boardId: string, userId: string, archived = false) =>
  sql(
    "INSERT INTO board_collaborators (board_id, user_id, archived_at, created_at) VALUES (?, ?, ?, 1)",
    Number(boardId),
    userId,
    archived ? 2 : null,
  );
/** `n` boards for `ownerId`, straight into D1 (the picker's cost must not grow with them). */
const manyBoards = (ownerId: string, n: number, prefix: string) =>
  sql(
    `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?2)
     INSERT INTO boards (owner_id, name, slug, privacy, position, created_at, updated_at, last_pinned_at)
     SELECT ?1, ?3 || ' ' || i, lower(?3) || '-' || i, 'public', 1000 + i, 1, 1, i FROM k`,
    ownerId,
    n,
    prefix,
  );

/** The D1 calls and statements a request made (DEV_TOOLS only, on request). */
async function d1Work(client: ApiClient, path: string) {
  const result = await client.get(path, { headers: { "X-D1-Count": "1" } });
  expectOk(result);
  return { calls: Number(result.res.headers.get("X-D1-Calls")), statements: Number(result.res.headers.get("X-D1-Statements")) };
}

describe("GET /v3/board_picker/boards/: refusals", () => {
  let ben: Pinner;
  let ana: Pinner;
  beforeAll(async () => {
    [ana, ben] = await Promise.all([createPinner(worker, "Ana"), createPinner(worker, "Ben")]);
  });

  test("logged out: 401 AUTH_REQUIRED", async () => {
    expectApiError(await visitor.get("/v3/board_picker/boards/"), "AUTH_REQUIRED");
    expectApiError(await visitor.get("/v3/board_picker/boards/?pin_id=1"), "AUTH_REQUIRED");
  });

  test.each([
    ["pin_id=abc", "pin_id"],
    ["pin_id=0", "pin_id"],
    ["pin_id=1234567890123456", "pin_id"],
    ["shortlist_suggestions=-1", "shortlist_suggestions"],
    [`shortlist_suggestions=${BOARD_PICKER_MAX_SUGGESTIONS + 1}`, "shortlist_suggestions"],
    ["shortlist_suggestions=1.5", "shortlist_suggestions"],
    ["shortlist_suggestions=two", "shortlist_suggestions"],
  ])("a bad query (%s): 400 BAD_REQUEST naming the field", async (query, field) => {
    expectApiError(await ana.client.get(`/v3/board_picker/boards/?${query}`), "BAD_REQUEST", { field });
  });

  test("a Pin that does not exist, or is on someone else's secret board: 404 PIN_NOT_FOUND (field pin_id)", async () => {
    expectApiError(await ana.client.get("/v3/board_picker/boards/?pin_id=987654321"), "PIN_NOT_FOUND", { field: "pin_id" });
    const secret = await createBoard(ben.client, { name: "Ben's secrets", privacy: "secret" });
    const hidden = await createPin(ben.client, secret.id, { title: "Hidden" });
    expectApiError(await ana.client.get(`/v3/board_picker/boards/?pin_id=${hidden.id}`), "PIN_NOT_FOUND", { field: "pin_id" });
    // Its owner may save it elsewhere.
    expect(expectOk(await ben.client.get<BoardPicker>(`/v3/board_picker/boards/?pin_id=${hidden.id}`)).saved_to?.board.id).toBe(secret.id);
  });
});

describe("all_boards", () => {
  test("a viewer without boards: empty lists", async () => {
    const newcomer = await createPinner(worker, "New");
    expect(await picker(newcomer.client)).toEqual({ all_boards: [], boards_shortlist: [], saved_to: null });
  });

  test("owned and collaborating, alphabetical ignoring case with digit-first names last; archived ones and others' boards left out", async () => {
    const [ana, ben, cara] = await Promise.all([createPinner(worker, "Ana"), createPinner(worker, "Ben"), createPinner(worker, "Cara")]);
    for (const name of ["banana", "Apple", "2026 trips", "cherry", "Éclairs", "10 ideas"]) await createBoard(ana.client, { name });
    const secretOwn = await createBoard(ana.client, { name: "Diary", privacy: "secret" });
    const archived = await createBoard(ana.client, { name: "Attic" });
    await sql("UPDATE boards SET archived_by_me_at = 5 WHERE id = ?", Number(archived.id));

    // Ben's boards: one Ana collaborates on (Ben archived it for himself: still hers), one she
    // collaborates on but archived, a secret one she collaborates on, and two she has nothing to do with.
    const shared = await createBoard(ben.client, { name: "Group trip" });
    await sql("UPDATE boards SET is_collaborative = 1, archived_by_me_at = 5 WHERE id = ?", Number(shared.id));
    await collaborate(shared.id, ana.user.id);
    const leftBehind = await createBoard(ben.client, { name: "Old group" });
    await collaborate(leftBehind.id, ana.user.id, true);
    const bensSecret = await createBoard(ben.client, { name: "Surprise party", privacy: "secret" });
    await collaborate(bensSecret.id, ana.user.id);
    await createBoard(ben.client, { name: "Ben only" });
    await createBoard(ben.client, { name: "Ben's hidden", privacy: "secret" });
    // Cara collaborates on Ana's board: Ana sees it once, as its owner.
    const anasShared = await createBoard(ana.client, { name: "Family" });
    await collaborate(anasShared.id, cara.user.id);

    const list = (await picker(ana.client)).all_boards;
    expect(names(list)).toEqual([
      "Apple",
      "banana",
      "cherry",
      "Diary",
      "Éclairs",
      "Family",
      "Group trip",
      "Surprise party",
      "10 ideas",
      "2026 trips",
    ]);
    expect(list.find((b) => b.id === secretOwn.id)?.privacy).toBe("secret");
    expect(list.find((b) => b.id === shared.id)).toMatchObject({ is_collaborative: true, url: `/${ben.user.username}/group-trip/` });
    // A secret board of someone else's is listed to its collaborators only (worker/saving/access.ts).
    expect(list.find((b) => b.name === "Surprise party")?.privacy).toBe("secret");
    expect(names(list)).not.toContain("Ben's hidden");
    expect(names((await picker(ben.client)).all_boards)).toEqual(["Ben only", "Ben's hidden", "Old group", "Surprise party"]);
    expect(names((await picker(cara.client)).all_boards)).toEqual(["Family"]);
  });

  test("each board as the picker shows it: url, privacy, counts, the cover's 170x thumbnail, times", async () => {
    const ana = await createPinner(worker, "Ana");
    const board = await createBoard(ana.client, { name: "Soups & Stews", privacy: "secret" });
    const section = await createSection(ana.client, board.id, { name: "Winter" });
    const pin = await createPin(ana.client, board.id, { section: section.id });
    const empty = await createBoard(ana.client, { name: "Empty" });
    const { all_boards } = await picker(ana.client);
    expect(all_boards[1]).toEqual({
      id: board.id,
      name: "Soups & Stews",
      privacy: "secret",
      url: `/${ana.user.username}/soups-stews/`,
      image_thumbnail_url: pin.images["170x"].url,
      pin_count: 1,
      section_count: 1,
      is_collaborative: false,
      last_pinned_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      created_at: board.created_at,
    });
    expect(all_boards[0]).toMatchObject({ id: empty.id, image_thumbnail_url: null, pin_count: 0, last_pinned_at: null });
  });
});

describe("boards_shortlist (Top choices)", () => {
  let ana: Pinner;
  let ben: Pinner;
  let ids: Record<string, string>;
  let pinId: string;
  beforeAll(async () => {
    [ana, ben] = await Promise.all([createPinner(worker, "Ana"), createPinner(worker, "Ben")]);
    ids = {};
    // name → last pinned (null: never), created
    const plan: [string, string | null, string][] = [
      ["Pasta nights", "2026-02-01T00:00:00Z", "2026-01-01T00:00:00Z"],
      ["Lemon & pasta", "2026-01-15T00:00:00Z", "2026-01-01T00:00:00Z"],
      ["Lemons", null, "2026-01-03T00:00:00Z"],
      ["Travel", "2026-03-09T00:00:00Z", "2026-01-01T00:00:00Z"],
      ["Garden", "2026-03-08T00:00:00Z", "2026-01-01T00:00:00Z"],
      ["Books", "2026-03-07T00:00:00Z", "2026-01-01T00:00:00Z"],
      ["Music", "2026-03-06T00:00:00Z", "2026-01-01T00:00:00Z"],
      ["Cars", null, "2026-01-05T00:00:00Z"],
    ];
    for (const [name, pinned, created] of plan) {
      ids[name] = (await createBoard(ana.client, { name })).id;
      await setTimes(ids[name]!, pinned, created);
    }
    const source = await createBoard(ben.client, { name: "Ben's kitchen" });
    pinId = (await createPin(ben.client, source.id, { title: "Easy lemon pasta", description: "Ready in 20 minutes #Italian" })).id;
  });

  test("without a Pin: the most recently pinned-to boards, never-pinned ones last (newest created first), at most TOP_CHOICES_MAX", async () => {
    const { boards_shortlist, saved_to } = await picker(ana.client);
    expect(names(boards_shortlist)).toEqual(["Travel", "Garden", "Books", "Music", "Pasta nights"]);
    expect(boards_shortlist).toHaveLength(TOP_CHOICES_MAX);
    expect(saved_to).toBeNull();
  });

  test("with a Pin: boards sharing its words first (two shared words before one), then recent use, no repeats", async () => {
    const { boards_shortlist } = await picker(ana.client, `?pin_id=${pinId}`);
    expect(names(boards_shortlist)).toEqual(["Lemon & pasta", "Pasta nights", "Travel", "Garden", "Books"]);
    expect(new Set(boards_shortlist.map((b) => b.id)).size).toBe(TOP_CHOICES_MAX);
    // The same boards as in all_boards, field for field.
    const all = new Map((await picker(ana.client)).all_boards.map((b) => [b.id, b]));
    for (const b of boards_shortlist) expect(b).toEqual(all.get(b.id));
  });

  test("shortlist_suggestions sets how many suggestions lead; 0 gives recent use only; a suggestion that is also recent is not repeated", async () => {
    expect(names((await picker(ana.client, `?pin_id=${pinId}&shortlist_suggestions=1`)).boards_shortlist)).toEqual([
      "Lemon & pasta",
      "Travel",
      "Garden",
      "Books",
      "Music",
    ]);
    expect(names((await picker(ana.client, `?pin_id=${pinId}&shortlist_suggestions=0`)).boards_shortlist)).toEqual([
      "Travel",
      "Garden",
      "Books",
      "Music",
      "Pasta nights",
    ]);
    const all = await picker(ana.client, `?pin_id=${pinId}&shortlist_suggestions=${BOARD_PICKER_MAX_SUGGESTIONS}`);
    expect(names(all.boards_shortlist)).toEqual(["Lemon & pasta", "Pasta nights", "Lemons", "Travel", "Garden"]);
    await setTimes(ids["Pasta nights"]!, "2026-04-01T00:00:00Z");
    expect(names((await picker(ana.client, `?pin_id=${pinId}`)).boards_shortlist)).toEqual([
      "Lemon & pasta",
      "Pasta nights",
      "Travel",
      "Garden",
      "Books",
    ]);
    await setTimes(ids["Pasta nights"]!, "2026-02-01T00:00:00Z");
  });
});

describe("saved_to", () => {
  test("the viewer's latest save of the Pin: a repin of it (with its section), or the Pin itself; others' saves do not count", async () => {
    const [ana, ben, cara] = await Promise.all([createPinner(worker, "Ana"), createPinner(worker, "Ben"), createPinner(worker, "Cara")]);
    const bensBoard = await createBoard(ben.client, { name: "Originals" });
    const original = await createPin(ben.client, bensBoard.id, { title: "Sourdough" });
    const first = await createBoard(ana.client, { name: "Bread" });
    const second = await createBoard(ana.client, { name: "Baking" });
    const section = await createSection(ana.client, second.id, { name: "Loaves" });

    expect((await picker(ana.client, `?pin_id=${original.id}`)).saved_to).toBeNull();
    // Cara's repin is not Ana's save.
    await repin(cara.client, original.id, (await createBoard(cara.client, { name: "Cara's" })).id);
    expect((await picker(ana.client, `?pin_id=${original.id}`)).saved_to).toBeNull();

    await repin(ana.client, original.id, first.id);
    expect((await picker(ana.client, `?pin_id=${original.id}`)).saved_to).toEqual({
      board: { id: first.id, name: "Bread" },
      section: null,
    });
    await repin(ana.client, original.id, second.id, { section: section.id });
    expect((await picker(ana.client, `?pin_id=${original.id}`)).saved_to).toEqual({
      board: { id: second.id, name: "Baking" },
      section: { id: section.id, title: "Loaves" },
    });
    // The owner's own Pin is saved where it is.
    expect((await picker(ben.client, `?pin_id=${original.id}`)).saved_to).toEqual({
      board: { id: bensBoard.id, name: "Originals" },
      section: null,
    });
    // A Pin of Ana's own: saved where she made it, until she saves it again.
    const own = await createPin(ana.client, first.id);
    expect((await picker(ana.client, `?pin_id=${own.id}`)).saved_to).toEqual({ board: { id: first.id, name: "Bread" }, section: null });
    await repin(ana.client, own.id, second.id);
    expect((await picker(ana.client, `?pin_id=${own.id}`)).saved_to?.board.id).toBe(second.id);
  });
});

describe("GET /v3/pins/{id}/board_title_suggestions/", () => {
  test("the Pin's board name, hashtags and title phrases, leaving out the viewer's board names (archived ones too)", async () => {
    const [ana, ben] = await Promise.all([createPinner(worker, "Ana"), createPinner(worker, "Ben")]);
    const bensBoard = await createBoard(ben.client, { name: "Dinner ideas" });
    const pin = await createPin(ben.client, bensBoard.id, {
      title: "Easy lemon pasta",
      description: "Ready in 20 minutes #WeeknightDinners",
    });
    expect(await suggestions(ana.client, pin.id)).toEqual(["Dinner ideas", "Weeknight Dinners", "Easy Lemon Pasta", "Easy", "Lemon"]);
    await createBoard(ana.client, { name: "dinner IDEAS" });
    const lemon = await createBoard(ana.client, { name: "Lemon" });
    await sql("UPDATE boards SET archived_by_me_at = 5 WHERE id = ?", Number(lemon.id));
    expect(await suggestions(ana.client, pin.id)).toEqual(["Weeknight Dinners", "Easy Lemon Pasta", "Easy", "Pasta"]);
    // Its owner has the board already.
    expect(await suggestions(ben.client, pin.id)).toEqual(["Weeknight Dinners", "Easy Lemon Pasta", "Easy", "Lemon", "Pasta"]);
  });

  test("refusals: 401 logged out, 400 for a bad id, 404 for no Pin or someone else's secret Pin", async () => {
    const [ana, ben] = await Promise.all([createPinner(worker, "Ana"), createPinner(worker, "Ben")]);
    const secret = await createBoard(ben.client, { name: "Secret plans", privacy: "secret" });
    const hidden = await createPin(ben.client, secret.id, { title: "Garden shed" });
    expectApiError(await visitor.get(`/v3/pins/${hidden.id}/board_title_suggestions/`), "AUTH_REQUIRED");
    expectApiError(await ana.client.get("/v3/pins/0/board_title_suggestions/"), "BAD_REQUEST", { field: "id" });
    expectApiError(await ana.client.get("/v3/pins/abc/board_title_suggestions/"), "BAD_REQUEST", { field: "id" });
    expectApiError(await ana.client.get("/v3/pins/987654321/board_title_suggestions/"), "PIN_NOT_FOUND", { field: "id" });
    expectApiError(await ana.client.get(`/v3/pins/${hidden.id}/board_title_suggestions/`), "PIN_NOT_FOUND", { field: "id" });
    expect(await suggestions(ben.client, hidden.id)).toEqual(["Garden Shed", "Garden", "Shed"]);
  });
});

describe("a constant number of D1 calls per request, whatever the number of boards", () => {
  test("2 calls (the session, then one read or one batch) for 3 boards and for 300", async () => {
    const [small, large, ben] = await Promise.all([
      createPinner(worker, "Small"),
      createPinner(worker, "Large"),
      createPinner(worker, "Ben"),
    ]);
    const source = await createBoard(ben.client, { name: "Source" });
    const pin = await createPin(ben.client, source.id, { title: "Board 7 ideas" });
    await manyBoards(small.user.id, 3, "Board");
    await manyBoards(large.user.id, 300, "Board");
    for (const path of [
      "/v3/board_picker/boards/",
      `/v3/board_picker/boards/?pin_id=${pin.id}`,
      `/v3/pins/${pin.id}/board_title_suggestions/`,
    ]) {
      const few = await d1Work(small.client, path);
      const many = await d1Work(large.client, path);
      expect(many, path).toEqual(few);
      expect(few.calls, path).toBe(2);
    }
    expect((await picker(large.client)).all_boards).toHaveLength(300);
    // Counted only on request: a plain request carries no count.
    const plain = await large.client.get("/v3/board_picker/boards/");
    expect([plain.res.headers.get("X-D1-Calls"), plain.res.headers.get("X-D1-Statements")]).toEqual([null, null]);
    // A request without D1 work counts none; an error answer is counted too (the session's look-up).
    const health = await visitor.get("/healthz", { headers: { "X-D1-Count": "1" } });
    expect(health.res.headers.get("X-D1-Calls")).toBe("0");
    const missing = await large.client.get("/v3/board_picker/boards/?pin_id=987654321", { headers: { "X-D1-Count": "1" } });
    expectApiError(missing, "PIN_NOT_FOUND");
    expect(missing.res.headers.get("X-D1-Calls")).toBe("2");
    // One batch of three statements with a Pin (boards, the Pin, saved_to), plus the session's.
    expect(await d1Work(large.client, `/v3/board_picker/boards/?pin_id=${pin.id}`)).toEqual({ calls: 2, statements: 4 });
  });
});
