/**
 * Auth fixtures for integration tests: unique emails, birthdays, and sign-up / log-in / viewer
 * calls through an ApiClient.
 */
import { expect } from "vitest";
import { hashPassword, type ScryptParams } from "~worker/auth/password/password-hash";
import type { UserRow } from "~worker/auth/users/users-repo";
import { ApiClient, expectOk, type ApiResult, type RequestOptions } from "./api-client";
import type { RunningWorker } from "./worker-harness";
import { standInToken } from "./bot-check";

let counter = 0;

/**
 * An email no other test uses: `{first}.{last}.{n}{time}@example.com`. Its local part derives the
 * name "First Last" (digits are dropped) and contains no product name.
 */
export function uniqueEmail(first = "jane", last = "doe"): string {
  counter += 1;
  const nonce = String(Math.floor(Math.random() * 1e4)).padStart(4, "0");
  return `${first}.${last}.${counter}${Date.now()}${nonce}@example.com`;
}

/** Epoch seconds (UTC midnight) `years` years before today, shifted by `days`. */
export function birthdayYearsAgo(years: number, days = 0, now = new Date()): number {
  return Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days) / 1000;
}

export const GOOD_PASSWORD = "correct-horse-7";

export interface SignupPayload {
  type?: string;
  email?: unknown;
  password?: unknown;
  birthday?: unknown;
  country?: unknown;
  first_name?: unknown;
  last_name?: unknown;
  [k: string]: unknown;
}

export const validSignup = (overrides: SignupPayload = {}): SignupPayload => ({
  type: "email",
  email: uniqueEmail(),
  password: GOOD_PASSWORD,
  birthday: birthdayYearsAgo(30),
  country: "US",
  ...overrides,
});

export interface LoggedInUser {
  id: string;
  username: string;
  full_name: string;
  image_large_url: string | null;
  avatar_color_index: number;
  is_partner: boolean;
}

export interface Viewer {
  type: "AUTH" | "LIMITED_LOGIN" | "LOGGED_OUT";
  info: { firstName: string; email: string; hasPassword: boolean; connectedToFacebook: boolean; connectedToGoogle: boolean } | null;
  user: LoggedInUser | null;
}

export const register = (client: ApiClient, payload: SignupPayload, opts?: RequestOptions) =>
  client.post<LoggedInUser>("/v3/register/", payload, opts);

export const logIn = (client: ApiClient, usernameOrEmail: string | undefined, password: string | undefined, opts?: RequestOptions) =>
  client.post<{ user: LoggedInUser; client_context: Record<string, unknown> }>(
    "/v3/sessions/",
    { username_or_email: usernameOrEmail, password },
    opts,
  );

/**
 * A log-in that carries a fresh v2 token of the bot-check stand-in (the "I'm not a robot" box
 * ticked): what a log-in needs once its account has had three failed attempts within the hour
 * (auth.md §9, common/auth/bot-check/rules.ts). For tests that fail log-ins on purpose.
 *
 * @example
 * expectApiError(await logInPastBotCheck(client, email, "wrong-password"), "PASSWORD_INCORRECT");
 */
export const logInPastBotCheck = async (
  client: ApiClient,
  usernameOrEmail: string | undefined,
  password: string | undefined,
  opts?: RequestOptions,
) =>
  client.post<{ user: LoggedInUser; client_context: Record<string, unknown> }>(
    "/v3/sessions/",
    { username_or_email: usernameOrEmail, password, recaptchaV2Token: await standInToken(client.worker, "v2") },
    opts,
  );

export const logOut = (client: ApiClient, opts?: RequestOptions) => client.delete<null>("/v3/sessions/current/", opts);

export const viewer = (client: ApiClient, opts?: RequestOptions) => client.get<Viewer>("/v3/users/me/", opts);

/** The viewer as seen with only `token` as the session cookie (a replay from another client). */
export async function viewerForToken(worker: RunningWorker, token: string): Promise<ApiResult<Viewer>> {
  return new ApiClient(worker).get<Viewer>("/v3/users/me/", { headers: { cookie: `pin_sess=${token}` }, noJar: true });
}

export interface Account {
  email: string;
  password: string;
  user: LoggedInUser;
  /** The client that signed up; it holds the sign-up session. */
  client: ApiClient;
}

