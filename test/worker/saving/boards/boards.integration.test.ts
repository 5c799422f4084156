/**
 * Boards (saving.md §3 Board, §5 name rule, §6 privacy, §7 BoardsResource/BoardResource;
 * worker/saving/boards/): create with the name rule and one name per owner, read by id and by
 * /{username}/{slug}/, list in every sort, filter, grouping and with or without archived boards,
 * paged; a secret board is never visible to anyone but its owner, in every list and by id; only
 * the owner deletes, and the board's Pins leave every count with it.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { BOARD_NAME_MAX_LENGTH } from "~common/saving/constants";
import type { Board, Pin, UserProfile } from "~common/saving/schemas";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import {
  allPages,
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
let visitor: ApiClient;
beforeAll(async () => {
  worker = await startWorker();
  visitor = new ApiClient(worker);
});
afterAll(() => worker?.close());

describe("POST /v3/boards/", () => {
  test("creates a public board by default: owner, url, slug, counts, no cover", async () => {
    const ana = await createPinner(worker, "Ana");
    const board = await createBoard(ana.client, { name: "  Weeknight Dinners!  ", description: "Quick food" });
    expect(board).toMatchObject({
      type: "board",
      name: "Weeknight Dinners!",
      description: "Quick food",
      privacy: "public",
      slug: "weeknight-dinners",
      url: `/${ana.user.username}/weeknight-dinners/`,
      pin_count: 0,
      section_count: 0,
      is_collaborative: false,
      collaborating_users: [],
      image_cover_url: null,
      cover_images: null,
      images: { "170x": [] },
      archived_by_me_at: null,
      last_pinned_at: null,
      owner: { id: ana.user.id, username: ana.user.username },
    });
  });

  test("§5: a name is required and at most 50 characters; one board per name per owner; slugs stay unique", async () => {
    const ana = await createPinner(worker, "Ana");
    expectApiError(await ana.client.post("/v3/boards/", { name: "   " }), "BOARD_NAME_MISSING", { field: "name" });
    const long = await ana.client.post("/v3/boards/", { name: "x".repeat(BOARD_NAME_MAX_LENGTH + 1) });
    expectApiError(long, "BOARD_NAME_TOO_LONG", { field: "name" });
    expect(long.error?.message).toBe(`Please enter no more than ${BOARD_NAME_MAX_LENGTH} characters.`);
    expect((await createBoard(ana.client, { name: "é".repeat(BOARD_NAME_MAX_LENGTH) })).name).toHaveLength(BOARD_NAME_MAX_LENGTH);
    await createBoard(ana.client, { name: "Recipes" });
    expectApiError(await ana.client.post("/v3/boards/", { name: "RECIPES" }), "BOARD_NAME_TAKEN", { field: "name" });
    const other = await createBoard(ana.client, { name: "Recipes!" });
    expect(other.slug).toBe("recipes-2");
    // Another owner may use the same name and path segment.
    const ben = await createPinner(worker, "Ben");
    expect((await createBoard(ben.client, { name: "Recipes" })).slug).toBe("recipes");
    expectApiError(await visitor.post("/v3/boards/", { name: "Nope" }), "AUTH_REQUIRED");
    expectApiError(await ana.client.post("/v3/boards/", { name: "Bad privacy", privacy: "everyone" }), "BAD_REQUEST");
  });
});

describe("reading boards and privacy (§6)", () => {
  test("by id and by /{username}/{slug}/: the owner sees a secret board, nobody else does (404, as if missing)", async () => {
    const ana = await createPinner(worker, "Ana");
    const ben = await createPinner(worker, "Ben");
    const open = await createBoard(ana.client, { name: "Open" });
    const secret = await createBoard(ana.client, { name: "Hidden", privacy: "secret" });
    for (const client of [visitor, ben.client, ana.client]) {
      expect(expectOk(await client.get<Board>(`/v3/boards/${open.id}/`)).id).toBe(open.id);
      expect(expectOk(await client.get<Board>(`/v3/users/${ana.user.username}/boards/open/`)).id).toBe(open.id);
    }
    expect(expectOk(await ana.client.get<Board>(`/v3/boards/${secret.id}/`)).privacy).toBe("secret");
    expect(expectOk(await ana.client.get<Board>(`/v3/users/${ana.user.username.toUpperCase()}/boards/hidden/`)).id).toBe(secret.id);
    for (const client of [visitor, ben.client]) {
      expectApiError(await client.get(`/v3/boards/${secret.id}/`), "BOARD_NOT_FOUND");
      expectApiError(await client.get(`/v3/users/${ana.user.username}/boards/hidden/`), "BOARD_NOT_FOUND");
      expectApiError(await client.get(`/v3/boards/${secret.id}/sections/`), "BOARD_NOT_FOUND");
      const listed = await allPages<Board>(client, `/v3/users/${ana.user.username}/boards/`, 10);
      expect(listed.map((b) => b.id)).toEqual([open.id]);
      expect(expectOk(await client.get<UserProfile>(`/v3/users/${ana.user.username}/`)).board_count).toBe(1);
    }
    expectApiError(await visitor.get("/v3/boards/424242424/"), "BOARD_NOT_FOUND");
    expectApiError(await visitor.get("/v3/users/nobody_here/boards/"), "USER_NOT_FOUND", { field: "username" });
  });

  test("a board's cover and thumbnails: the latest three Pins' 170x images, newest first", async () => {
    const ana = await createPinner(worker, "Ana");
    const board = await createBoard(ana.client, { name: "Thumbs" });
    const pins: Pin[] = [];
    for (let i = 0; i < 4; i++) pins.push(await createPin(ana.client, board.id));
    const read = expectOk(await visitor.get<Board>(`/v3/boards/${board.id}/`));
    expect(read.images["170x"].map((t) => t.url)).toEqual(
      pins
        .slice(1)
        .reverse()
        .map((p) => p.images["170x"].url),
    );
    expect(read.cover_images?.["236x"]).toEqual(pins[0]!.images["236x"]);
    expect(read.pin_count).toBe(4);
  });
});

describe("GET /v3/users/{username}/boards/ (BoardsResource)", () => {
  let owner: Pinner;
  const made: Record<string, Board> = {};
  beforeAll(async () => {
    owner = await createPinner(worker, "Olu");
    // Made in this order; pinned to in another; one secret; one archived.
    for (const name of ["banana", "Apple", "cherry", "date", "Elder"]) {
      made[name] = await createBoard(owner.client, { name, privacy: name === "cherry" ? "secret" : "public" });
    }
    for (const name of ["date", "banana", "Elder"]) await createPin(owner.client, made[name]!.id);
    const env = await worker.env();
    await env.DB.prepare("UPDATE boards SET archived_by_me_at = 1 WHERE id = ?").bind(Number(made["Elder"]!.id)).run();
    // Saves within one second tie on time: give each board its own (last pinned: banana, then date, then Elder).
    await env.DB.prepare("UPDATE boards SET position = 10 - id, created_at = 1000 + id, last_pinned_at = NULL WHERE owner_id = ?")
      .bind(owner.user.id)
      .run();
    for (const [name, at] of [
      ["date", 5000],
      ["banana", 6000],
      ["Elder", 7000],
    ] as const) {
      await env.DB.prepare("UPDATE boards SET last_pinned_at = ? WHERE id = ?").bind(at, Number(made[name]!.id)).run();
    }
  });

  const names = async (client: ApiClient, query: string, pageSize = 2) =>
    (await allPages<Board>(client, `/v3/users/${owner.user.username}/boards/${query}`, pageSize)).map((b) => b.name);

  test("every sort of §3, archived boards last (include_archived defaults to true), paged by 2", async () => {
    expect(await names(owner.client, "")).toEqual(["banana", "date", "cherry", "Apple", "Elder"]); // last_pinned_to (default)
    expect(await names(owner.client, "?sort=last_pinned_to")).toEqual(["banana", "date", "cherry", "Apple", "Elder"]);
    expect(await names(owner.client, "?sort=alphabetical")).toEqual(["Apple", "banana", "cherry", "date", "Elder"]);
    expect(await names(owner.client, "?sort=oldest")).toEqual(["banana", "Apple", "cherry", "date", "Elder"]);
    expect(await names(owner.client, "?sort=newest")).toEqual(["date", "cherry", "Apple", "banana", "Elder"]);
    expect(await names(owner.client, "?sort=custom")).toEqual(["date", "cherry", "Apple", "banana", "Elder"]);
    expect(await names(owner.client, "?sort=group_boards_at_top")).toEqual(["banana", "date", "cherry", "Apple", "Elder"]);
  });

  test("include_archived=false leaves archived boards out; group_by=visibility puts public boards first", async () => {
    expect(await names(owner.client, "?sort=alphabetical&include_archived=false")).toEqual(["Apple", "banana", "cherry", "date"]);
    expect(await names(owner.client, "?sort=alphabetical&group_by=visibility&include_archived=false")).toEqual([
      "Apple",
      "banana",
      "date",
      "cherry",
    ]);
    expect(await names(owner.client, "?sort=alphabetical&group_by=mix_public_private&include_archived=false")).toEqual([
      "Apple",
      "banana",
      "cherry",
      "date",
    ]);
  });

  test("privacy_filter: the owner filters their boards; others only ever get public ones", async () => {
    expect(await names(owner.client, "?privacy_filter=secret")).toEqual(["cherry"]);
    expect(await names(owner.client, "?privacy_filter=public&sort=alphabetical")).toEqual(["Apple", "banana", "date", "Elder"]);
    expect(await names(visitor, "?privacy_filter=secret")).toEqual([]);
    expect(await names(visitor, "?sort=alphabetical")).toEqual(["Apple", "banana", "date", "Elder"]);
    expect(await names(visitor, "?privacy_filter=all&sort=newest&include_archived=false", 1)).toEqual(["date", "Apple", "banana"]);
  });

  test("a bookmark belongs to its sort and filters: used with others it is refused", async () => {
    const first = expectOk(await owner.client.get<Page<Board>>(`/v3/users/${owner.user.username}/boards/?sort=alphabetical&page_size=1`));
    expect(first.bookmark).not.toBeNull();
    const again = await owner.client.get(`/v3/users/${owner.user.username}/boards/?sort=newest&bookmark=${first.bookmark}`);
    expectApiError(again, "BAD_REQUEST", { field: "bookmark" });
    expectApiError(await owner.client.get(`/v3/users/${owner.user.username}/boards/?sort=sideways`), "BAD_REQUEST");
  });
});

test("a board path with a method it does not take is 405 with the methods it does (paths with parameters too)", async () => {
  const res = await visitor.request("PUT", "/v3/boards/42/", {});
  expect(res.status).toBe(405);
  expect(res.error?.api_error_code).toBe(5);
  expect(res.res.headers.get("allow")?.split(", ").sort()).toEqual(["DELETE", "GET", "PATCH"]);
  const follow = await visitor.request("PATCH", "/v3/users/someone/follow/", {});
  expect(follow.res.headers.get("allow")?.split(", ").sort()).toEqual(["DELETE", "POST"]);
  expect((await visitor.request("PUT", "/v3/boards/42/nothing-here/", {})).status).toBe(404);
});

describe("DELETE /v3/boards/{id}/", () => {
  test("only the owner deletes; the board, its sections and Pins go, repins elsewhere stay, pin counts drop", async () => {
    const ana = await createPinner(worker, "Ana");
    const ben = await createPinner(worker, "Ben");
    const board = await createBoard(ana.client, { name: "Short-lived" });
    const section = await createSection(ana.client, board.id, { name: "Part" });
    const pins = [await createPin(ana.client, board.id), await createPin(ana.client, board.id, { section: section.id })];
    const kept = await createBoard(ana.client, { name: "Kept" });
    await createPin(ana.client, kept.id);
    const bensBoard = await createBoard(ben.client, { name: "Ben's saves" });
    const saved = await repin(ben.client, pins[0]!.id, bensBoard.id);
    const secret = await createBoard(ana.client, { name: "Secret one", privacy: "secret" });

    expectApiError(await visitor.delete(`/v3/boards/${board.id}/`), "AUTH_REQUIRED");
    expectApiError(await ben.client.delete(`/v3/boards/${board.id}/`), "NOT_BOARD_OWNER", { field: "id" });
    expectApiError(await ben.client.delete(`/v3/boards/${secret.id}/`), "BOARD_NOT_FOUND");
    expect(expectOk(await ana.client.delete(`/v3/boards/${board.id}/`))).toBeNull();

    expectApiError(await ana.client.get(`/v3/boards/${board.id}/`), "BOARD_NOT_FOUND");
    expectApiError(await ana.client.get(`/v3/board_sections/${section.id}/`), "SECTION_NOT_FOUND");
    for (const p of pins) expectApiError(await ana.client.get(`/v3/pins/${p.id}/`), "PIN_NOT_FOUND");
    expect(expectOk(await ana.client.get<Pin>(`/v3/pins/${saved.id}/`)).images).toEqual(pins[0]!.images);
    expect(await dbValue<number>(worker, "SELECT pin_count AS v FROM users WHERE id = ?", ana.user.id)).toBe(1);
    expect(await dbValue<number>(worker, "SELECT pin_count AS v FROM users WHERE id = ?", ben.user.id)).toBe(1);
    expectApiError(await ana.client.delete(`/v3/boards/${board.id}/`), "BOARD_NOT_FOUND");
  });
});
