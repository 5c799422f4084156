/**
 * The offsite link check (business.md §4, §7, §8; auth.md §2.5; worker/business/offsite/,
 * migration 0023) and the /offsite/ page that applies it: each redirect_status, the domain list
 * covering subdomains, only http(s) links, hosts of this machine and private networks blocked in
 * every spelling and never fetched, a link that is not the Pin's not vouched for, and the page
 * redirecting only for a Pin's own link that passed.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { OffsiteCheck } from "~common/business/offsite/schemas";
import type { Pin } from "~common/saving/schemas";
import { ApiClient, expectApiError, expectOk, fetchText } from "../../../support/api-client";
import { createBoard, createPin, createPinner, type Pinner } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
let ana: Pinner;
let visitor: ApiClient;
let shopPin: Pin;
let plainPin: Pin;
let secretPin: Pin;
/** A local web server that counts the requests it gets: the check must never send it one. */
let trap: Server;
let trapHits = 0;
let trapUrl: string;

const check = async (query: Record<string, string>, client = visitor) =>
  expectOk(await client.get<OffsiteCheck>(`/v3/offsite/?${new URLSearchParams(query)}`));

beforeAll(async () => {
  trap = createServer((_, res) => {
    trapHits += 1;
    res.end("hit");
  });
  await new Promise<void>((r) => trap.listen(0, "127.0.0.1", r));
  trapUrl = `http://127.0.0.1:${(trap.address() as AddressInfo).port}/admin`;
  worker = await startWorker();
  ana = await createPinner(worker, "Ana");
  visitor = new ApiClient(worker);
  const board = await createBoard(ana.client, { name: "Shops" });
  const secret = await createBoard(ana.client, { name: "Hidden", privacy: "secret" });
  shopPin = await createPin(ana.client, board.id, { title: "Lamp", link: "https://www.shop.example/lamps/1?colour=red" });
  plainPin = await createPin(ana.client, board.id, { title: "No link" });
  secretPin = await createPin(ana.client, secret.id, { title: "Secret", link: "https://shop.example/secret" });
}, 120_000);
afterAll(async () => {
  await worker?.close();
  await new Promise((r) => trap?.close(r));
});

