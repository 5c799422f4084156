import { gzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { COMMON_PASSWORD_COUNT, COMMON_PASSWORDS } from "~worker/auth/password/common-passwords";
import { isCommonPassword, isWeakPassword } from "~worker/auth/password/weak-passwords";

test("the list holds at least 10,000 sorted, unique, lower-case entries of 6+ printable ASCII characters", () => {
  const words = COMMON_PASSWORDS.split("\n");
  expect(words.length).toBe(COMMON_PASSWORD_COUNT);
  expect(words.length).toBeGreaterThanOrEqual(10_000);
  expect(new Set(words).size).toBe(words.length);
  expect([...words].sort()).toEqual(words);
  for (const w of words) expect(w).toMatch(/^[\x21-\x7e]{6,}$/);
  expect(words.every((w) => w === w.toLowerCase())).toBe(true);
  // The Worker carries it; keep an eye on its weight (test/build/budgets.integration.test.ts).
  expect(gzipSync(COMMON_PASSWORDS, { level: 9 }).length).toBeLessThan(48 * 1024);
});

test.each(["password", "12345678", "PASSWORD", "qwerty123", "iloveyou", "sunshine", "football", "trustno1"])("%s is common", (pw) => {
  expect(isCommonPassword(pw)).toBe(true);
  expect(isWeakPassword(pw)).toBe(true);
});

test.each(["correct-horse-7", "s3cret-pass", "pins-are-fun", "kite-river-22"])("%s is neither common nor weak", (pw) => {
  expect(isCommonPassword(pw)).toBe(false);
  expect(isWeakPassword(pw, { email: "jane@example.com" })).toBe(false);
});

test("trivial patterns and the owner's names count as weak", () => {
  expect(isWeakPassword("zzzzzzzzzz")).toBe(true);
  expect(isWeakPassword("0987654321")).toBe(true);
  expect(isWeakPassword("mybakery77", { email: "mybakery@example.com" })).toBe(true);
});
