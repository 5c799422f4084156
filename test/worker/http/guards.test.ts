import { expect, test } from "vitest";
import { clientIp } from "../../../worker/http/client-ip";
import { isCrossSiteWrite } from "../../../worker/http/origin-guard";
import { windowKey } from "../../../worker/http/rate-limit";
import { isApiPath } from "../../../worker/api/paths";

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

test("client IP prefers Cloudflare's header", () => {
  expect(clientIp(h({ "cf-connecting-ip": "203.0.113.9", "x-forwarded-for": "1.1.1.1" }))).toBe("203.0.113.9");
  expect(clientIp(h({ "x-forwarded-for": "198.51.100.7, 10.0.0.1" }))).toBe("198.51.100.7");
  expect(clientIp(h({}))).toBe("local");
});

test("rate-limit windows are fixed and keyed by bucket and IP", () => {
  const a = windowKey("login", "1.2.3.4", 120_500, 60);
  expect(a).toEqual({ key: "rl:login:1.2.3.4:120000", resetsInSeconds: 60 });
  expect(windowKey("login", "1.2.3.4", 179_999, 60).key).toBe(a.key);
  expect(windowKey("login", "1.2.3.4", 180_000, 60).key).not.toBe(a.key);
  expect(windowKey("signup", "1.2.3.4", 120_500, 60).key).not.toBe(a.key);
});

test("API paths go to Hono, the rest to the pages", () => {
  for (const p of ["/v3/sessions/", "/vx/x", "/ads/y", "/openapi.json", "/healthz"]) expect(isApiPath(p)).toBe(true);
  for (const p of ["/", "/login", "/v3x", "/healthz/x", "/adsense"]) expect(isApiPath(p)).toBe(false);
});
