/**
 * Why: the /connect/facebook/ popup (auth.md §7 "A popup GET /connect/facebook/", §6
 * dweb_unauth_fb_login_account_recovery_flow; docs/decisions/020) stands in for the Facebook SDK:
 * the Worker sends the browser to Facebook's OAuth dialog and swaps the code it brings back for the
 * person's id and access token, which the page then gives to login_data. The flow is decision
 * 017's: a random `state` stored in oidc_flows (provider "facebook"; no PKCE or nonce, which
 * Facebook's dialog does not take) and bound to the browser by the `oidc_flow` cookie, used once.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { ApiError } from "~common/errors";
// The popup's page (app/routes/auth/facebook/connect-facebook.tsx) is the dialog's redirect URI.
import { OIDC_FLOW_SECONDS } from "~common/auth/constants";
import { CONNECT_FACEBOOK_PATH } from "~common/auth/facebook/constants";
import type { ApiEnv } from "../../platform/types";
import { FLOW_COOKIE, randomToken, sha256 } from "../federated";
import { facebookGraph, GraphRefusal, type FacebookGraph } from "./graph";

const PROVIDER = "facebook";
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Starts a flow and answers the dialog's URL.
 *
 * @example
 * const { dialog_url } = await startFacebookConnect(c);
 */
export async function startFacebookConnect(c: Context<ApiEnv>, graph: FacebookGraph = facebookGraph(c.env)) {
  const state = randomToken();
  const binding = getCookie(c, FLOW_COOKIE) ?? randomToken();
  const redirectUri = new URL(CONNECT_FACEBOOK_PATH, c.req.url).toString();
  const dialogUrl = graph.dialogUrl(redirectUri, state);
  const now = nowSeconds();
  await c.env.DB.batch([
    c.env.DB.prepare("DELETE FROM oidc_flows WHERE expires_at < ?").bind(now),
    c.env.DB.prepare(
      "INSERT INTO oidc_flows (state, provider, code_verifier, nonce, redirect_uri, binding, created_at, expires_at) VALUES (?, ?, '', ?, ?, ?, ?, ?)",
    ).bind(state, PROVIDER, randomToken(), redirectUri, await sha256(binding), now, now + OIDC_FLOW_SECONDS),
  ]);
  setCookie(c, FLOW_COOKIE, binding, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: new URL(c.req.url).protocol === "https:",
    maxAge: OIDC_FLOW_SECONDS,
  });
  return { dialog_url: dialogUrl };
}

/**
 * The dialog's code for the person's Facebook id and access token. OAUTH_STATE_INVALID when the
 * state is unknown, expired, used, or another browser's; FACEBOOK_TOKEN_INVALID when Facebook
 * refuses the code.
 */
export async function finishFacebookConnect(c: Context<ApiEnv>, code: string, state: string, graph: FacebookGraph = facebookGraph(c.env)) {
  const binding = getCookie(c, FLOW_COOKIE);
  const now = nowSeconds();
  const flow = await c.env.DB.prepare(
    "SELECT redirect_uri, binding, expires_at, exchanged_at FROM oidc_flows WHERE state = ? AND provider = ?",
  )
    .bind(state, PROVIDER)
    .first<{ redirect_uri: string; binding: string; expires_at: number; exchanged_at: number | null }>();
  if (!flow || flow.expires_at < now || flow.exchanged_at !== null || !binding || flow.binding !== (await sha256(binding))) {
    throw new ApiError("OAUTH_STATE_INVALID", { data: { field: PROVIDER } });
  }
  const claimed = await c.env.DB.prepare("UPDATE oidc_flows SET exchanged_at = ?, consumed_at = ? WHERE state = ? AND exchanged_at IS NULL")
    .bind(now, now, state)
    .run();
  if (claimed.meta.changes !== 1) throw new ApiError("OAUTH_STATE_INVALID", { data: { field: PROVIDER } });
  try {
    const token = await graph.exchangeCode(code, flow.redirect_uri);
    const person = await graph.me(token, ["id"]);
    return { facebook_id: person.id, facebook_token: token };
  } catch (err) {
    if (!(err instanceof GraphRefusal)) throw err;
    console.warn(`facebook: ${err.message}`);
    throw new ApiError("FACEBOOK_TOKEN_INVALID", { data: { field: PROVIDER } });
  }
}
