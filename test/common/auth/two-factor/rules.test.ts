/**
 * The code field's rules (auth.md §5 the MFA code rows; docs/decisions/019): what counts as a
 * code, how a typed one is normalized, the email hint and the time step.
 */
import { describe, expect, test } from "vitest";
import { AUTH_FIELD_ERRORS } from "~common/auth/errors";
import { AUTH_MESSAGES } from "~common/auth/messages";
import {
  BACKUP_CODE_ALPHABET,
  BACKUP_CODE_LENGTH,
  checkMfaCode,
  emailHint,
  formatBackupCode,
  mfaCodeKind,
  normalizeMfaCode,
  totpStep,
} from "~common/auth/two-factor/rules";

describe("checkMfaCode (§5)", () => {
  test.each([undefined, null, "", "   ", " - "])(
    "%j is missing: 'You missed a spot! Don't forget to add your verification code.'",
    (raw) => {
      expect(checkMfaCode(raw)).toEqual({ error: "MFA_CODE_MISSING", field: "code" });
      expect(AUTH_FIELD_ERRORS.MFA_CODE_MISSING.message).toBe("You missed a spot! Don't forget to add your verification code.");
    },
  );

  test.each(["12345", "1234567", "12a456", "abcdefg", "abcdefghj", "abcd-efgu", "123456789", "١٢٣٤٥٦"])(
    "%j is no code: 'Hmm...that doesn't look like a verification code.'",
    (raw) => {
      expect(checkMfaCode(raw)).toEqual({ error: "MFA_CODE_FORMAT", field: "code" });
      expect(AUTH_FIELD_ERRORS.MFA_CODE_FORMAT.message).toBe(AUTH_MESSAGES.mfaCodeFormat);
    },
  );

  test.each(["123456", " 123 456 ", "123-456", "000000", "ab10-qrst", "AB10QRST", "abio-qrst"])("%j is a code", (raw) => {
    expect(checkMfaCode(raw)).toBeNull();
  });
});

describe("normalizeMfaCode and mfaCodeKind", () => {
  test("spaces and hyphens go, letters are lower case, Crockford's look-alikes read as digits", () => {
    expect(normalizeMfaCode(" 12 34-56 ")).toBe("123456");
    expect(normalizeMfaCode("AbIO-lqrs")).toBe("ab10-1qrs".replace("-", ""));
  });

  test("6 digits are an app or email code; 8 characters of the backup alphabet a backup code", () => {
    expect(mfaCodeKind("123456")).toBe("otp");
    expect(mfaCodeKind("ab10qrst")).toBe("backup");
    expect(mfaCodeKind("12345678")).toBe("backup");
    expect(mfaCodeKind("ab10qrsu")).toBeNull(); // U is not in Crockford's alphabet
    expect(mfaCodeKind("")).toBeNull();
  });

  test("every backup code the alphabet can make is a backup code, shown as two groups of four", () => {
    expect(BACKUP_CODE_ALPHABET).toHaveLength(32);
    const code = BACKUP_CODE_ALPHABET.slice(0, BACKUP_CODE_LENGTH);
    expect(mfaCodeKind(code)).toBe("backup");
    expect(formatBackupCode(code)).toBe("0123-4567");
    // What the page shows is what normalizes back to the code.
    expect(normalizeMfaCode(formatBackupCode("ab10qrst"))).toBe("ab10qrst");
  });
});

describe("emailHint", () => {
  test.each([
    ["jane.doe@example.com", "j•••@example.com"],
    ["a@b.co", "a•••@b.co"],
    ["no-at-sign", "•••"],
    ["@example.com", "•••"],
  ])("%s → %s", (email, hint) => expect(emailHint(email)).toBe(hint));
});

describe("totpStep (RFC 6238)", () => {
  test("whole periods since the epoch", () => {
    expect(totpStep(0, 30)).toBe(0);
    expect(totpStep(29_999, 30)).toBe(0);
    expect(totpStep(30_000, 30)).toBe(1);
    // RFC 6238 appendix B: T = 59 s is step 1, T = 1111111109 s is step 37037036.
    expect(totpStep(59_000, 30)).toBe(1);
    expect(totpStep(1_111_111_109_000, 30)).toBe(37_037_036);
  });
});