/** Signs up a fresh account through the API (asserting success) in a new client. */
export async function createAccount(worker: RunningWorker, overrides: SignupPayload = {}): Promise<Account> {
  const client = new ApiClient(worker);
  const payload = validSignup(overrides);
  const user = expectOk(await register(client, payload));
  return { email: String(payload.email), password: String(payload.password), user, client };
}

/**
 * Legacy scrypt parameters far cheaper than the Worker's argon2id (ln=10,r=8,p=1: a few ms). For
 * tests that make many wrong attempts: the Worker verifies with the algorithm and parameters stored
 * in the hash, so counting and locking are exercised without paying for a full hash per attempt. A
 * successful log-in upgrades such a hash to argon2id (see log-in.integration.test.ts).
 */
export const CHEAP_SCRYPT: ScryptParams = { ln: 10, r: 8, p: 1 };

export interface InsertedAccount {
  id: string;
  email: string;
  username: string;
  password: string;
}

/** Inserts a user row straight into D1 with a hash made in Node (the Worker's own password-hash module). */
export async function insertAccount(
  worker: RunningWorker,
  opts: { password?: string; params?: ScryptParams; email?: string } = {},
): Promise<InsertedAccount> {
  const env = await worker.env();
  const password = opts.password ?? GOOD_PASSWORD;
  const email = opts.email ?? uniqueEmail("direct", "insert");
  const id = crypto.randomUUID();
  const username = `direct${id.replace(/-/g, "").slice(0, 16)}`;
  const now = Math.floor(Date.now() / 1000);
  await env.DB.prepare(
    `INSERT INTO users (id, username, email, password_hash, first_name, last_name, birthday, country, signup_type, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'Direct', 'Insert', ?, 'US', 'email', ?, ?)`,
  )
    .bind(id, username, email, await hashPassword(password, opts.params ?? CHEAP_SCRYPT), birthdayYearsAgo(30), now, now)
    .run();
  return { id, email, username, password };
}

/** Replaces a user's stored hash (e.g. to make it cheap again after a log-in upgraded it). */
export async function setPasswordHash(worker: RunningWorker, userId: string, password: string, params = CHEAP_SCRYPT) {
  const env = await worker.env();
  await env.DB.prepare("UPDATE users SET password_hash = ? WHERE id = ?")
    .bind(await hashPassword(password, params), userId)
    .run();
}

export async function userRowByEmail(worker: RunningWorker, email: string): Promise<UserRow | null> {
  const env = await worker.env();
  return env.DB.prepare("SELECT * FROM users WHERE email = ?").bind(email).first<UserRow>();
}

export async function countUsersByEmail(worker: RunningWorker, email: string): Promise<number> {
  const env = await worker.env();
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE lower(email) = lower(?)").bind(email).first<{ n: number }>();
  return row?.n ?? -1;
}

/** Asserts the viewer of `client` is the AUTH user with this id. */
export async function expectAuthenticatedAs(client: ApiClient, userId: string) {
  const v = expectOk(await viewer(client));
  expect(v.type).toBe("AUTH");
  expect(v.user?.id).toBe(userId);
}

export async function expectLoggedOut(result: Promise<ApiResult<Viewer>> | ApiResult<Viewer>) {
  const v = expectOk(await result);
  expect(v).toEqual({ type: "LOGGED_OUT", info: null, user: null });
}

/**
 * Not logged in: LOGGED_OUT, or LIMITED_LOGIN when the device remembers the account after a
 * log-in (auth.md §3 Viewer; worker/auth/sessions/remembered-account.ts). Either way no user.
 */
export async function expectNotAuthenticated(result: Promise<ApiResult<Viewer>> | ApiResult<Viewer>) {
  const v = expectOk(await result);
  expect(["LOGGED_OUT", "LIMITED_LOGIN"]).toContain(v.type);
  expect(v.user).toBeNull();
}

/** Total rows in users (tests in one file run one after another, so before/after is exact). */
export async function countUsers(worker: RunningWorker): Promise<number> {
  const env = await worker.env();
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM users").first<{ n: number }>();
  return row?.n ?? -1;
}
