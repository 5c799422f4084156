/**
 * Why: several accounts on one device (auth.md §3 "Stored account (map keyed by id) … An account
 * group id is also stored", login type SWITCH_ACCOUNT 7, §6 account-switch mode;
 * docs/decisions/012). The active account keeps the ordinary session cookie; the others' session
 * tokens ride in a second HttpOnly cookie (session-cookie.ts `pin_accts`, at most
 * MAX_ACCOUNTS_PER_DEVICE - 1 of them). The sessions a device holds share an account group id in
 * the D1 index (migrations/0020): a stored token counts only while its session is live and in the
 * active session's group, so a token from another device, a forged one or one that has ended is
 * dropped on every read, and the cookie is re-set without it. Holding one account's token alone
 * never reaches another account: a switch needs the other account's own token in the list.
 *
 * Switching needs no password, and the chosen session becomes active under a fresh token (its old
 * token stops working). Logging out of the active account makes the most recently used stored one
 * active; logging out of all ends the whole group.
 */
import type { Context } from "hono";
import { MAX_ACCOUNTS_PER_DEVICE } from "~common/auth/constants";
import { ApiError } from "~common/errors";
import { primaryOf } from "../../platform/d1-sessions";
import type { ApiEnv } from "../../platform/types";
import type { UserRow } from "../users";
import { createIndexedSession, currentSession, dropRecordsLater, dropSession, startSession, type SignInWrites } from "./current-session";
import { rememberAccount } from "./remembered-account";
import {
  clearSessionCookie,
  clearStoredTokens,
  hasStoredTokensCookie,
  readSessionCookie,
  readStoredTokens,
  storedTokensCookieValue,
  writeSessionCookie,
  writeStoredTokens,
} from "./session-cookie";
import {
  deleteGroupSessionRows,
  deleteSessionRow,
  findGroupSessionUsers,
  joinAccountGroup,
  newAccountGroupId,
  rotateSessionRow,
  splitSessionUser,
} from "./session-index";
import {
  deleteSession,
  lifetimesFromEnv,
  newToken,
  readSession,
  rewriteSession,
  sessionKey,
  type SessionRecord,
  type ViewerSession,
} from "./session-store";

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A stored (not active) account of the device, with its checked session. */
export interface StoredSession {
  token: string;
  key: string;
  record: SessionRecord;
  user: UserRow;
}

/** The accounts a device holds: the active session and the checked stored ones, most recent first. */
export interface DeviceAccounts {
  active: ViewerSession;
  activeToken: string;
  stored: StoredSession[];
  /** The device's account group; null until it holds a second account. */
  group: string | null;
}

/**
 * The device's accounts, or null without a live session. Every stored token is checked (live KV
 * record, index row in the active session's group, current session_version, another user than
 * the active one and the ones before it). With `prune` (reads), a cookie that held anything else
 * is re-set with only the tokens that passed; callers that write the list themselves pass false.
 *
 * @example
 * const device = await readDeviceAccounts(c);
 * if (device) for (const s of device.stored) console.log(s.user.username);
 */
export async function readDeviceAccounts(
  c: Context<ApiEnv>,
  { touch, prune = true }: { touch?: boolean; prune?: boolean } = {},
): Promise<DeviceAccounts | null> {
  const active = await currentSession(c, { touch });
  const activeToken = readSessionCookie(c);
  if (!active || !activeToken) return null;
  const tokens = readStoredTokens(c);
  const stored = active.group && tokens.length > 0 ? await checkStored(c, tokens, active) : [];
  const raw = storedTokensCookieValue(c);
  const kept = stored.map((s) => s.token);
  if (prune && raw !== undefined && raw !== kept.join(".")) writeStoredTokens(c, kept, lifetimesFromEnv(c.env).absoluteSeconds);
  return { active, activeToken, stored, group: active.group };
}

async function checkStored(c: Context<ApiEnv>, tokens: string[], active: ViewerSession): Promise<StoredSession[]> {
  const now = nowSeconds();
  const life = lifetimesFromEnv(c.env);
  const found = await Promise.all(tokens.map(async (token) => ({ token, found: await readSession(c.env.SESSIONS, token, now, life) })));
  const sids = found.flatMap((f) => (f.found?.record.sid ? [f.found.record.sid] : []));
  // On the primary, as the active session is read (current-session.ts): an ended one must not pass.
  const rows = await findGroupSessionUsers(primaryOf(c.env.DB), sids, active.group!);
  const seen = new Set([active.user.id]);
  const stored: StoredSession[] = [];
  for (const { token, found: f } of found) {
    const row = f?.record.sid ? rows.get(f.record.sid) : undefined;
    if (!f || !row || row.id !== f.record.uid || row.session_version !== f.record.ver || seen.has(row.id)) continue;
    seen.add(row.id);
    stored.push({ token, key: f.key, record: f.record, user: splitSessionUser(row).user });
  }
  return stored;
}

/** How many accounts the device holds (the active one included). */
export const accountCount = (device: DeviceAccounts) => 1 + device.stored.length;

/** Refuses an add-account log-in on a device that already holds MAX_ACCOUNTS_PER_DEVICE accounts. */
export function assertRoomForAnother(device: DeviceAccounts | null) {
  if (device && accountCount(device) >= MAX_ACCOUNTS_PER_DEVICE) throw new ApiError("ACCOUNTS_LIMIT");
}

