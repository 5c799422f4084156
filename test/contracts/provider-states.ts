/**
 * Provider side of the Pact contracts in contracts/: the state handlers and the verification run,
 * shared by the vitest provider test (test/contracts/api.provider.test.ts, against the built Worker
 * in workerd) and by `npm run contracts:verify -- --base-url <url>` (scripts/verify-contracts.ts,
 * against a local server or a deployment). docs/contracts-for-partners.md is the guide;
 * docs/decisions/025-pact-provider-states.md the why.
 *
 * A run needs the target's provider-state credential, PACT_STATE_SECRET: the states send it on
 * every request, so their set-up spends none of the per-IP rate-limit windows, and they reach the
 * provider-state endpoint (POST /vx/pact/state/) for what the public API cannot do (./states/types.ts
 * StateSetup). The verified interactions never carry it: they meet the target's real limits. So a
 * run, in order:
 *   1. checks that every state a contract names has a handler;
 *   2. probes the endpoint (the `status` action) and stops with one clear error where state set-up
 *      is off or the secret differs — before verifying anything;
 *   3. leaves out, naming them, the interactions the target cannot serve by its configuration:
 *      developer-only operations (`x-developer-only` in openapi/openapi.dev.json: the /v3/dev/*
 *      routes and PUT /v3/experiments/device/) where DEV_TOOLS is off; the bookmarklet's interactions on a
 *      target at a private address without ALLOW_PRIVATE_FETCH (its own page is private there);
 *      and those whose states drive an identity provider's stand-in (Google, Line, acme.example's
 *      SSO, Facebook: scripts/local-oidc.ts, scripts/local-facebook.ts) where the target trusts
 *      the real provider, or cannot reach it (each is probed once, as its states would start);
 *   4. counts what the verified interactions cost in each per-IP bucket (the target lists its
 *      rate-limited routes) and, when the current window has too little left (an earlier run a
 *      moment ago), waits for the next window: each bucket's cost fits one window on its own;
 *   5. verifies, then tears down (also after a failure): the run's accounts are deleted with all
 *      they made, so the home feed and search show none of its Pins.
 *
 * States hand values only the provider can make back to Pact, which injects them into the verified
 * request where the contract says `fromProviderState(...)`: a fresh `${email}`, a real
 * `${sessionCookie}` of a log-in, a `${rememberedCookie}`, a `${resetToken}` read from the mail…
 * (docs/contracts-for-partners.md lists every state and what it provides).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, resolve } from "node:path";
import { Verifier, type LogLevel, type VerifierOptions } from "@pact-foundation/pact";
import { PACT_STATE_HEADER, PACT_STATE_PATH, PACT_TEARDOWN_MAX_EMAILS, type PactStateStatus } from "~common/platform/pact-state-contracts";
import { readLocalPactStateSecret, LOCAL_PACT_STATE_SECRET_FILE } from "../../scripts/pact-state-secret";
import { fetchPact, pactsForVerification, publishVerificationResult, type BrokerOptions } from "../../scripts/pact-broker-client";
import { isDeveloperRequest } from "./openapi-operations";
import { accountsStates } from "./states/accounts";
import { authStates, DEFAULT_LOCKOUT_THRESHOLD } from "./states/auth";
import { breachedPasswordStates, probeBreachCheck } from "./states/breached-password";
import { passkeyStates, probePasskeys } from "./states/passkeys";
import { accountLifecycleStates } from "./states/account-lifecycle";
import { discoveryStates } from "./states/discovery";
import { facebookStates, probeFacebook } from "./states/facebook";
import { federatedStates, probeOidc } from "./states/federated";
import { probeSso, ssoStates } from "./states/sso";
import { businessStates } from "./states/business";
import { recoveryStates } from "./states/recovery";
import { savingStates } from "./states/saving";
import { commentStates } from "./states/comments";
import { twoFactorStates } from "./states/two-factor";
import { signInHistoryStates } from "./states/sign-in-history";
import { settingsStates } from "./states/settings";
import { promotedPinStates } from "./states/promoted-pins";
import type {
  ApiCallResult,
  Credentials,
  IdentityProvider,
  ProviderProbe,
  PublicApi,
  StateAccount,
  StateContext,
  StateDefinition,
  StateHandlers,
  StateNeed,
  StateSetup,
} from "./states/types";

export type { StateHandlers } from "./states/types";

export const PROVIDER = "pinboard-api";
export const CONTRACTS_DIR = resolve(import.meta.dirname, "../../contracts");

/** API codes the shared helpers recognise (kept literal: a partner's API is checked, not our source). */
const CODE = { RATE_LIMITED: 50 } as const;
/** An adult birthday (1990-01-01) for the accounts states sign up. */
const SEED_BIRTHDAY = 631152000;

/** The contract files to verify (default: every *.json in contracts/). */
export function contractFiles(dir = CONTRACTS_DIR): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    names = [];
  }
  return names
    .filter((n) => n.endsWith(".json"))
    .sort()
    .map((n) => resolve(dir, n));
}

/** Requests a run sent to the target: the verified interactions' and the states' own. */
export interface RequestCounts {
  verified: number;
  states: number;
}

