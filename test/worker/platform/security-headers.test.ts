import { expect, test } from "vitest";
import { API_POLICY, HSTS, pagePolicy, withSecurityHeaders } from "~worker/platform/security-headers";

const html = () => new Response("<!DOCTYPE html>", { headers: { "Content-Type": "text/html; charset=utf-8" } });

test("over https: HSTS of a year and upgrade-insecure-requests", () => {
  const res = withSecurityHeaders(new Request("https://pins.example/"), html(), { nonce: "abc" });
  expect(res.headers.get("strict-transport-security")).toBe(HSTS);
  expect(Number(/max-age=(\d+)/.exec(HSTS)![1])).toBeGreaterThanOrEqual(31536000);
  expect(res.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  expect(res.headers.get("content-security-policy")).toContain("'nonce-abc'");
});

test("a handler's own policy is kept; JSON gets the allow-nothing policy", () => {
  const own = new Response("x", { headers: { "Content-Type": "text/html", "Content-Security-Policy": "default-src 'self'" } });
  expect(withSecurityHeaders(new Request("http://x/api/docs"), own).headers.get("content-security-policy")).toBe("default-src 'self'");
  const json = Response.json({});
  expect(withSecurityHeaders(new Request("http://x/v3/"), json).headers.get("content-security-policy")).toBe(API_POLICY);
});

test("the dev policy adds only what Vite's dev server needs", () => {
  const prod = pagePolicy("n", { https: false, dev: false });
  const dev = pagePolicy("n", { https: false, dev: true });
  expect(prod.split("; ").filter((d) => d.includes("'unsafe-inline'"))).toEqual(["style-src-attr 'unsafe-inline'"]);
  expect(prod).toContain("style-src 'self';");
  expect(dev).toContain("style-src 'self' 'unsafe-inline'");
  expect(dev).toContain("ws:");
  expect(prod).not.toContain("ws:");
});

test("Google Identity Services (production's one-tap prompt) is allowed only where asked: its script, frame, calls and style", () => {
  const local = pagePolicy("n", { https: true, dev: false });
  expect(local).not.toContain("accounts.google.com");
  const gis = pagePolicy("n", { https: true, dev: false, googleIdentity: true });
  expect(gis).toContain("script-src 'self' 'nonce-n' https://accounts.google.com/gsi/client");
  expect(gis).toContain("frame-src 'self' https://accounts.google.com/gsi/");
  expect(gis).toContain("connect-src 'self' https://accounts.google.com/gsi/");
  expect(gis).toContain("style-src 'self' https://accounts.google.com/gsi/style");
  const page = withSecurityHeaders(new Request("https://x.example/"), new Response("<p>", { headers: { "Content-Type": "text/html" } }), {
    nonce: "n",
    googleIdentity: true,
  });
  expect(page.headers.get("Content-Security-Policy")).toBe(gis);
});
