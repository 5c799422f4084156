/**
 * The Pin feeds (saving.md §3 feed types; worker/saving/feeds/): the home feed for logged-in and
 * logged-out viewers (original Pins of public boards, newest first), a board's Pins (with or
 * without those in sections) and a section's, all paged by bookmark without repeats or gaps.
 * Secret boards' Pins never appear to others; a bookmark from another list is refused.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Pin } from "~common/saving/schemas";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import {
  allPages,
  createBoard,
  createPin,
  createPinner,
  createSection,
  repin,
  type Page,
  type Pinner,
} from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
let ana: Pinner;
let ben: Pinner;
let visitor: ApiClient;
const ids = { public: [] as string[], secret: [] as string[], repins: [] as string[], sectioned: [] as string[] };
let boardId: string;
let sectionId: string;

beforeAll(async () => {
  worker = await startWorker();
  [ana, ben] = await Promise.all([createPinner(worker, "Ana"), createPinner(worker, "Ben")]);
  visitor = new ApiClient(worker);
  const board = await createBoard(ana.client, { name: "Feed board" });
  boardId = board.id;
  sectionId = (await createSection(ana.client, board.id, { name: "Feed section" })).id;
  const secret = await createBoard(ana.client, { name: "Feed secret", privacy: "secret" });
  const bensBoard = await createBoard(ben.client, { name: "Ben's feed board" });
  for (let i = 0; i < 7; i++) ids.public.push((await createPin(ana.client, board.id, { title: `Public ${i}` })).id);
  for (let i = 0; i < 4; i++) {
    const pin = await createPin(ana.client, board.id, { title: `Sectioned ${i}`, section: sectionId });
    ids.public.push(pin.id);
    ids.sectioned.push(pin.id);
  }
  for (let i = 0; i < 3; i++) ids.secret.push((await createPin(ana.client, secret.id, { title: `Secret ${i}` })).id);
  for (const source of ids.public.slice(0, 2)) ids.repins.push((await repin(ben.client, source, bensBoard.id)).id);
});
afterAll(() => worker?.close());

const numeric = (a: string, b: string) => Number(b) - Number(a);

describe("GET /v3/feeds/home/", () => {
  test("logged out: every original public Pin once, newest first, across pages of 3", async () => {
    const items = await allPages<Pin>(visitor, "/v3/feeds/home/", 3);
    expect(items.map((p) => p.id)).toEqual([...ids.public].sort(numeric));
    expect(items.every((p) => p.board.privacy === "public" && !p.is_repin)).toBe(true);
  });

  test("logged in (even the owner of the secret board): the same public feed, no repins, no secret Pins", async () => {
    for (const client of [ana.client, ben.client]) {
      const items = await allPages<Pin>(client, "/v3/feeds/home/", 5);
      const got = items.map((p) => p.id);
      expect(got).toEqual([...ids.public].sort(numeric));
      for (const hidden of [...ids.secret, ...ids.repins]) expect(got).not.toContain(hidden);
    }
  });

  test("the default page is 25 and the last page's bookmark is null", async () => {
    const first = expectOk(await visitor.get<Page<Pin>>("/v3/feeds/home/"));
    expect(first.items).toHaveLength(ids.public.length);
    expect(first.bookmark).toBeNull();
  });

  test("a Pin saved after the first page was read does not shift the next page", async () => {
    const first = expectOk(await visitor.get<Page<Pin>>("/v3/feeds/home/?page_size=4"));
    const newer = await createPin(ana.client, boardId, { title: "Newest" });
    ids.public.push(newer.id);
    const second = expectOk(await visitor.get<Page<Pin>>(`/v3/feeds/home/?page_size=4&bookmark=${encodeURIComponent(first.bookmark!)}`));
    const expected = [...ids.public].filter((id) => id !== newer.id).sort(numeric);
    expect(second.items.map((p) => p.id)).toEqual(expected.slice(4, 8));
  });

  test("a malformed bookmark, another list's bookmark or a bad page size is 400", async () => {
    expectApiError(await visitor.get("/v3/feeds/home/?bookmark=not-a-bookmark"), "BAD_REQUEST", { field: "bookmark" });
    const boardPage = expectOk(await visitor.get<Page<Pin>>(`/v3/boards/${boardId}/pins/?page_size=1`));
    expectApiError(await visitor.get(`/v3/feeds/home/?bookmark=${boardPage.bookmark}`), "BAD_REQUEST", { field: "bookmark" });
    expectApiError(await visitor.get("/v3/feeds/home/?page_size=0"), "BAD_REQUEST");
    expectApiError(await visitor.get("/v3/feeds/home/?page_size=101"), "BAD_REQUEST");
  });
});

describe("GET /v3/boards/{id}/pins/ and /v3/board_sections/{id}/pins/", () => {
  test("a board's feed leaves its sections' Pins to them by default, and has them all with filter_section_pins=false", async () => {
    const outside = await allPages<Pin>(visitor, `/v3/boards/${boardId}/pins/`, 4);
    expect(outside.some((p) => ids.sectioned.includes(p.id))).toBe(false);
    expect(outside.every((p) => p.section === null)).toBe(true);
    const all = await allPages<Pin>(visitor, `/v3/boards/${boardId}/pins/?filter_section_pins=false`, 4);
    expect(all.map((p) => p.id)).toEqual([...ids.public].sort(numeric));
    const inSection = await allPages<Pin>(visitor, `/v3/board_sections/${sectionId}/pins/`, 3);
    expect(inSection.map((p) => p.id)).toEqual([...ids.sectioned].sort(numeric));
    expect(inSection.every((p) => p.section?.id === sectionId && p.section.title === "Feed section")).toBe(true);
  });

  test("a secret board's Pins and sections are the owner's alone: 404 for anyone else", async () => {
    const secret = await createBoard(ben.client, { name: "Ben's hidden", privacy: "secret" });
    const section = await createSection(ben.client, secret.id, { name: "Hidden section" });
    await createPin(ben.client, secret.id, { section: section.id });
    for (const client of [visitor, ana.client]) {
      expectApiError(await client.get(`/v3/boards/${secret.id}/pins/`), "BOARD_NOT_FOUND", { field: "id" });
      expectApiError(await client.get(`/v3/board_sections/${section.id}/pins/`), "SECTION_NOT_FOUND", { field: "id" });
    }
    expect(expectOk(await ben.client.get<Page<Pin>>(`/v3/boards/${secret.id}/pins/?filter_section_pins=false`)).items).toHaveLength(1);
    expect(expectOk(await ben.client.get<Page<Pin>>(`/v3/board_sections/${section.id}/pins/`)).items).toHaveLength(1);
    expectApiError(await visitor.get("/v3/boards/99999999/pins/"), "BOARD_NOT_FOUND");
  });
});
