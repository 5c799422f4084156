/**
 * Provider states of two-factor authentication (auth.md §2.2 loginMfa, §3 creds mfa_token and
 * mfa_resend; /settings/security; docs/decisions/019), arranged through the public API: per
 * verification run three fresh accounts (three sign-ups) — one with codes from an authenticator
 * app, one with emailed codes, one with two-factor off — each kept logged in by its sign-up's
 * session. App codes are computed here (RFC 6238, test/support/two-factor.ts); emailed codes are
 * read through the provider-state endpoint's mail action (./types.ts StateSetup).
 * An interaction may change an account (turn two-factor off, on, use a set-up); each state puts
 * its account back the way it needs it first.
 *
 * A "…has logged in…" state logs in once per use; code steps (mfa_token, mfa_resend) are not
 * counted per IP even for the verified requests.
 *
 * Values handed to Pact: `${email}`, `${sessionCookie}`, `${mfaCookie}` (the `pin_mfa=…` Cookie
 * header of a log-in waiting for its code), `${mfaCode}` (a good code: the app's next one, or an
 * unused backup code).
 */
import { Authenticator } from "../../support/two-factor";
import type { ApiCallResult, StateContext, StateDefinition } from "./types";

export const TWO_FACTOR_PASSWORD = "correct-horse-9";

export const TWO_FACTOR_STATES = {
  appAccount: "an account with two-factor by an authenticator app exists",
  appWaiting: "an account with two-factor by an authenticator app has logged in and waits for its code",
  appCode: "an account with two-factor by an authenticator app has logged in, and the app shows its next code",
  appOutOfTries: "an account with two-factor by an authenticator app has logged in and given four wrong codes",
  emailWaiting: "an account with two-factor by email has logged in and waits for its code",
  appOn: "the viewer has two-factor on by an authenticator app",
  appOnForCodes: "the viewer has two-factor on by an authenticator app, on an account whose backup codes may be replaced",
  emailOn: "the viewer has two-factor on by email",
  off: "the viewer has two-factor off",
  setUp: "the viewer has set up an authenticator app and holds its first code",
  setUpOver: "the viewer's set-up of an authenticator app took five wrong codes",
} as const;

/** API codes the handlers recognise (kept literal: a partner's API is checked, not our source). */
const CODE = { MFA_REQUIRED: 100 } as const;
const MFA_MAX_TRIES = 5;


interface Account {
  email: string;
  session: string;
  /** The app of an account whose codes come from one (while on). */
  app?: Authenticator;
  backupCodes: string[];
  on: boolean;
}