/**
 * Account-switch mode log-in (/add-account; `switch_account` on POST /v3/sessions/): `user` gets a
 * new session in the device's account group and becomes active; the previous active session joins
 * the stored accounts (first), and a stored session `user` already had is ended (the new one
 * replaces it). Logging in again to the active account only renews its session.
 */
export async function addAccount(c: Context<ApiEnv>, device: DeviceAccounts, user: UserRow, signIn?: SignInWrites): Promise<void> {
  const life = lifetimesFromEnv(c.env);
  const sameAccount = user.id === device.active.user.id;
  const group = device.group ?? (sameAccount ? null : await joinAccountGroup(c.env.DB, device.active.record.sid!, newAccountGroupId()));
  // The active session ended while this log-in ran: there is no device to add to any more.
  if (group === null && !sameAccount) return startSession(c, user, signIn);
  const token = await createIndexedSession(c, user, group, signIn);
  const replaced = device.stored.filter((s) => s.user.id === user.id);
  const kept = device.stored.filter((s) => s.user.id !== user.id);
  for (const s of replaced) await endStored(c, s);
  if (sameAccount) {
    await dropSession(c, device.active);
    writeStoredTokens(
      c,
      kept.map((s) => s.token),
      life.absoluteSeconds,
    );
  } else {
    writeStoredTokens(c, [device.activeToken, ...kept.map((s) => s.token)], life.absoluteSeconds);
  }
  writeSessionCookie(c, token, life.absoluteSeconds);
  await rememberAccount(c, user);
  c.set("session", null);
}

async function endStored(c: Context<ApiEnv>, s: StoredSession) {
  await deleteSessionRow(c.env.DB, s.user.id, s.record.sid!);
  dropRecordsLater(c, [s.key]);
}

/**
 * Makes stored session `target` active under a fresh token: the index row moves to the new KV key
 * (so the old token fails at once), the record is written under it, and the old record goes.
 * Sets the session cookie and the remembered account; false when another request got there first.
 */
async function activate(c: Context<ApiEnv>, target: StoredSession): Promise<boolean> {
  const now = nowSeconds();
  const life = lifetimesFromEnv(c.env);
  const token = newToken();
  const key = await sessionKey(token);
  const record = { ...target.record, seen: now };
  await rewriteSession(c.env.SESSIONS, key, record, now, life);
  if (!(await rotateSessionRow(c.env.DB, target.record.sid!, target.key, key, now))) {
    await deleteSession(c.env.SESSIONS, key);
    return false;
  }
  await deleteSession(c.env.SESSIONS, target.key);
  writeSessionCookie(c, token, Math.max(1, record.iat + life.absoluteSeconds - now));
  await rememberAccount(c, target.user);
  c.set("session", null);
  return true;
}

/**
 * Switches the device to the stored account `userId` (no password: login type SWITCH_ACCOUNT):
 * it becomes active under a fresh token and the previous active account is stored first. The
 * active account itself is a switch that changes nothing.
 */
export async function switchAccount(c: Context<ApiEnv>, userId: string): Promise<UserRow> {
  const device = await readDeviceAccounts(c, { prune: false });
  if (!device) throw new ApiError("AUTH_REQUIRED");
  if (userId === device.active.user.id) return device.active.user;
  const target = device.stored.find((s) => s.user.id === userId);
  if (!target || !(await activate(c, target))) throw new ApiError("ACCOUNT_NOT_ON_DEVICE");
  const rest = device.stored.filter((s) => s !== target).map((s) => s.token);
  writeStoredTokens(c, [device.activeToken, ...rest], lifetimesFromEnv(c.env).absoluteSeconds);
  return target.user;
}

/**
 * Log out of the active account (idempotent): its session ends; the most recently used stored
 * account, if any, becomes active under a fresh token. Without one the device keeps remembering
 * the account (limited login).
 */
export async function logOutActiveAccount(c: Context<ApiEnv>): Promise<void> {
  const device = await readDeviceAccounts(c, { touch: false, prune: false });
  if (device) await dropSession(c, device.active);
  c.set("session", null);
  const queue = [...(device?.stored ?? [])];
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (await activate(c, next)) {
      writeStoredTokens(
        c,
        queue.map((s) => s.token),
        lifetimesFromEnv(c.env).absoluteSeconds,
      );
      return;
    }
  }
  clearSessionCookie(c);
  if (hasStoredTokensCookie(c)) clearStoredTokens(c);
}

/**
 * Log out of every account on the device (idempotent): the active session and its whole account
 * group end, both cookies are cleared; how many sessions ended.
 */
export async function logOutAllAccounts(c: Context<ApiEnv>): Promise<number> {
  const active = await currentSession(c, { touch: false });
  const keys: string[] = [];
  if (active) {
    const key = await deleteSessionRow(c.env.DB, active.user.id, active.record.sid!);
    if (key) keys.push(key);
    if (active.group) keys.push(...(await deleteGroupSessionRows(c.env.DB, active.group)));
  }
  dropRecordsLater(c, keys);
  clearSessionCookie(c);
  if (hasStoredTokensCookie(c)) clearStoredTokens(c);
  c.set("session", null);
  return keys.length;
}
