/**
 * /api/docs in a real browser (Debian Chromium through playwright-core) against the built Worker
 * (`npm run build` first): the Scalar reference renders our operations with the network off
 * (every request to another host is aborted and recorded), under the page's strict CSP with no
 * violation, and "Test Request" calls this origin, not a proxy.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { openBrowser, screenshot, type OpenBrowser } from "../../support/chromium";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
let browser: OpenBrowser;
const outbound: string[] = [];
const violations: string[] = [];
const sameOrigin: string[] = [];

beforeAll(async () => {
  worker = await startWorker();
  browser = await openBrowser({ viewport: { width: 1400, height: 1000 } });
  await browser.context.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.origin === worker.url.origin || url.protocol === "data:" || url.protocol === "blob:") {
      sameOrigin.push(`${route.request().method()} ${url.pathname}`);
      return route.continue();
    }
    outbound.push(url.href);
    return route.abort("internetdisconnected");
  });
  await browser.page.exposeFunction("__cspViolation", (v: string) => violations.push(v));
  await browser.page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
});
afterAll(async () => {
  await browser?.close();
  await worker?.close();
});

test("the page carries a nonce-only script policy and a fresh nonce per response", async () => {
  const [a, b] = await Promise.all([worker.fetch("/api/docs"), worker.fetch("/api/docs")]);
  const csp = a.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/script-src 'nonce-[^']+'(;|$)/);
  expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|https?:/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(a.headers.get("cache-control")).toBe("no-store");
  expect(csp).not.toBe(b.headers.get("content-security-policy"));
  const html = await a.text();
  const script = html.match(/<script[^>]+src="(\/assets\/scalar-api-reference-[0-9a-f]+\.js)"/)?.[1];
  expect(script).toBeDefined();
  const asset = await worker.fetch(script!);
  expect(asset.status).toBe(200);
  expect(asset.headers.get("content-type")).toMatch(/javascript/);
});

test("the reference renders offline with no CSP violation and tries requests on this origin", async () => {
  const { page } = browser;
  await page.goto(new URL("/api/docs", worker.url).href, { waitUntil: "networkidle" });
  // The 4 MB bundle parses in ~1 s here; waits use the context's 10 s default.
  await page.getByRole("heading", { name: "Pinboard edge API" }).first().waitFor();
  await page
    .getByRole("button", { name: /open group - auth/i })
    .first()
    .click();
  await page.getByText("Log in with email or username and password").first().waitFor();
  await screenshot(page, "api-docs");

  await page
    .getByRole("button", { name: /test request/i })
    .first()
    .click(); // GET /healthz
  await page.getByRole("button", { name: /^send/i }).first().click();
  await page.getByText("200 OK").first().waitFor();
  await screenshot(page, "api-docs-try");

  expect(sameOrigin).toContain("GET /openapi.json");
  expect(sameOrigin).toContain("GET /healthz");
  expect(outbound).toEqual([]);
  expect(violations).toEqual([]);
});
