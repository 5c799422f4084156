/**
 * Why: the OpenID providers the Worker trusts (auth.md §1 Google and Line), configured by issuer
 * URL and client id in wrangler.toml [vars] and client secret as a `wrangler secret` (README,
 * "Federated sign-in"). Local runs and tests point the issuers at scripts/local-oidc.ts.
 */
import { ApiError } from "~common/errors";

export type OidcProviderId = "google" | "line";

export interface OidcProvider {
  id: OidcProviderId;
  issuer: string;
  clientId: string;
  /** Absent for a public client (the local providers do not check it). */
  clientSecret: string | undefined;
}

const VARS: Record<OidcProviderId, { issuer: string; clientId: string; secret: string }> = {
  google: { issuer: "GOOGLE_OIDC_ISSUER", clientId: "GOOGLE_CLIENT_ID", secret: "GOOGLE_CLIENT_SECRET" },
  line: { issuer: "LINE_OIDC_ISSUER", clientId: "LINE_CLIENT_ID", secret: "LINE_CLIENT_SECRET" },
};

/**
 * The provider's configuration, or PROVIDER_UNAVAILABLE when its vars are not set.
 *
 * @example
 * const google = oidcProvider(c.env, "google");
 */
export function oidcProvider(env: Env, id: OidcProviderId): OidcProvider {
  const vars = env as unknown as Record<string, unknown>;
  const names = VARS[id];
  const issuer = vars[names.issuer];
  const clientId = vars[names.clientId];
  const secret = vars[names.secret];
  if (typeof issuer !== "string" || issuer === "" || typeof clientId !== "string" || clientId === "") {
    throw new ApiError("PROVIDER_UNAVAILABLE", { data: { field: id } });
  }
  return { id, issuer: issuer.replace(/\/$/, ""), clientId, clientSecret: typeof secret === "string" && secret !== "" ? secret : undefined };
}