/** One JSON call to the target with the provider-state credential (counted). */
type Call = (
  method: string,
  path: string,
  init?: {
    body?: unknown;
    cookie?: string;
    userAgent?: string;
    idempotencyKey?: string;
    raw?: { contentType: string; body: Uint8Array<ArrayBuffer> };
  },
) => Promise<ApiCallResult>;

function callerAt(baseUrl: string, secret: string | undefined, counts: RequestCounts): Call {
  return async (method, path, init = {}) => {
    const headers = new Headers({ Accept: "application/json" });
    if (secret) headers.set(PACT_STATE_HEADER, secret);
    if (init.body !== undefined) headers.set("Content-Type", "application/json");
    if (init.raw !== undefined) headers.set("Content-Type", init.raw.contentType);
    if (init.cookie) headers.set("Cookie", init.cookie);
    if (init.userAgent) headers.set("User-Agent", init.userAgent);
    if (init.idempotencyKey) headers.set("Idempotency-Key", init.idempotencyKey);
    counts.states++;
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers,
      body: init.raw !== undefined ? init.raw.body : init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: "manual",
    });
    const json = (await res.json().catch(() => undefined)) as
      | { resource_response?: { data?: unknown; error?: { api_error_code?: number; message?: string } } }
      | undefined;
    const error = json?.resource_response?.error;
    if (error?.api_error_code === CODE.RATE_LIMITED) {
      throw new Error(`${method} ${path} was refused by the per-IP rate limit (${error.message}) although it carried the provider-state credential`);
    }
    return { status: res.status, error, data: json?.resource_response?.data, setCookies: res.headers.getSetCookie() };
  };
}

/** A small HTTP client for the public API at `baseUrl`, every call carrying the credential. */
function publicApi(call: Call): PublicApi {
  /** The stand-in's "I'm not a robot" (docs/decisions/021); not counted by any per-IP limit. */
  const challengeToken = async (): Promise<string | undefined> => {
    const res = await call("POST", "/vx/bot-check/tokens/", { body: { kind: "v2" } });
    return res.status === 200 ? (res.data as { token: string }).token : undefined;
  };
  return {
    request: (method, path, init) => call(method, path, init),
    upload: (path, init) => call("POST", path, { cookie: init.cookie, raw: { contentType: init.contentType, body: init.body } }),
    register: (c) => call("POST", "/v3/register/", { body: { type: "email", email: c.email, password: c.password, birthday: SEED_BIRTHDAY } }),
    logIn: async (c, extra = {}) => {
      const recaptchaV2Token = await challengeToken();
      return call("POST", "/v3/sessions/", {
        cookie: extra.cookie,
        body: { username_or_email: c.email, password: c.password, ...(recaptchaV2Token && { recaptchaV2Token }), ...extra.body },
      });
    },
    challengeToken,
    logOut: (cookie) => call("DELETE", "/v3/sessions/current/", { cookie }),
    sessionCookieFrom: (setCookies) => setCookies.find((c) => /^(__Host-)?pin_sess=[^;]+/.test(c))?.split(";")[0],
    rememberedCookieFrom: (setCookies) => setCookies.find((c) => /^(__Host-)?pin_acct=[^;]+/.test(c))?.split(";")[0],
    forgotPassword: (email) => call("POST", "/v3/users/forgot_password/", { body: { username_or_email: email, type: "reset" } }),
    sessions: async (cookie) => {
      const res = await call("GET", "/v3/users/me/sessions/", { cookie });
      return { status: res.status, sessions: (res.data ?? []) as { id: string; current: boolean }[] };
    },
  };
}

/** One action of the provider-state endpoint; its data, or an error naming the action. */
async function stateAction<T>(call: Call, body: { action: string } & Record<string, unknown>): Promise<T> {
  const res = await call("POST", PACT_STATE_PATH, { body });
  if (res.status !== 200) throw new Error(`${PACT_STATE_PATH} ${body.action} answered HTTP ${res.status} ${JSON.stringify(res.error)}`);
  return res.data as T;
}

