/**
 * Why: the OpenID providers the Worker trusts (auth.md §1 Google and Line, enterprise SSO),
 * configured by issuer URL and client id and client secret as a `wrangler secret` (docs/deploying.md,
 * "Identity providers"). Google and Line have a var each; the enterprise identity providers are the
 * entries of SSO_IDPS (docs/decisions/018), addressed as `sso:{idp}`. Local runs and tests point
 * the issuers at scripts/local-oidc.ts.
 */
import { ApiError } from "~common/errors";
import { config } from "../../platform/config";

/** `sso:{idp}`: an enterprise identity provider of SSO_IDPS (migrations/0043 maps domains to it). */
export type SsoProviderId = `sso:${string}`;
export type OidcProviderId = "google" | "line" | SsoProviderId;
/** What user_identities.provider and error `data.field` say: the kind of provider (auth.md §3 origin codes g, ln, sso). */
export type OidcProviderKind = "google" | "line" | "sso";

export interface OidcProvider {
  id: OidcProviderId;
  kind: OidcProviderKind;
  issuer: string;
  clientId: string;
  /** Absent for a public client (the local providers do not check it). */
  clientSecret: string | undefined;
}

const VARS = {
  google: { issuer: "GOOGLE_OIDC_ISSUER", clientId: "GOOGLE_CLIENT_ID", secret: "GOOGLE_CLIENT_SECRET" },
  line: { issuer: "LINE_OIDC_ISSUER", clientId: "LINE_CLIENT_ID", secret: "LINE_CLIENT_SECRET" },
} as const;

export const providerKind = (id: OidcProviderId): OidcProviderKind => (id.startsWith("sso:") ? "sso" : (id as OidcProviderKind));

const nonEmpty = (v: unknown) => (typeof v === "string" && v !== "" ? v : undefined);

/**
 * The provider's configuration, or PROVIDER_UNAVAILABLE when it is not configured. An SSO
 * provider's secret, if it has one, is the secret SSO_CLIENT_SECRET_{IDP} (upper case, `-` as `_`).
 *
 * @example
 * const google = oidcProvider(c.env, "google");
 * const acme = oidcProvider(c.env, "sso:acme");
 */
export function oidcProvider(env: Env, id: OidcProviderId): OidcProvider {
  const vars = env as unknown as Record<string, unknown>;
  const kind = providerKind(id);
  let issuer: string | undefined;
  let clientId: string | undefined;
  let secret: string | undefined;
  if (kind === "sso") {
    const idp = id.slice(4);
    const entry = Object.hasOwn(config(env).SSO_IDPS, idp) ? config(env).SSO_IDPS[idp] : undefined;
    issuer = entry?.issuer;
    clientId = entry?.client_id;
    secret = nonEmpty(vars[`SSO_CLIENT_SECRET_${idp.toUpperCase().replace(/-/g, "_")}`]);
  } else {
    const names = VARS[kind];
    issuer = nonEmpty(vars[names.issuer]);
    clientId = nonEmpty(vars[names.clientId]);
    secret = nonEmpty(vars[names.secret]);
  }
  if (!issuer || !clientId) throw new ApiError("PROVIDER_UNAVAILABLE", { data: { field: kind } });
  return { id, kind, issuer: issuer.replace(/\/$/, ""), clientId, clientSecret: secret };
}
