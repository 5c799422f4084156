/**
 * The fresh-proof rules of passkeys (common/auth/passkeys/rules.ts, docs/decisions/038): which
 * proofs an account has, and a typed proof that holds none, as the page checks it before sending.
 */
import { describe, expect, test } from "vitest";
import { checkProof, proofKindsOf } from "~common/auth/passkeys/rules";

describe("proofKindsOf", () => {
  test("a password, two-factor and passkeys are each a proof; two-factor by email emails its code; with neither a password nor two-factor, passkeys' own emailed code is", () => {
    expect(proofKindsOf({ hasPassword: true, twoFactorMethod: null, passkeys: 0 })).toEqual({
      password: true,
      code: false,
      passkey: false,
      emailCode: null,
    });
    expect(proofKindsOf({ hasPassword: true, twoFactorMethod: "totp", passkeys: 2 })).toEqual({
      password: true,
      code: true,
      passkey: true,
      emailCode: null,
    });
    // Two-factor by email: its own code email.
    expect(proofKindsOf({ hasPassword: false, twoFactorMethod: "email", passkeys: 0 })).toMatchObject({
      code: true,
      emailCode: "two-factor",
    });
    expect(proofKindsOf({ hasPassword: false, twoFactorMethod: null, passkeys: 1 })).toEqual({
      password: false,
      code: true,
      passkey: true,
      emailCode: "passkey",
    });
  });
});

describe("checkProof", () => {
  test("nothing typed is PASSKEY_CONFIRMATION_REQUIRED; a password, a code or a credential is a proof to send", () => {
    expect(checkProof({})).toBe("PASSKEY_CONFIRMATION_REQUIRED");
    expect(checkProof({ password: "", code: "   " })).toBe("PASSKEY_CONFIRMATION_REQUIRED");
    expect(checkProof({ password: "x" })).toBeNull();
    expect(checkProof({ code: "123456" })).toBeNull();
    expect(checkProof({ credential: {} })).toBeNull();
  });
});
