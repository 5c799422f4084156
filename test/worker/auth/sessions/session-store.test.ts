import { expect, test } from "vitest";
import { newToken, remainingSeconds, sessionKey } from "~worker/auth/sessions/session-store";

const life = { idleSeconds: 100, absoluteSeconds: 1000 };

test("tokens carry 128 random bits, base64url", () => {
  const tokens = new Set(Array.from({ length: 200 }, newToken));
  expect(tokens.size).toBe(200);
  for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{22}$/);
});

test("only a SHA-256 of the token is used as the KV key", async () => {
  const key = await sessionKey("abc");
  expect(key).toBe("s:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
});

test("remaining life is the sooner of idle and absolute expiry", () => {
  expect(remainingSeconds({ uid: "u", ver: 1, iat: 0, seen: 0 }, 10, life)).toBe(90);
  expect(remainingSeconds({ uid: "u", ver: 1, iat: 0, seen: 950 }, 960, life)).toBe(40);
  expect(remainingSeconds({ uid: "u", ver: 1, iat: 0, seen: 0 }, 100, life)).toBe(0);
});
