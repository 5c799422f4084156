/**
 * Why: a local stand-in for the part of Facebook the Worker still talks to (auth.md §7
 * /v3/facebook/*, the /connect/facebook/ popup; docs/decisions/020), so `npm start` and the tests
 * run the Worker's production Graph client (worker/auth/facebook/graph.ts) against a real HTTP
 * server and never reach the internet. It speaks the Graph subset that client uses:
 *   - GET /me?fields=…&access_token=…&appsecret_proof=… — the token's person, only the fields
 *     asked for; appsecret_proof must be HMAC-SHA256(app secret, token) in hex, or Graph's
 *     OAuthException answer (as for an unknown token);
 *   - GET /dialog/oauth?client_id&redirect_uri&state — the OAuth dialog, a small page listing the
 *     seeded people and a Cancel, which returns to redirect_uri with `code` and `state`, or with
 *     error=access_denied&error_reason=user_denied as Facebook does when the person refuses;
 *   - GET /oauth/access_token?client_id&client_secret&redirect_uri&code — the code for a token.
 * The seeded people (FACEBOOK_PEOPLE) each have a fixed token for tests; scripts/seed links the
 * first two to local accounts (Facebook-only, and Facebook with a password).
 */
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import {
  dialogPage,
  FACEBOOK_PEOPLE,
  LOCAL_FACEBOOK_APP_ID,
  LOCAL_FACEBOOK_APP_SECRET,
  meFields,
  oauthError,
  proofMatches,
  type FacebookPerson,
  type FacebookPersonName,
} from "./local-identities";

/** The port `npm start` gives it (tests use a free port), beside the OpenID issuers' 8480–8483. */
export const LOCAL_FACEBOOK_PORT = 8484;
// The people, the app and the Graph answers: ./local-identities.ts, shared with stand-ins/.
export {
  dialogPage,
  FACEBOOK_PEOPLE,
  LOCAL_FACEBOOK_APP_ID,
  LOCAL_FACEBOOK_APP_SECRET,
  meFields,
  oauthError,
  proofMatches,
  type FacebookPerson,
  type FacebookPersonName,
} from "./local-identities";

export interface LocalFacebook {
  url: string;
  /** The Worker vars that point it here (wrangler.toml [vars] names, and the secret). */
  vars: Record<string, string>;
  close: () => Promise<void>;
}

/**
 * Starts the stand-in on `port` (0: a free one).
 *
 * @example
 * const facebook = await startLocalFacebook({ port: 0 });
 * // … startWorker({ ...facebook.vars }) … then await facebook.close()
 */
export async function startLocalFacebook({ port }: { port: number }): Promise<LocalFacebook> {
  const tokens = new Map<string, FacebookPerson>(Object.values(FACEBOOK_PEOPLE).map((p) => [p.token, p]));
  const codes = new Map<string, { person: FacebookPerson; redirectUri: string }>();
  let base = "";
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", base);
    const q = url.searchParams;
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
      res.end(JSON.stringify(body));
    };
    const path = url.pathname.replace(/^\/v\d+\.\d+(?=\/)/, ""); // Graph paths may carry a version
    if (req.method !== "GET") return json(405, oauthError("Unsupported method", 100));
    if (path === "/me") {
      const token = q.get("access_token") ?? "";
      const person = tokens.get(token);
      if (!person) return json(400, oauthError("Invalid OAuth access token - Cannot parse access token"));
      if (!proofMatches(token, q.get("appsecret_proof") ?? ""))
        return json(400, oauthError("Invalid appsecret_proof provided in the API argument", 100));
      return json(200, meFields(person, (q.get("fields") ?? "").split(","), base));
    }
    if (path === "/oauth/access_token") {
      const grant = codes.get(q.get("code") ?? "");
      if (q.get("client_id") !== LOCAL_FACEBOOK_APP_ID || q.get("client_secret") !== LOCAL_FACEBOOK_APP_SECRET)
        return json(400, oauthError("Error validating client secret.", 1));
      if (!grant || grant.redirectUri !== q.get("redirect_uri"))
        return json(400, oauthError("This authorization code has expired or was used.", 100));
      codes.delete(q.get("code")!);
      const token = `local-fb-${randomBytes(18).toString("base64url")}`;
      tokens.set(token, grant.person);
      return json(200, { access_token: token, token_type: "bearer", expires_in: 5183944 });
    }
    if (path === "/dialog/oauth" || path === "/dialog/oauth/confirm") {
      const redirect = q.get("redirect_uri") ?? "";
      if (q.get("client_id") !== LOCAL_FACEBOOK_APP_ID || !/^https?:\/\//.test(redirect)) {
        res.writeHead(400, { "content-type": "text/plain; charset=utf-8" });
        return res.end("Invalid app ID or redirect_uri");
      }
      if (path === "/dialog/oauth") {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
        return res.end(dialogPage(q));
      }
      const back = new URL(redirect);
      const person = FACEBOOK_PEOPLE[q.get("person") as FacebookPersonName] as FacebookPerson | undefined;
      if (person) {
        const code = randomBytes(18).toString("base64url");
        codes.set(code, { person, redirectUri: redirect });
        back.searchParams.set("code", code);
      } else {
        back.searchParams.set("error", "access_denied");
        back.searchParams.set("error_code", "200");
        back.searchParams.set("error_description", "Permissions error");
        back.searchParams.set("error_reason", "user_denied");
      }
      back.searchParams.set("state", q.get("state") ?? "");
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    const picture = /^\/picture\/(\d+)\.svg$/.exec(path);
    if (picture) {
      res.writeHead(200, { "content-type": "image/svg+xml" });
      return res.end(`<svg xmlns="http://www.w3.org/2000/svg" width="50" height="50"><rect width="50" height="50" fill="#1b4fa8"/></svg>`);
    }
    return json(404, oauthError("Unknown path components", 2500));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`;
  return {
    url: base,
    vars: {
      FACEBOOK_GRAPH_URL: `${base}/v21.0`,
      FACEBOOK_DIALOG_URL: `${base}/v21.0/dialog/oauth`,
      FACEBOOK_APP_ID: LOCAL_FACEBOOK_APP_ID,
      FACEBOOK_APP_SECRET: LOCAL_FACEBOOK_APP_SECRET,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
