/**
 * Image serving (docs/decisions/010-images.md; worker/saving/images/serve-image.ts): files in
 * R2 at /i/{236x|170x|originals}/{key}.{ext} with a year of immutable caching, the object's ETag,
 * 304 on If-None-Match (strong, weak, lists, *), HEAD, and 404/405 for anything else under /i/.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
const KEY = "0123456789abcdef0123456789abcdef";
const BYTES = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 5, 6, 7, 8]);

beforeAll(async () => {
  worker = await startWorker();
  const env = await worker.env();
  await env.IMAGES.put(`236x/${KEY}.webp`, BYTES, { httpMetadata: { contentType: "image/webp" } });
  await env.IMAGES.put(`originals/${KEY}.jpg`, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]));
});
afterAll(() => worker?.close());

test("GET: the bytes, their type, a year's immutable caching and the ETag", async () => {
  const res = await worker.fetch(`/i/236x/${KEY}.webp`);
  expect(res.status).toBe(200);
  expect(new Uint8Array(await res.arrayBuffer())).toEqual(BYTES);
  expect(res.headers.get("content-type")).toBe("image/webp");
  expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(res.headers.get("etag")).toMatch(/^"[0-9a-f]+"$/);
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  const original = await worker.fetch(`/i/originals/${KEY}.jpg`);
  expect(original.headers.get("content-type")).toBe("image/jpeg");
});

test("If-None-Match with the ETag (strong, weak, in a list, or *) is 304 without a body; another ETag gets the bytes", async () => {
  const etag = (await worker.fetch(`/i/236x/${KEY}.webp`)).headers.get("etag")!;
  for (const header of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
    const res = await worker.fetch(`/i/236x/${KEY}.webp`, { headers: { "If-None-Match": header } });
    expect(res.status, header).toBe(304);
    expect(await res.text()).toBe("");
    expect(res.headers.get("etag")).toBe(etag);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  }
  const changed = await worker.fetch(`/i/236x/${KEY}.webp`, { headers: { "If-None-Match": '"stale"' } });
  expect(changed.status).toBe(200);
  expect((await changed.arrayBuffer()).byteLength).toBe(BYTES.length);
});

test("HEAD answers the headers and length without the body", async () => {
  const res = await worker.fetch(`/i/236x/${KEY}.webp`, { method: "HEAD" });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-length")).toBe(String(BYTES.length));
  expect(await res.text()).toBe("");
});

test("anything else under /i/ is 404 (unknown key, size, extension, shape) or 405 (other methods)", async () => {
  for (const path of [
    `/i/236x/${"f".repeat(32)}.webp`,
    `/i/474x/${KEY}.webp`,
    `/i/236x/${KEY}.bmp`,
    "/i/236x/../secret",
    "/i/",
    `/i/236x/${KEY.toUpperCase()}.webp`,
  ]) {
    const res = await worker.fetch(path);
    expect(res.status, path).toBe(404);
    expect(res.headers.get("cache-control")).toBe("no-store");
  }
  const post = await worker.fetch(`/i/236x/${KEY}.webp`, { method: "POST", body: "x" });
  expect(post.status).toBe(405);
  expect(post.headers.get("allow")).toBe("GET, HEAD");
});
