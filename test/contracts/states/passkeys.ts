/**
 * Provider states of passkeys (docs/decisions/038), arranged through the public API with a software
 * authenticator that signs for real (test/support/passkeys.ts): one account per verification run,
 * kept logged in by its sign-up's session, with one passkey. The relying party and origin are the
 * target's own: its options name the RP id, and the base URL is the origin its pages would have,
 * which its PASSKEY_ORIGINS must allow (docs/contracts-for-partners.md).
 *
 * Values handed to Pact: `${sessionCookie}`, `${cookies}` (the session and the `pin_webauthn`
 * ceremony cookie, one Cookie header), `${passkeyId}`, and the fields of a signed credential —
 * `${credentialId}`, `${clientDataJSON}`, `${attestationObject}` (a new passkey) or
 * `${authenticatorData}`, `${signature}`, `${userHandle}` (a log-in).
 */
import { SoftAuthenticator } from "../../support/passkeys";
import type { ApiCallResult, StateContext, StateDefinition } from "./types";

export const PASSKEY_PASSWORD = "correct-horse-11";

export const PASSKEY_STATES = {
  viewer: "the viewer is logged in and may add a passkey",
  hasPasskey: "the viewer has a passkey",
  newCredential: "the viewer's browser has made a new passkey over a challenge of the page's",
  signedLogIn: "a browser holds an account's passkey and has signed a log-in challenge of the page's",
  lockedOut: "the viewer is logged in and wrong proofs have locked its account's log-in",
} as const;

function need(what: string, res: ApiCallResult, status = 200): ApiCallResult {
  if (res.status !== status) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.error)}`);
  return res;
}

const ceremonyCookie = (res: ApiCallResult) => {
  const cookie = res.setCookies.find((c) => /^(__Host-)?pin_webauthn=/.test(c))?.split(";")[0];
  if (!cookie) throw new Error("the options set no pin_webauthn cookie");
  return cookie;
};

interface Account {
  email: string;
  session: string;
  auth: SoftAuthenticator;
  passkeyId?: string;
}

/**
 * Why the target cannot run passkey ceremonies at the base URL's host, or undefined where it can:
 * log-in options (no account needed) answer PASSKEYS_UNAVAILABLE where PASSKEY_RP_ID does not cover
 * the host — an IP address, which WebAuthn refuses, under wrangler.toml's `localhost`.
 */
export async function probePasskeys({ api, baseUrl }: StateContext): Promise<string | undefined> {
  const res = await api.request("POST", "/v3/passkeys/options/", { body: { purpose: "login" } });
  if (res.status === 200) return undefined;
  const host = new URL(baseUrl).hostname;
  const ip = /^\d+(\.\d+){3}$|^\[/.test(host);
  return res.error?.api_error_code === PASSKEYS_UNAVAILABLE_CODE
    ? `passkeys cannot be used at ${host}: the target's PASSKEY_RP_ID does not cover it${ip ? " (WebAuthn refuses IP addresses: verify at the host name, e.g. http://localhost:<port>)" : ""}`
    : `the target answers passkey log-in options with HTTP ${res.status} ${JSON.stringify(res.error)}`;
}

/** PASSKEYS_UNAVAILABLE's code (common/auth/passkeys/errors.ts), kept literal: the partner's API is checked. */
const PASSKEYS_UNAVAILABLE_CODE = 813;

