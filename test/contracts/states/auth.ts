/**
 * Provider states of the auth area: their names and parameters are part of the contract (the
 * consumer tests name them, partners' contracts may too, docs/contracts-for-partners.md lists
 * them). The accounts are verification accounts at example.com, created or reset to a known
 * password and state (lockout cleared) through the provider-state endpoint (./types.ts StateSetup,
 * docs/decisions/025); sessions are opened through the public API, as a user opens them.
 *
 * Values only the provider can make are handed back to Pact, which injects them into the
 * verified request where the contract says `fromProviderState(...)`:
 *   - `${email}`: an email no account uses (fresh per interaction);
 *   - `${sessionCookie}`: the real `Cookie` header of a session opened by logging in;
 *   - `${rememberedCookie}`: the remembered-account cookie left after logging in and out.
 */
import type { StateContext, StateDefinition } from "./types";

export const JANE = { email: "jane@example.com", password: "correct-horse-9" };
export const LOCKED = { email: "locked@example.com", password: "correct-horse-9" };
/** Accounts the recovery-modal interactions put in a state (auth.md §2.4, §4.6). */
export const IN_STATE = {
  suspended: { email: "suspended.pact@example.com", password: "correct-horse-9", state: "suspended" },
  soft_banned: { email: "softbanned.pact@example.com", password: "correct-horse-9", state: "soft_banned" },
  deactivated: { email: "deactivated.pact@example.com", password: "correct-horse-9", state: "deactivated" },
} as const;
export const STRUGGLING = { email: "struggling@example.com", password: "correct-horse-9" };
/** Wrong passwords in a row after which log-in offers help (common/auth/constants.ts LOGIN_ASSISTANCE_AFTER). */
const LOGIN_ASSISTANCE_AFTER = 5;

/** Wrong attempts after which an account locks (wrangler.toml LOGIN_LOCKOUT_THRESHOLD, auth.md §9). */
export const DEFAULT_LOCKOUT_THRESHOLD = 10;

export const AUTH_STATES = {
  freeEmail: "no account uses a freshly generated email",
  janeExists: `a user with email ${JANE.email} exists`,
  locked: `account ${LOCKED.email} is locked`,
  loggedIn: `the viewer is logged in as ${JANE.email}`,
  loggedInThenOut: `the viewer logged in as ${JANE.email} and logged out again`,
  deviceInGroup: "the browser's device is in a group of an experiment",
  accountInState: "an account is in an account state",
  struggling: `account ${STRUGGLING.email} has just had 4 wrong passwords in a row`,
  botScored: "a v3 bot-protection token the provider scores as a bot",
} as const;

