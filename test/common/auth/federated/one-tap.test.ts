/** auth.md §5: who is offered the one-tap prompt (common/auth/federated/one-tap.ts). */
import { describe, expect, test } from "vitest";
import { chromiumVersion, offersOneTap, oneTapForm, type OneTapContext } from "~common/auth/federated/one-tap";

const CHROME = (v: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v}.0.0.0 Safari/537.36`;
const base: OneTapContext = { userAgent: CHROME(131), oneTap: "enabled", googleDisabled: "control", loggedIn: false, pathname: "/" };

describe("chromiumVersion", () => {
  test.each([
    [CHROME(122), 122],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0", 130],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/141.0.0.0 Safari/537.36", 141],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/125.0.0.0 Safari/537.36", 125],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1",
      null,
    ],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15", null],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0", null],
    ["", null],
  ])("%s → %s", (ua, version) => expect(chromiumVersion(ua)).toBe(version));
});

describe("offersOneTap", () => {
  test("a logged-out visitor on Chromium 122 or later with the experiment on", () => {
    expect(offersOneTap(base)).toBe(true);
    expect(offersOneTap({ ...base, userAgent: CHROME(122) })).toBe(true);
  });
  test.each<[string, Partial<OneTapContext>]>([
    ["Chromium 121", { userAgent: CHROME(121) }],
    ["Firefox", { userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0" }],
    ["the experiment off", { oneTap: "control" }],
    ["Google turned off (web_google_disabled)", { googleDisabled: "enabled" }],
    ["logged in", { loggedIn: true }],
    ["the provider's callback page", { pathname: "/oauth/google/callback" }],
    ["a developer page", { pathname: "/_dev/experiments" }],
  ])("not with %s", (_, change) => expect(offersOneTap({ ...base, ...change })).toBe(false));
});

describe("oneTapForm", () => {
  test("Google Identity Services only with Google's real issuer; the local provider's card otherwise", () => {
    expect(oneTapForm({ GOOGLE_OIDC_ISSUER: "https://accounts.google.com" })).toBe("gis");
    expect(oneTapForm({ GOOGLE_OIDC_ISSUER: "http://127.0.0.1:8480" })).toBe("local");
  });
});
