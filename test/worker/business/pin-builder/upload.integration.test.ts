/**
 * POST /v3/pin_builder/uploads/ against the built Worker (business.md §2 pin builder): the image's
 * bytes as the body, its own size limit above the JSON cap, stored in R2 as an original with its
 * images row, and then a Pin made from it with method "uploaded".
 */
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { PIN_BUILDER_UPLOAD_PATH } from "~common/business/constants";
import type { Board, Pin } from "~common/saving/schemas";
import { ApiClient, expectApiError, expectOk, fetchText } from "../../../support/api-client";
import { createAccount } from "../../../support/auth-fixtures";
import { dbValue } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

/** A noisy JPEG far over the 64 KiB JSON cap (noise does not compress). */
async function bigJpeg(width = 900, height = 1350): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function upload(client: ApiClient, bytes: Buffer, type: string) {
  const cookie = client.jar.header();
  const { res, text } = await fetchText(worker, PIN_BUILDER_UPLOAD_PATH, {
    method: "POST",
    body: new Uint8Array(bytes),
    headers: { "content-type": type, ...(cookie && { cookie }) },
  });
  return {
    res,
    status: res.status,
    body: JSON.parse(text) as {
      resource_response: { data?: { image_url: string; width: number; height: number }; error?: { api_error_code: number } };
    },
  };
}

test("an image over the JSON cap is stored as an original and becomes a Pin (method uploaded)", async () => {
  const { client } = await createAccount(worker);
  const bytes = await bigJpeg();
  expect(bytes.length).toBeGreaterThan(64 * 1024);
  const first = await upload(client, bytes, "image/jpeg");
  expect(first.status).toBe(200);
  const image = first.body.resource_response.data!;
  expect(image).toMatchObject({ image_url: expect.stringMatching(/^\/i\/originals\/[0-9a-f]{32}\.jpg$/), width: 900, height: 1350 });
  // Served from R2.
  const served = await worker.fetch(image.image_url);
  expect(served.status).toBe(200);
  expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  // The same bytes again: the same image, one row.
  expect((await upload(client, bytes, "image/jpeg")).body.resource_response.data).toEqual(image);
  const key = image.image_url.slice("/i/originals/".length, -".jpg".length);
  expect(await dbValue<number>(worker, "SELECT COUNT(*) AS v FROM images WHERE key = ?", key)).toBe(1);
  const board = expectOk(await client.post<Board>("/v3/boards/", { name: "Built" }));
  const pin = expectOk(
    await client.post<Pin>("/v3/pins/", {
      board_id: board.id,
      image_url: image.image_url,
      method: "uploaded",
      title: "Built here",
      link: "https://built.example/",
    }),
  );
  expect(pin.images?.orig).toMatchObject({ url: image.image_url, width: 900, height: 1350 });
  expect(await dbValue<string>(worker, "SELECT method AS v FROM pins WHERE id = ?", Number(pin.id))).toBe("uploaded");
});

test("refusals: a visitor (401), not an image (400), another type (415), another site (403); the JSON routes keep their 64 KiB cap", async () => {
  const { client } = await createAccount(worker);
  const png = await sharp({ create: { width: 200, height: 300, channels: 3, background: "#aa3355" } })
    .png()
    .toBuffer();
  const visitor = await upload(new ApiClient(worker), png, "image/png");
  expect([visitor.status, visitor.body.resource_response.error?.api_error_code]).toEqual([401, 7]);
  const junk = await upload(client, Buffer.from("not an image at all, just words".repeat(10)), "image/png");
  expect(junk.status).toBe(400);
  const text = await upload(client, png, "text/plain");
  expect(text.status).toBe(415);
  const cookie = client.jar.header()!;
  const cross = await fetchText(worker, PIN_BUILDER_UPLOAD_PATH, {
    method: "POST",
    body: new Uint8Array(png),
    headers: { "content-type": "image/png", cookie, origin: "https://evil.example" },
  });
  expect(cross.res.status).toBe(403);
  const big = await client.post("/v3/boards/", { name: "x", description: "d".repeat(70 * 1024) });
  expectApiError(big, "PAYLOAD_TOO_LARGE");
});
