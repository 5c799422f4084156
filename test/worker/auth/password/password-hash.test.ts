/**
 * The password hasher in Node (the same module and wasm the Worker uses; docs/decisions/004):
 * argon2id known answers (reference vector, Node's native argon2 for non-ASCII input, which
 * catches the truncation of @phi-ag/argon2's own API), legacy scrypt, rehash and hostile rows.
 */
import { argon2Sync } from "node:crypto";
import { expect, test } from "vitest";
import { CURRENT_PARAMS, hashPassword, needsRehash, parseHash, verifyPassword } from "~worker/auth/password/password-hash";

const cheap = { m: 64, t: 1, p: 1 }; // argon2id at its floor, for tests that only check the format
/** Reference argon2 test vector (argon2 repo, src/test.c): "password" / "somesalt", m=64 MiB, t=2, p=1. */
const REFERENCE = "$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc";

test("hashes are argon2id PHC strings with OWASP parameters and a random salt", async () => {
  const a = await hashPassword("correct horse");
  const b = await hashPassword("correct horse");
  expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
  expect(a).not.toBe(b);
  expect(CURRENT_PARAMS).toEqual({ m: 19456, t: 2, p: 1 });
});

test("verifyPassword accepts the password and nothing else", async () => {
  const stored = await hashPassword("correct horse");
  expect(await verifyPassword("correct horse", stored)).toBe(true);
  expect(await verifyPassword("correct hors", stored)).toBe(false);
  expect(await verifyPassword("Correct horse", stored)).toBe(false);
  expect(await verifyPassword("", stored)).toBe(false);
});

test("the reference argon2id test vector verifies", async () => {
  expect(await verifyPassword("password", REFERENCE)).toBe(true);
  expect(await verifyPassword("passwore", REFERENCE)).toBe(false);
});

test("tags equal Node's native argon2id for non-ASCII passwords (no truncation to UTF-16 length)", async () => {
  for (const password of ["é", "pässwörd 🔑", "密码密码密码"]) {
    const stored = await hashPassword(password, cheap);
    const parsed = parseHash(stored)!;
    const native = argon2Sync("argon2id", {
      message: Buffer.from(password.normalize("NFKC")),
      nonce: parsed.salt,
      parallelism: 1,
      tagLength: 32,
      memory: cheap.m,
      passes: cheap.t,
    });
    expect(parsed.key.equals(native)).toBe(true);
  }
  // "é" is C3 A9 in UTF-8 and "Ã" is C3 83: a hash over the first byte only would match both.
  expect(await verifyPassword("Ã", await hashPassword("é", cheap))).toBe(false);
});

test("passwords are NFKC-normalised", async () => {
  const stored = await hashPassword("p\u00e4ss", cheap); // precomposed ä
  expect(await verifyPassword("pa\u0308ss", stored)).toBe(true); // a + combining diaeresis
});

test("legacy scrypt hashes still verify and are flagged for rehash", async () => {
  const legacy = await hashPassword("pw123456", { ln: 13, r: 8, p: 10 });
  expect(legacy).toMatch(/^\$scrypt\$ln=13,r=8,p=10\$/);
  expect(await verifyPassword("pw123456", legacy)).toBe(true);
  expect(await verifyPassword("pw12345", legacy)).toBe(false);
  expect(needsRehash(legacy)).toBe(true);
});

test("argon2id hashes with other parameters are flagged for rehash; current ones are not", async () => {
  expect(needsRehash(await hashPassword("pw123456"))).toBe(false);
  const weak = await hashPassword("pw123456", cheap);
  expect(await verifyPassword("pw123456", weak)).toBe(true);
  expect(needsRehash(weak)).toBe(true);
  expect(needsRehash(REFERENCE)).toBe(true);
  expect(needsRehash("garbage")).toBe(true);
});

test("unknown or hostile formats never verify", async () => {
  const salt = "c29tZXNhbHQ";
  const tag = "CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc";
  const hostile = [
    "plaintext",
    "$pbkdf2$600000$abc$def",
    "$scrypt$ln=30,r=8,p=1$AAAA$AAAA",
    `$argon2id$v=19$m=4194304,t=2,p=1$${salt}$${tag}`, // 4 GiB
    `$argon2id$v=19$m=65536,t=10,p=1$${salt}$${tag}`, // too much work
    `$argon2id$v=19$m=65536,t=2,p=0$${salt}$${tag}`,
    `$argon2id$v=16$m=65536,t=2,p=1$${salt}$${tag}`, // old version
    `$argon2i$v=19$m=65536,t=2,p=1$${salt}$${tag}`, // other variant
    `$argon2id$v=19$m=65536,t=2,p=1$c29tZQ$${tag}`, // 4-byte salt
    `$argon2id$v=19$m=65536,t=2,p=1$${salt}$${tag}=`, // padding
    `${REFERENCE} `,
  ];
  for (const stored of hostile) {
    expect(parseHash(stored), stored).toBeNull();
    expect(await verifyPassword("password", stored), stored).toBe(false);
  }
});
