/**
 * The site header as journeys use it (app/root.tsx Header): on a wider page its bar holds Settings
 * and Log out beside the account menu; on a NARROW one (under 870 px, business.md §2) they are in
 * the account menu, opened by the avatar. These helpers work at either width.
 */
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { HEADER_HEIGHT, PAGE_CLASS_BREAKPOINTS } from "~common/business/page-layout/constants";

/** The header's account navigation (its menu, Settings, Log out; or Log in and Sign up). */
export const accountNav = (page: Page): Locator => page.getByRole("navigation", { name: "Account" });

/** The avatar that opens the account menu. */
export const accountMenuToggle = (page: Page): Locator => accountNav(page).locator("summary.account-menu__toggle");

/** True where the header is in its NARROW form (the viewport under 870 px). */
export const isNarrow = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) < PAGE_CLASS_BREAKPOINTS.medium;

/** Opens the account menu (if it is not open) and waits for its list. */
export async function openAccountMenu(page: Page): Promise<void> {
  const list = accountNav(page).getByRole("list", { name: "Your accounts" });
  if (await list.isVisible()) return;
  await accountMenuToggle(page).click();
  await list.waitFor();
}

/** Waits until the header shows a logged-in viewer: the account menu, and on a wider page Log out beside it. */
export async function expectLoggedInHeader(page: Page): Promise<void> {
  await accountMenuToggle(page).waitFor();
  if (!isNarrow(page)) await accountNav(page).getByRole("button", { name: "Log out", exact: true }).waitFor();
}

/** Presses the header's Log out: the bar's on a wider page, the account menu's on a NARROW one. */
export async function logOutFromHeader(page: Page): Promise<void> {
  if (isNarrow(page)) await openAccountMenu(page);
  await accountNav(page).getByRole("button", { name: "Log out", exact: true }).click();
}

/** The header's search box. */
export const headerSearch = (page: Page): Locator => page.locator("header.site-header").getByRole("combobox", { name: "Search" });

/** `locator`'s place and size, rounded to the pixel ("x,y,width,height"): equal strings, the same box. */
export async function boxOf(locator: Locator): Promise<string> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("no box: the element is not shown");
  return [box.x, box.y, box.width, box.height].map(Math.round).join(",");
}

/** The input shows its whole placeholder: the text fits between its paddings. */
export const placeholderFits = (input: Locator): Promise<boolean> =>
  input.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) >= context.measureText(el.placeholder).width;
  });

/**
 * The header is one row of `HEADER_HEIGHT` px (business.md §9): it is that high, and every item in
 * it that is shown lies within it. Returns how many items are shown.
 */
export async function expectOneRowHeader(page: Page): Promise<number> {
  const header = page.locator("header.site-header");
  const box = (await header.boundingBox())!;
  expect(box.height).toBe(HEADER_HEIGHT);
  const items = await header.evaluate((el) =>
    [...el.children]
      .filter((child) => getComputedStyle(child).display !== "none")
      .map((child) => ({ top: Math.round(child.getBoundingClientRect().top), bottom: Math.round(child.getBoundingClientRect().bottom) })),
  );
  for (const item of items) {
    expect(item.top).toBeGreaterThanOrEqual(Math.round(box.y));
    expect(item.bottom).toBeLessThanOrEqual(Math.round(box.y + box.height));
  }
  return items.length;
}
