/**
 * Provider states of enterprise SSO (auth.md §3, §7; docs/decisions/018). They go through the
 * public API and the identity provider's own authorize endpoint, which answers at once for the
 * `login_hint` person only where acme.example's provider (migrations/0043 maps the domain to
 * "acme"; SSO_IDPS configures it) is the local one of scripts/local-oidc.ts: local runs, the tests,
 * a staging deployment pointed at it. Against a real company's provider these states cannot be
 * arranged.
 *
 * Values handed to Pact: `${flowCookie}` (the `oidc_flow=…` cookie binding a flow to the browser),
 * `${code}` and `${state}` (what the provider sent the popup back with), `${ssoToken}` (a verified
 * sso_id_token, good for one log-in or sign-up) and `${ssoEmail}` (the acme.example email it asserts).
 */
import { codeBackFrom } from "./federated";
import type { ProviderProbe, PublicApi, StateContext, StateDefinition } from "./types";

export const SSO_STATES = {
  domains: "the example SSO domains are in place",
  codeBack: "an SSO flow at acme.example's identity provider came back with its code",
  newPerson: "an acme.example person without an account has a fresh SSO ID token",
  ssoUser: "an acme.example SSO user has a fresh SSO ID token",
} as const;

/** The SSO check for `email` starts a flow; the provider's redirect back holds the code and state. */
async function ssoCodeFor(api: PublicApi, email: string) {
  const info = await api.request("POST", "/v3/sso/info/", { body: { email } });
  const url = (info.data as { authorization_uri?: string | null } | undefined)?.authorization_uri;
  const flowCookie = info.setCookies.find((c) => c.startsWith("oidc_flow="))?.split(";")[0];
  if (info.status !== 200 || !url || !flowCookie) {
    throw new Error(`POST /v3/sso/info/ for ${email} answered ${info.status} ${JSON.stringify(info.data ?? info.error)}: acme.example needs its SSO domain (migration 0043) and a configured provider (SSO_IDPS)`);
  }
  return { flowCookie, ...(await codeBackFrom(url)) };
}

async function ssoTokenFor(api: PublicApi, email: string): Promise<string> {
  const { flowCookie, code, state } = await ssoCodeFor(api, email);
  const tokens = await api.request("POST", "/v3/sso/token/", { body: { code, state }, cookie: flowCookie });
  const token = (tokens.data as { sso_id_token?: string } | undefined)?.sso_id_token;
  if (!token) throw new Error(`POST /v3/sso/token/ answered ${tokens.status} ${JSON.stringify(tokens.error)}`);
  return token;
}

/** What acme.example's identity provider is on the target (./types.ts ProviderProbe), found as the states find it. */
export async function probeSso(ctx: StateContext): Promise<ProviderProbe> {
  return ssoCodeFor(ctx.api, ctx.freshEmail("pact", "acme.example")).then(
    () => "stand-in",
    (err: unknown) => (/POST \/v3\/sso\/info\//.test(String(err)) ? "unreachable" : "real"),
  );
}

export function ssoStates({ api, freshEmail }: StateContext): StateDefinition[] {
  const freshAcmeEmail = () => freshEmail("pact", "acme.example");
  return [
    {
      // Reference data: migration 0043's examples.
      name: SSO_STATES.domains,
      needs: "sso",
      params: "none (checks that acme.example is an SSO domain with a configured provider, and example.com is not)",
      handler: async () => {
        for (const [email, sso] of [
          [freshAcmeEmail(), true],
          ["jane@example.com", false],
        ] as const) {
          const res = await api.request("POST", "/v3/sso/info/", { body: { email } });
          const got = (res.data as { is_sso?: boolean } | undefined)?.is_sso;
          if (got !== sso) throw new Error(`POST /v3/sso/info/ for ${email} should answer is_sso ${sso}, not ${got ?? `HTTP ${res.status}`} (migration 0043's examples, SSO_IDPS)`);
        }
      },
    },
    {
      name: SSO_STATES.codeBack,
      needs: "sso",
      params: "none; provides ${flowCookie}, ${code}, ${state}",
      handler: async () => ssoCodeFor(api, freshAcmeEmail()),
    },
    {
      name: SSO_STATES.newPerson,
      needs: "sso",
      params: "none; provides ${ssoToken}, ${ssoEmail}",
      handler: async () => {
        const ssoEmail = freshAcmeEmail();
        return { ssoToken: await ssoTokenFor(api, ssoEmail), ssoEmail };
      },
    },
    {
      // One SSO sign-up (a business account), then a second flow for the token the interaction uses.
      name: SSO_STATES.ssoUser,
      needs: "sso",
      params: "none; provides ${ssoToken}, ${ssoEmail}",
      handler: async () => {
        const ssoEmail = freshAcmeEmail();
        const signup = await api.request("POST", "/v3/register/", {
          body: { type: "sso", email: ssoEmail, sso_id_token: await ssoTokenFor(api, ssoEmail), account_type: "business", business_name: "Pact Acme", birthday: 631152000 },
        });
        if (signup.status !== 200) throw new Error(`SSO sign-up of ${ssoEmail} answered ${signup.status} ${JSON.stringify(signup.error)}`);
        const cookie = api.sessionCookieFrom(signup.setCookies);
        if (cookie) await api.logOut(cookie);
        return { ssoToken: await ssoTokenFor(api, ssoEmail), ssoEmail };
      },
    },
  ];
}
