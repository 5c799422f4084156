/**
 * The sign-in history's rules (common/auth/sign-in-history/rules.ts, docs/decisions/037): the
 * methods, the 90-day window, the compact device, and when a sign-in is from a new device.
 */
import { describe, expect, test } from "vitest";
import { LOGIN_TYPES, PASSKEY_LOGIN_TYPE } from "~common/auth/constants";
import { describeUserAgent } from "~common/auth/sessions";
import {
  deviceKey,
  deviceLabel,
  deviceOfKey,
  FAILED_SIGN_INS_KEPT,
  historyCutoff,
  isNewDevice,
  placeLabel,
  SIGN_IN_HISTORY_COPY,
  SIGN_IN_HISTORY_PAGE,
  SIGN_IN_HISTORY_SECONDS,
  SIGN_IN_METHODS,
  signInMethodOf,
  utcTime,
} from "~common/auth/sign-in-history";

const DAY = 24 * 60 * 60;

describe("the window", () => {
  test("rows live 90 days; the page shows 50 and as many failed attempts are kept", () => {
    expect(SIGN_IN_HISTORY_SECONDS).toBe(90 * DAY);
    expect(SIGN_IN_HISTORY_PAGE).toBe(50);
    expect(FAILED_SIGN_INS_KEPT).toBe(50);
  });

  test("the cutoff is exactly 90 days before now: a row at it is kept, one a second older is not", () => {
    const now = 1_800_000_000;
    expect(historyCutoff(now)).toBe(now - 90 * DAY);
    const kept = (at: number) => at >= historyCutoff(now);
    expect(kept(now - 90 * DAY)).toBe(true);
    expect(kept(now - 90 * DAY - 1)).toBe(false);
    expect(kept(now - 89 * DAY)).toBe(true);
  });
});

describe("the new-device decision", () => {
  test("the very first sign-in (no successful one in the window) sends nothing", () => {
    expect(isNewDevice({ any: false, sameDeviceAndCountry: false })).toBe(false);
  });

  test("a device and country seen in the window sends nothing; an unseen pair sends the email", () => {
    expect(isNewDevice({ any: true, sameDeviceAndCountry: true })).toBe(false);
    expect(isNewDevice({ any: true, sameDeviceAndCountry: false })).toBe(true);
  });
});

describe("methods", () => {
  test("the methods include every way in, passkeys too, each with a name on the page", () => {
    expect(SIGN_IN_METHODS).toEqual(
      expect.arrayContaining(["password", "google", "google_one_tap", "line", "sso", "facebook", "two_factor", "passkey"]),
    );
    for (const m of SIGN_IN_METHODS) expect(SIGN_IN_HISTORY_COPY.methods[m]).toBeTruthy();
  });

  test("log-in types map to methods; switching accounts is no sign-in", () => {
    expect(signInMethodOf(LOGIN_TYPES.EMAIL)).toBe("password");
    expect(signInMethodOf(LOGIN_TYPES.GPLUS)).toBe("google");
    expect(signInMethodOf(LOGIN_TYPES.GOOGLE_ONE_TAP)).toBe("google_one_tap");
    expect(signInMethodOf(LOGIN_TYPES.LINE)).toBe("line");
    expect(signInMethodOf(LOGIN_TYPES.SSO)).toBe("sso");
    expect(signInMethodOf(LOGIN_TYPES.MULTIFACTOR)).toBe("two_factor");
    expect(signInMethodOf(PASSKEY_LOGIN_TYPE)).toBe("passkey");
    expect(signInMethodOf(LOGIN_TYPES.SWITCH_ACCOUNT)).toBeNull();
  });
});

describe("devices and places", () => {
  const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
  const chromeNext = chrome.replace("156.0.0.0", "157.0.0.0");

  test("a device is its browser and system, so a browser update is the same device", () => {
    expect(deviceKey(describeUserAgent(chrome))).toBe("Chrome|Linux");
    expect(deviceKey(describeUserAgent(chromeNext))).toBe(deviceKey(describeUserAgent(chrome)));
    expect(deviceKey(describeUserAgent(""))).toBe("|");
    expect(deviceOfKey("Chrome|Linux")).toEqual({ browser: "Chrome", os: "Linux" });
    expect(deviceOfKey("|")).toEqual({ browser: null, os: null });
  });

  test("the device reads as the session list words it", () => {
    expect(deviceLabel("Chrome|Linux")).toBe("Chrome on Linux");
    expect(deviceLabel("|iPhone")).toBe("A browser on iPhone");
    expect(deviceLabel("Firefox|")).toBe("Firefox");
    expect(deviceLabel("|")).toBe("Unknown device");
  });

  test("the place is the city and the country's name; nothing when the edge said neither", () => {
    expect(placeLabel("Austin", "US")).toBe("Austin, United States");
    expect(placeLabel(null, "JP")).toBe("Japan");
    expect(placeLabel(null, null)).toBeNull();
  });

  test("times are in UTC, as the page's other dates", () => {
    expect(utcTime(Date.UTC(2026, 10, 22, 9, 15) / 1000)).toBe("Nov 22, 2026, 9:15 AM UTC");
  });
});
