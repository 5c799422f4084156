/**
 * Why: a multi-step form that must work without JavaScript carries what the earlier steps typed
 * to the later ones in the page itself. Some of it is secret (the sign-up password waiting for
 * the consents step of auth.md §4.5), so it travels sealed: AES-256-GCM under a key derived
 * (HKDF-SHA-256) from the Worker's secret and the purpose, with an expiry inside the ciphertext.
 * The browser can hand it back but can neither read nor change it, and a value sealed for one
 * purpose does not open for another.
 */

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string, purpose: string): Promise<CryptoKey> {
  const id = `${purpose}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"])
      .then((base) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: encoder.encode(`pinboard sealed form v1: ${purpose}`) },
          base,
          { name: "AES-GCM", length: 256 },
          false,
          ["encrypt", "decrypt"],
        ),
      );
    keys.set(id, key);
  }
  return key;
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

export interface SealOptions {
  secret: string;
  /** What the value is for; a value sealed for one purpose never opens for another. */
  purpose: string;
  ttlSeconds: number;
  now?: number;
}

/**
 * Seals a JSON value for `ttlSeconds`.
 *
 * @example
 * const token = await seal({ email, password }, { secret: env.DEVICE_COOKIE_SECRET, purpose: "signup-consents", ttlSeconds: 900 });
 * <input type="hidden" name="sealed" value={token} />
 */
export async function seal(value: unknown, { secret, purpose, ttlSeconds, now = Date.now() }: SealOptions): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = encoder.encode(JSON.stringify({ v: value, exp: Math.floor(now / 1000) + ttlSeconds }));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await keyFor(secret, purpose), plain));
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return toBase64Url(out);
}

/**
 * The value sealed by `seal` for the same secret and purpose, or null when the token is missing,
 * tampered with, sealed for another purpose or expired.
 *
 * @example
 * const state = await unseal<{ email: string }>(formString(form, "sealed"), { secret, purpose: "signup-consents" });
 */
export async function unseal<T>(token: string, { secret, purpose, now = Date.now() }: Omit<SealOptions, "ttlSeconds">): Promise<T | null> {
  const bytes = fromBase64Url(token);
  if (!bytes || bytes.length < 12 + 16) return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: bytes.slice(0, 12) }, await keyFor(secret, purpose), bytes.slice(12));
    const { v, exp } = JSON.parse(new TextDecoder().decode(plain)) as { v: T; exp: number };
    return typeof exp === "number" && exp > Math.floor(now / 1000) ? v : null;
  } catch {
    return null;
  }
}