function stateSetup(call: Call): StateSetup {
  return {
    account: async (c, opts = {}) => {
      const made = await stateAction<{ user_id: string; username: string }>(call, {
        action: "account",
        email: c.email,
        password: c.password,
        ...(opts.state !== undefined && { state: opts.state }),
        ...(opts.failedLogIns !== undefined && { failed_log_ins: opts.failedLogIns }),
      });
      return { userId: made.user_id, username: made.username };
    },
    mailed: async (to, what, pick) => {
      // Mail goes out after the API has answered: poll for up to 5 s.
      for (let tries = 0; tries < 50; tries++) {
        const { message } = await stateAction<{ message: { subject: string; text: string; created_at: number } | null }>(call, { action: "mail", to });
        const found = message ? pick(message) : undefined;
        if (found !== undefined) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no mail with ${what} reached ${to} within 5 s`);
    },
    deviceInGroup: async (experiment, group) => {
      const res = await call("POST", PACT_STATE_PATH, { body: { action: "device", experiment, group } });
      const device = res.setCookies.find((c) => /^(__Host-)?pin_device=[^;]+/.test(c))?.split(";")[0];
      if (res.status !== 200 || !device) throw new Error(`could not put a device in ${experiment}=${group}: HTTP ${res.status} ${JSON.stringify(res.error)}`);
      return device;
    },
    facebookOnly: async (email, facebookId) => void (await stateAction(call, { action: "facebook", email, facebook_id: facebookId })),
    instagramCode: async (email, username) => (await stateAction<{ code: string }>(call, { action: "instagram_code", email, username })).code,
    holdBoard: async (boardId, seconds) => void (await stateAction(call, { action: "board_hold", board_id: boardId, seconds })),
    ageInvite: async (inviteId, seconds) => void (await stateAction(call, { action: "invite_age", invite_id: inviteId, seconds })),
    reportUnsubscribeToken: async (reportId) =>
      (await stateAction<{ code: string }>(call, { action: "report_unsubscribe_token", report_id: reportId })).code,
  };
}

function credentialsFrom(params: unknown, state: string): Credentials {
  const p = (params ?? {}) as Partial<Record<string, unknown>>;
  if (typeof p.email !== "string" || typeof p.password !== "string") {
    throw new Error(`state "${state}" needs params {email, password} in the contract`);
  }
  return { email: p.email, password: p.password };
}

/** What one verification run shares between its states, and what it leaves to tear down. */
interface Run {
  ctx: StateContext;
  /** Every address the run made or reset an account for, or sent mail to. */
  emails: Set<string>;
  counts: RequestCounts;
  call: Call;
  /** Fixed accounts a state log-in found changed by an earlier interaction, and reset (named in the summary). */
  healed: string[];
}

function createRun(baseUrl: string, opts: { secret?: string; lockoutThreshold?: number } = {}): Run {
  const counts: RequestCounts = { verified: 0, states: 0 };
  const call = callerAt(baseUrl, opts.secret, counts);
  const plainApi = publicApi(call);
  const setup = stateSetup(call);
  const emails = new Set<string>();
  const ensured = new Map<string, { password: string; account: Promise<StateAccount> }>();
  const healed: string[] = [];
  /**
   * A fixed account's log-in that fails (an interaction changed its password, recorded wrong ones,
   * locked it) resets the account and logs in once more: one interaction's effect, or one failed
   * state, never fails the next states that use the account.
   */
  const logIn: PublicApi["logIn"] = async (c, extra) => {
    const res = await plainApi.logIn(c, extra);
    if (res.status === 200 || ensured.get(c.email)?.password !== c.password) return res;
    healed.push(`${c.email} (HTTP ${res.status}${res.error?.api_error_code !== undefined ? `, code ${res.error.api_error_code}` : ""})`);
    await ctx.setup.account(c);
    return plainApi.logIn(c, extra);
  };
  const ctx: StateContext = {
    api: { ...plainApi, logIn },
    baseUrl,
    setup: {
      ...setup,
      account: (c, o) => {
        emails.add(c.email.toLowerCase());
        return setup.account(c, o);
      },
    },
    /** Made or reset once per run (so each account starts the run active, unlocked, with this password). */
    ensureUser: (c) => {
      const known = ensured.get(c.email);
      if (known?.password === c.password) return known.account;
      const account = ctx.setup.account(c).catch((err: unknown) => {
        ensured.delete(c.email);
        throw err;
      });
      ensured.set(c.email, { password: c.password, account });
      return account;
    },
    freshEmail: (prefix, domain = "example.com") => {
      const email = `${prefix}.${Date.now().toString(36)}.${crypto.randomUUID().slice(0, 8)}@${domain}`;
      emails.add(email);
      return email;
    },
    credentials: credentialsFrom,
    lockoutThreshold: opts.lockoutThreshold ?? DEFAULT_LOCKOUT_THRESHOLD,
  };
  return { ctx, emails, counts, call, healed };
}

const statesOf = (ctx: StateContext): StateDefinition[] => [
  ...authStates(ctx),
  ...accountsStates(ctx),
  ...recoveryStates(ctx),
  ...savingStates(ctx),
  ...commentStates(ctx),
  ...federatedStates(ctx),
  ...facebookStates(ctx),
  ...ssoStates(ctx),
  ...discoveryStates(ctx),
  ...businessStates(ctx),
  ...twoFactorStates(ctx),
  ...breachedPasswordStates(),
  ...passkeyStates(ctx),
  ...signInHistoryStates(ctx),
  ...accountLifecycleStates(ctx),
  ...settingsStates(ctx),
  ...promotedPinStates(ctx),
];

/** Every provider state a contract may name, per area, for `baseUrl` (one set per verification run). */
export function providerStates(baseUrl: string, opts: { secret?: string; lockoutThreshold?: number } = {}): StateDefinition[] {
  return statesOf(createRun(baseUrl, opts).ctx);
}

function handlersOf(states: StateDefinition[]): StateHandlers {
  const handlers: StateHandlers = {
    // Pact calls the state hook with an empty name for interactions without a state: nothing to do.
    "": async () => undefined,
  };
  for (const state of states) {
    if (state.name in handlers) throw new Error(`provider state "${state.name}" is defined twice`);
    handlers[state.name] = state.handler;
  }
  return handlers;
}

/** The state handlers for `baseUrl`, keyed by state name. */
export function createStateHandlers(baseUrl: string, opts: { secret?: string; lockoutThreshold?: number } = {}): StateHandlers {
  return handlersOf(providerStates(baseUrl, opts));
}

export interface PactFile {
  interactions?: Interaction[];
}
export interface Interaction {
  description: string;
  providerStates?: { name: string; params?: unknown }[];
  request: { method: string; path: string };
  response?: { status: number };
}

export const readPact = (file: string) => JSON.parse(readFileSync(file, "utf8")) as PactFile;

/**
 * An interaction with a developer-only operation (`x-developer-only` in openapi/openapi.dev.json),
 * which a target serves only where DEV_TOOLS is "true".
 */
export const isDeveloperInteraction = (interaction: { request: { method: string; path: string } }) => isDeveloperRequest(interaction.request);

/** Every provider state named in `files` that has no handler (checked before verifying). */
export function statesWithoutHandlers(files: string[], handlers: StateHandlers): string[] {
  const missing = new Set<string>();
  for (const file of files) {
    for (const i of readPact(file).interactions ?? []) {
      for (const s of i.providerStates ?? []) if (!(s.name in handlers)) missing.add(s.name);
    }
  }
  return [...missing];
}

/** A host on this machine: where the local secret (scripts/pact-state-secret.ts) is the target's. */
export const isLoopback = (hostname: string) => hostname === "localhost" || hostname === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(hostname);

/** A host no deployment's Worker may fetch without ALLOW_PRIVATE_FETCH (worker/saving/pin-create/safe-fetch.ts). */
const isPrivateHost = (hostname: string) =>
  isLoopback(hostname) ||
  hostname.endsWith(".local") ||
  /^(10\.|192\.168\.|169\.254\.|172\.(1[6-9]|2\d|3[01])\.)/.test(hostname) ||
  /^\[(fc|fd|fe8)/i.test(hostname);

/**
 * The secret to send: the given one, else PACT_STATE_SECRET from the environment, else — for a
 * target on this machine — the local one `npm start` and `npm run preview` hand their Worker.
 */
export function resolveStateSecret(baseUrl: string, given?: string, env: Record<string, string | undefined> = process.env): { secret?: string; from: string } {
  if (given) return { secret: given, from: "--state-secret" };
  if (env.PACT_STATE_SECRET) return { secret: env.PACT_STATE_SECRET, from: "PACT_STATE_SECRET" };
  if (isLoopback(new URL(baseUrl).hostname)) {
    const local = readLocalPactStateSecret();
    if (local) return { secret: local, from: LOCAL_PACT_STATE_SECRET_FILE };
  }
  return { from: "none" };
}

const HOW_TO_ENABLE =
  "Give the target a PACT_STATE_SECRET of at least 32 characters — `npx wrangler secret put PACT_STATE_SECRET` for a deployment; " +
  "`npm start` and `npm run preview` set a local one themselves; for a plain `npx wrangler dev`, `--var PACT_STATE_SECRET:$(npx tsx scripts/pact-state-secret.ts)` " +
  "or a PACT_STATE_SECRET line in .dev.vars — and verify with the same value (PACT_STATE_SECRET in the environment, or --state-secret). See docs/contracts-for-partners.md.";

/** The target's answer to the `status` action, or a ContractVerificationError saying why there is none. */
async function probe(baseUrl: string, call: Call, secretFrom: string): Promise<PactStateStatus> {
  let res: ApiCallResult;
  try {
    res = await call("POST", PACT_STATE_PATH, { body: { action: "status" } });
  } catch (err) {
    throw new ContractVerificationError(`could not reach ${baseUrl}: ${(err as Error).cause ?? (err as Error).message}. Nothing was verified.`);
  }
  if (res.status === 200) return res.data as PactStateStatus;
  throw new ContractVerificationError(
    `provider-state set-up is disabled on ${baseUrl} (POST ${PACT_STATE_PATH} answered ${res.status} to the secret from ${secretFrom}): ` +
      `the target has no PACT_STATE_SECRET, or another one. Nothing was verified.\n${HOW_TO_ENABLE}`,
  );
}

/** A Hono path pattern (`/v3/oauth/:provider/start/`, `/v3/facebook/*`) as a regular expression. */
const routePattern = (path: string) =>
  new RegExp(`^${path.split(/(:\w+|\*)/).map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("")}$`);

/**
 * What the interactions cost in each per-IP bucket: one per rate-limited route a request meets.
 * (A two-factor log-in's code steps are counted too, though the Worker lets them through: an upper bound.)
 */
export function bucketCosts(interactions: Interaction[], routes: PactStateStatus["rate_limits"]["routes"]): Record<string, number> {
  const patterns = routes.map((r) => ({ ...r, pattern: routePattern(r.path) }));
  const costs: Record<string, number> = {};
  for (const i of interactions) {
    for (const r of patterns) {
      if ((r.method === "ALL" || r.method === i.request.method.toUpperCase()) && r.pattern.test(i.request.path)) costs[r.bucket] = (costs[r.bucket] ?? 0) + 1;
    }
  }
  return costs;
}

/**
 * Waits, if need be, until the current window of every per-IP bucket has room for the whole run's
 * verified interactions (each bucket's cost fits one window on its own: after a wait the window is
 * new, and a window the run reaches later starts empty). Resolves to the seconds waited.
 */
async function waitForWindows(
  costs: Record<string, number>,
  status: () => Promise<PactStateStatus>,
  log: (line: string) => void,
  sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): Promise<number> {
  let waited = 0;
  for (let round = 0; round < 3; round++) {
    const { rate_limits: limits } = await status();
    const tight = Object.entries(costs).filter(([b, cost]) => {
      const bucket = limits.buckets[b];
      return bucket !== undefined && cost <= bucket.max && bucket.used + cost > bucket.max;
    });
    for (const [b, cost] of Object.entries(costs)) {
      const bucket = limits.buckets[b];
      if (round === 0 && bucket && cost > bucket.max) log(`⚠ the verified interactions make ${cost} "${b}" requests, more than one window's ${bucket.max}: some may be refused with 429`);
    }
    if (tight.length === 0) return waited;
    const seconds = limits.resets_in_seconds + 1;
    const what = tight.map(([b, cost]) => `${cost} "${b}" requests, ${limits.buckets[b]!.max - limits.buckets[b]!.used} of ${limits.buckets[b]!.max} left`).join("; ");
    log(`Waiting ${seconds} s for the next ${limits.window_seconds}-second rate-limit window: the verified interactions need ${what} in this one (an earlier run from this address).`);
    await sleep(seconds * 1000);
    waited += seconds;
  }
  return waited;
}

export interface VerifyOptions {
  /** Origin of the API to verify, e.g. http://127.0.0.1:8787 or https://staging.example.com. */
  baseUrl: string;
  /** Contract files or http(s) URLs (a broker's pact URL too); default every *.json in contracts/, or the broker's selection. */
  pactUrls?: string[];
  /** A Pact Broker (or PactFlow) to take the pacts from (when no pactUrls) and publish results to. */
  broker?: BrokerOptions & Pick<VerifierOptions, "consumerVersionSelectors" | "enablePending" | "includeWipPactsSince">;
  /** Publish each pact's verification result to the broker (its pb:publish-verification-results link). */
  publishVerificationResult?: boolean;
  logLevel?: LogLevel;
  /** The provider version the results are published as (the git commit); a label otherwise. */
  providerVersion?: string;
  /** Its branch (the broker's pending pacts and main-branch selectors are per branch). */
  providerVersionBranch?: string;
  buildUrl?: string;
  /** The target's PACT_STATE_SECRET (default: see resolveStateSecret). */
  stateSecret?: string;
  /** Where progress lines go (default: the console). */
  log?: (line: string) => void;
}

/** One pact to verify: where it came from, its local copy, and how its result counts and goes out. */
interface PactSource {
  name: string;
  file: string;
  pending: boolean;
  publishUrl?: string;
}

/** The pacts to verify: the broker's selection, URLs fetched, or local files (default contracts/). */
async function pactSources(opts: VerifyOptions, temp: string, log: (line: string) => void): Promise<PactSource[]> {
  const fetched = async (url: string, name: string, pending: boolean): Promise<PactSource> => {
    const { content, publishUrl } = await fetchPact(opts.broker ?? {}, url);
    const file = resolve(temp, `fetched-${crypto.randomUUID()}.json`);
    writeFileSync(file, content);
    return { name, file, pending, ...(publishUrl && { publishUrl }) };
  };
  if (!opts.pactUrls && opts.broker) {
    const chosen = await pactsForVerification(opts.broker, PROVIDER, { ...opts.broker, providerVersionBranch: opts.providerVersionBranch });
    for (const p of chosen) log(`Pact from the broker: ${p.name}${p.pending ? " (pending: its failure does not fail the run)" : ""}${p.wip ? " (work in progress)" : ""}`);
    return Promise.all(chosen.map((p) => fetched(p.url, p.name, p.pending)));
  }
  const files = opts.pactUrls ?? contractFiles();
  return Promise.all(files.map((f) => (/^https?:\/\//.test(f) ? fetched(f, f, false) : { name: basename(f), file: f, pending: false })));
}

export interface VerifySummary {
  /** Interactions verified (all passed). */
  verified: number;
  /** Interactions left out, and why (the target's configuration cannot serve them). */
  skipped: { description: string; reason: string }[];
  requests: RequestCounts;
  /** What the verified interactions cost in each per-IP rate-limit bucket (states cost nothing). */
  costs: Record<string, number>;
  /** Seconds spent waiting for a rate-limit window. */
  waitedSeconds: number;
  /** What the teardown removed (null when it failed: the error says why). */
  teardown: { accounts_deleted: number; messages_deleted: number } | null;
  /** Fixed verification accounts deleted and made anew at the start of the run. */
  accountsReset: number;
  /** Pending pacts' failed interactions: reported, not failing the run (the broker's pending pacts). */
  pendingFailures: MismatchSummary[];
  /** The pacts whose results went to the broker, and how they came out. */
  published: { pact: string; success: boolean }[];
  /** Fixed accounts a state found changed by an earlier interaction and reset before logging in. */
  healed: string[];
  seconds: number;
}

interface MismatchSummary {
  interaction: string;
  mismatches: string[];
}

/** Failed interactions from the verifier's JSON result (for a readable error). */
function summariseFailures(resultJson: string): MismatchSummary[] | undefined {
  try {
    const result = JSON.parse(resultJson) as {
      errors?: { interaction: string; mismatch?: { message?: string; mismatches?: { description?: string; mismatch?: string }[] } }[];
    };
    return (result.errors ?? []).map((e) => ({
      interaction: e.interaction,
      mismatches: e.mismatch?.mismatches?.map((m) => m.mismatch ?? m.description ?? JSON.stringify(m)) ?? [
        e.mismatch?.message ?? JSON.stringify(e.mismatch),
      ],
    }));
  } catch {
    return undefined;
  }
}

export class ContractVerificationError extends Error {
  constructor(
    message: string,
    readonly failures: MismatchSummary[] = [],
    readonly summary?: VerifySummary,
  ) {
    super(message);
    this.name = "ContractVerificationError";
  }
}

const PROBES: Record<IdentityProvider, (ctx: StateContext) => Promise<ProviderProbe>> = {
  google: (ctx) => probeOidc(ctx, "google"),
  line: (ctx) => probeOidc(ctx, "line"),
  sso: probeSso,
  facebook: probeFacebook,
};

const PROVIDER_NAMES: Record<IdentityProvider, string> = { google: "Google", line: "Line", sso: "acme.example's SSO provider", facebook: "Facebook" };

/** What the target offers of what the contracts' states need (step 3 above). */
export interface Offers {
  status: PactStateStatus;
  privateAddress: boolean;
  providers: Partial<Record<IdentityProvider, ProviderProbe>>;
  /** Why the target cannot offer passkeys or the breach check, where it cannot (probed). */
  unavailable: Partial<Record<"passkeys" | "breach_check", string>>;
}

/** Passkeys' own routes: their interactions need passkeys at the base URL's host whatever their state. */
const PASSKEY_PATH = /^\/v3\/(users\/me\/passkeys|passkeys|sessions\/passkey)\//;

/** What `interaction` needs of the target: its states' needs, and passkeys for a passkey route. */
function needsOf(interaction: Interaction, needs: Map<string, StateDefinition["needs"]>): Set<StateNeed> {
  const wanted = new Set<StateNeed>();
  for (const s of interaction.providerStates ?? []) {
    const need = needs.get(s.name);
    if (need) wanted.add(need);
  }
  if (PASSKEY_PATH.test(interaction.request.path)) wanted.add("passkeys");
  return wanted;
}

const IDENTITY_PROVIDERS = new Set<StateNeed>(["google", "line", "sso", "facebook"]);
const isIdentityProvider = (need: StateNeed): need is IdentityProvider => IDENTITY_PROVIDERS.has(need);

/** Probes the identity providers, passkeys and the breach check the interactions need (once each). */
async function offersOf(ctx: StateContext, status: PactStateStatus, interactions: Interaction[], needs: Map<string, StateDefinition["needs"]>): Promise<Offers> {
  const wanted = new Set<StateNeed>();
  for (const i of interactions) {
    for (const need of needsOf(i, needs)) wanted.add(need);
    const start = /^\/v3\/oauth\/(google|line)\/start\/$/.exec(i.request.path);
    if (start) wanted.add(start[1] as IdentityProvider);
  }
  const idps = [...wanted].filter(isIdentityProvider);
  const [providers, passkeys, breachCheck] = await Promise.all([
    Promise.all(idps.map(async (p) => [p, await PROBES[p](ctx)] as const)).then((entries) => Object.fromEntries(entries)),
    wanted.has("passkeys") ? probePasskeys(ctx) : undefined,
    wanted.has("breach_check") ? probeBreachCheck(ctx) : undefined,
  ]);
  const unavailable: Offers["unavailable"] = { ...(passkeys && { passkeys }), ...(breachCheck && { breach_check: breachCheck }) };
  return { status, privateAddress: isPrivateHost(new URL(ctx.baseUrl).hostname), providers, unavailable };
}

/** Why the target cannot serve `interaction` by its configuration (step 3 above), or undefined. */
export function unservable(interaction: Interaction, offers: Offers, needs: Map<string, StateDefinition["needs"]>): string | undefined {
  if (!offers.status.developer_routes && isDeveloperInteraction(interaction)) {
    return 'a developer route: the target serves none (DEV_TOOLS is not "true")';
  }
  for (const need of needsOf(interaction, needs)) {
    if (need === "private_fetch") {
      if (!offers.status.private_fetch && offers.privateAddress) {
        return 'the Worker would fetch its own page at a private address: ALLOW_PRIVATE_FETCH is not "true" on the target';
      }
    } else if (need === "passkeys" || need === "breach_check") {
      if (offers.unavailable[need]) return offers.unavailable[need];
    } else {
      const probe = offers.providers[need];
      if (probe && probe !== "stand-in") {
        return `its state drives ${PROVIDER_NAMES[need]}'s stand-in (scripts/local-oidc.ts, scripts/local-facebook.ts; a deployment: stand-ins/), and the target ${probe === "real" ? "trusts the real provider" : "has none it can reach"}`;
      }
    }
  }
  // Starting a flow asks the provider's discovery document: out of reach, no start succeeds.
  const start = /^\/v3\/oauth\/(google|line)\/start\/$/.exec(interaction.request.path);
  if (start && interaction.response?.status === 200 && offers.providers[start[1] as IdentityProvider] === "unreachable") {
    return `the target cannot reach ${PROVIDER_NAMES[start[1] as IdentityProvider]} (a start asks its discovery document)`;
  }
  return undefined;
}

/**
 * The fixed verification accounts (`{email, password}`, `{otherEmail, otherPassword}`) the
 * interactions' provider states name in their params, once each.
 */
export function fixedAccounts(interactions: Interaction[]): Credentials[] {
  const found = new Map<string, Credentials>();
  for (const i of interactions) {
    for (const s of i.providerStates ?? []) {
      const p = (s.params ?? {}) as Partial<Record<string, unknown>>;
      for (const [e, pw] of [["email", "password"], ["otherEmail", "otherPassword"]] as const) {
        const email = p[e];
        const password = p[pw];
        if (typeof email === "string" && typeof password === "string" && !found.has(email)) found.set(email, { email, password });
      }
    }
  }
  return [...found.values()];
}

/**
 * Verifies the contracts against `baseUrl` (the steps above). Resolves with the run's summary when
 * every verified interaction passed; rejects with a ContractVerificationError naming each failed
 * interaction (or why nothing was verified).
 */
export async function verifyContracts(opts: VerifyOptions): Promise<VerifySummary> {
  const started = Date.now();
  const log = opts.log ?? ((line: string) => console.log(line));
  const { secret, from } = resolveStateSecret(opts.baseUrl, opts.stateSecret);
  const run = createRun(opts.baseUrl, { secret });
  const states = statesOf(run.ctx);
  const handlers = handlersOf(states);
  const temp = mkdtempSync(resolve(tmpdir(), "pact-verify-"));
  try {
    return await verifyIn(temp, opts, { run, states, handlers, secret, from, started, log });
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

async function verifyIn(
  temp: string,
  opts: VerifyOptions,
  r: { run: Run; states: StateDefinition[]; handlers: StateHandlers; secret?: string; from: string; started: number; log: (line: string) => void },
): Promise<VerifySummary> {
  const { run, states, handlers, secret, from, started, log } = r;
  if (opts.publishVerificationResult && !opts.providerVersion) throw new ContractVerificationError("publishing verification results needs a provider version (--provider-version; default the git commit)");
  const sources = await pactSources(opts, temp, log);
  if (sources.length === 0) {
    throw new ContractVerificationError(
      opts.broker && !opts.pactUrls ? `the broker has no pacts for ${PROVIDER} that the selectors choose` : `no contract files in ${CONTRACTS_DIR}: run the contract-consumer tests first`,
    );
  }
  const missing = statesWithoutHandlers(
    sources.map((p) => p.file),
    handlers,
  );
  if (missing.length > 0) {
    const known = Object.keys(handlers).filter(Boolean);
    throw new ContractVerificationError(
      `unknown provider state(s): ${missing.map((s) => `"${s}"`).join(", ")}.\nKnown states (docs/contracts-for-partners.md):\n${known.map((s) => `  - "${s}"`).join("\n")}`,
    );
  }
  if (!secret) throw new ContractVerificationError(`provider-state set-up needs the target's PACT_STATE_SECRET, and none was given. Nothing was verified.\n${HOW_TO_ENABLE}`);
  const status = await probe(opts.baseUrl, run.call, from);

  // Step 3: what the target cannot serve is left out (a copy of each contract without it).
  const needs = new Map(states.map((s) => [s.name, s.needs]));
  const pacts = sources.map((source) => ({ source, pact: readPact(source.file) }));
  const offers = await offersOf(run.ctx, status, pacts.flatMap((p) => p.pact.interactions ?? []), needs);
  const skipped: VerifySummary["skipped"] = [];
  const kept: Interaction[] = [];
  const toVerify = pacts.map(({ source, pact }) => {
    const leftOut: VerifySummary["skipped"] = [];
    const interactions = (pact.interactions ?? []).filter((i) => {
      const reason = unservable(i, offers, needs);
      if (reason) leftOut.push({ description: i.description, reason });
      else kept.push(i);
      return !reason;
    });
    skipped.push(...leftOut);
    const copy = resolve(temp, `verified-${crypto.randomUUID()}.json`);
    writeFileSync(copy, JSON.stringify({ ...pact, interactions }));
    return { source, file: copy, count: interactions.length, leftOut };
  });
  for (const s of skipped) log(`– left out: ${s.description} (${s.reason})`);

  // Every fixed account the verified interactions name starts the run anew, whatever an earlier
  // run or a crash left (boards, sessions, two-factor, a lock): deleted with all it made, then made
  // with its password. Each run starts from the same accounts.
  const fixed = fixedAccounts(kept);
  if (fixed.length > 0) await stateAction(run.call, { action: "teardown", emails: fixed.map((c) => c.email) });
  await Promise.all(fixed.map((c) => run.ctx.ensureUser(c)));

  const costs = bucketCosts(kept, status.rate_limits.routes);
  const waitedSeconds = await waitForWindows(costs, () => probe(opts.baseUrl, run.call, from), log);
  const optionsFor = (file: string): VerifierOptions & { providerBaseUrl: string } => ({
    provider: PROVIDER,
    providerBaseUrl: opts.baseUrl,
    pactUrls: [file],
    stateHandlers: handlers,
    // Counts the verified requests the proxy forwards (state set-up calls go to /_pactSetup).
    requestFilter: (req: { path: string; headers: Record<string, string | undefined>; body?: unknown }, _res: unknown, next: () => void) => {
      if (!req.path.startsWith("/_pact")) run.counts.verified++;
      // pact-js' proxy parses a form body into an object and would forward it as JSON; put the form back.
      if (req.headers["content-type"]?.startsWith("application/x-www-form-urlencoded") && isStringRecord(req.body)) {
        req.body = Buffer.from(new URLSearchParams(req.body).toString());
      }
      next();
    },
    logLevel: opts.logLevel ?? "warn",
    // pact-core rejects keys present with an undefined value, so only set what was given. Results
    // go to the broker from here (publishVerificationResult below), not from pact-core: it would
    // publish only for pacts it fetched itself, all their interactions verified.
    ...(opts.providerVersion !== undefined && { providerVersion: opts.providerVersion }),
    failIfNoPactsFound: true,
    // The API never redirects; a redirect would be a finding, not something to follow.
    followRedirects: false,
    // pact-js' proxy keeps its own Host (127.0.0.1:<proxy>) for a local base URL: the Worker would
    // then judge passkeys, origins and cookies by that host, not the base URL's a browser sends.
    changeOrigin: true,
    timeout: 60_000,
  });

  // Each pact on its own: its result is its own (published per pact; a pending one's failure only reported).
  const failures: MismatchSummary[] = [];
  const pendingFailures: MismatchSummary[] = [];
  const published: VerifySummary["published"] = [];
  let fatal: string | undefined;
  for (const v of toVerify) {
    let found: MismatchSummary[] = [];
    if (v.count > 0) {
      try {
        await new Verifier(optionsFor(v.file)).verifyProvider();
      } catch (err) {
        const raw = err instanceof Error ? err.message : String(err);
        found = summariseFailures(raw) ?? [];
        if (found.length === 0) found = [{ interaction: v.source.name, mismatches: [raw] }];
      }
    }
    (v.source.pending ? pendingFailures : failures).push(...found);
    if (opts.publishVerificationResult && opts.broker && v.source.publishUrl) {
      try {
        await publishVerificationResult(opts.broker, {
          provider: PROVIDER,
          providerVersion: opts.providerVersion!,
          ...(opts.providerVersionBranch && { providerVersionBranch: opts.providerVersionBranch }),
          publishUrl: v.source.publishUrl,
          success: found.length === 0,
          testResults: { failures: found, leftOut: v.leftOut, verified: v.count },
          ...(opts.buildUrl && { buildUrl: opts.buildUrl }),
        });
        published.push({ pact: v.source.name, success: found.length === 0 });
      } catch (err) {
        fatal = `publishing the result of ${v.source.name} failed: ${(err as Error).message}`;
      }
    } else if (opts.publishVerificationResult) log(`⚠ ${v.source.name}: not from a broker, so no result is published for it`);
  }
  // Step 5, whatever happened: the run's accounts go, with everything they made.
  let teardown: VerifySummary["teardown"];
  let teardownError: string | undefined;
  try {
    const emails = [...run.emails];
    teardown = { accounts_deleted: 0, messages_deleted: 0 };
    for (let i = 0; i < emails.length; i += PACT_TEARDOWN_MAX_EMAILS) {
      const removed = await stateAction<{ accounts_deleted: number; messages_deleted: number }>(run.call, { action: "teardown", emails: emails.slice(i, i + PACT_TEARDOWN_MAX_EMAILS) });
      teardown.accounts_deleted += removed.accounts_deleted;
      teardown.messages_deleted += removed.messages_deleted;
    }
  } catch (err) {
    teardown = null;
    teardownError = (err as Error).message;
  }
  const summary: VerifySummary = {
    verified: kept.length,
    skipped,
    requests: run.counts,
    costs,
    waitedSeconds,
    teardown,
    accountsReset: fixed.length,
    healed: run.healed,
    pendingFailures,
    published,
    seconds: (Date.now() - started) / 1000,
  };
  const after = [teardownError && `(the teardown failed too: ${teardownError})`, fatal].filter(Boolean).join("\n");
  const list = (fs: MismatchSummary[]) => fs.map((f) => `  ✗ ${f.interaction}\n${f.mismatches.map((m) => `      - ${m}`).join("\n")}`).join("\n");
  if (pendingFailures.length > 0) log(`${pendingFailures.length} interaction(s) of pending pacts failed (reported to the broker; they do not fail the run):\n${list(pendingFailures)}`);
  if (failures.length > 0) {
    const text = list(failures);
    const hint = /but was 429/.test(text) ? "\n(429 answers: a verified interaction met the per-IP rate limit, e.g. other traffic from this address in the same window.)" : "";
    throw new ContractVerificationError(`${failures.length} interaction(s) failed against ${opts.baseUrl}:\n${text}${hint}${after ? `\n${after}` : ""}`, failures, summary);
  }
  if (fatal) throw new ContractVerificationError(`every interaction passed, but ${fatal}`, [], summary);
  if (teardownError) throw new ContractVerificationError(`every interaction passed, but the teardown failed: ${teardownError}`, [], summary);
  return summary;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === "object" && value !== null && !Buffer.isBuffer(value) && Object.values(value).every((v) => typeof v === "string");
}
