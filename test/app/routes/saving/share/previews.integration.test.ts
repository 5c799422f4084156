/**
 * Link previews and the share sheet as the built Worker renders them (app/routes/saving/share/):
 * a Pin, a board and a profile carry a canonical URL, Open Graph and Twitter card tags with an
 * absolute picture URL of a variant (its size when known); a secret board and its Pins carry
 * `noindex` and no preview; `?share=true` (the save-success "Send") renders the sheet open, its
 * links plain, for a browser without JavaScript.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Board, Pin } from "~common/saving/schemas";
import { type ApiClient, fetchText } from "../../../../support/api-client";
import { createBoard, createPin, createPinner, type Pinner } from "../../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../../support/worker-harness";

let worker: RunningWorker;
let ana: Pinner;
let board: Board;
let secret: Board;
let pin: Pin;
let secretPin: Pin;

beforeAll(async () => {
  worker = await startWorker();
  ana = await createPinner(worker, "Ana");
  board = await createBoard(ana.client, { name: "Soups", description: "Warm bowls" });
  secret = await createBoard(ana.client, { name: "Hidden", privacy: "secret" });
  pin = await createPin(ana.client, board.id, { title: "Lemon soup", description: "Bright & quick", width: 1500, height: 2000 });
  secretPin = await createPin(ana.client, secret.id, { title: "Secret soup" });
}, 60_000);
afterAll(() => worker?.close());

const page = async (client: ApiClient | null, path: string) =>
  (await fetchText(worker, path, { headers: client?.jar.header() ? { cookie: client.jar.header()! } : {} })).text;

/** The content of `<meta property|name="key">`, or null. */
const meta = (html: string, key: string) => {
  const tag = [...html.matchAll(/<meta [^>]*>/g)]
    .map((m) => m[0])
    .find((t) => t.includes(`property="${key}"`) || t.includes(`name="${key}"`));
  return tag ? (/content="([^"]*)"/.exec(tag)?.[1] ?? null) : null;
};
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;

describe("Open Graph and Twitter cards", () => {
  test("a Pin: title, description, canonical URL, a 1200-wide variant with its size", async () => {
    const html = await page(null, `/pin/${pin.id}/`);
    const url = new URL(`/pin/${pin.id}/`, worker.url).href;
    const key = pin.images.orig.url.slice("/i/originals/".length, -".png".length);
    expect(canonical(html)).toBe(url);
    expect(meta(html, "og:url")).toBe(url);
    expect(meta(html, "og:type")).toBe("article");
    expect(meta(html, "og:title")).toBe("Lemon soup");
    expect(meta(html, "og:description")).toBe("Bright &amp; quick");
    expect(meta(html, "og:image")).toBe(new URL(`/i/1200w/${key}`, worker.url).href);
    expect([meta(html, "og:image:width"), meta(html, "og:image:height")]).toEqual(["1200", "1600"]);
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "twitter:image")).toBe(meta(html, "og:image"));
    expect(meta(html, "robots")).toBeNull();
    // The picture the preview names is there; a crawler's Accept (*/*) gets the original's kind.
    const image = await worker.fetch(new URL(meta(html, "og:image")!).pathname, { headers: { Accept: "*/*" } });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    await image.arrayBuffer();
  });

  test("a smaller image is named at its own size", async () => {
    const small = await createPin(ana.client, board.id, { title: "Small", width: 600, height: 900 });
    const html = await page(null, `/pin/${small.id}/`);
    expect([meta(html, "og:image:width"), meta(html, "og:image:height")]).toEqual(["600", "900"]);
  });

  test("a board and a profile have their own previews", async () => {
    const boardHtml = await page(null, board.url);
    expect(canonical(boardHtml)).toBe(new URL(board.url, worker.url).href);
    expect(meta(boardHtml, "og:title")).toBe("Soups");
    expect(meta(boardHtml, "og:description")).toBe("Warm bowls");
    expect(meta(boardHtml, "og:image")).toMatch(/\/i\/1200w\/[0-9a-f]{32}$/);
    const profileHtml = await page(null, `/${ana.user.username}/`);
    expect(canonical(profileHtml)).toBe(new URL(`/${ana.user.username}/`, worker.url).href);
    expect(meta(profileHtml, "og:type")).toBe("profile");
    expect(meta(profileHtml, "twitter:card")).toBe("summary");
  });

  test("a secret board and its Pins, seen by their owner: noindex, no preview, no Share", async () => {
    for (const path of [secret.url, `/pin/${secretPin.id}/`]) {
      const html = await page(ana.client, path);
      expect(html, path).toContain("Hidden");
      expect(meta(html, "robots"), path).toBe("noindex");
      expect(meta(html, "og:title"), path).toBeNull();
      expect(canonical(html), path).toBeNull();
      expect(html, path).not.toContain('data-testid="share-button"');
    }
    // And to anyone else they are not there at all.
    const visitor = await fetchText(worker, `/pin/${secretPin.id}/`, { redirect: "manual" });
    expect(visitor.text).not.toContain("Secret soup");
  });
});

describe("the share sheet without JavaScript", () => {
  test("?share=true renders it open: the link to copy and plain links to email and the networks", async () => {
    const html = await page(null, `/pin/${pin.id}/?share=true`);
    const url = new URL(`/pin/${pin.id}/`, worker.url).href;
    expect(html).toMatch(/<dialog open="" class="dialog share-sheet"/);
    expect(html).toContain(`value="${url}"`);
    expect(html).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}"`);
    expect(html).toContain(`href="mailto:?subject=Lemon%20soup&amp;body=Lemon%20soup%0A${encodeURIComponent(url)}"`);
    expect(html).not.toMatch(/<script[^>]+src="https:\/\/(?!.*pinboard)/);
    // The canonical URL stays the Pin's, not the sheet's.
    expect(canonical(html)).toBe(url);
    expect(await page(null, `/pin/${pin.id}/`)).not.toContain('class="dialog share-sheet"');
  });

  test("a board's Share opens its own sheet", async () => {
    const html = await page(null, `${board.url}?share=true`);
    expect(html).toContain("Share this board");
    expect(html).toContain(`value="${new URL(board.url, worker.url).href}"`);
  });
});
