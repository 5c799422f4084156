import { describe, expect, test } from "vitest";
import { ageInYears, checkBirthday, checkEmail, checkNewPassword, checkSignup, isPlausibleLoginPassword } from "~common/auth/signup/rules";

const NOW = new Date(Date.UTC(2026, 10, 22, 12)); // 2026-11-22
const epoch = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / 1000;

describe("checkEmail", () => {
  test.each([
    ["", "EMAIL_MISSING"],
    ["   ", "EMAIL_MISSING"],
    [undefined, "EMAIL_MISSING"],
    ["jane", "EMAIL_FORMAT"],
    ["jane@example", "EMAIL_FORMAT"],
    ["jane@exa mple.com", "EMAIL_FORMAT"],
    ["@example.com", "EMAIL_FORMAT"],
    ["mypinboardstuff@example.com", "EMAIL_HAS_PRODUCT_NAME"],
    ["PinBoard@example.com", "EMAIL_HAS_PRODUCT_NAME"],
  ])("%j → %s", (email, error) => {
    expect(checkEmail(email)).toEqual({ error, field: "email" });
  });

  test.each(["jane@example.com", " Jane.Doe+pins@Example.co.uk ", "o'brien@mail-host.ie"])("%j passes", (email) => {
    expect(checkEmail(email)).toBeNull();
  });
});

describe("checkNewPassword", () => {
  test("needs 6+ characters", () => {
    expect(checkNewPassword("abc12")).toEqual({ error: "PASSWORD_TOO_SHORT", field: "password" });
    expect(checkNewPassword(undefined)).toEqual({ error: "PASSWORD_TOO_SHORT", field: "password" });
    expect(checkNewPassword("abc123")).toBeNull();
  });
  test("ASCII only, checked before length", () => {
    expect(checkNewPassword("pässwörd")).toEqual({ error: "PASSWORD_NOT_ASCII", field: "password" });
    expect(checkNewPassword("é")).toEqual({ error: "PASSWORD_NOT_ASCII", field: "password" });
    expect(checkNewPassword("tab\there")).toEqual({ error: "PASSWORD_NOT_ASCII", field: "password" });
    expect(checkNewPassword("?!$ ok 123")).toBeNull();
  });
  test("bounded above", () => {
    expect(checkNewPassword("a".repeat(256))).toBeNull();
    expect(checkNewPassword("a".repeat(257))).toEqual({ error: "PASSWORD_TOO_LONG", field: "password" });
  });
});

describe("checkBirthday", () => {
  test("required", () => {
    expect(checkBirthday(undefined, NOW)?.error).toBe("BIRTHDAY_MISSING");
    expect(checkBirthday(null, NOW)?.error).toBe("BIRTHDAY_MISSING");
    expect(checkBirthday(Number.NaN, NOW)?.error).toBe("BIRTHDAY_MISSING");
  });
  test("not later than Jan 1 of the current year", () => {
    expect(checkBirthday(epoch(2026, 1, 2), NOW)?.error).toBe("BIRTHDAY_INVALID");
    expect(checkBirthday(epoch(2027, 5, 1), NOW)?.error).toBe("BIRTHDAY_INVALID");
    expect(checkBirthday(Number.POSITIVE_INFINITY, NOW)?.error).toBe("BIRTHDAY_INVALID");
    // Jan 1 itself is allowed by the date rule; the age rule then refuses it.
    expect(checkBirthday(epoch(2026, 1, 1), NOW)?.error).toBe("UNDER_AGE");
  });
  test("minimum age 13, counted to the day", () => {
    expect(checkBirthday(epoch(2013, 11, 22), NOW)).toBeNull();
    expect(checkBirthday(epoch(2013, 11, 23), NOW)?.error).toBe("UNDER_AGE");
  });
  test("120 years at most", () => {
    expect(checkBirthday(epoch(1906, 11, 23), NOW)).toBeNull(); // 119
    expect(checkBirthday(epoch(1906, 11, 22), NOW)).toBeNull(); // 120 today
    expect(checkBirthday(epoch(1905, 11, 22), NOW)?.error).toBe("AGE_TOO_HIGH");
  });
});

test("ageInYears counts whole years in UTC", () => {
  expect(ageInYears(new Date(Date.UTC(2000, 1, 29)), new Date(Date.UTC(2026, 1, 28)))).toBe(25);
  expect(ageInYears(new Date(Date.UTC(2000, 1, 29)), new Date(Date.UTC(2026, 2, 1)))).toBe(26);
});

test("checkSignup reports email, then password, then birthday", () => {
  expect(checkSignup({ email: "x", password: "1", birthday: null }, NOW)?.field).toBe("email");
  expect(checkSignup({ email: "a@b.co", password: "1", birthday: null }, NOW)?.field).toBe("password");
  expect(checkSignup({ email: "a@b.co", password: "123456", birthday: null }, NOW)?.field).toBe("birthday");
  expect(checkSignup({ email: "a@b.co", password: "123456", birthday: epoch(1990, 1, 1) }, NOW)).toBeNull();
});

test("isPlausibleLoginPassword refuses what could never have been set", () => {
  expect(isPlausibleLoginPassword("")).toBe(false);
  expect(isPlausibleLoginPassword("ü-nicode")).toBe(false);
  expect(isPlausibleLoginPassword("x".repeat(257))).toBe(false);
  expect(isPlausibleLoginPassword("short")).toBe(true); // old passwords may be shorter than today's minimum
});
