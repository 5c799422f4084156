/**
 * Why: the local identity providers as a Worker of their own, for a staging deployment
 * (stand-ins/wrangler.toml; docs/contracts-for-partners.md, "Staging with the stand-ins"): staging
 * must be https and fully configured (worker/platform/deployment.ts), so the Node stand-ins of
 * `npm start` (scripts/local-oidc.ts, scripts/local-facebook.ts) cannot serve it, and without them
 * the verifier leaves out every interaction whose state drives Google, Line, an SSO provider or
 * Facebook. Deployed beside staging, this Worker answers as those stand-ins do — the same people
 * and hints (scripts/local-identities.ts) — so staging verifies what `npm run preview` verifies:
 *   /google, /line, /sso/acme, /sso/globex   OpenID issuers: discovery, JWKS, an authorize
 *                                           endpoint that answers at once (login_hint chooses who),
 *                                           a token endpoint checking PKCE, RS256 ID tokens
 *   /facebook/v21.0/…                        the Graph subset: /me (appsecret_proof), the OAuth
 *                                           dialog and its confirm, /oauth/access_token
 *   /                                        the vars that point the product's Worker here
 * Stateless, so any isolate answers any step: codes and Facebook tokens are HMAC-signed payloads
 * (a code is good until it expires, not once: stand-in semantics), keyed by the secret
 * STAND_IN_SIGNING_KEY (an RS256 private JWK: `npx tsx stand-ins/signing-key.ts`); without it each
 * isolate makes its own key, which only a single isolate (Miniflare, `wrangler dev`) can live with.
 * Never for production: it signs in anyone as anyone.
 */
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from "jose";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import {
  claimsForHint,
  dialogPage,
  FACEBOOK_PEOPLE,
  LOCAL_CLIENT_IDS,
  LOCAL_FACEBOOK_APP_ID,
  LOCAL_FACEBOOK_APP_SECRET,
  LOCAL_OIDC_DEFAULT_HINT,
  meFields,
  oauthError,
  proofMatches,
  type FacebookPerson,
  type FacebookPersonName,
} from "../scripts/local-identities";

export interface StandInsEnv {
  /** An RS256 private JWK (JSON); every isolate signs with it. */
  STAND_IN_SIGNING_KEY?: string;
  /** The Facebook app the product's Worker is configured with (default the local one). */
  FACEBOOK_APP_ID?: string;
  FACEBOOK_APP_SECRET?: string;
}

/** The issuers, by path prefix, and the client id each expects (the product's local config). */
export const STAND_IN_ISSUERS = {
  google: { path: "/google", clientId: LOCAL_CLIENT_IDS.google },
  line: { path: "/line", clientId: LOCAL_CLIENT_IDS.line },
  sso_acme: { path: "/sso/acme", clientId: LOCAL_CLIENT_IDS.sso_acme },
  sso_globex: { path: "/sso/globex", clientId: LOCAL_CLIENT_IDS.sso_globex },
} as const;

const CODE_SECONDS = 300;
const ID_TOKEN_SECONDS = 3600;

interface Keys {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
  hmac: Buffer;
}
let generated: Promise<JWK> | undefined;
const keysBySource = new Map<string, Promise<Keys>>();

async function keysOf(env: StandInsEnv): Promise<Keys> {
  const source = env.STAND_IN_SIGNING_KEY ?? "";
  let keys = keysBySource.get(source);
  if (!keys) {
    keys = (async () => {
      const jwk = source
        ? (JSON.parse(source) as JWK)
        : await (generated ??= generateKeyPair("RS256", { extractable: true }).then(({ privateKey }) => exportJWK(privateKey)));
      const privateKey = (await importJWK(jwk, "RS256")) as CryptoKey;
      const { n, e } = jwk;
      const kid = createHash("sha256").update(`${n}.${e}`).digest("base64url").slice(0, 16);
      // The codes' HMAC key comes from the private key: one secret to set.
      const hmac = createHash("sha256").update(`stand-in codes:${jwk.d}`).digest();
      return { kid, privateKey, publicJwk: { kty: "RSA", n, e, kid, alg: "RS256", use: "sig" }, hmac };
    })();
    keysBySource.set(source, keys);
  }
  return keys;
}

