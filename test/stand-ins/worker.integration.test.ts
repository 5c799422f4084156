/**
 * The stand-ins Worker (stand-ins/worker.ts) under Miniflare, bundled as wrangler would bundle it:
 * its issuers' discovery documents name themselves, a code flow with PKCE yields an RS256 ID token
 * for the login hint that verifies against the JWKS with the product's own checks' inputs (issuer,
 * audience, nonce), and the Graph stand-in answers /me for the dialog's person with appsecret_proof.
 * Then the product's built Worker, pointed at it with the vars its / page lists, signs a Google
 * person in and exchanges a Facebook dialog's code through it, as staging's would.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { build } from "esbuild";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { afterAll, beforeAll, expect, test } from "vitest";
import { FACEBOOK_PEOPLE, LOCAL_CLIENT_IDS, LOCAL_FACEBOOK_APP_ID, LOCAL_FACEBOOK_APP_SECRET } from "../../scripts/local-identities";
import { startWorker } from "../support/worker-harness";

let mf: Miniflare;
let base: URL;

beforeAll(async () => {
  const bundled = await build({
    entryPoints: [resolve(import.meta.dirname, "../../stand-ins/worker.ts")],
    bundle: true,
    format: "esm",
    platform: "neutral",
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["module", "main"],
    external: ["node:*"],
    write: false,
  });
  mf = new Miniflare(
    convertV4MiniflareOptions({
      host: "127.0.0.1",
      port: 0,
      workers: [
        {
          name: "pinboard-stand-ins",
          modules: [{ type: "ESModule", path: "worker.js", contents: bundled.outputFiles[0]!.text }],
          compatibilityDate: "2026-10-12",
          compatibilityFlags: ["nodejs_compat"],
        },
      ],
    }),
  );
  base = await mf.ready;
});
afterAll(async () => {
  await mf?.dispose();
});

test("each issuer's discovery document names it and its endpoints", async () => {
  for (const path of ["/google", "/line", "/sso/acme", "/sso/globex"]) {
    const doc = (await (await fetch(new URL(`${path}/.well-known/openid-configuration`, base))).json()) as Record<string, string>;
    expect(doc.issuer).toBe(new URL(path, base).href);
    expect(doc.jwks_uri).toBe(`${doc.issuer}/jwks`);
  }
  const vars = ((await (await fetch(base)).json()) as { vars: Record<string, string> }).vars;
  expect(vars.GOOGLE_OIDC_ISSUER).toBe(new URL("/google", base).href);
});

test("a code flow with PKCE yields an ID token for the login hint, verified by the JWKS", async () => {
  const issuer = new URL("/google", base).href;
  const verifier = randomBytes(32).toString("base64url");
  const authorize = new URL(`${issuer}/authorize`);
  const redirectUri = "https://staging.example/oauth/google/callback/";
  for (const [k, v] of Object.entries({
    client_id: LOCAL_CLIENT_IDS.google,
    redirect_uri: redirectUri,
    state: "s1",
    nonce: "n1",
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    login_hint: "jane.stand-in@example.com",
  }))
    authorize.searchParams.set(k, v);
  const back = await fetch(authorize, { redirect: "manual" });
  expect(back.status).toBe(302);
  const location = new URL(back.headers.get("location")!);
  expect(location.searchParams.get("state")).toBe("s1");
  const form = (code_verifier: string) =>
    new URLSearchParams({
      grant_type: "authorization_code",
      code: location.searchParams.get("code")!,
      redirect_uri: redirectUri,
      client_id: LOCAL_CLIENT_IDS.google,
      code_verifier,
    });
  expect((await fetch(`${issuer}/token`, { method: "POST", body: form("wrong") })).status).toBe(400);
  const token = (await (await fetch(`${issuer}/token`, { method: "POST", body: form(verifier) })).json()) as { id_token: string };
  const { payload } = await jwtVerify(token.id_token, createRemoteJWKSet(new URL(`${issuer}/jwks`)), {
    issuer,
    audience: LOCAL_CLIENT_IDS.google,
  });
  expect(payload).toMatchObject({ email: "jane.stand-in@example.com", email_verified: true, nonce: "n1" });
});

test("the Graph stand-in's dialog hands back a code whose token /me answers for, with appsecret_proof", async () => {
  const graph = new URL("/facebook/v21.0", base).href;
  const redirectUri = "https://staging.example/connect/facebook/";
  const confirm = new URL(`${graph}/dialog/oauth/confirm`);
  for (const [k, v] of Object.entries({ client_id: LOCAL_FACEBOOK_APP_ID, redirect_uri: redirectUri, state: "s2", person: "nora" }))
    confirm.searchParams.set(k, v);
  const code = new URL((await fetch(confirm, { redirect: "manual" })).headers.get("location")!).searchParams.get("code")!;
  const exchange = new URL(`${graph}/oauth/access_token`);
  for (const [k, v] of Object.entries({
    client_id: LOCAL_FACEBOOK_APP_ID,
    client_secret: LOCAL_FACEBOOK_APP_SECRET,
    redirect_uri: redirectUri,
    code,
  }))
    exchange.searchParams.set(k, v);
  const { access_token } = (await (await fetch(exchange)).json()) as { access_token: string };
  const me = new URL(`${graph}/me`);
  me.searchParams.set("fields", "id,first_name,email");
  me.searchParams.set("access_token", access_token);
  me.searchParams.set("appsecret_proof", createHmac("sha256", LOCAL_FACEBOOK_APP_SECRET).update(access_token).digest("hex"));
  expect(await (await fetch(me)).json()).toEqual({ id: FACEBOOK_PEOPLE.nora.id, first_name: "Nora", email: FACEBOOK_PEOPLE.nora.email });
  me.searchParams.set("appsecret_proof", "0".repeat(64));
  expect((await fetch(me)).status).toBe(400);
});

test("the product's Worker, pointed at the stand-ins, completes a Google sign-in and a Facebook code exchange through them", async () => {
  const vars = ((await (await fetch(base)).json()) as { vars: Record<string, string> }).vars;
  const worker = await startWorker({ ...vars, FACEBOOK_APP_SECRET: LOCAL_FACEBOOK_APP_SECRET });
  try {
    const post = (path: string, body: unknown, cookie?: string) =>
      worker.fetch(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(cookie && { Cookie: cookie }) },
        body: JSON.stringify(body),
      });
    const flowCookie = (res: Response) =>
      res.headers
        .getSetCookie()
        .find((c) => c.startsWith("oidc_flow="))!
        .split(";")[0]!;

    const started = await post("/v3/oauth/google/start/", { login_hint: "stand-in.person@example.com" });
    const { authorization_url } = ((await started.json()) as { resource_response: { data: { authorization_url: string } } })
      .resource_response.data;
    expect(authorization_url.startsWith(vars.GOOGLE_OIDC_ISSUER!)).toBe(true);
    const back = new URL((await fetch(authorization_url, { redirect: "manual" })).headers.get("location")!);
    const token = await post(
      "/v3/oauth/google/token/",
      { code: back.searchParams.get("code"), state: back.searchParams.get("state") },
      flowCookie(started),
    );
    expect(token.status).toBe(200);
    expect(((await token.json()) as { resource_response: { data: { id_token?: string } } }).resource_response.data.id_token).toBeTruthy();

    const connect = await post("/v3/facebook/connect/start/", {});
    const dialog = new URL(
      ((await connect.json()) as { resource_response: { data: { dialog_url: string } } }).resource_response.data.dialog_url,
    );
    const confirm = new URL(`${dialog.pathname}/confirm`, dialog);
    for (const k of ["client_id", "redirect_uri", "state"]) confirm.searchParams.set(k, dialog.searchParams.get(k) ?? "");
    confirm.searchParams.set("person", "nora");
    const fb = new URL((await fetch(confirm, { redirect: "manual" })).headers.get("location")!);
    const exchanged = await post(
      "/v3/facebook/connect/token/",
      { code: fb.searchParams.get("code"), state: fb.searchParams.get("state") },
      flowCookie(connect),
    );
    expect(exchanged.status).toBe(200);
    expect(((await exchanged.json()) as { resource_response: { data: { facebook_id: string } } }).resource_response.data.facebook_id).toBe(
      FACEBOOK_PEOPLE.nora.id,
    );
  } finally {
    await worker.close();
  }
});
