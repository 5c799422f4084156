/**
 * Security headers on every page and API answer (worker/platform/security-headers.ts), and
 * long-lived caching of hashed static assets (public/_headers), against the built Worker.
 */
import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ApiClient } from "../../support/api-client";
import { createAccount, logIn } from "../../support/auth-fixtures";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

const directives = (csp: string | null) =>
  Object.fromEntries(
    (csp ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k, v]),
  );

function expectCommon(res: Response) {
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("permissions-policy")).toMatch(/camera=\(\)/);
  // HSTS is for https only; the harness serves http (the https case is a unit test).
  expect(res.headers.get("strict-transport-security")).toBeNull();
}

describe.each(["/", "/login", "/signup", "/no-such-page", "/ads/create/"])("page %s", (path) => {
  test("a nonce-based script policy that every inline script carries", async () => {
    const res = await worker.fetch(path);
    const html = await res.text();
    expectCommon(res);
    const csp = directives(res.headers.get("content-security-policy"));
    const nonce = /'nonce-([^']+)'/.exec(csp["script-src"]?.join(" ") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(csp["script-src"]).not.toContain("'unsafe-inline'");
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'none'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) {
      if (/\bsrc=/.test(attrs)) continue; // same-origin files: 'self'
      expect(attrs).toContain(`nonce="${nonce}"`);
    }
    // A fresh nonce per response.
    const again = directives((await worker.fetch(path)).headers.get("content-security-policy"));
    expect(again["script-src"]).not.toEqual(csp["script-src"]);
  });
});

test("a HEAD of a page carries the page headers too", async () => {
  const res = await worker.fetch("/login", { method: "HEAD" });
  expect(res.headers.get("content-type")).toMatch(/^text\/html/);
  expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
  expect(res.headers.get("cache-control")).toBe("private, no-cache");
});

test("pages for a viewer with a session are private, no-store; anonymous pages revalidate", async () => {
  const anonymous = await worker.fetch("/");
  expect(anonymous.headers.get("cache-control")).toBe("private, no-cache");
  const account = await createAccount(worker);
  const client = new ApiClient(worker);
  await logIn(client, account.email, account.password);
  const res = await worker.fetch("/", { headers: { cookie: client.jar.header()! } });
  expect(await res.text()).toContain(account.user.username);
  expect(res.headers.get("cache-control")).toBe("private, no-store");
});

test.each(["/v3/users/me/", "/healthz", "/openapi.json", "/v3/nope/"])("API answer %s: a policy that allows nothing", async (path) => {
  const res = await worker.fetch(path);
  expectCommon(res);
  expect(directives(res.headers.get("content-security-policy"))["default-src"]).toEqual(["'none'"]);
});

test("hashed assets are cached for a year, immutable", async () => {
  const dir = resolve(import.meta.dirname, "../../../build/client/assets");
  const js = readdirSync(dir).find((f) => f.endsWith(".js"));
  expect(js).toBeDefined();
  const res = await worker.fetch(`/assets/${js}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
});
