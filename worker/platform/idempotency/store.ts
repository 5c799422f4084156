/**
 * The idempotency_keys table (migrations/0060) and the sealing of stored answers: an answer may
 * carry a session cookie, so it is kept AES-GCM encrypted under a key derived from the
 * Idempotency-Key and the caller's scope, which only the caller has.
 */
import { IDEMPOTENCY_KEY_TTL_SECONDS } from "~common/platform/idempotency";

export interface KeyRow {
  request_hash: string;
  state: "started" | "committed" | "done";
  locked_until: number;
  status: number | null;
  response: string | null;
  created_at: number;
}

/** An answer as kept: status, the headers that matter to a client, the body. */
export interface StoredAnswer {
  status: number;
  headers: [string, string][];
  body: string;
}

/** The headers a replay carries again (the entry adds the security and bookmark headers itself). */
export const KEPT_HEADERS = new Set(["content-type", "set-cookie", "location", "allow", "retry-after"]);

const TTL_MS = IDEMPOTENCY_KEY_TTL_SECONDS * 1000;
const enc = new TextEncoder();
const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const unb64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

async function hmac(secret: string, message: string): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, enc.encode(message)));
}

/** The caller's scope: an HMAC of its session cookie (`""` when logged out), hex. */
export async function scopeOf(secret: string, sessionCookie: string | undefined): Promise<string> {
  const mac = await hmac(secret, `idempotency-scope|${sessionCookie ?? ""}`);
  return Array.from(mac.subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
}

const sealKey = async (secret: string, scope: string, key: string) =>
  crypto.subtle.importKey("raw", await hmac(secret, `idempotency-seal|${scope}|${key}`), "AES-GCM", false, ["encrypt", "decrypt"]);

export async function seal(secret: string, scope: string, key: string, answer: StoredAnswer): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv },
    await sealKey(secret, scope, key),
    enc.encode(JSON.stringify(answer)),
  );
  return `${b64(iv)}.${b64(new Uint8Array(sealed))}`;
}

export async function unseal(secret: string, scope: string, key: string, sealed: string): Promise<StoredAnswer> {
  const [iv, data] = sealed.split(".");
  const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: unb64(iv!) }, await sealKey(secret, scope, key), unb64(data!));
  return JSON.parse(new TextDecoder().decode(plain)) as StoredAnswer;
}

/**
 * Claims the key for this request: a new row, or the old one taken over when it expired or its
 * request died before writing anything (its lock ran out). Null when another request holds it.
 */
export async function claim(db: D1Database, scope: string, key: string, hash: string, now: number, lockMs: number): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO idempotency_keys (scope, key, request_hash, state, locked_until, created_at)
       VALUES (?1, ?2, ?3, 'started', ?4, ?5)
       ON CONFLICT (scope, key) DO UPDATE SET request_hash = excluded.request_hash, state = 'started',
         locked_until = excluded.locked_until, status = NULL, response = NULL, created_at = excluded.created_at
       WHERE idempotency_keys.created_at < ?6
          OR (idempotency_keys.state = 'started' AND idempotency_keys.locked_until < ?5 AND idempotency_keys.request_hash = ?3)
       RETURNING 1 AS claimed`,
    )
    .bind(scope, key, hash, now + lockMs, now, now - TTL_MS)
    .first<{ claimed: number }>();
  return row !== null;
}

export const readKey = (db: D1Database, scope: string, key: string) =>
  db
    .prepare("SELECT request_hash, state, locked_until, status, response, created_at FROM idempotency_keys WHERE scope = ? AND key = ?")
    .bind(scope, key)
    .first<KeyRow>();

/** The statement a request's first D1 write carries in its own batch: its change is made. */
export const commitMarker = (db: D1Database, scope: string, key: string) =>
  db.prepare("UPDATE idempotency_keys SET state = 'committed' WHERE scope = ? AND key = ? AND state = 'started'").bind(scope, key);

export const storeAnswer = (db: D1Database, scope: string, key: string, status: number, sealed: string) =>
  db
    .prepare("UPDATE idempotency_keys SET state = 'done', status = ?, response = ? WHERE scope = ? AND key = ?")
    .bind(status, sealed, scope, key)
    .run();

/** Gives the key back (the request failed before changing anything): a retry runs afresh. */
export const releaseKey = (db: D1Database, scope: string, key: string) =>
  db.prepare("DELETE FROM idempotency_keys WHERE scope = ? AND key = ? AND state = 'started'").bind(scope, key).run();

/** Deletes up to `limit` keys older than their 24 h (the scheduled job). */
export const deleteExpired = (db: D1Database, now: number, limit: number) =>
  db
    .prepare("DELETE FROM idempotency_keys WHERE (scope, key) IN (SELECT scope, key FROM idempotency_keys WHERE created_at < ? LIMIT ?)")
    .bind(now - TTL_MS, limit)
    .run();
