/**
 * Why: the local OpenID Connect providers (auth.md §1 Google and Line, §2.2 enterprise SSO) that
 * `npm start` and the Worker test harness run instead of the real ones, so no local run or test
 * reaches the internet. Each issuer is its own `oauth2-mock-server` (real discovery document,
 * JWKS, RS256-signed ID tokens, authorization-code flow with PKCE checked by the server).
 *
 * The authorize endpoint answers at once (there is no consent screen); who signs in is chosen
 * by the `login_hint` of the authorization request: `jane@example.com` signs in a person with
 * that verified email, `noemail:Jane Doe` one whose provider shares no email (auth.md §4.1
 * EmailCollection). Without a hint, LOCAL_OIDC_DEFAULT_HINT signs in.
 *
 * Beside them runs the Graph API stand-in of scripts/local-facebook.ts (Facebook is no OpenID
 * provider here: docs/decisions/020), whose vars are part of `vars`, and the Pwned Passwords range
 * stand-in of scripts/local-pwned-passwords.ts (the breach check, docs/decisions/036), likewise.
 */
import type { IncomingMessage } from "node:http";
import { OAuth2Server } from "oauth2-mock-server";
import { LOCAL_FACEBOOK_PORT, startLocalFacebook, type LocalFacebook } from "./local-facebook";
import { claimsForHint, LOCAL_CLIENT_IDS, LOCAL_OIDC_DEFAULT_HINT } from "./local-identities";
import { LOCAL_PWNED_PASSWORDS_PORT, startLocalPwnedPasswords, type LocalPwnedPasswords } from "./local-pwned-passwords";

/** The local issuers and the fixed ports `npm start` gives them (tests use free ports). */
export const LOCAL_OIDC_ISSUERS = { google: 8480, line: 8481, sso_acme: 8482, sso_globex: 8483 } as const;
export type LocalIssuer = keyof typeof LOCAL_OIDC_ISSUERS;
// Who signs in (the hints' claims) and the client ids: ./local-identities.ts, shared with stand-ins/.
export { claimsForHint, LOCAL_CLIENT_IDS, LOCAL_OIDC_DEFAULT_HINT, localSubject } from "./local-identities";

export interface LocalOidc {
  /** Issuer URL per local issuer. */
  issuers: Record<LocalIssuer, string>;
  /** The Worker vars that point it at these issuers (wrangler.toml [vars] names). */
  vars: Record<string, string>;
  /** The Graph API stand-in (scripts/local-facebook.ts). */
  facebook: LocalFacebook;
  /** The Pwned Passwords range stand-in (scripts/local-pwned-passwords.ts). */
  pwnedPasswords: LocalPwnedPasswords;
  close: () => Promise<void>;
}

async function startIssuer(port: number): Promise<OAuth2Server> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  const hints = new Map<string, string>();
  server.service.on("beforeAuthorizeRedirect", (redirect: { url: URL }, req: IncomingMessage & { query?: Record<string, unknown> }) => {
    const code = redirect.url.searchParams.get("code");
    const hint = typeof req.query?.login_hint === "string" && req.query.login_hint !== "" ? req.query.login_hint : LOCAL_OIDC_DEFAULT_HINT;
    if (code) hints.set(code, hint);
  });
  server.service.on(
    "beforeTokenSigning",
    (token: { payload: Record<string, unknown> }, req: IncomingMessage & { body?: Record<string, unknown> }) => {
      const code = typeof req.body?.code === "string" ? req.body.code : undefined;
      // Only ID tokens carry an audience equal to the client id (access tokens have none here).
      if (code === undefined || token.payload.aud === undefined) return;
      Object.assign(token.payload, claimsForHint(hints.get(code) ?? LOCAL_OIDC_DEFAULT_HINT));
    },
  );
  await server.start(port, "127.0.0.1");
  // The library names the issuer "localhost"; the Worker reaches it by address, like the browser.
  server.issuer.url = `http://127.0.0.1:${server.address().port}`;
  return server;
}

/**
 * Starts every local issuer. `fixedPorts` (npm start) uses LOCAL_OIDC_ISSUERS' ports so the URLs
 * are stable across runs; otherwise the system picks free ports (tests running side by side).
 *
 * @example
 * const oidc = await startLocalOidc({ fixedPorts: false });
 * const worker = await startWorker(oidc.vars); // … then await oidc.close()
 */
export async function startLocalOidc({ fixedPorts }: { fixedPorts: boolean }): Promise<LocalOidc> {
  const names = Object.keys(LOCAL_OIDC_ISSUERS) as LocalIssuer[];
  const [facebook, pwnedPasswords, ...servers] = await Promise.all([
    startLocalFacebook({ port: fixedPorts ? LOCAL_FACEBOOK_PORT : 0 }),
    startLocalPwnedPasswords({ port: fixedPorts ? LOCAL_PWNED_PASSWORDS_PORT : 0 }),
    ...names.map((n) => startIssuer(fixedPorts ? LOCAL_OIDC_ISSUERS[n] : 0)),
  ] as const);
  const issuers = Object.fromEntries(names.map((n, i) => [n, servers[i]!.issuer.url!])) as Record<LocalIssuer, string>;
  const vars: Record<string, string> = {
    GOOGLE_OIDC_ISSUER: issuers.google,
    GOOGLE_CLIENT_ID: LOCAL_CLIENT_IDS.google,
    LINE_OIDC_ISSUER: issuers.line,
    LINE_CLIENT_ID: LOCAL_CLIENT_IDS.line,
    // Enterprise SSO's identity providers (docs/decisions/018), named as migrations/0043's sso_domains name them.
    SSO_IDPS: JSON.stringify({
      acme: { issuer: issuers.sso_acme, client_id: LOCAL_CLIENT_IDS.sso_acme },
      globex: { issuer: issuers.sso_globex, client_id: LOCAL_CLIENT_IDS.sso_globex },
    }),
    // Facebook's Graph API and OAuth dialog, app id and (local) app secret (docs/decisions/020).
    ...facebook.vars,
    // The breach check's range API (docs/decisions/036).
    ...pwnedPasswords.vars,
  };
  const close = async () => void (await Promise.all([facebook.close(), pwnedPasswords.close(), ...servers.map((s) => s.stop())]));
  return { issuers, vars, facebook, pwnedPasswords, close };
}

/**
 * The local providers of `npm start` and `npm run preview`: on LOCAL_OIDC_ISSUERS' fixed ports, or
 * on free ones when LOCAL_PROVIDER_PORTS is "free" (a second local server beside the first).
 *
 * @example
 * const oidc = await startLocalProviders();
 */
export const startLocalProviders = () => startLocalOidc({ fixedPorts: process.env.LOCAL_PROVIDER_PORTS !== "free" });
