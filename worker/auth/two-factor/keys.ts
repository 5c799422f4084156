/**
 * Why: two-factor data must be useless to someone who reads the database. An authenticator app's
 * key is sealed with AES-256-GCM, and backup and emailed codes are kept only as HMAC-SHA-256 —
 * a plain SHA-256 of a 6-digit or 40-bit code is undone by trying them all — both under keys
 * derived (HKDF, one label per use) from TWO_FACTOR_SECRET, a secret of its own
 * (docs/decisions/019). WebCrypto only: nothing to add to the Worker's weight.
 */
import { config } from "../../platform/config";

const encoder = new TextEncoder();

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const fromB64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (ch) => ch.charCodeAt(0));

/** Random bytes as base64url (tokens, ids). */
export const randomToken = (bytes = 32) => b64url(crypto.getRandomValues(new Uint8Array(bytes)));

/** SHA-256 of a token, base64url: what is stored for a cookie's token (the token itself never is). */
export const sha256 = async (text: string) => b64url(new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text))));

type KeyUse = "seal" | "code";
const keys = new Map<string, Promise<CryptoKey>>();

function derivedKey(secret: string, use: KeyUse): Promise<CryptoKey> {
  const id = `${use}:${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"])
      .then((base) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: encoder.encode(`pinboard two-factor ${use}`) },
          base,
          use === "seal" ? { name: "AES-GCM", length: 256 } : { name: "HMAC", hash: "SHA-256", length: 256 },
          false,
          use === "seal" ? ["encrypt", "decrypt"] : ["sign"],
        ),
      );
    keys.set(id, key);
  }
  return key;
}

const secretOf = (env: Env) => config(env).TWO_FACTOR_SECRET;

/**
 * Seals an authenticator key for storage: `v1.<iv>.<ciphertext>`, base64url.
 *
 * @example
 * const sealed = await sealSecret(env, "JBSWY3DPEHPK3PXP"); // "v1.…"
 */
export async function sealSecret(env: Env, plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ct = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await derivedKey(secretOf(env), "seal"), encoder.encode(plain));
  return `v1.${b64url(iv)}.${b64url(new Uint8Array(ct))}`;
}

/** The authenticator key of a sealed value (throws when it was sealed under another secret). */
export async function openSecret(env: Env, sealed: string): Promise<string> {
  const [version, iv, ct] = sealed.split(".");
  if (version !== "v1" || !iv || !ct) throw new Error("two-factor: not a sealed key");
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: fromB64url(iv) },
    await derivedKey(secretOf(env), "seal"),
    fromB64url(ct),
  );
  return new TextDecoder().decode(plain);
}

/**
 * The stored form of a code: HMAC under the code key, bound to `scope` (the user for backup codes,
 * the challenge for an emailed code), so equal codes of two accounts never hash alike.
 *
 * @example
 * const hash = await codeHash(env, `backup:${userId}`, "ab10qrst");
 */
export async function codeHash(env: Env, scope: string, code: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await derivedKey(secretOf(env), "code"), encoder.encode(`${scope}\n${code}`));
  return b64url(new Uint8Array(mac));
}
