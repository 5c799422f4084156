import { expect, test } from "vitest";
import { CURRENT_PARAMS, hashPassword, needsRehash, parseHash, verifyPassword } from "~worker/auth/password/password-hash";

test("hashes are self-describing with OWASP scrypt parameters and a random salt", async () => {
  const a = await hashPassword("correct horse");
  const b = await hashPassword("correct horse");
  expect(a).toMatch(/^\$scrypt\$ln=13,r=8,p=10\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
  expect(a).not.toBe(b);
});

test("verifyPassword accepts the password and nothing else", async () => {
  const stored = await hashPassword("correct horse");
  expect(await verifyPassword("correct horse", stored)).toBe(true);
  expect(await verifyPassword("correct hors", stored)).toBe(false);
  expect(await verifyPassword("Correct horse", stored)).toBe(false);
});

test("unknown or hostile formats never verify", async () => {
  expect(await verifyPassword("x", "plaintext")).toBe(false);
  expect(await verifyPassword("x", "$scrypt$ln=30,r=8,p=1$AAAA$AAAA")).toBe(false);
  expect(parseHash("$pbkdf2$600000$abc$def")).toBeNull();
});

test("older parameters verify and are flagged for rehash", async () => {
  const weak = await hashPassword("pw123456", { ln: 11, r: 8, p: 1 });
  expect(await verifyPassword("pw123456", weak)).toBe(true);
  expect(needsRehash(weak)).toBe(true);
  expect(needsRehash(await hashPassword("pw123456"))).toBe(false);
  expect(CURRENT_PARAMS).toEqual({ ln: 13, r: 8, p: 10 });
});
