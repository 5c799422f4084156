/**
 * Provider side of the Pact contracts in contracts/: the state handlers and the Verifier options,
 * shared by the vitest provider test (test/contracts/api.provider.test.ts, against the built Worker
 * in workerd) and by `npm run contracts:verify -- --base-url <url>` (scripts/verify-contracts.ts,
 * against a partner's server or a deployed Worker).
 *
 * Every state is arranged ONLY through the public API over HTTP (sign up, log in, fail log-ins),
 * never through the database, so the same handlers work against any deployment. States that need
 * a value only the provider can make hand it back to Pact, which injects it into the verified
 * request where the contract says `fromProviderState(...)`:
 *   - `${email}`: an email no account uses (fresh per interaction, so sign-up works on a
 *     long-lived deployment and on reruns);
 *   - `${rememberedCookie}`: the remembered-account cookie (`pin_acct=…`, or `__Host-pin_acct=…`)
 *     a log-in leaves on the device, after logging out again (limited login);
 *   - `${sessionCookie}`: the real `Cookie` header (`pin_sess=…`, or `__Host-pin_sess=…` over
 *     https) of a session opened by logging in. Pact-JS 17's Verifier also offers `requestFilter`
 *     (an Express middleware in its proxy), but provider-state injection keeps the cookie in the
 *     contract itself, so any Pact verifier (not just this module) replays it correctly.
 *
 * Some states need developer routes (served only where DEV_TOOLS is "true"): `${deviceCookie}`,
 * a device put in a group of an experiment (PUT /v3/experiments/device/, the Korean consent
 * step); an account in a state (PUT /v3/dev/account_state/, the recovery modals); a
 * Facebook-only account (PUT /v3/dev/facebook_account/, ./states/facebook.ts); and
 * `${resetToken}`, read from the reset email in the local mailbox (GET /v3/dev/mailbox/; the
 * provider must have no `send_email` binding). Verify against local runs or a staging deployment
 * with DEV_TOOLS on; production answers 404.
 *
 * Cost per verification run, against the Worker's per-IP limits (wrangler.toml [vars], per 60 s
 * window: 60 log-ins, 30 sign-ups, 60 look-ups, 10 recovery calls), for the pinboard-web contract:
 *   - log-ins: ~58 — the lock state alone needs ~11 (LOGIN_LOCKOUT_THRESHOLD = 10 wrong attempts,
 *     then the verified request), the login-assistance state 5 (a good log-in to clear the count,
 *     four wrong ones), one per "logged in" or "logged in then out" state, the log-in
 *     interactions and the password changes of the sessions interactions (./states/recovery.ts),
 *     and pat@example.com's once per run (the collaboration state, ./states/saving.ts),
 *     and ~15 for several accounts on one device: the states' log-ins (a full device is five
 *     accounts) plus the verified add-account log-ins and switches (./states/accounts.ts), and 3
 *     federated-sign-in interactions (Google log-in ok, account not found, Google-only account);
 *     their states make no log-in (./states/federated.ts); 3 SSO log-in interactions (ok, a
 *     token that is not one, an email on no SSO domain), whose states make none (./states/sso.ts);
 *     5 for two-factor: the MFA_REQUIRED interaction and four states' log-ins
 *     (./states/two-factor.ts; its code steps are not counted per IP, docs/decisions/019);
 *     1 for Facebook: the password log-in of a Facebook-only account (./states/facebook.ts);
 *   - sign-ups: about 36 — the business states' four (./states/business.ts), the two-factor states' three, Pat's one, the Line sign-up interaction, and
 *     each of the seeded accounts is registered once per run (remembered
 *     below), plus the twelve sign-up interactions and the two fresh accounts of the reset-link
 *     state, plus one Google sign-up interaction and the two Google sign-ups of the "person with
 *     an account" state (the test fails with a clear message at 429), and the three SSO sign-up
 *     interactions and the SSO user state's one sign-up, and the Facebook-only account state's one;
 *   - the federated flow's own bucket ("oauth", 60 per window): two calls per Google state and
 *     the start and token interactions, about 15, and SSO's exchanges (one per state token, two
 *     interactions), about 7, and Facebook's (connect start and token, login_data: six interactions
 *     and five calls of its states), about 11; SSO's info calls count as look-ups (about 11 of 60);
 *   - the recovery bucket: 9 — three forgot-password interactions, two reset-link states (one
 *     forgot-password each), two link checks and two resets.
 * So one run fits the production limits, but two runs against the same deployment from the same
 * address within a minute do not (the provider test runs with the production limits to prove the
 * first half; wait a minute between runs against a deployment).
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { Verifier, type LogLevel, type VerifierOptions } from "@pact-foundation/pact";
import { accountsStates } from "./states/accounts";
import { authStates, DEFAULT_LOCKOUT_THRESHOLD } from "./states/auth";
import { discoveryStates } from "./states/discovery";
import { facebookStates } from "./states/facebook";
import { federatedStates } from "./states/federated";
import { ssoStates } from "./states/sso";
import { businessStates } from "./states/business";
import { recoveryStates } from "./states/recovery";
import { savingStates } from "./states/saving";
import { twoFactorStates } from "./states/two-factor";
import type { ApiCallResult, Credentials, PublicApi, StateContext, StateDefinition, StateHandlers } from "./states/types";

export type { StateHandlers } from "./states/types";

export const PROVIDER = "pinboard-api";
export const CONTRACTS_DIR = resolve(import.meta.dirname, "../../contracts");

/** API codes the shared helpers recognise (kept literal: a partner's API is checked, not our source). */
const CODE = { EMAIL_TAKEN: 14, RATE_LIMITED: 50 } as const;
/** An adult birthday (1990-01-01) for seeded accounts. */
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

