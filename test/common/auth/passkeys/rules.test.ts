/**
 * The fresh-proof rules of passkeys (common/auth/passkeys/rules.ts, docs/decisions/038): which
 * proofs an account has, and a typed proof that holds none, as the page checks it before sending.
 */
import { describe, expect, test } from "vitest";
import { checkProof, proofKindsOf } from "~common/auth/passkeys/rules";

describe("proofKindsOf", () => {
  test("a password, two-factor and passkeys are each a proof; with neither a password nor two-factor, an emailed code is", () => {
    expect(proofKindsOf({ hasPassword: true, twoFactorOn: false, passkeys: 0 })).toEqual({
      password: true,
      code: false,
      passkey: false,
      emailCode: false,
    });
    expect(proofKindsOf({ hasPassword: true, twoFactorOn: true, passkeys: 2 })).toEqual({
      password: true,
      code: true,
      passkey: true,
      emailCode: false,
    });
    expect(proofKindsOf({ hasPassword: false, twoFactorOn: true, passkeys: 0 })).toMatchObject({ code: true, emailCode: false });
    expect(proofKindsOf({ hasPassword: false, twoFactorOn: false, passkeys: 1 })).toEqual({
      password: false,
      code: true,
      passkey: true,
      emailCode: true,
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
