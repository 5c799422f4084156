/**
 * Saving fixtures for integration tests: pinners (signed up through the API), boards, sections
 * and Pins made through the API itself, with small real images drawn by sharp and sent as
 * image_base64 (the path a Pin without a stored image takes).
 */
import sharp from "sharp";
import { expect } from "vitest";
import type { Board, BoardSection, Pin, UserProfile } from "~common/saving/schemas";
import { ApiClient, expectOk, type ApiResult } from "./api-client";
import { createAccount, type Account } from "./auth-fixtures";
import type { RunningWorker } from "./worker-harness";

export interface Page<T> {
  items: T[];
  bookmark: string | null;
}

let shade = 0;

/** A PNG of `width`×`height` in a colour of its own (each call gives different bytes). */
export async function pngImage(width = 240, height = 360): Promise<Buffer> {
  shade += 1;
  const color = { r: (shade * 53) % 256, g: (shade * 97) % 256, b: (shade * 29) % 256 };
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export const base64 = (bytes: Buffer) => bytes.toString("base64");

/** A signed-up pinner with their profile (username, id) and a client holding their session. */
export interface Pinner extends Account {
  profile: UserProfile;
}

export async function createPinner(worker: RunningWorker, first = "pat"): Promise<Pinner> {
  const account = await createAccount(worker, { first_name: first });
  const profile = expectOk(await account.client.get<UserProfile>(`/v3/users/${account.user.username}/`));
  return { ...account, profile };
}

export const createBoard = async (client: ApiClient, body: { name: string; privacy?: "public" | "secret"; description?: string }) =>
  expectOk(await client.post<Board>("/v3/boards/", body));

export const createSection = async (
  client: ApiClient,
  boardId: string,
  body: { name: string; initial_pins?: string[]; name_source?: 0 | 1 | 2 },
) => expectOk(await client.post<BoardSection>(`/v3/boards/${boardId}/sections/`, body));

/** Saves a new Pin with a fresh image to `boardId` (and `section`), asserting success. */
export async function createPin(
  client: ApiClient,
  boardId: string,
  extra: { section?: string; title?: string; description?: string; link?: string; color?: string; width?: number; height?: number } = {},
): Promise<Pin> {
  const { width, height, ...rest } = extra;
  return expectOk(await client.post<Pin>("/v3/pins/", { board_id: boardId, image_base64: base64(await pngImage(width, height)), ...rest }));
}

export const repin = async (client: ApiClient, pinId: string, boardId: string, extra: { section?: string; description?: string } = {}) =>
  expectOk(await client.post<Pin>("/v3/pins/", { board_id: boardId, pin_id: pinId, ...extra }));

/** Reads every page of a paged list, following bookmarks; asserts no item repeats. */
export async function allPages<T extends { id: string }>(client: ApiClient, path: string, pageSize: number): Promise<T[]> {
  const out: T[] = [];
  let bookmark: string | null = null;
  for (let n = 0; n < 1000; n++) {
    const sep = path.includes("?") ? "&" : "?";
    const url = `${path}${sep}page_size=${pageSize}${bookmark ? `&bookmark=${encodeURIComponent(bookmark)}` : ""}`;
    const res: ApiResult<Page<T>> = await client.get<Page<T>>(url);
    const data = expectOk(res);
    expect(data.items.length).toBeLessThanOrEqual(pageSize);
    out.push(...data.items);
    bookmark = data.bookmark;
    if (!bookmark) break;
  }
  expect(new Set(out.map((i) => i.id)).size).toBe(out.length);
  return out;
}

/** A row count straight from D1 (for counters the API must keep exact). */
export async function dbValue<T>(worker: RunningWorker, sql: string, ...params: unknown[]): Promise<T> {
  const env = await worker.env();
  const row = await env.DB.prepare(sql)
    .bind(...params)
    .first<{ v: T }>();
  return row!.v;
}
