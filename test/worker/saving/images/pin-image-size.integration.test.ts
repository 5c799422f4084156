/**
 * A Pin made through the API with image_base64 (saving.md §7) takes an ordinary photo: the pin
 * builder's image limit (10 MiB, common/saving/constants.ts MAX_PIN_IMAGE_BYTES), not the 64 KiB
 * of other JSON bodies. Past it: 413 PAYLOAD_TOO_LARGE; not an image by its bytes, or an image that
 * declares more than MAX_PIN_IMAGE_PIXELS (a decompression bomb): 400 PIN_IMAGE_INVALID.
 */
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { MAX_PIN_IMAGE_BYTES } from "~common/saving/constants";
import type { Board, Pin } from "~common/saving/schemas";
import { expectApiError, expectOk } from "../../../support/api-client";
import { createAccount, type Account } from "../../../support/auth-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
let pinner: Account;
let board: Board;
beforeAll(async () => {
  worker = await startWorker();
  pinner = await createAccount(worker);
  board = expectOk(await pinner.client.post<Board>("/v3/boards/", { name: "Photos" }));
});
afterAll(() => worker?.close());

/** A noisy JPEG (noise does not compress): an ordinary phone photo's weight. */
async function photo(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

test("a 1.5 MB photo as image_base64 makes a Pin (it was 413 under the 64 KiB JSON cap)", async () => {
  const jpeg = await photo(1600, 1200);
  expect(jpeg.length).toBeGreaterThan(1_000_000);
  const pin = expectOk(
    await pinner.client.post<Pin>("/v3/pins/", { board_id: board.id, title: "Harbour at dusk", image_base64: jpeg.toString("base64") }),
  );
  expect(pin.images.orig).toMatchObject({ width: 1600, height: 1200 });
  const stored = await (await worker.env()).IMAGES.head(pin.images.orig.url.replace(/^\/i\//, ""));
  expect(stored?.size).toBe(jpeg.length);
});

test("past the image limit: 413 PAYLOAD_TOO_LARGE", async () => {
  const tooBig = Buffer.alloc(MAX_PIN_IMAGE_BYTES + 3, 0xab);
  const result = await pinner.client.post("/v3/pins/", { board_id: board.id, title: "Too big", image_base64: tooBig.toString("base64") });
  expect(result.status).toBe(413);
  expectApiError(result, "PAYLOAD_TOO_LARGE");
});

test("a file that is not an image by its bytes: 400 PIN_IMAGE_INVALID", async () => {
  const text = Buffer.from("GIF89a? no, just text pretending to be an image".repeat(20));
  expectApiError(
    await pinner.client.post("/v3/pins/", {
      board_id: board.id,
      title: "Fake",
      image_base64: `data:image/png;base64,${text.subarray(6).toString("base64")}`,
    }),
    "PIN_IMAGE_INVALID",
  );
});

test("a small PNG that declares 20,000 × 20,000 pixels (a decompression bomb): 400 PIN_IMAGE_INVALID", async () => {
  const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
    .png()
    .toBuffer();
  png.writeUInt32BE(20_000, 16); // IHDR width
  png.writeUInt32BE(20_000, 20); // IHDR height
  expectApiError(
    await pinner.client.post("/v3/pins/", { board_id: board.id, title: "Bomb", image_base64: png.toString("base64") }),
    "PIN_IMAGE_INVALID",
  );
});

test("other JSON bodies keep the 64 KiB cap", async () => {
  const result = await pinner.client.post("/v3/boards/", { name: "x", description: "y".repeat(70 * 1024) });
  expect(result.status).toBe(413);
});
