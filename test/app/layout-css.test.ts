/**
 * The stylesheet lays pages out by business.md's page classes and header height
 * (common/business/search/constants.ts): the Pin page is one column exactly while the page is NARROW
 * (under 870 px), and the header is 64 px high.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "vitest";
import { HEADER_HEIGHT, PAGE_CLASS_BREAKPOINTS } from "~common/business/page-layout/constants";
import { pageClass } from "~common/business/page-layout/rules";

const CSS = readFileSync(resolve(import.meta.dirname, "../../app/app.css"), "utf8");

test("the Pin page turns to one column at the NARROW breakpoint", () => {
  const narrowest = PAGE_CLASS_BREAKPOINTS.medium - 1;
  expect(pageClass(narrowest)).toBe("NARROW");
  expect(pageClass(narrowest + 1)).toBe("MEDIUM");
  const block = new RegExp(`@media \\(max-width: ${narrowest}px\\) \\{\\s*\\.pin-detail \\{ grid-template-columns: 1fr;`);
  expect(CSS).toMatch(block);
});

test(`the header is ${HEADER_HEIGHT} px high (the last rule for .site-header's height wins)`, () => {
  const heights = [...CSS.matchAll(/^\.site-header \{[^}]*\bheight: (\d+)px/gm)].map((m) => Number(m[1]));
  expect(heights.at(-1)).toBe(HEADER_HEIGHT);
});

test("the header turns to its one-row NARROW form below the NARROW breakpoint, and back above it", () => {
  const narrowest = PAGE_CLASS_BREAKPOINTS.medium - 1;
  // Below: the bar's Settings, Log out and Sign up and the business bar give way to the menus.
  const narrow = new RegExp(
    `@media \\(max-width: ${narrowest}px\\) \\{[^@]*\\.site-header__wide, \\.site-header__username, \\.business-header \\{ display: none; \\}[^@]*\\.business-menu \\{ display: block; \\}`,
  );
  expect(CSS).toMatch(narrow);
  // From the breakpoint up: the account menu's copies of Settings and Log out are hidden.
  expect(CSS).toContain(`@media (min-width: ${PAGE_CLASS_BREAKPOINTS.medium}px) { .account-menu__narrow { display: none; } }`);
  // The search box's width on a wider page comes from the viewport, not from what is beside it.
  expect(CSS).toMatch(
    new RegExp(
      `@media \\(min-width: ${PAGE_CLASS_BREAKPOINTS.medium}px\\) \\{[^}]*\\.site-header \\{ --header-aside: \\d+px; \\}[^@]*\\.site-search \\{ flex: 0 1 auto; width: min\\(800px, calc\\(100vw - var\\(--header-aside\\)\\)\\); \\}`,
    ),
  );
});
