/**
 * The accessibility gate itself (test/support/axe.ts) can fail: a page with serious violations
 * (an image without alt text, a button without a name, text too faint to read) is refused, with
 * JavaScript and without it (where the gate checks a script-less copy of the page), and a page
 * whose only finding is moderate passes. A second check of the same markup reuses the first one's
 * results (and says so in its report); a changed page is checked again.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { AXE_DIR, expectAccessible } from "../../support/axe";
import { openBrowser, type OpenBrowser } from "../../support/chromium";

/** Nothing listens here: every request to it is answered by the page's route below. */
const FIXTURE_URL = "http://127.0.0.1:9/axe-fixture";

const BROKEN = `<!doctype html><html lang="en"><head><title>Broken</title></head><body><main>
  <h1>Broken</h1>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <button><svg width="10" height="10"></svg></button>
  <p style="color:#ccc;background:#fff">Too faint to read</p>
</main></body></html>`;

/** Moderate only: a heading level skipped. */
const MODERATE = `<!doctype html><html lang="en"><head><title>Fine</title></head><body><main>
  <h1>Fine</h1><h3>Skipped a level</h3><p>Readable text.</p>
</main></body></html>`;

for (const js of [true, false]) {
  describe(`the axe gate, JavaScript ${js ? "enabled" : "disabled"}`, () => {
    let browser: OpenBrowser;
    beforeAll(async () => {
      browser = await openBrowser({ javaScriptEnabled: js });
    });
    afterAll(() => browser?.close());

    const serve = async (html: string) => {
      await browser.page.unrouteAll();
      await browser.page.route(FIXTURE_URL, (route) => route.fulfill({ contentType: "text/html", body: html }));
      await browser.page.goto(FIXTURE_URL);
    };

    test("refuses serious and critical violations and names them", async () => {
      await serve(BROKEN);
      const failure = expectAccessible(browser.page, `gate-broken-${js ? "js" : "nojs"}`, { reuse: false });
      await expect(failure).rejects.toThrow(/\[critical\] image-alt/);
      await expect(failure).rejects.toThrow(/\[critical\] button-name/);
      await expect(failure).rejects.toThrow(/\[serious\] color-contrast/);
    });

    test("lets a page with only moderate findings through, and returns them", async () => {
      await serve(MODERATE);
      const violations = await expectAccessible(browser.page, `gate-moderate-${js ? "js" : "nojs"}`, { reuse: false });
      expect(violations.map((v) => [v.id, v.impact])).toEqual([["heading-order", "moderate"]]);
    });
  });
}

describe("one axe pass per distinct markup", () => {
  let browser: OpenBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
    await browser.page.route(FIXTURE_URL, (route) => route.fulfill({ contentType: "text/html", body: MODERATE }));
    await browser.page.goto(FIXTURE_URL);
  });
  afterAll(() => browser?.close());

  const report = (name: string) => JSON.parse(readFileSync(join(AXE_DIR, `${name}.json`), "utf8")) as { same_markup_as?: string };

  test("the same markup twice: the second check reuses the first's results and says so; other digits reuse, a change runs axe again", async () => {
    const { page } = browser;
    const first = await expectAccessible(page, "gate-reuse-first", { reuse: false });
    const second = await expectAccessible(page, "gate-reuse-second");
    expect(second).toEqual(first);
    expect(report("gate-reuse-second").same_markup_as).toBe("gate-reuse-first");

    await page.evaluate(() => document.querySelector("main")!.insertAdjacentHTML("beforeend", '<p title="3 of 5">Pin 3 of 5</p>'));
    await expectAccessible(page, "gate-reuse-digits");
    expect(report("gate-reuse-digits").same_markup_as).toBeUndefined();
    await page.evaluate(() => Object.assign(document.querySelector("p[title]")!, { title: "12 of 40", textContent: "Pin 12 of 40" }));
    await expectAccessible(page, "gate-reuse-other-digits");
    expect(report("gate-reuse-other-digits").same_markup_as).toBe("gate-reuse-digits");

    await page.evaluate(() => document.querySelector("h3")!.replaceWith(document.createElement("hr")));
    const changed = await expectAccessible(page, "gate-reuse-changed");
    expect(report("gate-reuse-changed").same_markup_as).toBeUndefined();
    expect(changed).toEqual([]);
  });

  test("ids are read as they are: a field whose label points elsewhere only by a digit is checked again", async () => {
    const { page } = browser;
    await page.evaluate(() => (document.querySelector("main")!.innerHTML = '<h1>Fine</h1><label for="f1">Name</label><input id="f1">'));
    expect(await expectAccessible(page, "gate-ids-labelled")).toEqual([]);
    await page.evaluate(() => (document.querySelector("input")!.id = "f2"));
    await expect(expectAccessible(page, "gate-ids-unlabelled")).rejects.toThrow(/\[critical\] label:/);
    expect(report("gate-ids-unlabelled").same_markup_as).toBeUndefined();
  });
});
