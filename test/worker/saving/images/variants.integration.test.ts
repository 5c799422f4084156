/**
 * Image variants (docs/decisions/044-image-variants.md; worker/saving/images/variants.ts): an
 * uploaded original is served at /i/{width}w/{key} resized by the Images binding (Miniflare's,
 * with sharp), in AVIF or WebP by the request's Accept (`Vary: Accept`), made once and then read
 * from R2; never enlarged; widths off the list, unknown keys and unreadable originals are clear
 * 4xx answers, and so are bad or oversized uploads.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MAX_PIN_IMAGE_BYTES } from "~common/saving/constants";
import type { Pin } from "~common/saving/schemas";
import { expectApiError, expectOk } from "../../../support/api-client";
import { base64, createBoard, createPinner, type Pinner } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
let ana: Pinner;
let boardId: string;
let photo: Buffer;
let pin: Pin;
let key: string;

const AVIF = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8"; // Chromium's
const WEBP = "image/webp,*/*"; // a browser without AVIF
const OLD = "image/png,image/*;q=0.8,*/*;q=0.5"; // neither

/** A photo-like 1600×2000 JPEG: smooth colour blotches, as a camera's picture compresses. */
async function cameraPhoto(): Promise<Buffer> {
  const raw = Buffer.alloc(40 * 50 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  return sharp(raw, { raw: { width: 40, height: 50, channels: 3 } })
    .resize(1600, 2000, { kernel: "cubic" })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const get = (path: string, accept: string, init: RequestInit = {}) =>
  worker.fetch(path, { ...init, headers: { Accept: accept, ...(init.headers as Record<string, string> | undefined) } });

beforeAll(async () => {
  worker = await startWorker();
  ana = await createPinner(worker, "Ana");
  boardId = (await createBoard(ana.client, { name: "Photos" })).id;
  photo = await cameraPhoto();
  pin = expectOk(await ana.client.post<Pin>("/v3/pins/", { board_id: boardId, image_base64: base64(photo) }));
  key = pin.images.orig.url.slice("/i/originals/".length, -".jpg".length);
}, 60_000);
afterAll(() => worker?.close());

describe("variants", () => {
  test("the API's sizes are variants; the grid's is a fraction of the original's bytes, in AVIF for Chromium", async () => {
    expect(pin.images["236x"]).toEqual({ url: `/i/236w/${key}`, width: 236, height: 295 });
    const res = await get(pin.images["236x"].url, AVIF);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/avif");
    expect(res.headers.get("vary")).toBe("Accept");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([236, 295]);
    expect(bytes.length).toBeLessThan(photo.length / 10);
    expect(Number(res.headers.get("content-length"))).toBe(bytes.length);
  });

  test("the format follows Accept: WebP without AVIF, the original's kind without either", async () => {
    const webp = await get(`/i/340w/${key}`, WEBP);
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).format).toBe("webp");
    const jpeg = await get(`/i/340w/${key}`, OLD);
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    const refused = await get(`/i/340w/${key}`, "image/avif;q=0, image/webp");
    expect(refused.headers.get("content-type")).toBe("image/webp");
  });

  test("made once: the second request reads the stored variant (same ETag), 304 on If-None-Match", async () => {
    const first = await get(`/i/508w/${key}`, AVIF);
    const etag = first.headers.get("etag")!;
    await first.arrayBuffer();
    const env = await worker.env();
    expect(await env.IMAGES.head(`variants/508/${key}.avif`)).not.toBeNull();
    const again = await get(`/i/508w/${key}`, AVIF);
    expect(again.headers.get("etag")).toBe(etag);
    await again.arrayBuffer();
    const cached = await get(`/i/508w/${key}`, AVIF, { headers: { "If-None-Match": etag } });
    expect(cached.status).toBe(304);
    expect(cached.headers.get("vary")).toBe("Accept");
  });

  test("never enlarged: a variant wider than the original is the original's width", async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#2a9d8f" } })
      .png()
      .toBuffer();
    const made = expectOk(await ana.client.post<Pin>("/v3/pins/", { board_id: boardId, image_base64: base64(small) }));
    expect(made.images["236x"].width).toBe(236);
    const smallKey = made.images.orig.url.slice("/i/originals/".length, -".png".length);
    const res = await get(`/i/1200w/${smallKey}`, WEBP);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(300);
    // A PNG's fallback stays PNG (it may be transparent).
    expect((await get(`/i/170w/${smallKey}`, OLD)).headers.get("content-type")).toBe("image/png");
  });

  test("widths off the list, unknown keys and other methods are 404/405; HEAD has no body", async () => {
    for (const path of [`/i/333w/${key}`, `/i/0w/${key}`, `/i/99999w/${key}`, `/i/236w/${"f".repeat(32)}`, `/i/236w/${key}.jpg`]) {
      const res = await get(path, AVIF);
      expect(res.status, path).toBe(404);
      await res.arrayBuffer();
    }
    const post = await worker.fetch(`/i/236w/${key}`, { method: "POST", body: "x" });
    expect(post.status).toBe(405);
    const head = await get(`/i/236w/${key}`, AVIF, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/avif");
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  test("an original the Images binding cannot read (a valid header on broken data) is a 422, not a 500", async () => {
    const good = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#e76f51" } })
      .png()
      .toBuffer();
    // The IHDR (the first 33 bytes) promises a 400×400 picture; the rest is not a PNG stream.
    const broken = Buffer.concat([good.subarray(0, 33), Buffer.from("no image data here, only words ".repeat(20))]);
    const made = expectOk(await ana.client.post<Pin>("/v3/pins/", { board_id: boardId, image_base64: base64(broken) }));
    const res = await get(made.images["236x"].url, AVIF);
    expect(res.status).toBe(422);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toBe("This image cannot be resized.");
  });
});

describe("bad and oversized uploads", () => {
  test("not an image: 400 PIN_IMAGE_INVALID; past the byte limit: 413; a decompression bomb: 400", async () => {
    expectApiError(
      await ana.client.post("/v3/pins/", { board_id: boardId, image_base64: base64(Buffer.from("GIF89a but not really")) }),
      "PIN_IMAGE_INVALID",
    );
    const tooBig = Buffer.concat([photo, Buffer.alloc(MAX_PIN_IMAGE_BYTES + 1 - photo.length)]);
    expectApiError(await ana.client.post("/v3/pins/", { board_id: boardId, image_base64: base64(tooBig) }), "PAYLOAD_TOO_LARGE");
    // A PNG header declaring 10,000 × 10,000 pixels (past MAX_PIN_IMAGE_PIXELS) in a few bytes.
    const header = Buffer.from(
      (
        await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
          .png()
          .toBuffer()
      ).subarray(0, 33),
    );
    header.writeUInt32BE(10_000, 16);
    header.writeUInt32BE(10_000, 20);
    expectApiError(await ana.client.post("/v3/pins/", { board_id: boardId, image_base64: base64(header) }), "PIN_IMAGE_INVALID");
  });
});