/** A small HTTP client for the public API at `baseUrl`, as a non-browser caller (no Origin). */
function apiAt(baseUrl: string): PublicApi {
  const call = async (
    method: string,
    path: string,
    init: { body?: unknown; cookie?: string; raw?: { contentType: string; body: Uint8Array<ArrayBuffer> } } = {},
  ): Promise<ApiCallResult & { data?: unknown }> => {
    const headers = new Headers({ Accept: "application/json" });
    if (init.body !== undefined) headers.set("Content-Type", "application/json");
    if (init.raw !== undefined) headers.set("Content-Type", init.raw.contentType);
    if (init.cookie) headers.set("Cookie", init.cookie);
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
      throw new Error(
        `${method} ${path} was refused by the per-IP rate limit (${error.message}); wait a minute and rerun (see provider-states.ts)`,
      );
    }
    return { status: res.status, error, data: json?.resource_response?.data, setCookies: res.headers.getSetCookie() };
  };
  /** The stand-in's "I'm not a robot" (docs/decisions/021); not counted by any per-IP limit. */
  const challengeToken = async (): Promise<string | undefined> => {
    const res = await call("POST", "/vx/bot-check/tokens/", { body: { kind: "v2" } });
    return res.status === 200 ? (res.data as { token: string }).token : undefined;
  };
  return {
    request: (method, path, init) => call(method, path, init),
    upload: (path, init) => call("POST", path, { cookie: init.cookie, raw: { contentType: init.contentType, body: init.body } }),
    register: (c) =>
      call("POST", "/v3/register/", { body: { type: "email", email: c.email, password: c.password, birthday: SEED_BIRTHDAY } }),
    logIn: async (c) => {
      const recaptchaV2Token = await challengeToken();
      return call("POST", "/v3/sessions/", { body: { username_or_email: c.email, password: c.password, ...(recaptchaV2Token && { recaptchaV2Token }) } });
    },
    challengeToken,
    logOut: (cookie) => call("DELETE", "/v3/sessions/current/", { cookie }),
    sessionCookieFrom: (setCookies) => setCookies.find((c) => /^(__Host-)?pin_sess=[^;]+/.test(c))?.split(";")[0],
    rememberedCookieFrom: (setCookies) => setCookies.find((c) => /^(__Host-)?pin_acct=[^;]+/.test(c))?.split(";")[0],
    deviceInGroup: async (experiment, group) => {
      const first = await call("GET", "/v3/experiments/");
      const device = first.setCookies.find((c) => /^(__Host-)?pin_device=[^;]+/.test(c))?.split(";")[0];
      if (!device) throw new Error("GET /v3/experiments/ set no device cookie");
      const res = await call("PUT", "/v3/experiments/device/", { cookie: device, body: { experiment, group } });
      if (res.status !== 200) {
        throw new Error(`could not put the device in ${experiment}=${group} (HTTP ${res.status}): this state needs DEV_TOOLS="true" on the provider`);
      }
      return device;
    },
    setAccountState: async (email, state) => {
      const res = await call("PUT", "/v3/dev/account_state/", { body: { email, state } });
      if (res.status !== 200) {
        throw new Error(`could not put ${email} in state ${state} (HTTP ${res.status}): this state needs DEV_TOOLS="true" on the provider`);
      }
    },
    forgotPassword: (email) => call("POST", "/v3/users/forgot_password/", { body: { username_or_email: email, type: "reset" } }),
    resetTokenMailedTo: async (email, since) => {
      // The email is sent after the API has answered: poll the mailbox for up to 5 s.
      for (let tries = 0; tries < 50; tries++) {
        const list = await call("GET", `/v3/dev/mailbox/?${new URLSearchParams({ to: email, limit: "1" })}`);
        if (list.status !== 200) throw new Error(`GET /v3/dev/mailbox/ answered ${list.status}: this state needs DEV_TOOLS="true" on the provider`);
        const [newest] = (list.data ?? []) as { id: string; created_at: number }[];
        if (newest && newest.created_at >= since) {
          const message = await call("GET", `/v3/dev/mailbox/${newest.id}/`);
          const token = /\/password\/reset\/([A-Za-z0-9_-]{22})\b/.exec(String((message.data as { text?: string } | undefined)?.text))?.[1];
          if (!token) throw new Error(`the newest mail to ${email} holds no reset link`);
          return token;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no reset email reached ${email} within 5 s`);
    },
    codeMailedTo: async (email, since) => {
      // Sent after the API has answered: poll the mailbox for up to 5 s.
      for (let tries = 0; tries < 50; tries++) {
        const list = await call("GET", `/v3/dev/mailbox/?${new URLSearchParams({ to: email, limit: "1" })}`);
        if (list.status !== 200) throw new Error(`GET /v3/dev/mailbox/ answered ${list.status}: this state needs DEV_TOOLS="true" on the provider`);
        const [newest] = (list.data ?? []) as { subject: string; created_at: number }[];
        const code = newest && newest.created_at >= since ? /^(\d{6}) /.exec(newest.subject)?.[1] : undefined;
        if (code) return code;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no code email reached ${email} within 5 s`);
    },
    sessions: async (cookie) => {
      const res = await call("GET", "/v3/users/me/sessions/", { cookie });
      return { status: res.status, sessions: (res.data ?? []) as { id: string; current: boolean }[] };
    },
  };
}

