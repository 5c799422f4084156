/**
 * The bookmarklet's calls against pages and images this test serves itself on 127.0.0.1
 * (test/support/local-site.ts; never the internet), with ALLOW_PRIVATE_FETCH opened for that
 * (saving.md §4 bookmarklet pin creation, §5 image choice, §7; worker/saving/pin-create/):
 * GET /v3/pins/find_images/ (og:image first, then <img>s of at least 120 px each way, resolved
 * against the page and its <base>, once each; redirects followed), PUT /v3/pins/image/ (stored,
 * then a Pin made from it), and GET /v3/logging/pin_create/. Where ALLOW_PRIVATE_FETCH is off
 * (every deployment) the same addresses are refused.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { FoundImages } from "~common/saving/pin-create/schemas";
import type { Pin } from "~common/saving/schemas";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { serveSite, type LocalSite } from "../../../support/local-site";
import { createBoard, createPinner, dbValue, type Pinner } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
let closed: RunningWorker;
let site: LocalSite;
let pinner: Pinner;
let photo: Buffer;

const PAGE = `<!doctype html><html><head>
  <meta property="og:image" content="/images/hero.png">
  <title>Lemon soup</title></head><body>
  <img src="/images/icon.png" width="32" height="32">
  <img src="images/step.png" width="300" height="200">
  <img src="/images/unsized.png">
  <img src="/images/hero.png" width="600" height="400">
  <img src="data:image/png;base64,AAAA" width="400" height="400">
  <img data-src="//cdn.example/lazy.jpg" width="240" height="240">
</body></html>`;

beforeAll(async () => {
  photo = await sharp({ create: { width: 300, height: 420, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();
  site = await serveSite({
    "/recipe": { body: PAGE },
    "/moved": { status: 302, headers: { Location: "/recipe" } },
    "/based": { body: `<html><head><base href="/gallery/"></head><body><img src="a.png" width="200" height="200"></body></html>` },
    "/images/hero.png": { type: "image/png", body: photo },
    "/notes.txt": { type: "text/plain", body: "just text" },
    "/fake.png": { type: "image/png", body: "not really a png" },
  });
  [worker, closed] = await Promise.all([startWorker({ ALLOW_PRIVATE_FETCH: "true" }), startWorker()]);
  pinner = await createPinner(worker, "Bea");
});
afterAll(async () => {
  await Promise.all([worker?.close(), closed?.close(), site?.close()]);
});

const find = (client: ApiClient, url: string) =>
  client.get<FoundImages>(`/v3/pins/find_images/?${new URLSearchParams({ url, scrapeMetric: "1" })}`);

describe("GET /v3/pins/find_images/", () => {
  test("og:image first, then big enough <img>s resolved against the page; icons, unsized, data: and repeats left out", async () => {
    const found = expectOk(await find(pinner.client, `${site.origin}/recipe`));
    expect(found.items).toEqual([
      { type: "pinnable", url: `${site.origin}/images/hero.png` },
      { type: "pinnable", url: `${site.origin}/images/step.png` },
      { type: "pinnable", url: "http://cdn.example/lazy.jpg" },
    ]);
  });

  test("a redirect is followed (and checked); <base> is honoured; a page that is not HTML has none", async () => {
    expect(expectOk(await find(pinner.client, `${site.origin}/moved`)).items[0]!.url).toBe(`${site.origin}/images/hero.png`);
    expect(expectOk(await find(pinner.client, `${site.origin}/based`)).items).toEqual([
      { type: "pinnable", url: `${site.origin}/gallery/a.png` },
    ]);
    expect(expectOk(await find(pinner.client, `${site.origin}/notes.txt`)).items).toEqual([]);
  });

  test("refusals: logged out 401; not http(s) 400; a missing page 400 PAGE_UNREACHABLE", async () => {
    expectApiError(await find(new ApiClient(worker), `${site.origin}/recipe`), "AUTH_REQUIRED");
    expectApiError(await find(pinner.client, "file:///etc/passwd"), "BAD_REQUEST", { field: "url" });
    expectApiError(await find(pinner.client, `${site.origin}/nowhere`), "PAGE_UNREACHABLE", { field: "url" });
  });

  test("with ALLOW_PRIVATE_FETCH off (every deployment): loopback and private addresses are refused, nothing is fetched", async () => {
    const other = await createPinner(closed, "Cy");
    const before = site.hits.length;
    for (const url of [`${site.origin}/recipe`, "http://localhost/", "http://169.254.169.254/latest/meta-data/", "http://10.0.0.1/"]) {
      expectApiError(await find(other.client, url), "PAGE_UNREACHABLE");
    }
    expectApiError(await other.client.put("/v3/pins/image/", { image_url: `${site.origin}/images/hero.png` }), "PIN_IMAGE_UNREACHABLE");
    expect(site.hits.length).toBe(before);
  });
});

describe("PUT /v3/pins/image/ then POST /v3/pins/", () => {
  test("the image is stored once (content-addressed) and a Pin is made from it with the bookmarklet's fields", async () => {
    const first = expectOk(
      await pinner.client.put<{ image_url: string; width: number; height: number }>("/v3/pins/image/", {
        image_url: `${site.origin}/images/hero.png`,
      }),
    );
    expect(first).toMatchObject({ image_url: expect.stringMatching(/^\/i\/originals\/[0-9a-f]{32}\.png$/), width: 300, height: 420 });
    const again = expectOk(
      await pinner.client.put<{ image_url: string }>("/v3/pins/image/", { image_url: `${site.origin}/images/hero.png` }),
    );
    expect(again.image_url).toBe(first.image_url);
    // Our own image URL needs no fetch.
    expect(
      expectOk(await pinner.client.put<{ image_url: string }>("/v3/pins/image/", { image_url: new URL(first.image_url, worker.url).href }))
        .image_url,
    ).toBe(first.image_url);
    const served = await worker.fetch(first.image_url);
    expect([served.status, Buffer.from(await served.arrayBuffer()).equals(photo)]).toEqual([200, true]);

    const board = await createBoard(pinner.client, { name: "From the web" });
    const pin = expectOk(
      await pinner.client.post<Pin>("/v3/pins/", {
        board_id: board.id,
        image_url: first.image_url,
        link: `${site.origin}/recipe`,
        description: "Lemon soup",
        method: "button",
        guid: "g-123",
      }),
    );
    expect([pin.description, pin.link, pin.images.orig.width]).toEqual(["Lemon soup", `${site.origin}/recipe`, 300]);
    expect(await dbValue(worker, "SELECT method || ':' || guid AS v FROM pins WHERE id = ?", Number(pin.id))).toBe("button:g-123");
  });

  test("refusals: not an image 400 PIN_IMAGE_INVALID; missing 400 PIN_IMAGE_UNREACHABLE; logged out 401", async () => {
    expectApiError(await pinner.client.put("/v3/pins/image/", { image_url: `${site.origin}/fake.png` }), "PIN_IMAGE_INVALID");
    expectApiError(await pinner.client.put("/v3/pins/image/", { image_url: `${site.origin}/gone.png` }), "PIN_IMAGE_UNREACHABLE");
    expectApiError(await new ApiClient(worker).put("/v3/pins/image/", { image_url: `${site.origin}/images/hero.png` }), "AUTH_REQUIRED");
  });
});

describe("GET /v3/logging/pin_create/", () => {
  test("stores each beacon with the page's parameters and the viewer; a bad event is 400", async () => {
    const q = (extra: Record<string, string>) =>
      `/v3/logging/pin_create/?${new URLSearchParams({ client: "web", path: "button", url: `${site.origin}/recipe`, ...extra })}`;
    expectOk(await pinner.client.get(q({ event: "pin_create_success", pin_id: "7", guid: "g-9" })));
    expectOk(await new ApiClient(worker).get(q({ event: "pin_create_fail" })));
    expectApiError(await pinner.client.get(q({ event: "pin_created" })), "BAD_REQUEST", { field: "event" });
    expectApiError(await pinner.client.get(`/v3/logging/pin_create/?event=pin_create_fail&path=button&client=ios`), "BAD_REQUEST", {
      field: "client",
    });
    const env = await worker.env();
    const { results } = await env.DB.prepare("SELECT event, path, pin_id, guid, url, user_id FROM pin_create_events ORDER BY id").all();
    expect(results).toEqual([
      { event: "pin_create_success", path: "button", pin_id: 7, guid: "g-9", url: `${site.origin}/recipe`, user_id: pinner.profile.id },
      { event: "pin_create_fail", path: "button", pin_id: null, guid: null, url: `${site.origin}/recipe`, user_id: null },
    ]);
  });
});
