/**
 * A built page paints before it asks for any script, then hydrates (worker/platform/first-paint/),
 * and the Pin grid a phone is sent is the one it hydrates (app/routes/saving/feeds/pin-grid.tsx):
 * Debian Chromium against the built Worker, at 375 and 1280 px, with and without JavaScript.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Board } from "~common/saving/schemas";
import { expectOk } from "../../support/api-client";
import { createAccount } from "../../support/auth-fixtures";
import { BROWSER_PASSWORD } from "../../support/browser-accounts";
import { openBrowser, openPage, screenshot } from "../../support/chromium";
import { base64, pngImage } from "../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
const PINS = 14;

beforeAll(async () => {
  worker = await startWorker();
  const owner = await createAccount(worker, { first_name: "Iris", password: BROWSER_PASSWORD });
  const board = await owner.client.post<Board>("/v3/boards/", { name: "Paper lanterns" }).then(expectOk);
  const heights = [360, 240, 420, 300, 480];
  for (let i = 0; i < PINS; i++)
    await owner.client
      .post("/v3/pins/", { board_id: board.id, title: `Lantern ${i + 1}`, image_base64: base64(await pngImage(240, heights[i % 5])) })
      .then(expectOk);
});
afterAll(() => worker?.close());

test("the page's HTML carries no modulepreload link and no module script that imports before the first paint", async () => {
  const html = await (await worker.fetch("/")).text();
  expect(html).not.toMatch(/rel="modulepreload"/);
  const modules = [...html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(modules).toHaveLength(1);
  expect(modules[0]).toMatch(/^\(function\(\)\{/);
  expect(modules[0]).toContain("requestAnimationFrame");
  expect(modules[0]).toContain("window.__reactRouterRouteModules");
});

describe.each([375, 1280])("at %i px", (width) => {
  test("the first paint comes before any script is fetched; the page hydrates with no error or CSP violation", async () => {
    const browser = await openBrowser({ viewport: { width, height: 800 } });
    const { page } = browser;
    const problems: string[] = [];
    page.on("console", (m) => void (m.type() === "error" && problems.push(m.text())));
    page.on("pageerror", (e) => void problems.push(String(e)));
    try {
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP ${e.effectiveDirective} ${e.blockedURI}`));
        // Every .pin-card element taken out of the document once it was parsed: a rebuilt grid.
        const removed = ((window as unknown as { __removedCards: number }).__removedCards = 0);
        void removed;
        new MutationObserver((records) => {
          for (const r of records)
            for (const n of r.removedNodes)
              if (n instanceof Element && (n.matches(".pin-card") || n.querySelector(".pin-card")))
                (window as unknown as { __removedCards: number }).__removedCards++;
        }).observe(document, { childList: true, subtree: true });
      });
      await openPage(page, new URL("/", worker.url).href, true);
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName("first-paint")[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType("resource")
          .filter((r) => new URL(r.name).pathname.endsWith(".js"))
          .map((r) => r.startTime),
      }));
      expect(timing.firstPaint).not.toBeNull();
      expect(timing.scripts.length).toBeGreaterThan(0);
      expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstPaint!);
      // Interactive: React Router took over the links.
      await page.locator(".pin-grid--masonry").waitFor();
      const grid = await page.evaluate(() => ({
        columns: document.querySelectorAll(".pin-grid__column").length,
        cards: document.querySelectorAll(".pin-card").length,
        removed: (window as unknown as { __removedCards: number }).__removedCards,
      }));
      expect(grid.cards).toBe(PINS);
      if (width === 375) {
        // A phone keeps the two columns the server sent: not one card was rebuilt.
        expect(grid).toMatchObject({ columns: 2, removed: 0 });
      } else {
        expect(grid.columns).toBe(5);
      }
      expect(problems).toEqual([]);
      await screenshot(page, `first-paint-${width}`);
    } finally {
      await browser.close();
    }
  });

  test("without JavaScript the server's grid uses the width: two columns on a phone, CSS columns wider", async () => {
    const browser = await openBrowser({ viewport: { width, height: 800 }, javaScriptEnabled: false });
    try {
      const { page } = browser;
      await openPage(page, new URL("/", worker.url).href, false);
      const lefts = await page
        .locator(".pin-card")
        .evaluateAll((cards) => [...new Set(cards.map((c) => Math.round(c.getBoundingClientRect().left)))]);
      expect(await page.locator(".pin-grid--server .pin-grid__column").count()).toBe(2);
      expect(lefts.length).toBe(width === 375 ? 2 : 5);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    } finally {
      await browser.close();
    }
  });
});
