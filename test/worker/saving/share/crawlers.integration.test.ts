/**
 * robots.txt and the sitemaps (worker/saving/share/crawlers.ts): the index names one file per
 * SITEMAP_PAGE_SIZE ids of boards and of Pins; each file holds the public boards (and their Pins)
 * of active accounts in its id range — never a secret board or its Pins, never a deactivated
 * account's — and a file past the last is a 404.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SITEMAP_PAGE_SIZE } from "~common/saving/share";
import type { Board, Pin } from "~common/saving/schemas";
import { createBoard, createPin, createPinner, type Pinner } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
let ana: Pinner;
let gone: Pinner;
let open: Board;
let secret: Board;
let far: Board;
let goneBoard: Board;
let pinOnOpen: Pin;
let pinOnSecret: Pin;
let goneOnOpen: Pin;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const sql = async (query: string, ...params: unknown[]) =>
  (await worker.env()).DB.prepare(query)
    .bind(...params)
    .run();

beforeAll(async () => {
  worker = await startWorker();
  [ana, gone] = await Promise.all([createPinner(worker, "Ana"), createPinner(worker, "Gone")]);
  open = await createBoard(ana.client, { name: "Open kitchen" });
  secret = await createBoard(ana.client, { name: "Hidden", privacy: "secret" });
  goneBoard = await createBoard(gone.client, { name: "Gone board" });
  far = await createBoard(ana.client, { name: "Far away" });
  pinOnOpen = await createPin(ana.client, open.id, { title: "Soup" });
  pinOnSecret = await createPin(ana.client, secret.id, { title: "Secret soup" });
  await createPin(gone.client, goneBoard.id);
  // A Pin of a person who then deactivates, on Ana's open board (a collaborative board's case).
  goneOnOpen = await createPin(gone.client, goneBoard.id);
  await sql("UPDATE pins SET board_id = ? WHERE id = ?", Number(open.id), Number(goneOnOpen.id));
  await sql("UPDATE users SET account_state = 'deactivated' WHERE id = ?", gone.user.id);
  // A board whose id is in the third file (no Pins point at it, so its id may move).
  await sql("UPDATE boards SET id = ? WHERE id = ?", 2 * SITEMAP_PAGE_SIZE + 7, Number(far.id));
}, 60_000);
afterAll(() => worker?.close());

describe("robots.txt", () => {
  test("names the sitemap and keeps robots out of the API and settings", async () => {
    const res = await worker.fetch("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await res.text();
    expect(text).toContain(`Sitemap: ${new URL("/sitemap.xml", worker.url).href}`);
    for (const path of ["/v3/", "/settings/", "/_dev/"]) expect(text).toContain(`Disallow: ${path}`);
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });

  test("POST is a 405, HEAD has no body", async () => {
    expect((await worker.fetch("/robots.txt", { method: "POST", body: "x" })).status).toBe(405);
    const head = await worker.fetch("/robots.txt", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });
});

describe("sitemaps", () => {
  test("the index lists a file per SITEMAP_PAGE_SIZE ids of each kind, absolute URLs", async () => {
    const res = await worker.fetch("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const origin = worker.url.origin;
    expect(locs(xml)).toEqual([1, 2, 3].map((n) => `${origin}/sitemaps/boards-${n}.xml`).concat(`${origin}/sitemaps/pins-1.xml`));
  });

  test("boards: public boards of active accounts only, each file its own id range", async () => {
    const first = locs(await (await worker.fetch("/sitemaps/boards-1.xml")).text());
    const origin = worker.url.origin;
    expect(first).toEqual([`${origin}/${ana.user.username}/open-kitchen/`]);
    expect(first.join()).not.toContain("hidden");
    expect(first.join()).not.toContain(gone.user.username);
    expect(locs(await (await worker.fetch("/sitemaps/boards-2.xml")).text())).toEqual([]);
    expect(locs(await (await worker.fetch("/sitemaps/boards-3.xml")).text())).toEqual([`${origin}/${ana.user.username}/far-away/`]);
    expect((await worker.fetch("/sitemaps/boards-4.xml")).status).toBe(404);
  });

  test("Pins: on public boards, by active accounts; never a secret board's or a deactivated pinner's", async () => {
    const xml = await (await worker.fetch("/sitemaps/pins-1.xml")).text();
    expect(locs(xml)).toEqual([`${worker.url.origin}/pin/${pinOnOpen.id}/`]);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(xml).not.toContain(`/pin/${pinOnSecret.id}/`);
    expect(xml).not.toContain(`/pin/${goneOnOpen.id}/`);
  });

  test("a closed account and one hidden from search engines (/settings/privacy/) leave both sitemaps at once", async () => {
    const listed = async () => [
      ...locs(await (await worker.fetch("/sitemaps/boards-1.xml")).text()),
      ...locs(await (await worker.fetch("/sitemaps/pins-1.xml")).text()),
    ];
    const mine = `${worker.url.origin}/${ana.user.username}/open-kitchen/`;
    expect(await listed()).toContain(mine);
    await sql("UPDATE users SET hide_from_search = 1 WHERE id = ?", ana.user.id);
    expect(await listed()).toEqual([]);
    await sql("UPDATE users SET hide_from_search = 0, hidden_at = unixepoch() WHERE id = ?", ana.user.id);
    expect(await listed()).toEqual([]);
    await sql("UPDATE users SET hidden_at = NULL WHERE id = ?", ana.user.id);
    expect(await listed()).toContain(mine);
  });

  test("a secret board made public appears; a public one made secret leaves at once", async () => {
    await sql("UPDATE boards SET privacy = 'secret' WHERE id = ?", Number(open.id));
    expect(locs(await (await worker.fetch("/sitemaps/boards-1.xml")).text())).toEqual([]);
    expect(locs(await (await worker.fetch("/sitemaps/pins-1.xml")).text())).toEqual([]);
    await sql("UPDATE boards SET privacy = 'public' WHERE id = ?", Number(open.id));
  });

  test("anything else under /sitemaps/ is a 404", async () => {
    for (const path of [
      "/sitemaps/boards-0.xml",
      "/sitemaps/boards-01.xml",
      "/sitemaps/users-1.xml",
      "/sitemaps/pins-999999.xml",
      "/sitemaps/",
    ]) {
      const res = await worker.fetch(path);
      expect(res.status, path).toBe(404);
      await res.arrayBuffer();
    }
  });
});