describe("GET /v3/offsite/", () => {
  test("a Pin's own link: ok, with the link as it is to be opened", async () => {
    expect(await check({ url: "https://www.shop.example/lamps/1?colour=red", pin_id: shopPin.id, check_only: "true" })).toEqual({
      redirect_status: "ok",
      url: "https://www.shop.example/lamps/1?colour=red",
    });
    // The same link spelt differently (case of the scheme and host, a fragment) is still the Pin's.
    expect((await check({ url: "HTTPS://WWW.Shop.Example/lamps/1?colour=red#top", pin_id: shopPin.id })).redirect_status).toBe("ok");
  });

  test.each([
    ["https://blocked-links.example/x", "blocked"],
    ["https://deep.sub.blocked-links.example/x", "blocked"],
    ["http://www.suspicious-links.example/", "suspicious"],
    ["https://adult-links.example/", "porn"],
    ["https://not-listed.example/", "ok"],
    ["https://blocked-links.example.other.example/", "ok"],
  ])("the domain list, covering subdomains: %s → %s", async (url, status) => {
    expect((await check({ url })).redirect_status).toBe(status);
  });

  test("a subdomain's own entry wins over its parent's", async () => {
    const env = await worker.env();
    await env.DB.prepare(
      "INSERT INTO offsite_domains (domain, redirect_status, updated_at) VALUES ('mixed.example', 'porn', 0), ('safe.mixed.example', 'suspicious', 0)",
    ).run();
    expect((await check({ url: "https://a.safe.mixed.example/" })).redirect_status).toBe("suspicious");
    expect((await check({ url: "https://other.mixed.example/" })).redirect_status).toBe("porn");
  });

  test("a link that is not the Pin's (or a Pin with no link) is suspicious: the check vouches only for the Pin's own link", async () => {
    expect((await check({ url: "https://evil.example/", pin_id: shopPin.id })).redirect_status).toBe("suspicious");
    expect((await check({ url: "https://www.shop.example/lamps/2", pin_id: shopPin.id })).redirect_status).toBe("suspicious");
    expect((await check({ url: "https://shop.example/x", pin_id: plainPin.id })).redirect_status).toBe("suspicious");
  });

  test("a Pin the viewer cannot see, or none, is 404 PIN_NOT_FOUND", async () => {
    expectApiError(
      await visitor.get(`/v3/offsite/?${new URLSearchParams({ url: "https://shop.example/secret", pin_id: secretPin.id })}`),
      "PIN_NOT_FOUND",
      { field: "pin_id" },
    );
    expectApiError(
      await visitor.get(`/v3/offsite/?${new URLSearchParams({ url: "https://shop.example/", pin_id: "999999" })}`),
      "PIN_NOT_FOUND",
      { field: "pin_id" },
    );
    expect((await check({ url: "https://shop.example/secret", pin_id: secretPin.id }, ana.client)).redirect_status).toBe("ok");
  });

  test.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "file:///etc/passwd",
    "ftp://example.com/",
    "mailto:a@b.example",
    "//example.com/",
    "/pin/1",
    "not a link",
    "http://",
  ])("only http(s) links: %s → 400 OFFSITE_URL_INVALID", async (url) => {
    expectApiError(await visitor.get(`/v3/offsite/?${new URLSearchParams({ url })}`), "OFFSITE_URL_INVALID", { field: "url" });
  });

  test.each([
    "http://localhost/",
    "http://app.localhost:8080/",
    "http://127.0.0.1/",
    "http://2130706433/",
    "http://0x7f.1/",
    "http://0177.0.0.1/",
    "http://10.1.2.3/",
    "http://172.20.0.1/",
    "http://192.168.1.1/router",
    "http://169.254.169.254/latest/meta-data/",
    "http://100.64.0.1/",
    "http://0.0.0.0/",
    "http://[::1]/",
    "http://[fe80::1]/",
    "http://[fd00::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://printer.local/",
    "http://metadata.google.internal/",
    "http://intranet/",
  ])("a host of this machine or a private network, however spelt, is blocked: %s", async (url) => {
    expect((await check({ url })).redirect_status).toBe("blocked");
  });

  test("the check never fetches the link (SSRF): a local server it is pointed at gets no request", async () => {
    const before = trapHits;
    expect((await check({ url: trapUrl })).redirect_status).toBe("blocked");
    const { res } = await fetchText(worker, `/offsite/?${new URLSearchParams({ url: trapUrl, pin: shopPin.id })}`, {
      method: "GET",
      redirect: "manual",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("location")).toBeNull();
    await new Promise((r) => setTimeout(r, 200));
    expect(trapHits).toBe(before);
  });

  test("a user name or password before the host is suspicious", async () => {
    expect((await check({ url: "https://shop.example@evil.example/" })).redirect_status).toBe("suspicious");
    expect((await check({ url: "https://user:pass@shop.example/" })).redirect_status).toBe("suspicious");
  });

  test("bad values: no url, a bad pin_id or check_only → 400 BAD_REQUEST naming it; unknown options ignored", async () => {
    expectApiError(await visitor.get("/v3/offsite/"), "BAD_REQUEST", { field: "url" });
    expectApiError(await visitor.get("/v3/offsite/?url=https%3A%2F%2Fa.example%2F&pin_id=abc"), "BAD_REQUEST", { field: "pin_id" });
    expectApiError(await visitor.get("/v3/offsite/?url=https%3A%2F%2Fa.example%2F&check_only=maybe"), "BAD_REQUEST", {
      field: "check_only",
    });
    expectApiError(await visitor.get(`/v3/offsite/?url=${"a".repeat(2049)}`), "BAD_REQUEST", { field: "url" });
    expect(
      (await check({ url: "https://a.example/", client_tracking_params: "x", aux_data: "{}", third_party_ad: "true", colour: "red" }))
        .redirect_status,
    ).toBe("ok");
  });
});

describe("the /offsite/ page", () => {
  const page = (query: Record<string, string>) =>
    fetchText(worker, `/offsite/?${new URLSearchParams(query)}`, { method: "GET", redirect: "manual" });

  test("a Pin's own link that passed: a redirect to it", async () => {
    const { res } = await page({ url: "https://www.shop.example/lamps/1?colour=red", pin: shopPin.id });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("https://www.shop.example/lamps/1?colour=red");
  });

  test.each([
    ["https://blocked-links.example/x", "This link is blocked"],
    ["https://suspicious-links.example/x", "This link may not be safe"],
    ["https://adult-links.example/x", "This link leads to adult content"],
    ["https://evil.example/not-the-pins", "This link may not be safe"],
  ])("%s stays closed: the page says why and shows the link as text", async (url, title) => {
    const { res, text } = await page({ url, pin: shopPin.id });
    expect(res.status).toBe(200);
    expect(res.headers.get("location")).toBeNull();
    expect(text).toContain(`<h1 class="page__title">${title}</h1>`);
    expect(text).toContain(`<code>${url}</code>`);
    expect(text).not.toContain(`href="${url}"`);
    expect(text).toContain(`href="/pin/${shopPin.id}"`);
  });

  test("not a web link: never opened, 400", async () => {
    const { res, text } = await page({ url: "javascript:alert(document.cookie)", pin: shopPin.id });
    expect(res.status).toBe(400);
    expect(res.headers.get("location")).toBeNull();
    expect(text).toContain("This link can&#x27;t be opened");
    expect(text).not.toContain('href="javascript:');
  });

  test("no Pin, or a Pin the viewer cannot see: not a redirect; the link is offered to follow or not", async () => {
    for (const query of [{ url: "https://elsewhere.example/x" }, { url: "https://elsewhere.example/x", pin: secretPin.id }] as Record<
      string,
      string
    >[]) {
      const { res, text } = await page(query);
      expect(res.status).toBe(200);
      expect(res.headers.get("location")).toBeNull();
      expect(text).toContain('href="https://elsewhere.example/x"');
      expect(text).toContain("Leaving Pinboard");
    }
  });
});