export function authStates(ctx: StateContext): StateDefinition[] {
  const { api, setup, ensureUser, credentials, freshEmail, lockoutThreshold } = ctx;
  let openSession: string | undefined;
  return [
    {
      name: AUTH_STATES.freeEmail,
      params: "none; provides ${email}",
      handler: async () => ({ email: freshEmail("pact") }),
    },
    {
      name: AUTH_STATES.janeExists,
      params: "{email, password}",
      handler: async (params) => {
        await ensureUser(credentials(params, AUTH_STATES.janeExists));
      },
    },
    {
      // The account reset with `lockoutThreshold` wrong passwords recorded: locked, as ten wrong log-ins leave it.
      name: AUTH_STATES.locked,
      params: "{email, password}",
      handler: async (params) => {
        await setup.account(credentials(params, AUTH_STATES.locked), { failedLogIns: lockoutThreshold });
      },
    },
    {
      name: AUTH_STATES.loggedIn,
      params: "{email, password}; provides ${sessionCookie}",
      handler: {
        setup: async (params) => {
          const c = credentials(params, AUTH_STATES.loggedIn);
          await ensureUser(c);
          const res = await api.logIn(c);
          const cookie = api.sessionCookieFrom(res.setCookies);
          if (res.status !== 200 || !cookie) {
            throw new Error(`could not log in as ${c.email}: HTTP ${res.status} ${JSON.stringify(res.error)}`);
          }
          openSession = cookie;
          return { sessionCookie: cookie };
        },
        teardown: async () => {
          // Idempotent: the log-out interaction has usually ended it already.
          if (openSession) await api.logOut(openSession);
          openSession = undefined;
        },
      },
    },
    {
      // Limited login (auth.md §3 Viewer LIMITED_LOGIN): log in, log out, keep the remembered cookie.
      name: AUTH_STATES.loggedInThenOut,
      params: "{email, password}; provides ${rememberedCookie}",
      handler: async (params) => {
        const c = credentials(params, AUTH_STATES.loggedInThenOut);
        await ensureUser(c);
        const res = await api.logIn(c);
        const session = api.sessionCookieFrom(res.setCookies);
        const remembered = api.rememberedCookieFrom(res.setCookies);
        if (res.status !== 200 || !session || !remembered) {
          throw new Error(`could not log in as ${c.email}: HTTP ${res.status} ${JSON.stringify(res.error)}`);
        }
        const out = await api.logOut(session);
        if (out.status !== 200) throw new Error(`could not log out ${c.email}: HTTP ${out.status}`);
        return { rememberedCookie: remembered };
      },
    },
    {
      // auth.md §2.4, §4.6: suspended, soft-banned or deactivated (active puts it back).
      name: AUTH_STATES.accountInState,
      params: "{email, password, state}",
      handler: async (params) => {
        const c = credentials(params, AUTH_STATES.accountInState);
        const state = (params as { state?: unknown } | undefined)?.state;
        if (typeof state !== "string") throw new Error(`state "${AUTH_STATES.accountInState}" needs params {email, password, state}`);
        await setup.account(c, { state });
      },
    },
    {
      // The account reset with LOGIN_ASSISTANCE_AFTER - 1 wrong passwords recorded. Past three
      // failures a log-in needs a v2 token (auth.md §9): the verified request carries one.
      name: AUTH_STATES.struggling,
      params: "{email, password}; provides ${recaptchaV2Token}",
      handler: async (params) => {
        await setup.account(credentials(params, AUTH_STATES.struggling), { failedLogIns: LOGIN_ASSISTANCE_AFTER - 1 });
        const recaptchaV2Token = await api.challengeToken();
        if (!recaptchaV2Token) throw new Error(`state "${AUTH_STATES.struggling}" needs the provider's bot-check stand-in (no RECAPTCHA_SECRET)`);
        return { recaptchaV2Token };
      },
    },
    {
      // auth.md §8.2 "logged in too quickly" (docs/decisions/021): a v3 token for the log-in action
      // from the provider's stand-in, asked for by this Node client, whose user agent the stand-in
      // scores as a bot (0.1, below the 0.5 threshold). No log-in.
      name: AUTH_STATES.botScored,
      params: "none; provides ${recaptchaV3Token}",
      handler: async () => {
        const res = await api.request("POST", "/vx/bot-check/tokens/", { body: { kind: "v3", action: "login" } });
        const token = (res as { data?: { token?: string } }).data?.token;
        if (res.status !== 200 || !token) throw new Error(`state "${AUTH_STATES.botScored}" needs the provider's bot-check stand-in (HTTP ${res.status})`);
        return { recaptchaV3Token: token };
      },
    },
    {
      // auth.md §4.5: the consents step applies to devices in kr_privacy_consent's enabled group.
      name: AUTH_STATES.deviceInGroup,
      params: "{experiment, group}; provides ${deviceCookie}",
      handler: async (params) => {
        const p = (params ?? {}) as Partial<Record<string, unknown>>;
        if (typeof p.experiment !== "string" || typeof p.group !== "string") {
          throw new Error(`state "${AUTH_STATES.deviceInGroup}" needs params {experiment, group} in the contract`);
        }
        return { deviceCookie: await setup.deviceInGroup(p.experiment, p.group) };
      },
    },
  ];
}
