/**
 * The stylesheet lays pages out by business.md's page classes and header height
 * (common/discovery/constants.ts): the Pin page is one column exactly while the page is NARROW
 * (under 870 px), and the header is 64 px high.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "vitest";
import { HEADER_HEIGHT, PAGE_CLASS_BREAKPOINTS } from "~common/discovery/constants";
import { pageClass } from "~common/discovery/rules/layout";

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