function credentialsFrom(params: unknown, state: string): Credentials {
  const p = (params ?? {}) as Partial<Record<string, unknown>>;
  if (typeof p.email !== "string" || typeof p.password !== "string") {
    throw new Error(`state "${state}" needs params {email, password} in the contract`);
  }
  return { email: p.email, password: p.password };
}

/**
 * Every provider state a contract may name, per area, for `baseUrl`. Create one set per
 * verification run: it remembers which accounts it has already registered, so each costs one
 * sign-up per run.
 */
export function providerStates(baseUrl: string, opts: { lockoutThreshold?: number } = {}): StateDefinition[] {
  const api = apiAt(baseUrl);
  const ensured = new Map<string, string>(); // email → password registered this run
  const usernames = new Map<string, string>(); // email → username, for accounts registered this run
  /**
   * The account exists with these credentials: registered now, or by an earlier run (409
   * EMAIL_TAKEN). On a shared deployment where someone else registered the address with another
   * password, the log-in states fail with "could not log in as …": these seeded addresses must be
   * left to the contract runs.
   */
  async function ensureUser(c: Credentials): Promise<void> {
    if (ensured.get(c.email) === c.password) return;
    const res = await api.register(c);
    if (res.status !== 200 && res.error?.api_error_code !== CODE.EMAIL_TAKEN) {
      throw new Error(`could not register ${c.email}: HTTP ${res.status} ${JSON.stringify(res.error)}`);
    }
    const username = (res.data as { username?: unknown } | undefined)?.username;
    if (res.status === 200 && typeof username === "string") usernames.set(c.email, username);
    // A session was opened by a fresh sign-up; nothing else uses it.
    const cookie = api.sessionCookieFrom(res.setCookies);
    if (cookie) await api.logOut(cookie);
    ensured.set(c.email, c.password);
  }
  const ctx: StateContext = {
    api,
    baseUrl,
    ensureUser,
    usernames,
    credentials: credentialsFrom,
    lockoutThreshold: opts.lockoutThreshold ?? DEFAULT_LOCKOUT_THRESHOLD,
  };
  return [...authStates(ctx), ...accountsStates(ctx), ...recoveryStates(ctx), ...savingStates(ctx), ...federatedStates(ctx), ...facebookStates(ctx), ...ssoStates(ctx), ...discoveryStates(ctx), ...businessStates(ctx), ...twoFactorStates(ctx)];
}

