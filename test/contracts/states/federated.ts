/**
 * Provider states of federated sign-in (auth.md §1; docs/decisions/017). They go through the
 * public API and the provider's own authorize endpoint, which answers at once for the
 * `login_hint` person only where the provider is a local one (scripts/local-oidc.ts: local runs,
 * the tests, a staging deployment pointed at it); against the real Google these states cannot be
 * arranged.
 *
 * Values handed to Pact: `${flowCookie}` (the `oidc_flow=…` cookie that binds a flow to the
 * browser), `${code}` and `${state}` (what the provider sent back), `${idToken}` (a verified ID
 * token, good for one log-in or sign-up), `${email}` (the Google or Line person's email).
 */
import type { ProviderProbe, PublicApi, StateContext, StateDefinition } from "./types";

export const FEDERATED_STATES = {
  googleCodeBack: "a Google sign-in flow came back from the provider with its code",
  googleNewPerson: "a Google person without an account has a fresh ID token",
  googleAccount: "a Google person with an account has a fresh ID token",
  lineNewPerson: "a Line person without an account has a fresh ID token",
  googleViewer: "the viewer is logged in to a Google-only account (no password, no two-factor)",
} as const;

/** Starts a flow with `provider` for `email` and follows the provider's redirect back. */
async function codeFor(api: PublicApi, email: string, provider: "google" | "line" = "google") {
  const started = await api.request("POST", `/v3/oauth/${provider}/start/`, { body: { login_hint: email } });
  const url = (started.data as { authorization_url?: string } | undefined)?.authorization_url;
  const flowCookie = started.setCookies.find((c) => c.startsWith("oidc_flow="))?.split(";")[0];
  if (started.status !== 200 || !url || !flowCookie) throw new Error(`POST /v3/oauth/${provider}/start/ answered ${started.status}`);
  return { flowCookie, ...(await codeBackFrom(url)) };
}

/**
 * Opens a flow's authorization URL as the browser would and reads the code and state the provider
 * sends it back with (a local provider answers at once for the `login_hint` person).
 *
 * @example
 * const { code, state } = await codeBackFrom(authorizationUrl);
 */
export async function codeBackFrom(url: string): Promise<{ code: string; state: string }> {
  // A real provider may be slow or out of reach: a stand-in answers at once.
  const res = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(10_000) });
  const back = new URL(res.headers.get("location") ?? "", url);
  const code = back.searchParams.get("code");
  const state = back.searchParams.get("state");
  if (!code || !state) throw new Error(`the provider at ${new URL(url).origin} did not send a code back (HTTP ${res.status}): these states need a local provider`);
  return { code, state };
}

async function idTokenFor(api: PublicApi, email: string, provider: "google" | "line" = "google"): Promise<string> {
  const { flowCookie, code, state } = await codeFor(api, email, provider);
  const token = await api.request("POST", `/v3/oauth/${provider}/token/`, { body: { code, state }, cookie: flowCookie });
  const idToken = (token.data as { id_token?: string } | undefined)?.id_token;
  if (!idToken) throw new Error(`POST /v3/oauth/${provider}/token/ answered ${token.status} ${JSON.stringify(token.error)}`);
  return idToken;
}

/**
 * What the target's `provider` is (./types.ts ProviderProbe): a flow is started as the states
 * start one, and its authorization URL opened as they open it.
 */
export async function probeOidc({ api, freshEmail }: StateContext, provider: "google" | "line"): Promise<ProviderProbe> {
  const started = await api.request("POST", `/v3/oauth/${provider}/start/`, { body: { login_hint: freshEmail(provider) } });
  const url = (started.data as { authorization_url?: string } | undefined)?.authorization_url;
  if (started.status !== 200 || !url) return "unreachable";
  return codeBackFrom(url).then(
    () => "stand-in",
    () => "real",
  );
}

export function federatedStates({ api, freshEmail }: StateContext): StateDefinition[] {
  const freshGoogleEmail = () => freshEmail("google");
  return [
    {
      name: FEDERATED_STATES.googleCodeBack,
      needs: "google",
      params: "none; provides ${flowCookie}, ${code}, ${state}",
      handler: async () => codeFor(api, freshGoogleEmail()),
    },
    {
      name: FEDERATED_STATES.googleNewPerson,
      needs: "google",
      params: "none; provides ${idToken}, ${email}",
      handler: async () => {
        const email = freshGoogleEmail();
        return { idToken: await idTokenFor(api, email), email };
      },
    },
    {
      // One Google sign-up, then a second flow for the token the interaction uses (no log-in).
      name: FEDERATED_STATES.googleAccount,
      needs: "google",
      params: "none; provides ${idToken}, ${email}",
      handler: async () => {
        const email = freshGoogleEmail();
        const signup = await api.request("POST", "/v3/register/", {
          body: { type: "google", google_open_id_token: await idTokenFor(api, email), birthday: 631152000 },
        });
        if (signup.status !== 200) throw new Error(`Google sign-up of ${email} answered ${signup.status} ${JSON.stringify(signup.error)}`);
        const cookie = api.sessionCookieFrom(signup.setCookies);
        if (cookie) await api.logOut(cookie);
        return { idToken: await idTokenFor(api, email), email };
      },
    },
    {
      // A passkey's proof for an account with nothing else to prove itself with is an emailed code (docs/decisions/038).
      name: FEDERATED_STATES.googleViewer,
      needs: "google",
      params: "none; provides ${sessionCookie}",
      handler: async () => {
        const email = freshGoogleEmail();
        const signup = await api.request("POST", "/v3/register/", {
          body: { type: "google", google_open_id_token: await idTokenFor(api, email), birthday: 631152000 },
        });
        const sessionCookie = api.sessionCookieFrom(signup.setCookies);
        if (signup.status !== 200 || !sessionCookie)
          throw new Error(`Google sign-up of ${email} answered ${signup.status} ${JSON.stringify(signup.error)}`);
        return { sessionCookie };
      },
    },
    {
      // Line is offered on the pages only in JP (common/auth/federated/providers.ts); the API takes it anywhere.
      name: FEDERATED_STATES.lineNewPerson,
      needs: "line",
      params: "none; provides ${idToken}, ${email}",
      handler: async () => {
        const email = freshEmail("line");
        return { idToken: await idTokenFor(api, email, "line"), email };
      },
    },
  ];
}
