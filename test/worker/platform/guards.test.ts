import { afterEach, expect, test, vi } from "vitest";
import { clientIp } from "~worker/platform/middleware/client-ip";
import { isCrossSiteWrite } from "~worker/platform/middleware/origin-guard";
import { KV_KEY_INTERVAL_MS, LocalCounter, SharedCounts, windowKey } from "~worker/platform/middleware/rate-limit";
import { isApiPath } from "~worker/platform/paths";

const URL_ = "https://pins.example/v3/sessions/";
const h = (init: Record<string, string>) => new Headers(init);

test("reads are never refused", () => {
  expect(isCrossSiteWrite("GET", URL_, h({ origin: "https://evil.example", "sec-fetch-site": "cross-site" }))).toBe(false);
});

test("writes from another site are refused, whatever the body type", () => {
  expect(isCrossSiteWrite("POST", URL_, h({ origin: "https://evil.example" }))).toBe(true);
  expect(isCrossSiteWrite("DELETE", URL_, h({ "sec-fetch-site": "cross-site" }))).toBe(true);
  expect(isCrossSiteWrite("POST", URL_, h({ "sec-fetch-site": "same-site" }))).toBe(true);
  expect(isCrossSiteWrite("POST", URL_, h({ origin: "null" }))).toBe(true);
  expect(isCrossSiteWrite("POST", URL_, h({ origin: "http://pins.example" }))).toBe(true); // scheme differs
});

test("same-origin writes and non-browser clients pass", () => {
  expect(isCrossSiteWrite("POST", URL_, h({ origin: "https://pins.example", "sec-fetch-site": "same-origin" }))).toBe(false);
  expect(isCrossSiteWrite("POST", URL_, h({}))).toBe(false);
  expect(isCrossSiteWrite("POST", URL_, h({ "sec-fetch-site": "none" }))).toBe(false);
});

test("client IP prefers Cloudflare's header", async () => {
  expect(await clientIp(h({ "cf-connecting-ip": "203.0.113.9", "x-forwarded-for": "1.1.1.1" }))).toBe("203.0.113.9");
  expect(await clientIp(h({ "cf-connecting-ip": "2001:db8::1" }))).toBe("2001:db8::1");
  expect(await clientIp(h({ "x-forwarded-for": "198.51.100.7, 10.0.0.1" }))).toBe("198.51.100.7");
  expect(await clientIp(h({}))).toBe("local");
});

test("an odd client-IP header becomes a short hash, so keys stay within KV's 512-byte limit", async () => {
  const long = await clientIp(h({ "cf-connecting-ip": "x".repeat(600) }));
  expect(long).toMatch(/^h:[0-9a-f]{64}$/);
  expect(await clientIp(h({ "cf-connecting-ip": "x".repeat(600) }))).toBe(long);
  expect(await clientIp(h({ "x-forwarded-for": "<script>" }))).toMatch(/^h:[0-9a-f]{64}$/);
});

test("rate-limit windows are fixed and keyed by bucket and IP", () => {
  const a = windowKey("login", "1.2.3.4", 120_500, 60);
  expect(a).toEqual({ key: "rl:login:1.2.3.4:120000", endsAt: 180_000, resetsInSeconds: 60 });
  expect(windowKey("login", "1.2.3.4", 179_999, 60).key).toBe(a.key);
  expect(windowKey("login", "1.2.3.4", 180_000, 60).key).not.toBe(a.key);
  expect(windowKey("signup", "1.2.3.4", 120_500, 60).key).not.toBe(a.key);
});

test("API paths go to Hono, the rest to the pages", () => {
  for (const p of [
    "/v3/sessions/",
    "/vx/x",
    "/ads/v4/campaigns/",
    "/openapi.json",
    "/openapi.dev.json",
    "/healthz",
    "/api/docs",
    "/ADS/V4/advertisers/",
    "/V3/pins/1/",
  ])
    expect(isApiPath(p)).toBe(true);
  // business.md §2: the advertiser console's pages are pages, only /ads/v4/ is API.
  for (const p of ["/", "/login", "/v3x", "/healthz/x", "/adsense", "/ads/create/", "/advertiser/123/ads/create/", "/ads/v4x"])
    expect(isApiPath(p)).toBe(false);
});

test("the in-isolate counter is exact and forgets finished windows", () => {
  const c = new LocalCounter();
  const w = windowKey("login", "1.2.3.4", 1_000, 60);
  const counts = Array.from({ length: 60 }, () => c.hit(w.key, w.endsAt, 1_000));
  expect(counts).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  const next = windowKey("login", "1.2.3.4", 61_000, 60);
  expect(c.hit(next.key, next.endsAt, 61_000)).toBe(1);
  expect(c.size).toBe(1); // the finished window was swept
});

/** A KV namespace that counts its calls (what SharedCounts saves) and keeps values. */
function countingKv(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const calls = { get: 0, put: 0 };
  const kv = {
    get: async (key: string) => (calls.get++, values.get(key) ?? null),
    put: async (key: string, value: string) => void (calls.put++, values.set(key, value)),
  } as unknown as KVNamespace;
  return { kv, values, calls };
}

afterEach(() => void vi.useRealTimers());

test("shared counts: KV read and written at most once a second per key, the requests between in one trailing write", async () => {
  vi.useFakeTimers({ now: 1_000_000 });
  const counter = new LocalCounter();
  const shared = new SharedCounts(counter);
  // Another isolate has counted 5 in this window already.
  const { kv, values, calls } = countingKv({ k: "5" });
  const pending: Promise<unknown>[] = [];
  const request = async () => {
    counter.hit("k", 2_000_000, Date.now());
    const before = await shared.before(kv, "k", 2_000_000);
    shared.write(kv, "k", 60, (p) => void pending.push(p));
    return before;
  };
  expect(await request()).toBe(5);
  expect(await request()).toBe(6); // the read is kept; this isolate's own request since is added
  expect(await request()).toBe(7);
  expect(calls).toEqual({ get: 1, put: 1 });
  expect(values.get("k")).toBe("6"); // the first request's write: 5 + 1
  await vi.advanceTimersByTimeAsync(KV_KEY_INTERVAL_MS);
  await Promise.all(pending);
  expect(calls.put).toBe(2); // one trailing write for the two requests in that second
  expect(values.get("k")).toBe("8");
  // A second later the key is read again: what other isolates wrote meanwhile counts.
  values.set("k", "20");
  expect(await request()).toBe(20);
  expect(calls.get).toBe(2);
});

test("shared counts: the write never falls below this isolate's exact count", async () => {
  vi.useFakeTimers({ now: 5_000_000 });
  const counter = new LocalCounter();
  const shared = new SharedCounts(counter);
  const { kv, values } = countingKv();
  for (let i = 0; i < 3; i++) counter.hit("w", 6_000_000, Date.now());
  const pending: Promise<unknown>[] = [];
  expect(await shared.before(kv, "w", 6_000_000)).toBe(0); // KV's count: the local limit is the counter's
  shared.write(kv, "w", 60, (p) => void pending.push(p));
  await Promise.all(pending);
  expect(values.get("w")).toBe("3");
});