export function passkeyStates(ctx: StateContext): StateDefinition[] {
  const { api, freshEmail, baseUrl } = ctx;
  const origin = new URL(baseUrl).origin;
  let made: Promise<Account> | undefined;
  const call = (cookie: string, method: string, path: string, body?: unknown) => api.request(method, path, { cookie, body });

  /** A new passkey made over fresh options of the viewer's: the credential and the Cookie header it goes with. */
  async function newCredential(a: Account) {
    const options = need("registration options", await call(a.session, "POST", "/v3/users/me/passkeys/options/", { password: PASSKEY_PASSWORD }));
    const data = options.data as { challenge: string; user: { id: string }; rp: { id: string } };
    a.auth = new SoftAuthenticator(data.rp.id, origin);
    return { credential: await a.auth.create(data), cookies: `${a.session}; ${ceremonyCookie(options)}` };
  }

  /**
   * The run's account with exactly one passkey, never used: what an interaction changed (a passkey
   * added, used, renamed or removed) is put back first.
   */
  async function account(): Promise<Account> {
    made ??= (async () => {
      const email = freshEmail("pact.passkey");
      const res = need(`registering ${email}`, await api.register({ email, password: PASSKEY_PASSWORD }));
      const session = api.sessionCookieFrom(res.setCookies);
      if (!session) throw new Error(`registering ${email} set no session cookie`);
      return { email, session, auth: new SoftAuthenticator("", origin) };
    })().catch((err: unknown) => {
      made = undefined; // the next state tries again: one failure never fails every passkey interaction
      throw err;
    });
    const a = await made;
    const list = need("the passkeys", await call(a.session, "GET", "/v3/users/me/passkeys/")).data as {
      passkeys: { id: string; last_used_at: number | null }[];
    };
    const [only, ...more] = list.passkeys;
    if (only && more.length === 0 && only.id === a.passkeyId && only.last_used_at === null) return a;
    for (const p of list.passkeys)
      need(`removing passkey ${p.id}`, await call(a.session, "POST", `/v3/users/me/passkeys/${p.id}/delete/`, { password: PASSKEY_PASSWORD }));
    const { credential, cookies } = await newCredential(a);
    const added = need("adding a passkey", await call(cookies, "POST", "/v3/users/me/passkeys/", { credential }));
    a.passkeyId = (added.data as { id: string }).id;
    return a;
  }

  return [
    {
      name: PASSKEY_STATES.viewer,
      needs: "passkeys",
      params: "none; provides ${sessionCookie}",
      handler: async () => ({ sessionCookie: (await account()).session }),
    },
    {
      name: PASSKEY_STATES.hasPasskey,
      needs: "passkeys",
      params: "none; provides ${sessionCookie}, ${passkeyId} (password correct-horse-11)",
      handler: async () => {
        const a = await account();
        return { sessionCookie: a.session, passkeyId: a.passkeyId! };
      },
    },
    {
      name: PASSKEY_STATES.newCredential,
      needs: "passkeys",
      params: "none; provides ${cookies}, ${credentialId}, ${clientDataJSON}, ${attestationObject}",
      handler: async () => {
        const a = await account();
        const { credential, cookies } = await newCredential({ ...a });
        return {
          cookies,
          credentialId: credential.id,
          clientDataJSON: credential.response.clientDataJSON,
          attestationObject: credential.response.attestationObject,
        };
      },
    },
    {
      // Wrong proofs count against the log-in lockout (docs/decisions/038): 10 of them close it.
      name: PASSKEY_STATES.lockedOut,
      params: "none; provides ${sessionCookie}",
      handler: async () => {
        const email = freshEmail("pact.passkey.locked");
        const res = need(`registering ${email}`, await api.register({ email, password: PASSKEY_PASSWORD }));
        const session = api.sessionCookieFrom(res.setCookies);
        if (!session) throw new Error(`registering ${email} set no session cookie`);
        for (let i = 0; i < 10; i++)
          need("a wrong proof", await call(session, "POST", "/v3/users/me/passkeys/options/", { password: "not-the-password" }), 401);
        return { sessionCookie: session };
      },
    },
    {
      name: PASSKEY_STATES.signedLogIn,
      needs: "passkeys",
      params: "none; provides ${cookies} (the browser's pin_webauthn only), ${credentialId}, ${clientDataJSON}, ${authenticatorData}, ${signature}, ${userHandle}",
      handler: async () => {
        const a = await account();
        const options = need("log-in options", await api.request("POST", "/v3/passkeys/options/", { body: { purpose: "login" } }));
        const credential = await a.auth.get(options.data as { challenge: string });
        return {
          cookies: ceremonyCookie(options),
          credentialId: credential.id,
          clientDataJSON: credential.response.clientDataJSON,
          authenticatorData: credential.response.authenticatorData,
          signature: credential.response.signature,
          userHandle: credential.response.userHandle,
        };
      },
    },
  ];
}
