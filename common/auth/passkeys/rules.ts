/**
 * Passkeys (WebAuthn) rules both sides run (docs/decisions/038): the numbers, a passkey's name,
 * which origins and hosts the relying party accepts, and the names of well-known authenticators.
 * The Worker checks every ceremony with them; the pages use them to offer passkeys only where the
 * browser can make one for this site. Numbers are ours: auth.md does not have passkeys.
 */
/** Passkeys one account may have (ours). */
export const PASSKEYS_MAX = 10;
/** A ceremony's challenge is usable once, for this long (ours: 5 minutes). */
export const PASSKEY_CHALLENGE_SECONDS = 300;
/** A passkey's name, in UTF-16 units (ours). */
export const PASSKEY_NAME_MAX_LENGTH = 64;
/** The HttpOnly cookie that binds a ceremony's challenges to the browser that asked for them. */
export const PASSKEY_COOKIE = "pin_webauthn";

export type PasskeyNameError = { error: "PASSKEY_NAME_MISSING" | "PASSKEY_NAME_TOO_LONG"; field: "name" };

/** The stored form of a name: trimmed, inner runs of white space as one space, NFC. */
export const normalizePasskeyName = (raw: string) => raw.trim().replace(/\s+/g, " ").normalize("NFC");

/**
 * A name someone typed for a passkey, checked after normalising; null when it may be stored. (Text
 * that is not well-formed is the request schema's refusal: common/platform/text.ts.)
 *
 * @example
 * checkPasskeyName("  Work laptop ") // null
 * checkPasskeyName("   ") // { error: "PASSKEY_NAME_MISSING", field: "name" }
 */
export function checkPasskeyName(raw: string): PasskeyNameError | null {
  const name = normalizePasskeyName(raw);
  if (name === "") return { error: "PASSKEY_NAME_MISSING", field: "name" };
  if (name.length > PASSKEY_NAME_MAX_LENGTH) return { error: "PASSKEY_NAME_TOO_LONG", field: "name" };
  return null;
}

/**
 * The relying party's accepted origins, from the comma-separated PASSKEY_ORIGINS var: exact origins,
 * or `scheme://host:*` for any port of one host (local runs, whose ports are chosen at start).
 *
 * @example
 * originAllowed("http://localhost:5173", "http://localhost:*") // true
 * originAllowed("https://evil.example", "https://pinboard.example") // false
 */
export function originAllowed(origin: string, allowed: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  return allowed
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .some((entry) =>
      entry.endsWith(":*") ? `${url.protocol}//${url.hostname}` === entry.slice(0, -2) && url.port !== "" : entry === origin,
    );
}

/**
 * Whether a page on `hostname` can use passkeys of the relying party `rpId` (the same host or one
 * of its subdomains; WebAuthn refuses IP addresses, so `127.0.0.1` never can).
 *
 * @example
 * rpIdFits("www.pinboard.example", "pinboard.example") // true
 * rpIdFits("127.0.0.1", "localhost") // false
 */
export const rpIdFits = (hostname: string, rpId: string) => rpId !== "" && (hostname === rpId || hostname.endsWith(`.${rpId}`));

/**
 * Authenticators that say who they are (their AAGUID), by the name people know them by; from the
 * community list at github.com/passkeydeveloper/passkey-authenticator-aaguids. Others (and every
 * security key that attests nothing) are unnamed.
 */
const KNOWN_AUTHENTICATORS: Record<string, string> = {
  "ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4": "Google Password Manager",
  "adce0002-35bc-c60a-648b-0b25f1f05503": "Chrome on Mac",
  "08987058-cadc-4b81-b6e1-30de50dcbe96": "Windows Hello",
  "9ddd1817-af5a-4672-a2b9-3e3dd95000a9": "Windows Hello",
  "6028b017-b1d4-4c02-b4b3-afcdafc96bb2": "Windows Hello",
  "fbfc3007-154e-4ecc-8c0b-6e020557d7bd": "iCloud Keychain",
  "dd4ec289-e01d-41c9-bb89-70fa845d4bf2": "iCloud Keychain (Managed)",
  "bada5566-a7aa-401f-bd96-45619a55120d": "1Password",
  "d548826e-79b4-db40-a3d8-11116f7e8349": "Bitwarden",
  "531126d6-e717-415c-9320-3d9aa6981239": "Dashlane",
  "b84e4048-15dc-4dd0-8640-f4f60813c8af": "NordPass",
  "0ea242b4-43c4-4a1b-8b17-dd6d0b6baec6": "Keeper",
  "53414d53-554e-4700-0000-000000000000": "Samsung Pass",
  "f3809540-7f14-49c1-a8b3-8f813b225541": "Enpass",
};

/**
 * @example
 * authenticatorLabel("bada5566-a7aa-401f-bd96-45619a55120d") // "1Password"
 * authenticatorLabel("00000000-0000-0000-0000-000000000000") // null
 */
export const authenticatorLabel = (aaguid: string): string | null => KNOWN_AUTHENTICATORS[aaguid.toLowerCase()] ?? null;

/** The proofs an account can give that it is the owner, before adding or removing a passkey. */
export interface ProofKinds {
  password: boolean;
  /** A two-factor code, or (for an account with neither a password nor two-factor) an emailed one. */
  code: boolean;
  passkey: boolean;
  /**
   * Whose email carries the code, when it must be asked for first: two-factor's (its email method:
   * POST /v3/users/me/two_factor/code/), or passkeys' own (neither a password nor two-factor:
   * POST /v3/users/me/passkeys/email_code/); null when no code is emailed.
   */
  emailCode: "two-factor" | "passkey" | null;
}

/**
 * Which fresh proofs an account has (docs/decisions/038): its password, its two-factor code, one
 * of its passkeys; with neither a password nor two-factor, a code emailed to it.
 *
 * @example
 * proofKindsOf({ hasPassword: false, twoFactorMethod: null, passkeys: 0 }) // { password: false, code: true, passkey: false, emailCode: "passkey" }
 */
export function proofKindsOf(a: { hasPassword: boolean; twoFactorMethod: "totp" | "email" | null; passkeys: number }): ProofKinds {
  const emailCode = a.twoFactorMethod === "email" ? "two-factor" : !a.hasPassword && a.twoFactorMethod === null ? "passkey" : null;
  return { password: a.hasPassword, code: a.twoFactorMethod !== null || emailCode !== null, passkey: a.passkeys > 0, emailCode };
}

/**
 * A proof as typed (password, code): the catalogue's refusal when it holds none, so the page
 * says so before it sends, as the Worker would.
 *
 * @example
 * checkProof({ password: "", code: " " }) // "PASSKEY_CONFIRMATION_REQUIRED"
 */
export const checkProof = (p: { password?: string; code?: string; credential?: unknown }): "PASSKEY_CONFIRMATION_REQUIRED" | null =>
  (p.password ?? "") === "" && (p.code ?? "").trim() === "" && p.credential === undefined ? "PASSKEY_CONFIRMATION_REQUIRED" : null;
