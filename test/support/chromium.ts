/**
 * Debian Chromium (/usr/bin/chromium) driven by playwright-core: no browser download. One Chromium
 * runs per test process (launched on the first `openBrowser`; playwright-core closes it when the
 * process exits); each call to `openBrowser` gets an isolated browser context in it (its own
 * cookies and storage, as a new profile would have). A context closed by one test is reset and
 * given to the next (`reset`, keeping only the HTTP cache and the warm renderer), which takes
 * 0.3-0.6 s off each first page load; test files hand their contexts on the same way
 * (`endOfFile`), which saves each file a Chromium launch and close and its contexts' creation
 * (about 4 s of a 2-core machine per file).
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
  /** Keeps this browser for the rest of the process: `endOfFile` leaves it open (axe's copy page). */
  keepForProcess: () => void;
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
 * After a test file (test/support/browser-file.ts): the contexts the file left handed out (a test
 * that failed before `close()`) are closed, not reused; the idle ones, already reset, wait for the
 * next file, in the same Chromium.
 */
export async function endOfFile(): Promise<void> {
  const leftOpen = [...inUse];
  inUse.clear();
  await Promise.all(leftOpen.map((slot) => slot.context.close().catch(() => {})));
}

function sharedBrowser(): Promise<Browser> {
  if (shared) return shared;
  const launched = chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS }).then(
    (browser) => {
      // A Chromium that crashed is forgotten with its contexts: the next `openBrowser` launches another.
      browser.on("disconnected", () => {
        if (shared !== launched) return;
        shared = undefined;
        idle.clear();
      });
      return browser;
    },
    (error: unknown) => {
      shared = undefined;
      throw error;
    },
  );
  shared = launched;
  return launched;
}

/** A context with its one page, handed to one test at a time and reset in between. */
interface Slot {
  key: string;
  context: BrowserContext;
  page: Page;
  /** Origins the context's pages have been on: their storage is cleared on reset. */
  origins: Set<string>;
  /** Set by a call whose effect a reset cannot undo (an init script, an exposed function, ...). */
  tainted: boolean;
  /** The context's own listeners (the harness's and Playwright's): the test's are removed on reset. */
  baseline: Map<string | symbol, Set<unknown>>;
  /** What went wrong in its pages since it was handed out (`failureReport`). */
  trouble: string[];
}

/** Trouble lines kept per browser: enough to see what led to a failure. */
const TROUBLE_LINES = 30;

/** What the current test's browsers looked like when they closed, for `failureReport`. */
let closedThisTest: string[] = [];

/** Idle slots of the file's Chromium, by options. */
const idle = new Map<string, Slot[]>();
/** Slots handed out and not yet closed. */
const inUse = new Set<Slot>();

/** Calls whose effect outlives the test: a context they were called on is closed, not reused. */
const CONTEXT_TAINTS = [
  "addInitScript",
  "exposeBinding",
  "exposeFunction",
  "setExtraHTTPHeaders",
  "setGeolocation",
  "setHTTPCredentials",
  "setOffline",
] as const;
const CLOCK_TAINTS = ["install", "fastForward", "pauseAt", "runFor", "setFixedTime", "setSystemTime", "resume"] as const;

function taintOn(slot: Slot, target: object, names: readonly string[]) {
  for (const name of names) {
    const original = (target as Record<string, unknown>)[name];
    if (typeof original !== "function") continue;
    (target as Record<string, unknown>)[name] = (...args: unknown[]) => {
      slot.tainted = true;
      return (original as (...a: unknown[]) => unknown).apply(target, args);
    };
  }
}

/** Playwright's objects are event emitters; its types only declare on/off/once. */
const emitter = (context: BrowserContext) => context as unknown as Pick<NodeJS.EventEmitter, "eventNames" | "listeners" | "off">;

async function newSlot(
  key: string,
  { javaScriptEnabled, viewport, isMobile }: Required<Omit<BrowserOptions, "isMobile">> & Pick<BrowserOptions, "isMobile">,
): Promise<Slot> {
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
  const origins = new Set<string>();
  const track = (page: Page) =>
    void page.on("framenavigated", (frame) => {
      const { origin, protocol } = new URL(frame.url());
      if (protocol === "http:" || protocol === "https:") origins.add(origin);
    });
  const page = await context.newPage();
  track(page);
  context.on("page", track);
  const trouble: string[] = [];
  const note = (line: string) => trouble.push(line) > TROUBLE_LINES && trouble.shift();
  context.on("console", (message) => message.type() === "error" && note(`console error: ${message.text()}`));
  context.on("weberror", (error) => note(`page error: ${error.error().message}`));
  context.on("requestfailed", (request) => {
    const why = request.failure()?.errorText;
    // Without JavaScript, Chromium refuses every script and module preload with "csp": noise.
    if (!javaScriptEnabled && why === "csp") return;
    note(`request failed: ${request.method()} ${request.url()} (${why})`);
  });
  const slot: Slot = { key, context, page, origins, tainted: false, baseline: new Map(), trouble };
  slot.baseline = new Map(
    emitter(context)
      .eventNames()
      .map((name) => [name, new Set(emitter(context).listeners(name))]),
  );
  taintOn(slot, context, CONTEXT_TAINTS);
  taintOn(slot, context.clock, CLOCK_TAINTS);
  return slot;
}

