import { expect, test } from "vitest";
import { AUTH_ERRORS } from "~common/auth/errors";
import { checkBusinessPassword, checkPassword, isSameAsUsername, isTrivialPassword, PASSWORD_RULES } from "~common/auth/rules/password";

const JANE = { email: "Jane.Doe@example.com" };

test.each([
  "aaaaaaaa",
  "11111111",
  "12345678",
  "987654321",
  "abcdefgh",
  "qwertyui",
  "asdfghjkl",
  "zyxwvuts",
  "123123123",
  "abcabcab",
  "pinboard",
  "PinBoard2024",
])("%s is trivial", (pw) => {
  expect(isTrivialPassword(pw)).toBe(true);
});

test.each(["correct-horse-7", "s3cret-pass", "pins-are-fun", "qwerty-lamp-42", "a1b2c3d4e5"])("%s is not trivial", (pw) => {
  expect(isTrivialPassword(pw, JANE)).toBe(false);
});

test("the email's local part, with digits or symbols around it, is trivial for that owner only", () => {
  expect(isTrivialPassword("jane.doe", JANE)).toBe(true);
  expect(isTrivialPassword("Jane.Doe1990!", JANE)).toBe(true);
  expect(isTrivialPassword("jane.doe1990", { email: "sam@example.com" })).toBe(false);
  expect(isTrivialPassword("janedoe42", { username: "JaneDoe" })).toBe(true);
});

test("same as the username: the local part, the username made from it, or a given username", () => {
  expect(isSameAsUsername("JANE.DOE", JANE)).toBe(true);
  expect(isSameAsUsername("janedoe", JANE)).toBe(true);
  expect(isSameAsUsername("bakery_jane", { username: "Bakery_Jane" })).toBe(true);
  expect(isSameAsUsername("janedoe1", JANE)).toBe(false);
});

test("primary form: ASCII, 6+, at most 256, not weak; no username rule", () => {
  const common = (pw: string) => pw === "sunshine";
  expect(checkPassword("primary", "pässwörd1", {}, common)?.error).toBe("PASSWORD_NOT_ASCII");
  expect(checkPassword("primary", "abc", {}, common)?.error).toBe("PASSWORD_TOO_SHORT");
  expect(checkPassword("primary", "x".repeat(257), {}, common)?.error).toBe("PASSWORD_TOO_LONG");
  expect(checkPassword("primary", "sunshine", {}, common)).toEqual({ error: "PASSWORD_TOO_WEAK", field: "password" });
  expect(checkPassword("primary", "12345678", {}, common)?.error).toBe("PASSWORD_TOO_WEAK");
  expect(checkPassword("primary", "jane.doe", JANE, common)?.error).toBe("PASSWORD_TOO_WEAK");
  expect(checkPassword("primary", "kite-river", JANE, common)).toBeNull();
  expect(checkPassword("primary", undefined)?.error).toBe("PASSWORD_TOO_SHORT");
});

test("business form (business.md §5): ASCII, 8+, different from the username, not weak, in that order", () => {
  const common = (pw: string) => pw === "sunshine1";
  expect(checkBusinessPassword("pässwörd12", JANE, common)?.error).toBe("PASSWORD_NOT_ASCII");
  expect(checkBusinessPassword("kite-ri", JANE, common)).toEqual({ error: "BUSINESS_PASSWORD_TOO_SHORT", field: "password" });
  expect(checkBusinessPassword("jane.doe", JANE, common)?.error).toBe("PASSWORD_SAME_AS_USERNAME");
  expect(checkBusinessPassword("sunshine1", JANE, common)?.error).toBe("PASSWORD_TOO_WEAK");
  expect(checkBusinessPassword("abcdefgh", JANE, common)?.error).toBe("PASSWORD_TOO_WEAK");
  expect(checkBusinessPassword("kite-river", JANE, common)).toBeNull();
});

test("the rules each form serves, and the business minimum in its message", () => {
  expect(PASSWORD_RULES.primary).toEqual({
    form: "primary",
    min_length: 6,
    max_length: 256,
    ascii_only: true,
    reject_common: true,
    differ_from_username: false,
  });
  expect(PASSWORD_RULES.business).toMatchObject({ min_length: 8, differ_from_username: true, reject_common: true });
  expect(AUTH_ERRORS.BUSINESS_PASSWORD_TOO_SHORT.message).toBe("Your password is too short! You need 8+ characters.");
  expect(AUTH_ERRORS.PASSWORD_TOO_SHORT.message).toBe("Your password is too short! You need 6+ characters.");
  expect(AUTH_ERRORS.PASSWORD_TOO_WEAK.message).toBe("Please make a stronger password.");
});
