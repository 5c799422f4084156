/**
 * The settings rules both sides run (common/auth/settings): a profile's fields, a username's
 * shape and the reserved names, a new email against the current one, and when unlinking leaves a
 * way in.
 */
import { describe, expect, test } from "vitest";
import { canUnlink, checkNewEmail, checkProfile, checkUsername, normalizeAbout, normalizeNamePart } from "~common/auth/settings";
import { RESERVED_USERNAMES } from "~common/saving/reserved-usernames";

describe("checkUsername", () => {
  test.each([
    ["ana_costa", null],
    ["Ana_Costa_1", null],
    ["ab", "USERNAME_TOO_SHORT"],
    ["a".repeat(31), "USERNAME_TOO_LONG"],
    ["a".repeat(30), null],
    ["ana.costa", "USERNAME_FORMAT"],
    ["ana-costa", "USERNAME_FORMAT"],
    ["anä", "USERNAME_FORMAT"],
    ["Settings", "USERNAME_RESERVED"],
    ["LOGIN", "USERNAME_RESERVED"],
  ])("%s → %s", (name, expected) => expect(checkUsername(name)).toBe(expected));

  test("every reserved name that fits the pattern is refused as reserved", () => {
    for (const name of RESERVED_USERNAMES.filter((n) => /^[A-Za-z0-9_]{3,30}$/.test(n)))
      expect(checkUsername(name), name).toBe("USERNAME_RESERVED");
  });
});

describe("checkProfile", () => {
  test("nothing given: nothing to refuse", () => expect(checkProfile({})).toBeNull());
  test("the first refusal names its field", () => {
    expect(checkProfile({ first_name: "  " })).toEqual({ error: "FIRST_NAME_MISSING", field: "first_name" });
    expect(checkProfile({ last_name: "" })).toBeNull();
    expect(checkProfile({ last_name: "é".repeat(31) })).toEqual({ error: "PROFILE_NAME_TOO_LONG", field: "last_name" });
    expect(checkProfile({ first_name: "😀".repeat(30) })).toBeNull();
    expect(checkProfile({ about: "x".repeat(501) })).toEqual({ error: "ABOUT_TOO_LONG", field: "about" });
    // Line breaks count once, whichever the keyboard sent.
    expect(checkProfile({ about: `${"x".repeat(249)}\r\n${"x".repeat(250)}` })).toBeNull();
    expect(checkProfile({ website_url: "ftp://x.example" })).toEqual({ error: "WEBSITE_INVALID", field: "website_url" });
    expect(checkProfile({ website_url: "javascript:alert(1)" })).toEqual({ error: "WEBSITE_INVALID", field: "website_url" });
    expect(checkProfile({ website_url: "" })).toBeNull();
    expect(checkProfile({ website_url: " https://ana.example/shop " })).toBeNull();
    expect(checkProfile({ username: "settings" })).toEqual({ error: "USERNAME_RESERVED", field: "username" });
  });
  test("stored forms", () => {
    expect(normalizeNamePart("  Ana   Maria ")).toBe("Ana Maria");
    expect(normalizeNamePart("Cafe\u0301")).toBe("Café");
    expect(normalizeAbout(" a\r\nb\rc ")).toBe("a\nb\nc");
  });
});

describe("checkNewEmail", () => {
  test.each([
    ["", "EMAIL_MISSING"],
    ["not-an-email", "EMAIL_FORMAT"],
    [" ANA@example.com ", "EMAIL_UNCHANGED"],
    ["ana.pinboard@example.com", "EMAIL_HAS_PRODUCT_NAME"],
    ["ana@new.example", null],
  ])("%j → %s", (email, expected) => expect(checkNewEmail(email, "ana@example.com")).toBe(expected));
});

describe("canUnlink", () => {
  const google = { provider: "google" };
  const line = { provider: "line" };
  test("only while another way in remains", () => {
    expect(canUnlink({ password: false, passkeys: 0, identities: [google] }, "google")).toBe(false);
    expect(canUnlink({ password: true, passkeys: 0, identities: [google] }, "google")).toBe(true);
    expect(canUnlink({ password: false, passkeys: 1, identities: [google] }, "google")).toBe(true);
    expect(canUnlink({ password: false, passkeys: 0, identities: [google, line] }, "google")).toBe(true);
    expect(canUnlink({ password: false, passkeys: 0, identities: [{ provider: "sso" }, line] }, "line")).toBe(true);
  });
});