/**
 * Makes `slot` as a new context would be, except for the HTTP cache: a new page (so a new history,
 * session storage and page state) opened before the old ones close (so the renderer process
 * stays), no cookies, permissions, routes, listeners or storage (local, IndexedDB, caches,
 * service workers) on any origin its pages visited.
 */
async function reset(slot: Slot): Promise<void> {
  const { context } = slot;
  const events = emitter(context);
  for (const name of events.eventNames()) {
    for (const listener of events.listeners(name))
      if (!slot.baseline.get(name)?.has(listener)) events.off(name, listener as (...args: unknown[]) => void);
  }
  const old = context.pages();
  slot.page = await context.newPage();
  for (const page of old) await page.close();
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await context.clearCookies();
  await context.clearPermissions();
  const cdp = await context.newCDPSession(slot.page);
  for (const origin of slot.origins) {
    await cdp.send("Storage.clearDataForOrigin", {
      origin,
      storageTypes: "local_storage,indexeddb,cache_storage,service_workers,file_systems,websql,shared_storage,storage_buckets",
    });
  }
  await cdp.detach();
  slot.origins.clear();
}

/** Where `slot`'s pages are (address and text) and what went wrong in them. */
async function describeSlot(slot: Slot): Promise<string> {
  const pages = await Promise.all(
    // The text on one line (" | " between its lines): a CI page shows a log's last lines.
    slot.context.pages().map(async (page) => {
      const text = await page
        .locator("body")
        .innerText({ timeout: 1000 })
        .catch(() => "");
      return `${page.url()}\n${text
        .trim()
        .replace(/\s*\n\s*/g, " | ")
        .slice(0, 1200)}`;
    }),
  );
  return [...pages, ...slot.trouble].join("\n");
}

async function release(slot: Slot): Promise<void> {
  inUse.delete(slot);
  closedThisTest.push(await describeSlot(slot));
  slot.trouble.length = 0;
  try {
    if (slot.tainted) throw new Error("not reusable");
    await reset(slot);
    idle.set(slot.key, [...(idle.get(slot.key) ?? []), slot]);
  } catch {
    await slot.context.close().catch(() => {});
  }
}

/**
 * A browser context as fresh as a new profile (no cookies, storage or history) with one page, in
 * the file's Chromium. A closed one is reset and handed to the next call with the same options
 * (`reset`): a new context's first page load took 1.0-1.3 s against 0.7 s in a reset one (a new
 * renderer process, cold caches); docs/decisions/023-test-speed-2.md.
 *
 * @example
 * const browser = await openBrowser({ javaScriptEnabled: false });
 * try { await browser.page.goto(url); } finally { await browser.close(); }
 */
export async function openBrowser({
  javaScriptEnabled = true,
  viewport = { width: 1280, height: 800 },
  isMobile,
}: BrowserOptions = {}): Promise<OpenBrowser> {
  const key = JSON.stringify([javaScriptEnabled, viewport, isMobile]);
  const slot = idle.get(key)?.pop() ?? (await newSlot(key, { javaScriptEnabled, viewport, isMobile }));
  inUse.add(slot);
  let closed: Promise<void> | undefined;
  return {
    context: slot.context,
    page: slot.page,
    close: () => (closed ??= release(slot)),
    keepForProcess: () => void inUse.delete(slot),
  };
}

/**
 * The pages (address and text) of the browsers the current test closed and of those still open,
 * and what went wrong in them (console errors, page errors, failed requests); "" when there are
 * none. Read by test/support/browser-file.ts when a test fails.
 */
export async function failureReport(): Promise<string> {
  const browsers = [...closedThisTest, ...(await Promise.all([...inUse].map(describeSlot)))];
  return browsers.map((browser, i) => `--- browser ${i + 1}: ${browser}`).join("\n");
}

/** Forgets the browsers closed so far (before each test). */
export function clearFailureReport(): void {
  closedThisTest = [];
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
export async function logInThroughPage(
  page: Page,
  baseUrl: string | URL,
  js: boolean,
  email: string,
  password = BROWSER_PASSWORD,
): Promise<void> {
  await openPage(page, new URL("/login", baseUrl).href, js);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("main").getByRole("button", { name: "Log in", exact: true }).click();
  await page.waitForURL((u) => u.pathname === "/" && u.search === "");
  if (js) await waitForHydration(page);
}

/**
 * PNG into test-results/screenshots/<name>.png, of the viewport — what a person sees first, and
 * all a modal, a toast or a form covers — or of the whole page with `fullPage` (a long page whose
 * lower part is worth a look); returns the file path. A whole-page capture of a tall Pin grid costs
 * several viewports' rendering and encoding, so it is the exception.
 */
export async function screenshot(page: Page, name: string, { fullPage = false }: { fullPage?: boolean } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage, animations: "disabled", caret: "initial" });
  return path;
}
