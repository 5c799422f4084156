/**
 * The accessibility gate of the browser tests: axe-core (through @axe-core/playwright) runs on the
 * page as it is now, and the test fails on any serious or critical violation, listing each rule,
 * its help link and the offending elements. Moderate and minor findings do not fail; they are
 * printed as warnings. Every result is written to test-results/axe/<name>.json for review.
 *
 * axe is asynchronous (timers), and timers never fire in a page opened without JavaScript. For
 * such a page the gate checks a copy: the page's current DOM is served at the same URL to a page
 * of a second, JavaScript-enabled browser context with a `script-src 'none'` policy, so the app's
 * own scripts stay off (what the no-JS visitor gets) while axe, injected by the driver, runs. That
 * page is opened in the file's Chromium on first need, reused by every check of the file (a warm
 * page runs axe in about half the time of a new one) and closed with that Chromium after the file.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import type { Result } from "axe-core";
import type { Page } from "playwright-core";
import { openBrowser, runsJavaScript } from "./chromium";

export const AXE_DIR = resolve(import.meta.dirname, "../../test-results/axe");

/** Impacts that fail the gate. */
export const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

/** One line per rule and up to five offending nodes under it. */
export function formatViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(" ")}\n      ${n.failureSummary?.replaceAll("\n", "\n      ") ?? ""}`);
      const more = v.nodes.length > 5 ? [`    … and ${v.nodes.length - 5} more`] : [];
      return [`  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`, ...nodes, ...more].join("\n");
    })
    .join("\n");
}

/** The copy page: one per test file, reused by every check (a warm page runs axe in half the time). */
let snapshot: Promise<{ page: Page; serve: { url: string; html: string } }> | undefined;

/**
 * Forgets the copy page, whose context closes with the file's Chromium (not handed back to be
 * reset for a next test: there is none); test/support/browser-file.ts calls it after every browser
 * test file, before closing that Chromium.
 */
export function forgetSnapshotPage(): void {
  snapshot = undefined;
}

function openSnapshot() {
  snapshot ??= openBrowser().then(async ({ page }) => {
    const serve = { url: "", html: "" };
    // The copied document, at the page's own URL so its styles and images load from the Worker.
    await page.route(
      (u) => u.href === serve.url,
      (route) =>
        route.fulfill({
          status: 200,
          contentType: "text/html; charset=utf-8",
          headers: { "Content-Security-Policy": "script-src 'none'" },
          body: serve.html,
        }),
    );
    return { page, serve };
  });
  snapshot.catch(() => {
    snapshot = undefined;
  });
  return snapshot;
}

/** The no-JS page's DOM, served at its own URL (so styles load) to a page whose scripts are off. */
async function scriptlessCopy(page: Page): Promise<Page> {
  const [{ page: copy, serve }, html] = await Promise.all([openSnapshot(), page.content()]);
  const viewport = page.viewportSize();
  if (viewport) await copy.setViewportSize(viewport);
  // Without the fragment: requests never carry one, and a fragment-only change would not reload.
  const url = new URL(page.url());
  url.hash = "";
  serve.url = url.href;
  serve.html = html;
  await copy.goto(serve.url);
  return copy;
}

/**
 * Runs axe on `page` and throws when it finds a serious or critical violation; returns all
 * violations (the non-blocking ones too).
 *
 * @example
 * await page.goto(url);
 * await expectAccessible(page, "login");
 */
export async function expectAccessible(page: Page, name: string): Promise<Result[]> {
  const target = runsJavaScript(page) ? page : await scriptlessCopy(page);
  // Legacy mode runs axe.run() inside the page: half the time of the per-frame runPartial()
  // plus a blank page for finishRun(), and our pages have no cross-origin frames to reach.
  // Every rule runs; only violations and "needs review" list all their nodes (what the gate and
  // the report use). Listing every passing node too cost a third of the check on a feed page.
  const results = await new AxeBuilder({ page: target })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations", "incomplete"] })
    .analyze();
  mkdirSync(AXE_DIR, { recursive: true });
  writeFileSync(
    join(AXE_DIR, `${name}.json`),
    JSON.stringify(
      {
        url: results.url,
        violations: results.violations,
        // "Needs review": what axe could not decide (e.g. contrast over a backdrop), for a human.
        incomplete: results.incomplete.map((r) => ({
          id: r.id,
          nodes: r.nodes.map((n) => ({ target: n.target, why: n.any[0]?.message })),
        })),
      },
      null,
      2,
    ),
  );
  const blocking = results.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ""));
  const other = results.violations.filter((v) => !BLOCKING_IMPACTS.has(v.impact ?? ""));
  if (other.length) console.warn(`axe (${name}, not blocking):\n${formatViolations(other)}`);
  if (blocking.length)
    throw new Error(`axe found serious or critical violations on "${name}" (${results.url}):\n${formatViolations(blocking)}`);
  return results.violations;
}
