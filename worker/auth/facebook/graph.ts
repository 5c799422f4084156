/**
 * Why: every question the Worker asks Facebook goes through this small interface (auth.md §3
 * Facebook profile, §7 /v3/facebook/*; docs/decisions/020), so the callers never build Graph URLs
 * and the one production implementation runs everywhere: in production against graph.facebook.com,
 * locally and in tests against the Graph stand-in of scripts/local-facebook.ts (the URLs are
 * `[vars]`). Each call carries `appsecret_proof` = HMAC-SHA256(app secret, access token) as hex:
 * Graph then answers only for tokens issued to *our* app (a token another app got for the same
 * person is refused), which is what makes "the token belongs to this Facebook id" meaningful.
 * A refusal by Graph is a GraphRefusal; Graph unreachable or unconfigured is PROVIDER_UNAVAILABLE.
 */
import { ApiError } from "~common/errors";
import { config } from "../../platform/config";

/** The raw Graph answer for /me (only the fields asked for are present). */
export interface GraphPerson {
  id: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  gender?: string;
  /** MM/DD/YYYY (or MM/DD, YYYY: what the person shares). */
  birthday?: string;
  picture?: { data?: { url?: string; is_silhouette?: boolean } };
}

export interface FacebookGraph {
  /** GET /me?fields=… for the token's person. */
  me(accessToken: string, fields: readonly string[]): Promise<GraphPerson>;
  /** GET /oauth/access_token: the OAuth dialog's code for a user access token. */
  exchangeCode(code: string, redirectUri: string): Promise<string>;
  /** The OAuth dialog's URL for the popup. */
  dialogUrl(redirectUri: string, state: string): string;
}

/** Graph refused the call (an invalid, expired or other app's token, a bad code): Graph's own words in `message`. */
export class GraphRefusal extends Error {
  override name = "GraphRefusal";
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/**
 * HMAC-SHA256 of the access token keyed by the app secret, as Graph wants it.
 *
 * @example
 * await appSecretProof("app-secret", "EAAB…"); // "3f1c…" (64 hex digits)
 */
export async function appSecretProof(appSecret: string, accessToken: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(appSecret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return hex(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(accessToken)));
}

const unavailable = (why: string) => {
  console.warn(`facebook: ${why}`);
  return new ApiError("PROVIDER_UNAVAILABLE", { data: { field: "facebook" } });
};

/**
 * The Graph API client of this deployment's configuration.
 *
 * @example
 * const person = await facebookGraph(c.env).me(token, ["id", "email"]);
 */
export function facebookGraph(env: Env): FacebookGraph {
  const { FACEBOOK_GRAPH_URL, FACEBOOK_DIALOG_URL, FACEBOOK_APP_ID } = config(env);
  const secret = (env as unknown as Record<string, unknown>).FACEBOOK_APP_SECRET;
  const base = FACEBOOK_GRAPH_URL.replace(/\/$/, "");
  const appSecret = () => {
    if (typeof secret !== "string" || secret === "") throw unavailable("FACEBOOK_APP_SECRET is not set");
    return secret;
  };

  async function get(path: string, params: Record<string, string>): Promise<Record<string, unknown>> {
    const url = new URL(`${base}${path}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    let res: Response;
    try {
      res = await fetch(url, { headers: { accept: "application/json" } });
    } catch (err) {
      throw unavailable(`Graph not reachable: ${(err as Error).message}`);
    }
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (res.ok && body) return body;
    const error = body?.error as { message?: string; code?: number } | undefined;
    // Graph's OAuthException (code 190 and friends) comes as 400/401/403; anything else is Graph failing.
    if (res.status >= 500 || !error) throw unavailable(`Graph answered ${res.status}`);
    throw new GraphRefusal(`${error.code ?? "?"}: ${error.message ?? "refused"}`);
  }

  return {
    async me(accessToken, fields) {
      const body = await get("/me", {
        fields: fields.join(","),
        access_token: accessToken,
        appsecret_proof: await appSecretProof(appSecret(), accessToken),
      });
      if (typeof body.id !== "string" || body.id === "") throw new GraphRefusal("no id in /me");
      return body as unknown as GraphPerson;
    },
    async exchangeCode(code, redirectUri) {
      const body = await get("/oauth/access_token", {
        client_id: FACEBOOK_APP_ID,
        client_secret: appSecret(),
        redirect_uri: redirectUri,
        code,
      });
      if (typeof body.access_token !== "string") throw new GraphRefusal("no access_token");
      return body.access_token;
    },
    dialogUrl(redirectUri, state) {
      const url = new URL(FACEBOOK_DIALOG_URL);
      url.searchParams.set("client_id", FACEBOOK_APP_ID);
      url.searchParams.set("redirect_uri", redirectUri);
      url.searchParams.set("state", state);
      url.searchParams.set("response_type", "code");
      // §7: the SDK's scopes; email is all recovery needs, public_profile comes with every token.
      url.searchParams.set("scope", "public_profile,email");
      return url.toString();
    },
  };
}