/** `payload` signed: `<base64url JSON>.<base64url HMAC>`. */
const seal = (keys: Keys, payload: Record<string, unknown>) => {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${createHmac("sha256", keys.hmac).update(body).digest("base64url")}`;
};
/** The payload of a sealed value that is ours and unexpired, else undefined. */
function unseal(keys: Keys, sealed: string): Record<string, unknown> | undefined {
  const [body = "", mac = ""] = sealed.split(".");
  const expected = Buffer.from(createHmac("sha256", keys.hmac).update(body).digest("base64url"));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Record<string, unknown>;
  return typeof payload.exp === "number" && payload.exp > Date.now() / 1000 ? payload : undefined;
}

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { "cache-control": "no-store" } });
const nowSeconds = () => Math.floor(Date.now() / 1000);
const redirect = (to: URL) => new Response(null, { status: 302, headers: { location: to.toString() } });

async function issuer(req: Request, url: URL, env: StandInsEnv, name: keyof typeof STAND_IN_ISSUERS, rest: string): Promise<Response> {
  const { path, clientId } = STAND_IN_ISSUERS[name];
  const iss = `${url.origin}${path}`;
  const keys = await keysOf(env);
  if (rest === "/.well-known/openid-configuration") {
    return json({
      issuer: iss,
      authorization_endpoint: `${iss}/authorize`,
      token_endpoint: `${iss}/token`,
      jwks_uri: `${iss}/jwks`,
      response_types_supported: ["code"],
      subject_types_supported: ["public"],
      id_token_signing_alg_values_supported: ["RS256"],
      code_challenge_methods_supported: ["S256"],
      token_endpoint_auth_methods_supported: ["none", "client_secret_post"],
    });
  }
  if (rest === "/jwks") return json({ keys: [keys.publicJwk] });
  if (rest === "/authorize") {
    // Answers at once, as scripts/local-oidc.ts does: no consent screen; the hint chooses who.
    const q = url.searchParams;
    const back = URL.parse(q.get("redirect_uri") ?? "");
    if (!back || !/^https?:$/.test(back.protocol) || q.get("client_id") !== clientId) return json({ error: "invalid_request" }, 400);
    const code = seal(keys, {
      hint: q.get("login_hint") || LOCAL_OIDC_DEFAULT_HINT,
      redirect_uri: back.toString(),
      nonce: q.get("nonce"),
      challenge: q.get("code_challenge"),
      exp: nowSeconds() + CODE_SECONDS,
      iss,
    });
    back.searchParams.set("code", code);
    back.searchParams.set("state", q.get("state") ?? "");
    return redirect(back);
  }
  if (rest === "/token" && req.method === "POST") {
    const form = new URLSearchParams(await req.text());
    const grant = unseal(keys, form.get("code") ?? "");
    if (!grant || grant.iss !== iss || grant.redirect_uri !== form.get("redirect_uri")) return json({ error: "invalid_grant" }, 400);
    if (form.get("client_id") !== clientId) return json({ error: "invalid_client" }, 401);
    const verifier = form.get("code_verifier") ?? "";
    if (typeof grant.challenge === "string" && createHash("sha256").update(verifier).digest("base64url") !== grant.challenge) {
      return json({ error: "invalid_grant", error_description: "PKCE verification failed" }, 400);
    }
    const now = nowSeconds();
    const idToken = await new SignJWT({
      ...claimsForHint(String(grant.hint)),
      ...(typeof grant.nonce === "string" && { nonce: grant.nonce }),
    })
      .setProtectedHeader({ alg: "RS256", kid: keys.kid, typ: "JWT" })
      .setIssuer(iss)
      .setAudience(clientId)
      .setIssuedAt(now)
      .setExpirationTime(now + ID_TOKEN_SECONDS)
      .sign(keys.privateKey);
    return json({
      access_token: randomBytes(24).toString("base64url"),
      token_type: "Bearer",
      expires_in: ID_TOKEN_SECONDS,
      id_token: idToken,
    });
  }
  return json({ error: `no ${req.method} ${path}${rest} here` }, 404);
}

async function facebook(req: Request, url: URL, env: StandInsEnv, rest: string): Promise<Response> {
  const appId = env.FACEBOOK_APP_ID ?? LOCAL_FACEBOOK_APP_ID;
  const appSecret = env.FACEBOOK_APP_SECRET ?? LOCAL_FACEBOOK_APP_SECRET;
  const keys = await keysOf(env);
  const base = `${url.origin}/facebook`;
  const q = url.searchParams;
  const path = rest.replace(/^\/v\d+\.\d+(?=\/)/, ""); // Graph paths may carry a version
  const personOfToken = (token: string): FacebookPerson | undefined => {
    const fixed = Object.values(FACEBOOK_PEOPLE).find((p) => p.token === token);
    if (fixed) return fixed;
    const sealed = token.startsWith("local-fb-") ? unseal(keys, token.slice("local-fb-".length)) : undefined;
    return sealed ? FACEBOOK_PEOPLE[sealed.person as FacebookPersonName] : undefined;
  };
  if (req.method !== "GET") return json(oauthError("Unsupported method", 100), 405);
  if (path === "/me") {
    const token = q.get("access_token") ?? "";
    const person = personOfToken(token);
    if (!person) return json(oauthError("Invalid OAuth access token - Cannot parse access token"), 400);
    if (!proofMatches(token, q.get("appsecret_proof") ?? "", appSecret))
      return json(oauthError("Invalid appsecret_proof provided in the API argument", 100), 400);
    return json(meFields(person, (q.get("fields") ?? "").split(","), base));
  }
  if (path === "/oauth/access_token") {
    if (q.get("client_id") !== appId || q.get("client_secret") !== appSecret)
      return json(oauthError("Error validating client secret.", 1), 400);
    const grant = unseal(keys, q.get("code") ?? "");
    if (!grant || grant.redirect_uri !== q.get("redirect_uri"))
      return json(oauthError("This authorization code has expired or was used.", 100), 400);
    const token = `local-fb-${seal(keys, { person: grant.person, exp: nowSeconds() + 86_400 })}`;
    return json({ access_token: token, token_type: "bearer", expires_in: 86_400 });
  }
  if (path === "/dialog/oauth" || path === "/dialog/oauth/confirm") {
    const redirectUri = q.get("redirect_uri") ?? "";
    if (q.get("client_id") !== appId || !/^https?:\/\//.test(redirectUri))
      return new Response("Invalid app ID or redirect_uri", { status: 400 });
    if (path === "/dialog/oauth")
      return new Response(dialogPage(q), { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
    const back = new URL(redirectUri);
    const name = q.get("person") ?? "";
    if (name in FACEBOOK_PEOPLE)
      back.searchParams.set("code", seal(keys, { person: name, redirect_uri: redirectUri, exp: nowSeconds() + CODE_SECONDS }));
    else {
      back.searchParams.set("error", "access_denied");
      back.searchParams.set("error_code", "200");
      back.searchParams.set("error_description", "Permissions error");
      back.searchParams.set("error_reason", "user_denied");
    }
    back.searchParams.set("state", q.get("state") ?? "");
    return redirect(back);
  }
  if (/^\/picture\/\d+\.svg$/.test(path)) {
    return new Response(
      `<svg xmlns="http://www.w3.org/2000/svg" width="50" height="50"><rect width="50" height="50" fill="#1b4fa8"/></svg>`,
      {
        headers: { "content-type": "image/svg+xml" },
      },
    );
  }
  return json(oauthError("Unknown path components", 2500), 404);
}

/** The product Worker's vars that point it at this deployment (the same names scripts/local-oidc.ts sets). */
export function standInVars(origin: string, env: StandInsEnv = {}): Record<string, string> {
  const iss = (name: keyof typeof STAND_IN_ISSUERS) => `${origin}${STAND_IN_ISSUERS[name].path}`;
  return {
    GOOGLE_OIDC_ISSUER: iss("google"),
    GOOGLE_CLIENT_ID: LOCAL_CLIENT_IDS.google,
    LINE_OIDC_ISSUER: iss("line"),
    LINE_CLIENT_ID: LOCAL_CLIENT_IDS.line,
    SSO_IDPS: JSON.stringify({
      acme: { issuer: iss("sso_acme"), client_id: LOCAL_CLIENT_IDS.sso_acme },
      globex: { issuer: iss("sso_globex"), client_id: LOCAL_CLIENT_IDS.sso_globex },
    }),
    FACEBOOK_GRAPH_URL: `${origin}/facebook/v21.0`,
    FACEBOOK_DIALOG_URL: `${origin}/facebook/v21.0/dialog/oauth`,
    FACEBOOK_APP_ID: env.FACEBOOK_APP_ID ?? LOCAL_FACEBOOK_APP_ID,
  };
}

export default {
  async fetch(req: Request, env: StandInsEnv): Promise<Response> {
    const url = new URL(req.url);
    if (url.pathname === "/")
      return json({ stand_ins: "local identity providers for staging; never production", vars: standInVars(url.origin, env) });
    if (url.pathname.startsWith("/facebook/")) return facebook(req, url, env, url.pathname.slice("/facebook".length));
    for (const [name, { path }] of Object.entries(STAND_IN_ISSUERS) as [keyof typeof STAND_IN_ISSUERS, { path: string }][]) {
      if (url.pathname.startsWith(`${path}/`)) return issuer(req, url, env, name, url.pathname.slice(path.length));
    }
    return json({ error: "not found" }, 404);
  },
};