function need(what: string, res: ApiCallResult, status = 200): ApiCallResult {
  if (res.status !== status) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.error)}`);
  return res;
}

async function signUp({ api, freshEmail }: StateContext, what: string): Promise<Account> {
  const email = freshEmail(`pact.${what}`);
  const res = need(`registering ${email}`, await api.register({ email, password: TWO_FACTOR_PASSWORD }));
  const session = api.sessionCookieFrom(res.setCookies);
  if (!session) throw new Error(`registering ${email} set no session cookie`);
  return { email, session, backupCodes: [], on: false };
}

export function twoFactorStates(ctx: StateContext): StateDefinition[] {
  const { api, setup } = ctx;
  // "codes": an app account of its own, whose backup codes an interaction may replace (the "app"
  // account's states hand out its codes from the list its turning on answered).
  const accounts = new Map<"app" | "email" | "off" | "codes", Promise<Account>>();
  const call = (a: Account, method: string, path: string, body?: unknown) => api.request(method, path, { cookie: a.session, body });

  /** Turns two-factor on (app: a new key and app; email: the emailed code). */
  async function turnOn(a: Account, method: "totp" | "email") {
    const since = Date.now();
    const begun = need(`set-up for ${a.email}`, await call(a, "POST", "/v3/users/me/two_factor/setup/", { method }));
    let code: string;
    if (method === "totp") {
      a.app = new Authenticator((begun.data as { secret: string }).secret);
      code = await a.app.code();
    } else code = await setup.mailed(a.email, "a two-factor code", (m) => (m.created_at >= since ? /^(\d{6}) /.exec(m.subject)?.[1] : undefined));
    const on = need(`turning on for ${a.email}`, await call(a, "POST", "/v3/users/me/two_factor/", { code }));
    a.backupCodes = (on.data as { backup_codes: string[] }).backup_codes;
    a.on = true;
  }

  /**
   * Turns two-factor off with a backup code (no waiting for the app's next step), or the app's
   * code where an interaction turned it on and kept the backup codes.
   */
  async function turnOff(a: Account) {
    const code = a.backupCodes.pop() ?? (await a.app?.code());
    if (!code) throw new Error(`no code to turn off two-factor for ${a.email}`);
    need(`turning off for ${a.email}`, await call(a, "POST", "/v3/users/me/two_factor/disable/", { code }));
    a.on = false;
  }

  /** The run's account of `kind`, made once; what an interaction may have changed is checked. */
  async function account(kind: "app" | "email" | "off" | "codes"): Promise<Account> {
    let made = accounts.get(kind);
    if (!made) {
      made = signUp(ctx, `mfa.${kind}`);
      accounts.set(kind, made);
    }
    const a = await made;
    const status = need(`two-factor status of ${a.email}`, await call(a, "GET", "/v3/users/me/two_factor/")).data as { enabled: boolean };
    a.on = status.enabled;
    if (kind === "off" && a.on) await turnOff(a);
    if (kind !== "off" && !a.on) await turnOn(a, kind === "email" ? "email" : "totp");
    return a;
  }

  /** A password log-in that must answer MFA_REQUIRED; the `pin_mfa` Cookie header of the log-in waiting for its code. */
  async function waitingLogIn(a: Account): Promise<string> {
    const res = need(`log-in of ${a.email}`, await api.logIn({ email: a.email, password: TWO_FACTOR_PASSWORD }), 401);
    if (res.error?.api_error_code !== CODE.MFA_REQUIRED) throw new Error(`log-in of ${a.email} did not ask for a code: ${JSON.stringify(res.error)}`);
    const cookie = res.setCookies.find((c) => /^(__Host-)?pin_mfa=[^;]+/.test(c))?.split(";")[0];
    if (!cookie) throw new Error(`log-in of ${a.email} set no pin_mfa cookie`);
    return cookie;
  }

  return [
    {
      name: TWO_FACTOR_STATES.appAccount,
      params: "none; provides ${email} (password correct-horse-9)",
      handler: async () => ({ email: (await account("app")).email }),
    },
    {
      name: TWO_FACTOR_STATES.appWaiting,
      params: "none; provides ${email}, ${mfaCookie}",
      handler: async () => {
        const a = await account("app");
        return { email: a.email, mfaCookie: await waitingLogIn(a) };
      },
    },
    {
      // The app's codes are of successive 30-second steps, one step each: a third code within a
      // minute waits for the next step.
      name: TWO_FACTOR_STATES.appCode,
      params: "none; provides ${email}, ${mfaCookie}, ${mfaCode}",
      handler: async () => {
        const a = await account("app");
        const mfaCookie = await waitingLogIn(a);
        return { email: a.email, mfaCookie, mfaCode: await a.app!.code() };
      },
    },
    {
      name: TWO_FACTOR_STATES.appOutOfTries,
      params: "none; provides ${mfaCookie} (after four wrong codes)",
      handler: async () => {
        const a = await account("app");
        const mfaCookie = await waitingLogIn(a);
        for (let i = 1; i < MFA_MAX_TRIES; i++) need(`wrong code ${i} of ${a.email}`, await api.request("POST", "/v3/sessions/", { cookie: mfaCookie, body: { mfa_token: "000000" } }), 401);
        return { mfaCookie };
      },
    },
    {
      name: TWO_FACTOR_STATES.emailWaiting,
      params: "none; provides ${email}, ${mfaCookie}",
      handler: async () => {
        const a = await account("email");
        return { email: a.email, mfaCookie: await waitingLogIn(a) };
      },
    },
    {
      name: TWO_FACTOR_STATES.appOn,
      params: "none; provides ${sessionCookie}, ${mfaCode} (an unused backup code)",
      handler: async () => {
        const a = await account("app");
        // Taken from the list: the interaction may use it up.
        const mfaCode = a.backupCodes.pop();
        if (!mfaCode) throw new Error(`no backup code left for ${a.email}`);
        return { sessionCookie: a.session, mfaCode };
      },
    },
    {
      name: TWO_FACTOR_STATES.appOnForCodes,
      params: "none; provides ${sessionCookie} (password correct-horse-9)",
      handler: async () => ({ sessionCookie: (await account("codes")).session }),
    },
    {
      name: TWO_FACTOR_STATES.emailOn,
      params: "none; provides ${sessionCookie}",
      handler: async () => ({ sessionCookie: (await account("email")).session }),
    },
    {
      name: TWO_FACTOR_STATES.off,
      params: "none; provides ${sessionCookie}",
      handler: async () => ({ sessionCookie: (await account("off")).session }),
    },
    {
      name: TWO_FACTOR_STATES.setUp,
      params: "none; provides ${sessionCookie}, ${mfaCode} (the app's first code)",
      handler: async () => {
        const a = await account("off");
        const setup = need(`set-up for ${a.email}`, await call(a, "POST", "/v3/users/me/two_factor/setup/", { method: "totp" }));
        // Kept, so that the "off" state can turn it off again should the interaction turn it on.
        a.app = new Authenticator((setup.data as { secret: string }).secret);
        a.backupCodes = [];
        return { sessionCookie: a.session, mfaCode: await a.app.code() };
      },
    },
    {
      name: TWO_FACTOR_STATES.setUpOver,
      params: "none; provides ${sessionCookie}",
      handler: async () => {
        const a = await account("off");
        need(`set-up for ${a.email}`, await call(a, "POST", "/v3/users/me/two_factor/setup/", { method: "totp" }));
        for (let i = 1; i < MFA_MAX_TRIES; i++) need(`wrong first code ${i}`, await call(a, "POST", "/v3/users/me/two_factor/", { code: "000000" }), 401);
        need("the fifth wrong first code", await call(a, "POST", "/v3/users/me/two_factor/", { code: "000000" }), 400);
        return { sessionCookie: a.session };
      },
    },
  ];
}
