/**
 * The test harness's own promise (test/support/chromium.ts): a browser handed out again after
 * `close()` is as fresh as a new context. Journeys rely on it for their isolation, so it is
 * checked here against a page that leaves every kind of state behind.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { openBrowser } from "../../support/chromium";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

const at = (path: string) => new URL(path, worker.url).href;

/** history.length after one navigation in a brand-new context (Chromium keeps the first about:blank). */
async function historyOfANewContext() {
  const browser = await openBrowser();
  const context = await browser.context.browser()!.newContext();
  try {
    const page = await context.newPage();
    await page.goto(at("/login"));
    return await page.evaluate(() => history.length);
  } finally {
    await context.close();
    await browser.close();
  }
}

test("a reused browser keeps nothing of the test before: cookies, storage, history, routes, listeners, viewport, popups", async () => {
  const first = await openBrowser();
  const { context, page } = first;
  await page.goto(at("/login"));
  await page.goto(at("/signup"));
  await context.addCookies([{ name: "left_behind", value: "1", url: worker.url.origin }]);
  await page.evaluate(() => {
    localStorage.setItem("left", "1");
    sessionStorage.setItem("left", "1");
    return new Promise<void>((done) => {
      const open = indexedDB.open("left", 1);
      open.onupgradeneeded = () => open.result.createObjectStore("s");
      open.onsuccess = () => (open.result.close(), done());
    });
  });
  await context.route("**/healthz", (route) => route.fulfill({ body: "routed" }));
  let heard = 0;
  context.on("request", () => heard++);
  await page.setViewportSize({ width: 375, height: 700 });
  await Promise.all([context.waitForEvent("page"), page.evaluate(() => void window.open("/login", "_blank"))]);
  expect(context.pages()).toHaveLength(2);
  await first.close();

  const second = await openBrowser();
  // The same context, handed out again with a new page: that is the point of the pool.
  expect(second.context).toBe(context);
  expect(second.page).not.toBe(page);
  expect(page.isClosed()).toBe(true);
  expect(second.context.pages()).toEqual([second.page]);
  expect(second.page.url()).toBe("about:blank");
  expect(second.page.viewportSize()).toEqual({ width: 1280, height: 800 });
  expect(await second.context.cookies()).toEqual([]);
  await second.page.goto(at("/login"));
  const heardBefore = heard;
  expect(
    await second.page.evaluate(async () => ({
      history: history.length,
      local: localStorage.length,
      session: sessionStorage.length,
      databases: (await indexedDB.databases()).map((d) => d.name),
    })),
  ).toEqual({ history: await historyOfANewContext(), local: 0, session: 0, databases: [] });
  expect(await second.page.evaluate(() => fetch("/healthz").then((r) => r.text()))).not.toBe("routed");
  expect(heard).toBe(heardBefore);
  await second.close();
});

test("a browser that took an init script is not handed out again", async () => {
  const first = await openBrowser();
  await first.context.addInitScript(() => Object.assign(window, { leftBehind: true }));
  await first.close();
  const second = await openBrowser();
  expect(second.context).not.toBe(first.context);
  await second.page.goto(at("/login"));
  expect(await second.page.evaluate(() => "leftBehind" in window)).toBe(false);
  await second.close();
});
