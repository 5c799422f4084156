/**
 * What a phone downloads in images for the first screen of the home feed (docs/decisions/044):
 * the built Worker (`npm run build` first) with a pinner who uploaded phone-camera photos
 * (2268×3024 JPEGs, about 1.5 MB each), opened in Chromium at 375×812 px and DPR 2 and 3; the
 * bytes of every /i/ answer the page fetches before the network goes quiet, summed.
 *
 *   npx tsx scripts/image-bytes.ts            # prints a JSON line per DPR
 */
import sharp from "sharp";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../test/support/chromium";
import { base64, createBoard, createPinner } from "../test/support/saving-fixtures";
import { startWorker } from "../test/support/worker-harness";

const PHOTOS = 12;

/** A photo-like JPEG: smooth colour fields under sensor-like noise, as a phone camera's compresses. */
async function phonePhoto(seed: number): Promise<Buffer> {
  const [width, height] = [2268, 3024];
  const raw = Buffer.alloc(24 * 32 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + seed * 104729) % 251;
  const base = await sharp(raw, { raw: { width: 24, height: 32, channels: 3 } })
    .resize(width, height, { kernel: "cubic" })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const noise = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 18 } },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(base)
    .composite([{ input: noise, blend: "soft-light" }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

const worker = await startWorker();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const pinner = await createPinner(worker, "Camera");
  const board = await createBoard(pinner.client, { name: "Phone photos" });
  let uploaded = 0;
  for (let i = 0; i < PHOTOS; i++) {
    const photo = await phonePhoto(i);
    uploaded += photo.length;
    const res = await pinner.client.post("/v3/pins/", { board_id: board.id, image_base64: base64(photo), title: `Photo ${i + 1}` });
    if (res.status !== 200) throw new Error(`upload ${i} failed: ${res.status}`);
  }
  for (const dpr of [2, 3]) {
    // Twice, each in a fresh context (an empty HTTP cache): the first visit makes the variants (slow
    // where they are new), the second is measured — what a phone downloads.
    for (const visit of ["warm", "measured"]) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: dpr,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const sizes = new Map<string, number>();
      const reading: Promise<void>[] = [];
      page.on("response", (response) => {
        const url = new URL(response.url());
        if (!url.pathname.startsWith("/i/")) return;
        reading.push(
          response.body().then(
            (body) => void sizes.set(url.pathname, body.length),
            () => {},
          ),
        );
      });
      await page.goto(new URL("/", worker.url).href, { waitUntil: "networkidle", timeout: 300_000 });
      await Promise.all(reading);
      const bytes = [...sizes.values()].reduce((a, b) => a + b, 0);
      if (visit === "measured") {
        const line = {
          dpr,
          viewport: "375x812",
          images: sizes.size,
          bytes,
          kib: Math.round(bytes / 1024),
          uploadedMiB: +(uploaded / 2 ** 20).toFixed(1),
        };
        console.log(JSON.stringify({ ...line, urls: [...sizes.keys()].slice(0, 3) }));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await worker.close();
}
