/**
 * Error catalogue of passkeys (docs/decisions/038): codes 800–819 of the auth range, stable once
 * shipped. Merged into the auth catalogue by common/auth/errors.ts. No status here is 429 but the
 * settings page's own limit: the log-in pages open the rate-limited modal for any 429 (auth.md §4.6).
 */
import { defineErrors } from "../../platform/errors";
import { PASSKEY_API_MESSAGES as P } from "./messages";

export const PASSKEY_ERRORS = /* @__PURE__ */ defineErrors("auth", {
  // Adding one more than PASSKEYS_MAX.
  PASSKEY_LIMIT_REACHED: { code: 800, status: 409, message: P.limitReached },
  // No challenge of this browser (the pin_webauthn cookie) matches the response: never asked,
  // older than PASSKEY_CHALLENGE_SECONDS, already used, or another account's.
  PASSKEY_CEREMONY_EXPIRED: { code: 801, status: 400, message: P.ceremonyExpired },
  // A registration that does not verify: another origin or relying party, a bad attestation.
  PASSKEY_NOT_VERIFIED: { code: 802, status: 400, message: P.notVerified },
  PASSKEY_ALREADY_REGISTERED: { code: 803, status: 409, message: P.alreadyRegistered },
  // A log-in (or confirmation) that does not verify: another origin or relying party, a bad
  // signature, a signature counter that went back (a cloned authenticator).
  PASSKEY_LOGIN_FAILED: { code: 804, status: 401, message: P.loginFailed },
  // A log-in with a credential no account has (removed, or made for another site's account).
  PASSKEY_UNKNOWN: { code: 805, status: 401, message: P.unknown },
  // Renaming or removing an id that is not one of the viewer's passkeys.
  PASSKEY_NOT_FOUND: { code: 806, status: 404, message: P.notFound },
  PASSKEY_NAME_MISSING: { code: 807, status: 400, message: P.nameMissing },
  PASSKEY_NAME_TOO_LONG: { code: 808, status: 400, message: P.nameTooLong },
  // Adding or removing a passkey without a fresh password, code or passkey; or with a wrong one.
  PASSKEY_CONFIRMATION_REQUIRED: { code: 810, status: 401, message: P.confirmationRequired },
  PASSKEY_CONFIRMATION_INCORRECT: { code: 811, status: 401, message: P.confirmationIncorrect },
  // The account's log-in lockout (LoginLockout) is closed: wrong proofs count there, as wrong passwords do.
  PASSKEY_CHECKS_LIMITED: { code: 812, status: 429, message: P.checksLimited },
  // A ceremony asked for on a host outside the relying party (PASSKEY_RP_ID), e.g. 127.0.0.1.
  PASSKEYS_UNAVAILABLE: { code: 813, status: 400, message: P.unavailable },
  // An emailed code asked for by an account that has a password or two-factor to prove itself with.
  PASSKEY_EMAIL_CODE_UNAVAILABLE: { code: 814, status: 409, message: P.emailCodeUnavailable },
});

/**
 * A fresh proof's refusals (common/auth/passkeys/schemas.ts PROOF_FIELDS): every route that asks
 * one — adding or removing a passkey, changing the email, deactivating, closing, exporting — lists
 * these, a passkey assertion on an address passkeys don't cover included.
 */
export const FRESH_PROOF_ERRORS = [
  "PASSKEY_CONFIRMATION_REQUIRED",
  "PASSKEY_CONFIRMATION_INCORRECT",
  "PASSKEY_CEREMONY_EXPIRED",
  "PASSKEY_CHECKS_LIMITED",
  "PASSKEYS_UNAVAILABLE",
] as const;
