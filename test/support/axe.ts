/**
 * The accessibility gate of the browser tests: axe-core runs on the page as it is now, and the test
 * fails on any serious or critical violation, listing each rule, its help link and the offending
 * elements. Moderate and minor findings do not fail; they are printed as warnings. Every result is
 * written to test-results/axe/<name>.json for review.
 *
 * One axe pass per distinct markup: the journeys check the same screen at each width with
 * JavaScript on and off, for accounts that differ only in their digits, and often the same
 * document twice. A check whose viewport and markup (`markupKey`: the DOM as serialized, leaving
 * out what axe never reads, digits read as one) equal an earlier one's in the same test process
 * gets that one's results instead of a second run, and the report says so.
 *
 * axe is asynchronous (timers), and timers never fire in a page opened without JavaScript. For
 * such a page the gate checks a copy: the page's current DOM is served at the same URL to a page
 * of a second, JavaScript-enabled browser context with a `script-src 'none'` policy, so the app's
 * own scripts stay off (what the no-JS visitor gets) while axe, injected by the driver, runs. That
 * page is opened in the process's Chromium on first need and reused by every check (a warm page
 * runs axe in about half the time of a new one).
 *
 * axe-core is injected and run directly, as @axe-core/playwright's legacy mode does, minus its
 * second evaluation of the 560 KB source per check (it injects once in `analyze` and again per
 * frame): a document keeps axe once it has it.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import type { AxeResults, Result, RunOptions } from "axe-core";
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

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Every rule runs; only violations and "needs review" list all their nodes (what the gate and the
 * report use): listing every passing node too cost a third of the check on a feed page.
 */
const RUN_OPTIONS: RunOptions = { resultTypes: ["violations", "incomplete"] };

/** Runs axe in `page`'s document, injecting it (and into same-origin frames) where it is missing. */
async function runAxe(page: Page): Promise<AxeResults> {
  for (const frame of page.frames()) {
    const loaded = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === "object").catch(() => true);
    if (!loaded) await frame.evaluate(`${AXE_SOURCE};axe.configure({ allowedOrigins: ["<same_origin>"] });`).catch(() => {});
  }
  return page.evaluate((options) => (window as unknown as { axe: typeof import("axe-core") }).axe.run(document, options), RUN_OPTIONS);
}

/**
 * Attributes whose values name other elements (or group them): kept exactly in a check's key, since
 * axe's rules about ids and references read them as they are.
 */
const REFERENCE_ATTRIBUTES = [
  "id",
  "for",
  "name",
  "headers",
  "list",
  "form",
  "usemap",
  "popovertarget",
  "commandfor",
  "aria-activedescendant",
  "aria-controls",
  "aria-describedby",
  "aria-details",
  "aria-errormessage",
  "aria-flowto",
  "aria-labelledby",
  "aria-owns",
];

/**
 * The key of a check: the viewport and the markup as serialized, without what axe never reads
 * (scripts' text, hidden inputs' values, nonces, the hydration marker on <html>) and with every
 * run of digits in text and in other attributes' values read as one "0": the journeys' accounts
 * and data carry timestamps and counters (ada.lovelace1795838211232@example.com, "3 Pins"), and
 * which digits a text holds changes no rule's outcome, while whether it has text does.
 */
async function markupKey(page: Page): Promise<string> {
  const markup = await page.evaluate((references) => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    copy.removeAttribute("data-hydrated");
    for (const script of copy.querySelectorAll("script")) script.textContent = "";
    for (const input of copy.querySelectorAll<HTMLInputElement>("input[type=hidden]")) input.removeAttribute("value");
    for (const element of copy.querySelectorAll("[nonce]")) element.removeAttribute("nonce");
    const kept = new Set(references);
    const text = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
    for (let node = text.nextNode(); node; node = text.nextNode()) node.nodeValue = node.nodeValue!.replace(/\d+/g, "0");
    for (const element of copy.querySelectorAll("*"))
      for (const attribute of element.attributes) if (!kept.has(attribute.name)) attribute.value = attribute.value.replace(/\d+/g, "0");
    return copy.outerHTML;
  }, REFERENCE_ATTRIBUTES);
  const viewport = page.viewportSize();
  return createHash("sha256").update(`${viewport?.width}x${viewport?.height}\n${markup}`).digest("hex");
}

/** Results by markup key, for the test process (files share it: vitest `isolate: false`). */
const checked = new Map<string, { name: string; results: AxeResults }>();

/**
 * The copy page: one per test process, reused by every check of its files (a warm page runs axe in
 * half the time). Never handed back to be reset (its route serves the copies), so `endOfFile`
 * leaves it open.
 */
let snapshot: Promise<{ page: Page; serve: { url: string; html: string } }> | undefined;

function openSnapshot() {
  snapshot ??= openBrowser().then(async ({ page, keepForProcess }) => {
    keepForProcess();
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
  // A copy page whose Chromium went away is replaced.
  if (snapshot && (await snapshot).page.isClosed()) snapshot = undefined;
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
 * violations (the non-blocking ones too). With `reuse: false` axe runs even when the same markup
 * was checked before (the gate's own tests).
 *
 * @example
 * await page.goto(url);
 * await expectAccessible(page, "login");
 */
export async function expectAccessible(page: Page, name: string, { reuse = true }: { reuse?: boolean } = {}): Promise<Result[]> {
  const key = await markupKey(page);
  const earlier = reuse ? checked.get(key) : undefined;
  let results: AxeResults;
  if (earlier) {
    results = earlier.results;
  } else {
    results = await runAxe(runsJavaScript(page) ? page : await scriptlessCopy(page));
    checked.set(key, { name, results });
  }
  mkdirSync(AXE_DIR, { recursive: true });
  writeFileSync(
    join(AXE_DIR, `${name}.json`),
    JSON.stringify(
      {
        url: page.url(),
        ...(earlier && { same_markup_as: earlier.name }),
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
  // Warnings once per markup; a blocking finding fails every check of it.
  if (other.length && !earlier) console.warn(`axe (${name}, not blocking):\n${formatViolations(other)}`);
  if (blocking.length)
    throw new Error(
      `axe found serious or critical violations on "${name}" (${page.url()}${earlier ? `, same markup as "${earlier.name}"` : ""}):\n${formatViolations(blocking)}`,
    );
  return results.violations;
}
