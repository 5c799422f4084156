import { describe, expect, test } from "vitest";
import { seal, unseal } from "~app/lib/sealed.server";

const secret = "test-secret-that-is-long-enough-0123456789";
const opts = { secret, purpose: "signup-consents", ttlSeconds: 900 };

describe("seal / unseal (app/lib/sealed.server.ts)", () => {
  test("round-trips a JSON value; the token reveals nothing of it", async () => {
    const token = await seal({ email: "a@b.co", password: "kite-river-22" }, opts);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token).not.toContain("kite");
    expect(await unseal(token, opts)).toEqual({ email: "a@b.co", password: "kite-river-22" });
  });

  test("two seals of the same value differ (random IV)", async () => {
    expect(await seal({ x: 1 }, opts)).not.toBe(await seal({ x: 1 }, opts));
  });

  test("expired, tampered, foreign-purpose, wrong-secret and garbage tokens do not open", async () => {
    const now = Date.now();
    const token = await seal({ x: 1 }, { ...opts, now });
    expect(await unseal(token, { ...opts, now: now + 899_000 })).toEqual({ x: 1 });
    expect(await unseal(token, { ...opts, now: now + 901_000 })).toBeNull();
    const flipped = token.slice(0, 20) + (token[20] === "A" ? "B" : "A") + token.slice(21);
    expect(await unseal(flipped, opts)).toBeNull();
    expect(await unseal(token, { ...opts, purpose: "other" })).toBeNull();
    expect(await unseal(token, { ...opts, secret: `${secret}x` })).toBeNull();
    for (const junk of ["", "abc", "!!!!", "A".repeat(100)]) expect(await unseal(junk, opts)).toBeNull();
  });
});
