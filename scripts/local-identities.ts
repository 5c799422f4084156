/**
 * Why: who the local identity providers sign in, in code that runs in Node and in a Worker alike
 * (node:crypto through nodejs_compat): the OpenID issuers' login hints and client ids
 * (scripts/local-oidc.ts) and the Facebook Graph stand-in's people, app and answers
 * (scripts/local-facebook.ts), shared by those Node servers and by the stand-ins Worker a staging
 * deployment can use (stand-ins/worker.ts), so both hand out the same identities.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** Client ids the Worker is configured with for the local issuers ([vars] of the Worker). */
export const LOCAL_CLIENT_IDS = {
  google: "pinboard-local-google.apps.example",
  line: "pinboard-local-line",
  sso_acme: "pinboard-local-sso-acme",
  sso_globex: "pinboard-local-sso-globex",
} as const;

export const LOCAL_OIDC_DEFAULT_HINT = "local.google.person@example.com";

/** The stable subject of a local identity: the same hint always signs in the same person. */
export const localSubject = (hint: string) => `local-${createHash("sha256").update(hint).digest("hex").slice(0, 20)}`;

/** The identity claims of a login hint (see the module comment). */
export function claimsForHint(hint: string): Record<string, unknown> {
  if (hint.startsWith("noemail:")) {
    const name = hint.slice("noemail:".length) || "Local Person";
    return { sub: localSubject(hint), name, given_name: name.split(" ")[0] };
  }
  const local = hint.split("@")[0] ?? "person";
  const given = local.split(/[._-]/)[0] ?? local;
  const name = given.charAt(0).toUpperCase() + given.slice(1);
  return { sub: localSubject(hint), email: hint, email_verified: true, name, given_name: name };
}

export const LOCAL_FACEBOOK_APP_ID = "100000000000999";
/** The local app secret: a var for local runs and tests only (production: `wrangler secret put FACEBOOK_APP_SECRET`). */
export const LOCAL_FACEBOOK_APP_SECRET = "local-facebook-app-secret-not-for-production";

export interface FacebookPerson {
  id: string;
  token: string;
  first_name: string;
  last_name: string;
  email: string;
  gender: string;
  birthday: string;
}

/** The people the stand-in knows (app-scoped ids; the tokens are what a test hands the API). */
export const FACEBOOK_PEOPLE = {
  /** Linked to a Facebook-only account by the seed (no password, no Google). */
  fiona: {
    id: "10000000000001",
    token: "local-fb-token-fiona",
    first_name: "Fiona",
    last_name: "Booker",
    email: "fiona.fb@example.com",
    gender: "female",
    birthday: "04/12/1988",
  },
  /** Linked to an account that also has a password. */
  paul: {
    id: "10000000000002",
    token: "local-fb-token-paul",
    first_name: "Paul",
    last_name: "Faceley",
    email: "paul.fb@example.com",
    gender: "male",
    birthday: "09/30/1979",
  },
  /** Linked to no account: "We couldn't match your Facebook account to any account." */
  nora: {
    id: "10000000000003",
    token: "local-fb-token-nora",
    first_name: "Nora",
    last_name: "Nomatch",
    email: "nora.fb@example.com",
    gender: "female",
    birthday: "01/05/1995",
  },
} as const satisfies Record<string, FacebookPerson>;
export type FacebookPersonName = keyof typeof FACEBOOK_PEOPLE;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export const oauthError = (message: string, code = 190) => ({ error: { message, type: "OAuthException", code, fbtrace_id: "local" } });

/** Whether `proof` is HMAC-SHA256(app secret, token) in hex, as Graph checks appsecret_proof. */
export function proofMatches(token: string, proof: string, appSecret: string = LOCAL_FACEBOOK_APP_SECRET): boolean {
  const expected = Buffer.from(createHmac("sha256", appSecret).update(token).digest("hex"));
  const given = Buffer.from(proof);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The Graph `/me` answer for `person` with only `fields` (id always). */
export function meFields(person: FacebookPerson, fields: string[], base: string): Record<string, unknown> {
  const all: Record<string, unknown> = {
    id: person.id,
    first_name: person.first_name,
    last_name: person.last_name,
    name: `${person.first_name} ${person.last_name}`,
    email: person.email,
    gender: person.gender,
    birthday: person.birthday,
    picture: { data: { height: 50, width: 50, is_silhouette: false, url: `${base}/picture/${person.id}.svg` } },
  };
  return Object.fromEntries(Object.entries(all).filter(([k]) => k === "id" || fields.includes(k)));
}

export function dialogPage(params: URLSearchParams): string {
  const hidden = ["client_id", "redirect_uri", "state"]
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(params.get(k) ?? "")}">`)
    .join("");
  const people = Object.entries(FACEBOOK_PEOPLE)
    .map(
      ([name, p]) => `<li><button name="person" value="${name}">Continue as ${escapeHtml(`${p.first_name} ${p.last_name}`)}</button></li>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Log in with Facebook (local stand-in)</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1c1e21}button{font:inherit;padding:.6rem 1rem;margin:.25rem 0;width:100%;border-radius:6px;border:1px solid #1b4fa8;background:#1b4fa8;color:#fff;cursor:pointer}button[value=cancel]{background:#fff;color:#1c1e21;border-color:#8a8d91}ul{list-style:none;padding:0}</style></head>
<body><main><h1>Log in with Facebook</h1><p>A local stand-in for Facebook's dialog (scripts/local-facebook.ts). Who logs in?</p>
<form method="get" action="/dialog/oauth/confirm">${hidden}<ul>${people}</ul><button name="person" value="cancel">Cancel</button></form></main></body></html>`;
}