/** The state handlers for `baseUrl`, keyed by state name. */
export function createStateHandlers(baseUrl: string, opts: { lockoutThreshold?: number } = {}): StateHandlers {
  const handlers: StateHandlers = {
    // Pact calls the state hook with an empty name for interactions without a state: nothing to do.
    "": async () => undefined,
  };
  for (const state of providerStates(baseUrl, opts)) {
    if (state.name in handlers) throw new Error(`provider state "${state.name}" is defined twice`);
    handlers[state.name] = state.handler;
  }
  return handlers;
}

/** Every provider state named in `files` that has no handler (checked before verifying). */
export function statesWithoutHandlers(files: string[], handlers: StateHandlers): string[] {
  const missing = new Set<string>();
  for (const file of files) {
    const pact = JSON.parse(readFileSync(file, "utf8")) as { interactions?: { providerStates?: { name: string }[] }[] };
    for (const i of pact.interactions ?? []) {
      for (const s of i.providerStates ?? []) if (!(s.name in handlers)) missing.add(s.name);
    }
  }
  return [...missing];
}

export interface VerifyOptions {
  /** Origin of the API to verify, e.g. http://127.0.0.1:8787 or https://staging.example.com. */
  baseUrl: string;
  /** Contract files; default every *.json in contracts/. */
  pactUrls?: string[];
  logLevel?: LogLevel;
  /** Version label reported in the results (nothing is published). */
  providerVersion?: string;
}

export function verifierOptions(opts: VerifyOptions): VerifierOptions & { providerBaseUrl: string } {
  const pactUrls = opts.pactUrls ?? contractFiles();
  return {
    provider: PROVIDER,
    providerBaseUrl: opts.baseUrl,
    pactUrls,
    stateHandlers: createStateHandlers(opts.baseUrl),
    logLevel: opts.logLevel ?? "warn",
    // pact-core rejects keys present with an undefined value, so only set what was given. Nothing
    // is published (no broker), so the version is only a label.
    ...(opts.providerVersion !== undefined && { providerVersion: opts.providerVersion }),
    failIfNoPactsFound: true,
    // The API never redirects; a redirect would be a finding, not something to follow.
    followRedirects: false,
    timeout: 60_000,
  };
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
  ) {
    super(message);
    this.name = "ContractVerificationError";
  }
}

/**
 * Verifies the contracts against `baseUrl` with the shared state handlers. Resolves when every
 * interaction passed; rejects with a ContractVerificationError listing each failed interaction.
 */
export async function verifyContracts(opts: VerifyOptions): Promise<void> {
  const options = verifierOptions(opts);
  const files = options.pactUrls ?? [];
  if (files.length === 0) {
    throw new ContractVerificationError(`no contract files in ${CONTRACTS_DIR}: run the contract-consumer tests first`);
  }
  const missing = statesWithoutHandlers(files, options.stateHandlers ?? {});
  if (missing.length > 0) {
    const known = Object.keys(options.stateHandlers ?? {}).filter(Boolean);
    throw new ContractVerificationError(
      `unknown provider state(s): ${missing.map((s) => `"${s}"`).join(", ")}.\nKnown states (README "Contracts for partner teams"):\n${known.map((s) => `  - "${s}"`).join("\n")}`,
    );
  }
  try {
    await new Verifier(options).verifyProvider();
  } catch (err) {
    const raw = err instanceof Error ? err.message : String(err);
    const failures = summariseFailures(raw);
    if (!failures || failures.length === 0) throw new ContractVerificationError(`contract verification failed: ${raw}`);
    const text = failures.map((f) => `  ✗ ${f.interaction}\n${f.mismatches.map((m) => `      - ${m}`).join("\n")}`).join("\n");
    const hint = /but was 429/.test(text)
      ? "\n(429 answers: the per-IP rate limit may have been hit; wait a minute before rerunning against the same server.)"
      : "";
    throw new ContractVerificationError(`${failures.length} interaction(s) failed against ${opts.baseUrl}:\n${text}${hint}`, failures);
  }
}
