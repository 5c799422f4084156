import { openBrowser, screenshot } from "./test/support/chromium";
const base = "http://127.0.0.1:8790";
const shots: [string, string, number][] = [["/", "home", 1280], ["/", "home-m", 375], ["/pin/5", "pin", 1280], ["/ana_costa/", "profile", 1280], ["/maya_reyes/weeknight-dinners/", "board", 1280], ["/maya_reyes/weeknight-dinners/pasta/", "section", 1280], ["/pin/5", "pin-m", 375], ["/ana_costa/", "profile-m", 375]];
for (const [path, name, width] of shots) {
  const b = await openBrowser({ viewport: { width, height: 900 }, isMobile: width < 500 });
  try {
    await b.page.goto(base + path);
    await b.page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await b.page.waitForTimeout(800);
    console.log(name, await screenshot(b.page, `dev-${name}`, { fullPage: false }));
  } finally { await b.close(); }
}
