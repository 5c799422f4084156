/**
 * ID token verification (worker/auth/federated/id-token.ts) against a real local OpenID provider
 * (oauth2-mock-server: discovery, JWKS, RS256 keys): one test per refusal of auth.md §1's
 * security rules (docs/decisions/017), plus the token that passes.
 */
import { SignJWT } from "jose";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { IdTokenError, verifyIdToken, type IdTokenRefusal } from "~worker/auth/federated/id-token";
import type { OidcProvider } from "~worker/auth/federated/providers";

const CLIENT_ID = "pinboard-test-client";
const NONCE = "nonce-of-the-flow";
let idp: OAuth2Server;
let stranger: OAuth2Server;
let provider: OidcProvider;

beforeAll(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate("RS256");
  await idp.start(0, "127.0.0.1");
  idp.issuer.url = `http://127.0.0.1:${idp.address().port}`;
  // Another issuer whose keys the first one never published.
  stranger = new OAuth2Server();
  await stranger.issuer.keys.generate("RS256");
  await stranger.start(0, "127.0.0.1");
  stranger.issuer.url = idp.issuer.url;
  provider = { id: "google", kind: "google", issuer: idp.issuer.url, clientId: CLIENT_ID, clientSecret: undefined };
});
afterAll(async () => {
  await idp.stop();
  await stranger.stop();
});

type Claims = Record<string, unknown>;
const token = (claims: Claims = {}, opts: { expiresIn?: number; server?: OAuth2Server } = {}) =>
  (opts.server ?? idp).issuer.buildToken({
    expiresIn: opts.expiresIn ?? 3600,
    scopesOrTransform: (_header: unknown, payload: Claims) =>
      Object.assign(payload, { sub: "person-1", aud: CLIENT_ID, nonce: NONCE, email: "p@example.com" }, claims),
  });

async function refusal(jwt: string, nonce = NONCE): Promise<IdTokenRefusal> {
  const err = await verifyIdToken(jwt, provider, nonce).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(IdTokenError);
  return (err as IdTokenError).reason;
}

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");

describe("verifyIdToken", () => {
  test("accepts a token of the issuer, for our client, with the flow's nonce", async () => {
    const claims = await verifyIdToken(await token(), provider, NONCE);
    expect(claims).toMatchObject({ sub: "person-1", email: "p@example.com", nonce: NONCE });
  });

  test("refuses a token from another issuer (iss)", async () => {
    expect(await refusal(await token({ iss: "http://127.0.0.1:1/evil" }))).toBe("iss");
  });

  test("refuses a token for another client (aud)", async () => {
    expect(await refusal(await token({ aud: "someone-elses-client" }))).toBe("aud");
  });

  test("refuses an expired token (exp)", async () => {
    expect(await refusal(await token({}, { expiresIn: -120 }))).toBe("exp");
  });

  test("refuses a token issued in the future or too long ago (iat)", async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await refusal(await token({ iat: now + 3600, nbf: now - 10 }))).toBe("iat");
    expect(await refusal(await token({ iat: now - 7200 }, { expiresIn: 7200 }))).toBe("iat");
  });

  test("refuses a token whose nonce is not the flow's (nonce)", async () => {
    expect(await refusal(await token(), "another-flow")).toBe("nonce");
    expect(await refusal(await token({ nonce: undefined }))).toBe("nonce");
  });

  test("refuses an unsigned token (alg: none)", async () => {
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${b64({ alg: "none", typ: "JWT" })}.${b64({ iss: provider.issuer, aud: CLIENT_ID, sub: "person-1", nonce: NONCE, iat: now, exp: now + 600 })}.`;
    expect(await refusal(unsigned)).toBe("alg");
  });

  test("refuses an HMAC token even with a kid the issuer publishes (alg allow-list)", async () => {
    const now = Math.floor(Date.now() / 1000);
    const kid = idp.issuer.keys.get()!.kid;
    const hs = await new SignJWT({ sub: "person-1", aud: CLIENT_ID, iss: provider.issuer, nonce: NONCE, iat: now, exp: now + 600 })
      .setProtectedHeader({ alg: "HS256", kid })
      .sign(new TextEncoder().encode("a-shared-secret-of-thirty-two-bytes!"));
    expect(await refusal(hs)).toBe("alg");
  });

  test("refuses a token signed with a key the issuer does not publish (unknown kid)", async () => {
    expect(await refusal(await token({}, { server: stranger }))).toBe("kid");
  });

  test("refuses a token whose signature does not match (bad signature)", async () => {
    const [header, payload] = (await token()).split(".");
    const [, , otherSignature] = (await token({ sub: "person-2" })).split(".");
    expect(await refusal(`${header}.${payload}.${otherSignature}`)).toBe("signature");
  });
});
