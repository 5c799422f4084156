/**
 * Debian Chromium (/usr/bin/chromium) driven by playwright-core: no browser download. One Chromium
 * runs per test file (launched on the first `openBrowser`, closed after the file); each call to
 * `openBrowser` opens a fresh, isolated browser context in it (its own cookies, storage and cache,
 * as a new profile would have) and closes it on close. Launching Chromium once per file instead of
 * once per test took about a second off each of the ~90 journeys on 2 cores.
 * Also: a hydration wait for React pages, and full-page screenshots into test-results/screenshots/.
 * It remembers which contexts run without JavaScript (`runsJavaScript(page)`), because tools
 * that evaluate asynchronous code in a page (axe) must not run there (timers never fire).
 */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { BROWSER_PASSWORD } from "./browser-accounts";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const SCREENSHOT_DIR = resolve(import.meta.dirname, "../../test-results/screenshots");

export interface OpenBrowser {
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}

export interface BrowserOptions {
  javaScriptEnabled?: boolean;
  viewport?: { width: number; height: number };
  isMobile?: boolean;
}

const noScriptContexts = new WeakSet<BrowserContext>();

/** False for pages of a context opened with `javaScriptEnabled: false`. */
export const runsJavaScript = (page: Page): boolean => !noScriptContexts.has(page.context());

let shared: Promise<Browser> | undefined;

/**
 * Closes the file's Chromium (a later `openBrowser` launches a new one). test/support/browser-file.ts
 * calls it after every browser test file: files share a process (and this module) but not a browser.
 */
export async function closeSharedBrowser(): Promise<void> {
  const open = shared;
  shared = undefined;
  if (open) await (await open).close().catch(() => {});
}

function sharedBrowser(): Promise<Browser> {
  shared ??= chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS }).catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}

/**
 * A fresh browser context (no cookies, no storage) with one page, in the file's Chromium.
 *
 * @example
 * const browser = await openBrowser({ javaScriptEnabled: false });
 * try { await browser.page.goto(url); } finally { await browser.close(); }
 */
export async function openBrowser({ javaScriptEnabled = true, viewport = { width: 1280, height: 800 }, isMobile }: BrowserOptions = {}): Promise<OpenBrowser> {
  const context = await (
    await sharedBrowser()
  ).newContext({
    javaScriptEnabled,
    viewport,
    ...(isMobile !== undefined && { isMobile, hasTouch: isMobile }),
    locale: "en-US",
    timezoneId: "UTC",
    reducedMotion: "reduce",
  });
  if (!javaScriptEnabled) noScriptContexts.add(context);
  // Generous: they only matter when a step fails, and two files run at once on 2 cores.
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  return {
    context,
    page,
    close: () => context.close().catch(() => {}),
  };
}

/** Resolves once React has hydrated the page and run its first effects. */
export async function waitForHydration(page: Page): Promise<void> {
  // Set by the root Layout's effect (app/root.tsx), which runs after every layout effect of the
  // first commit: a Modal has re-opened itself as modal, handlers are attached.
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
}

/**
 * Goes to `url` and, when the page runs JavaScript, waits for hydration; returns the document
 * response.
 *
 * @example
 * await openPage(page, new URL("/login", worker.url).href, js);
 */
export async function openPage(page: Page, url: string, js: boolean) {
  const response = await page.goto(url);
  if (js) await waitForHydration(page);
  return response;
}

/**
 * Logs `email` in through the /login page with the journeys' shared password and waits for the
 * home page it lands on (exactly `/`).
 *
 * @example
 * await logInThroughPage(page, worker.url, js, account.email);
 */
export async function logInThroughPage(page: Page, baseUrl: string | URL, js: boolean, email: string, password = BROWSER_PASSWORD): Promise<void> {
  await openPage(page, new URL("/login", baseUrl).href, js);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("main").getByRole("button", { name: "Log in", exact: true }).click();
  await page.waitForURL((u) => u.pathname === "/" && u.search === "");
  if (js) await waitForHydration(page);
}

/**
 * PNG into test-results/screenshots/<name>.png, the full page unless `fullPage` is false (for
 * modals and toasts, which cover the viewport, not the page); returns the file path.
 */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage, animations: "disabled", caret: "initial" });
  return path;
}
