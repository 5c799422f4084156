/**
 * The public reads kept per isolate (worker/platform/read-cache/) against the built Worker: the
 * home feed, a visitor's search and suggestions are answered without D1 the second time; a write
 * through the isolate shows at once; a request with a bookmark and a logged-in search always read
 * D1. D1 work is counted through the DEV_TOOLS X-D1-Count headers.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { z } from "@hono/zod-openapi";
import type { PinPageSchema } from "~common/saving/schemas";
import { ApiClient, expectOk } from "../../../support/api-client";
import { base64, createBoard, createPin, createPinner, pngImage, type Pinner } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

type PinPage = z.infer<typeof PinPageSchema>;

let worker: RunningWorker;
let visitor: ApiClient;
let pinner: Pinner;
let boardId: string;

beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" });
  visitor = new ApiClient(worker);
  pinner = await createPinner(worker, "Rosa");
  boardId = (await createBoard(pinner.client, { name: "Window boxes" })).id;
  await createPin(pinner.client, boardId, { title: "Trailing geraniums" });
});
afterAll(() => worker?.close());

/** An answer's data and the D1 round trips it took. */
async function read<T>(client: ApiClient, path: string, headers: Record<string, string> = {}) {
  const result = await client.get<T>(path, { headers: { "X-D1-Count": "1", ...headers } });
  return { data: expectOk(result), calls: Number(result.res.headers.get("X-D1-Calls")) };
}
const titles = (page: PinPage) => page.items.map((p) => p.title);

test("the home feed: D1 once, then kept; a new Pin saved through the isolate is in the next answer", async () => {
  const first = await read<PinPage>(visitor, "/v3/feeds/home/");
  expect(first.calls).toBeGreaterThan(0);
  expect(titles(first.data)).toContain("Trailing geraniums");
  const again = await read<PinPage>(visitor, "/v3/feeds/home/");
  expect(again.calls).toBe(0);
  expect(again.data).toEqual(first.data);
  // A logged-in viewer gets the same kept page (the feed is the same for everyone).
  expect((await read<PinPage>(pinner.client, "/v3/feeds/home/")).calls).toBe(0);

  await createPin(pinner.client, boardId, { title: "Climbing nasturtiums" });
  const after = await read<PinPage>(visitor, "/v3/feeds/home/");
  expect(after.calls).toBeGreaterThan(0);
  expect(titles(after.data)[0]).toBe("Climbing nasturtiums");
});

test("a request that carries a D1 bookmark (its sender wrote lately) always reads D1", async () => {
  const save = await pinner.client.post("/v3/pins/", { board_id: boardId, title: "Sweet peas", image_base64: base64(await pngImage()) });
  expectOk(save);
  const bookmark = save.res.headers.get("X-D1-Bookmark");
  expect(bookmark).toMatch(/^[0-9a-f]+(-[0-9a-f]+)+\.[\w-]{22}$/);
  await read(visitor, "/v3/feeds/home/");
  expect((await read(visitor, "/v3/feeds/home/")).calls).toBe(0);
  const own = await read<PinPage>(visitor, "/v3/feeds/home/", { "X-D1-Bookmark": bookmark! });
  expect(own.calls).toBeGreaterThan(0);
  expect(titles(own.data)[0]).toBe("Sweet peas");
});

test("a made-up bookmark does not count: the kept answer, no D1 work", async () => {
  await read(visitor, "/v3/feeds/home/");
  const forged = "ffffffff-ffffffff-ffffffff-ffffffffffffffffffffffffffffffff";
  for (const value of [forged, `${forged}.AAAAAAAAAAAAAAAAAAAAAA`]) {
    expect((await read(visitor, "/v3/feeds/home/", { "X-D1-Bookmark": value })).calls).toBe(0);
    expect((await read(visitor, "/v3/feeds/home/", { cookie: `pin_d1b=${value}` })).calls).toBe(0);
  }
});

test("a visitor's search and suggestions are kept per query; a logged-in viewer's are not", async () => {
  const search = "/v3/search/pins/?query=geraniums";
  const first = await read(visitor, search);
  expect(first.calls).toBeGreaterThan(0);
  expect((await read(visitor, search)).calls).toBe(0);
  expect((await read(visitor, "/v3/search/pins/?query=nasturtiums")).calls).toBeGreaterThan(0);
  expect((await read(pinner.client, search)).calls).toBeGreaterThan(0);
  expect((await read(pinner.client, search)).calls).toBeGreaterThan(0);

  const suggest = "/v3/search/autocomplete/?term=gera";
  expect((await read(visitor, suggest)).calls).toBeGreaterThan(0);
  expect((await read(visitor, suggest)).calls).toBe(0);
  expect((await read(pinner.client, suggest)).calls).toBeGreaterThan(0);
});
