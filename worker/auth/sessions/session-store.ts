/**
 * Sessions in KV. The browser holds a 128-bit random token; KV holds only its SHA-256, so a leak
 * of the namespace does not leak usable sessions. Idle and absolute lifetimes are enforced here,
 * not only by cookie Max-Age or KV TTL. Each record carries the user's `session_version`: bumping
 * that column in D1 revokes every session of the user at once, with D1's strong consistency
 * (KV deletes can take up to 60 s to reach other locations).
 */
import { getRandomValues } from "node:crypto";
import type { UserRow } from "../users";
import { config } from "../../platform/config";

export interface SessionRecord {
  /** user id */
  uid: string;
  /** users.session_version when the session was made */
  ver: number;
  /** created, epoch seconds */
  iat: number;
  /** last seen, epoch seconds */
  seen: number;
  /** the session's id in the D1 index (session-index.ts); a record without one is not a session */
  sid?: string;
}

export interface ViewerSession {
  key: string;
  record: SessionRecord;
  user: UserRow;
  /** The session's account group in the D1 index (several accounts on one device), or null. */
  group: string | null;
}

export interface SessionLifetimes {
  idleSeconds: number;
  absoluteSeconds: number;
}

export function lifetimesFromEnv(env: Env): SessionLifetimes {
  const cfg = config(env);
  return { idleSeconds: cfg.SESSION_IDLE_SECONDS, absoluteSeconds: cfg.SESSION_ABSOLUTE_SECONDS };
}

/** Refresh "last seen" at most this often, so busy sessions do not write KV on every request. */
const TOUCH_INTERVAL_SECONDS = 60 * 60;
const KV_MIN_TTL = 60;

const toHex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("");

export async function sessionKey(token: string): Promise<string> {
  return `s:${toHex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)))}`;
}

export function newToken(): string {
  const bytes = getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Seconds the record may still live: the sooner of idle expiry and absolute expiry. */
export function remainingSeconds(rec: SessionRecord, now: number, life: SessionLifetimes): number {
  return Math.min(rec.seen + life.idleSeconds, rec.iat + life.absoluteSeconds) - now;
}

async function write(kv: KVNamespace, key: string, rec: SessionRecord, ttl: number) {
  await kv.put(key, JSON.stringify(rec), { expirationTtl: Math.max(KV_MIN_TTL, Math.ceil(ttl)) });
}

export async function createSession(
  kv: KVNamespace,
  user: { id: string; session_version: number },
  now: number,
  life: SessionLifetimes,
  sid?: string,
): Promise<{ token: string; key: string; record: SessionRecord }> {
  const token = newToken();
  const key = await sessionKey(token);
  const record: SessionRecord = { uid: user.id, ver: user.session_version, iat: now, seen: now, ...(sid !== undefined && { sid }) };
  await write(kv, key, record, remainingSeconds(record, now, life));
  return { token, key, record };
}

/** Rewrites a record in place (same token), e.g. under the user's new session_version. */
export const rewriteSession = (kv: KVNamespace, key: string, rec: SessionRecord, now: number, life: SessionLifetimes) =>
  write(kv, key, rec, remainingSeconds(rec, now, life));

/** The live record for a token, or null when unknown, malformed or past either lifetime. */
export async function readSession(
  kv: KVNamespace,
  token: string,
  now: number,
  life: SessionLifetimes,
): Promise<{ key: string; record: SessionRecord } | null> {
  if (!/^[A-Za-z0-9_-]{22}$/.test(token)) return null;
  const key = await sessionKey(token);
  const rec = await kv.get<SessionRecord>(key, "json");
  if (!rec || typeof rec.uid !== "string") return null;
  if (remainingSeconds(rec, now, life) <= 0) return null;
  return { key, record: rec };
}

/**
 * Whether "last seen" should move forward now: at least twice per idle lifetime, since with an idle
 * limit under the hourly interval a session in constant use would otherwise never slide and would
 * end `idleSeconds` after log-in.
 */
export const dueForTouch = (rec: SessionRecord, now: number, life: SessionLifetimes) =>
  now - rec.seen >= Math.min(TOUCH_INTERVAL_SECONDS, life.idleSeconds / 2);

/** Slides the idle window forward; returns a promise callers may hand to waitUntil. */
export async function touchSession(kv: KVNamespace, key: string, rec: SessionRecord, now: number, life: SessionLifetimes) {
  if (!dueForTouch(rec, now, life)) return;
  const next = { ...rec, seen: now };
  await write(kv, key, next, remainingSeconds(next, now, life));
}

export const deleteSession = (kv: KVNamespace, key: string) => kv.delete(key);
