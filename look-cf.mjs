import { chromium } from "playwright-core";
const base = process.env.BASE ?? "http://127.0.0.1:8797";
const out = "/tmp/cfshots";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
page.on("console", (m) => m.type() === "error" && console.log("console:", m.text()));
await page.goto(`${base}/login/`);
await page.getByLabel("Email").fill("lena@example.com");
await page.getByLabel("Password", { exact: true }).fill("pins-are-fun");
await page.getByRole("button", { name: "Log in" }).first().click();
await page.waitForURL((u) => !u.pathname.startsWith("/login"), { timeout: 20000 });
await page.goto(`${base}/advertiser/`);
await page.waitForLoadState("networkidle");
const home = new URL(page.url()).pathname;
console.log("home", home);
const href = await page.locator("table a").first().getAttribute("href").catch(() => null);
console.log("campaign", href);
const pages = (process.env.PAGES ?? "home,billing,history,insights,adgroup").split(",");
for (const w of [1280, 375]) {
  await page.setViewportSize({ width: w, height: w === 375 ? 800 : 900 });
  for (const p of pages) {
    let url = home;
    if (p === "billing") url = home + "billing/";
    if (p === "history") url = home + "history/";
    if (p === "insights" && href) url = href;
    if (p === "adgroup") {
      url = home + "reporting/adgroups/";
    }
    await page.goto(base + url);
    await page.waitForLoadState("networkidle");
    if (p === "adgroup") { const a = page.locator("main ul a").first(); if (await a.count()) { await a.click(); await page.waitForLoadState("networkidle"); } }
    await page.screenshot({ path: `${out}/${p}-${w}.png`, fullPage: process.env.FULL !== "0" });
    if (w === 375) await page.screenshot({ path: `${out}/${p}-${w}-first.png` });
  }
}
await browser.close();
