/**
 * Consumer side of passkeys (consumer "pinboard-web", provider "pinboard-api"; docs/decisions/038),
 * every answer the app acts on:
 *   auth/passkeys/passkeys.server.ts  passkeyRegistrationOptionsRoute (the options and the
 *                          `pin_webauthn` cookie), addPasskeyRoute (the new passkey; a credential
 *                          over a challenge never given: PASSKEY_CEREMONY_EXPIRED),
 *                          passkeyAuthenticationOptionsRoute (log-in options and the cookie),
 *                          passkeyLogInRoute (a session, login type 10; an unknown credential),
 *                          renamePasskeyRoute (renamed; a blank name), removePasskeyRoute (removed
 *                          with the password; a wrong password);
 *   auth/sessions/security.server.ts  passkeysRoute (the list).
 * The credentials of the good interactions are signed by the provider state's software
 * authenticator over the target's own challenges (./states/passkeys.ts).
 *
 * Limits: 1 log-in per verification run (the passkey log-in; the unknown credential is refused
 * before anything is counted but the window), 1 sign-up (the state's account).
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import {
  addPasskeyRoute,
  passkeyAuthenticationOptionsRoute,
  passkeyLogInRoute,
  passkeyEmailCodeRoute,
  passkeyRegistrationOptionsRoute,
  passkeysRoute,
  removePasskeyRoute,
  renamePasskeyRoute,
} from "~common/auth/passkeys/contracts";
import { PASSKEY_LOGIN_TYPE } from "~common/auth/constants";
import { API_ERRORS } from "~common/errors";
import { clientFor, createPact, interaction } from "./interaction";
import { FEDERATED_STATES } from "./states/federated";
import { PASSKEY_PASSWORD, PASSKEY_STATES as STATE } from "./states/passkeys";

const { eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = createPact();

const B64 = (example: string) => regex(/^[A-Za-z0-9_-]+$/, example);
const SESSION_COOKIE_EXAMPLE = "pin_sess=AbCdEfGhIjKlMnOpQrStUv";
const SESSION_COOKIE = fromProviderState("${sessionCookie}", SESSION_COOKIE_EXAMPLE);
const COOKIES_EXAMPLE = `${SESSION_COOKIE_EXAMPLE}; pin_webauthn=q1W2e3R4t5Y6u7I8o9P0aSdFgHjKlZxCvBnMq1W2e3R`;
const PASSKEY_ID_EXAMPLE = "3q2-7wAAAAAAAAAAAAAAAA";
const PASSKEY_ID = fromProviderState("${passkeyId}", PASSKEY_ID_EXAMPLE);
const CEREMONY_SET_COOKIE = regex(
  /^(__Host-)?pin_webauthn=[A-Za-z0-9_-]{43}; Max-Age=300; Path=\/; HttpOnly;( Secure;)? SameSite=Strict$/,
  "pin_webauthn=q1W2e3R4t5Y6u7I8o9P0aSdFgHjKlZxCvBnMq1W2e3R; Max-Age=300; Path=/; HttpOnly; SameSite=Strict",
);
const LOGGED_IN_SET_COOKIE = regex(
  /^(__Host-)?pin_(sess|acct|accts)=[A-Za-z0-9%._-]*; Max-Age=[0-9]+; Path=\/; HttpOnly;( Secure;)? SameSite=Lax$/,
  `${SESSION_COOKIE_EXAMPLE}; Max-Age=7776000; Path=/; HttpOnly; SameSite=Lax`,
);

const PASSKEY = {
  id: B64(PASSKEY_ID_EXAMPLE),
  name: string("Chrome on Linux"),
  authenticator: null,
  device: string("Chrome on Linux"),
  created_at: integer(1795800000),
  last_used_at: null,
  backed_up: false,
};

/** A client data JSON of a create ceremony over a challenge nobody gave ("bm90LWdpdmVu" is "not-given"). */
const UNGIVEN_CLIENT_DATA = Buffer.from(
  JSON.stringify({ type: "webauthn.create", challenge: "bm90LWdpdmVu", origin: "http://127.0.0.1", crossOrigin: false }),
).toString("base64url");

const clientError = (name: keyof typeof API_ERRORS, data?: Record<string, unknown>) => ({
  ok: false,
  status: API_ERRORS[name].status,
  error: { api_error_code: API_ERRORS[name].code, message: API_ERRORS[name].message, http_status: API_ERRORS[name].status, ...(data && { data }) },
});

const registration = (fields: { id: unknown; clientDataJSON: unknown; attestationObject: unknown }) => ({
  id: fields.id,
  rawId: fields.id,
  type: "public-key",
  response: { clientDataJSON: fields.clientDataJSON, attestationObject: fields.attestationObject, transports: ["internal"] },
  authenticatorAttachment: "platform",
  clientExtensionResults: {},
});

describe("the viewer's passkeys (/settings/security)", () => {
  test("the list", async () => {
    await interaction(pact, {
      route: passkeysRoute,
      uponReceiving: "a request for the viewer's passkeys",
      given: { state: STATE.hasPasskey },
      request: { headers: { Cookie: SESSION_COOKIE } },
      response: { data: { passkeys: eachLike(PASSKEY), max: 10 } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(passkeysRoute);
      expect(res).toMatchObject({ ok: true, data: { max: 10 } });
    });
  });

  test("registration options for a fresh proof (the password): a challenge, the relying party, a random user handle, and the ceremony cookie", async () => {
    await interaction(pact, {
      route: passkeyRegistrationOptionsRoute,
      uponReceiving: "a request for passkey registration options with the password",
      given: { state: STATE.viewer },
      request: { json: { password: PASSKEY_PASSWORD }, headers: { Cookie: SESSION_COOKIE } },
      response: {
        data: {
          challenge: B64("c29tZS1jaGFsbGVuZ2U"),
          rp: { id: string("localhost"), name: "Pinboard" },
          user: { id: regex(/^[A-Za-z0-9_-]{43}$/, "q1W2e3R4t5Y6u7I8o9P0aSdFgHjKlZxCvBnMq1W2e3R"), name: string("p@example.com"), displayName: string("Pat") },
          pubKeyCredParams: eachLike({ alg: integer(-7), type: "public-key" }),
          timeout: 300000,
          attestation: "none",
          authenticatorSelection: { residentKey: "required", userVerification: "required" },
        },
        headers: { "Set-Cookie": CEREMONY_SET_COOKIE },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(passkeyRegistrationOptionsRoute, {
        json: { password: PASSKEY_PASSWORD },
      });
      expect(res).toMatchObject({ ok: true, data: { attestation: "none" } });
      expect(res.setCookies[0]).toMatch(/^pin_webauthn=/);
    });
  });

  test("registration options with a session alone: PASSKEY_CONFIRMATION_REQUIRED; a wrong password: PASSKEY_CONFIRMATION_INCORRECT", async () => {
    await interaction(pact, {
      route: passkeyRegistrationOptionsRoute,
      uponReceiving: "a request for passkey registration options with no proof",
      given: { state: STATE.viewer },
      request: { json: {}, headers: { Cookie: SESSION_COOKIE } },
      response: { error: "PASSKEY_CONFIRMATION_REQUIRED" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(passkeyRegistrationOptionsRoute, { json: {} });
      expect(res).toMatchObject(clientError("PASSKEY_CONFIRMATION_REQUIRED"));
    });
    await interaction(pact, {
      route: passkeyRegistrationOptionsRoute,
      uponReceiving: "a request for passkey registration options with a wrong password",
      given: { state: STATE.viewer },
      request: { json: { password: "not-the-password" }, headers: { Cookie: SESSION_COOKIE } },
      response: { error: "PASSKEY_CONFIRMATION_INCORRECT", data: { tries_left: integer(9) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(passkeyRegistrationOptionsRoute, {
        json: { password: "not-the-password" },
      });
      expect(res).toMatchObject(clientError("PASSKEY_CONFIRMATION_INCORRECT", { tries_left: 9 }));
    });
  });

  test("registration options once wrong proofs have locked the log-in: 429 PASSKEY_CHECKS_LIMITED, even with the password", async () => {
    await interaction(pact, {
      route: passkeyRegistrationOptionsRoute,
      uponReceiving: "a request for passkey registration options with the password while the account is locked out",
      given: { state: STATE.lockedOut },
      request: { json: { password: PASSKEY_PASSWORD }, headers: { Cookie: SESSION_COOKIE } },
      response: { error: "PASSKEY_CHECKS_LIMITED", data: { retry_after_seconds: integer(1800) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(passkeyRegistrationOptionsRoute, {
        json: { password: PASSKEY_PASSWORD },
      });
      expect(res).toMatchObject(clientError("PASSKEY_CHECKS_LIMITED", { retry_after_seconds: 1800 }));
    });
  });

  test("an emailed code: sent to an account with neither a password nor two-factor; refused to one with a password", async () => {
    await interaction(pact, {
      route: passkeyEmailCodeRoute,
      uponReceiving: "a request for an emailed proof code from a Google-only viewer",
      given: { state: FEDERATED_STATES.googleViewer },
      request: { headers: { Cookie: SESSION_COOKIE } },
      response: { data: { email_hint: string("p•••@example.com"), expires_at: integer(1795800600) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(passkeyEmailCodeRoute);
      expect(res).toMatchObject({ ok: true, data: { email_hint: "p•••@example.com" } });
    });
    await interaction(pact, {
      route: passkeyEmailCodeRoute,
      uponReceiving: "a request for an emailed proof code from a viewer with a password",
      given: { state: STATE.viewer },
      request: { headers: { Cookie: SESSION_COOKIE } },
      response: { error: "PASSKEY_EMAIL_CODE_UNAVAILABLE" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(passkeyEmailCodeRoute);
      expect(res).toMatchObject(clientError("PASSKEY_EMAIL_CODE_UNAVAILABLE"));
    });
  });

  test("the new passkey", async () => {
    const credential = registration({
      id: fromProviderState("${credentialId}", PASSKEY_ID_EXAMPLE),
      clientDataJSON: fromProviderState("${clientDataJSON}", UNGIVEN_CLIENT_DATA),
      attestationObject: fromProviderState("${attestationObject}", "o2NmbXRkbm9uZQ"),
    });
    await interaction(pact, {
      route: addPasskeyRoute,
      uponReceiving: "a new passkey made over the page's challenge",
      given: { state: STATE.newCredential },
      request: { json: { credential, name: "Work laptop" }, headers: { Cookie: fromProviderState("${cookies}", COOKIES_EXAMPLE) } },
      response: { data: { ...PASSKEY, name: "Work laptop" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: COOKIES_EXAMPLE }).call(addPasskeyRoute, {
        json: {
          credential: registration({ id: PASSKEY_ID_EXAMPLE, clientDataJSON: UNGIVEN_CLIENT_DATA, attestationObject: "o2NmbXRkbm9uZQ" }) as never,
          name: "Work laptop",
        },
      });
      expect(res).toMatchObject({ ok: true, data: { name: "Work laptop" } });
    });
  });

  test("a credential over a challenge never given: PASSKEY_CEREMONY_EXPIRED", async () => {
    const credential = registration({ id: PASSKEY_ID_EXAMPLE, clientDataJSON: UNGIVEN_CLIENT_DATA, attestationObject: "o2NmbXRkbm9uZQ" });
    await interaction(pact, {
      route: addPasskeyRoute,
      uponReceiving: "a new passkey over a challenge the page was never given",
      given: { state: STATE.viewer },
      request: { json: { credential }, headers: { Cookie: SESSION_COOKIE } },
      response: { error: "PASSKEY_CEREMONY_EXPIRED" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(addPasskeyRoute, { json: { credential: credential as never } });
      expect(res).toMatchObject(clientError("PASSKEY_CEREMONY_EXPIRED"));
    });
  });

  test("rename; a blank name is refused", async () => {
    await interaction(pact, {
      route: renamePasskeyRoute,
      uponReceiving: "a new name for the viewer's passkey",
      given: { state: STATE.hasPasskey },
      request: { params: { passkeyId: PASSKEY_ID }, json: { name: "Phone" }, headers: { Cookie: SESSION_COOKIE } },
      response: { data: { ...PASSKEY, name: "Phone", last_used_at: null } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(renamePasskeyRoute, {
        params: { passkeyId: PASSKEY_ID_EXAMPLE },
        json: { name: "Phone" },
      });
      expect(res).toMatchObject({ ok: true, data: { name: "Phone" } });
    });
    await interaction(pact, {
      route: renamePasskeyRoute,
      uponReceiving: "a blank name for the viewer's passkey",
      given: { state: STATE.hasPasskey },
      request: { params: { passkeyId: PASSKEY_ID }, json: { name: "  " }, headers: { Cookie: SESSION_COOKIE } },
      response: { error: "PASSKEY_NAME_MISSING", data: { field: "name" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(renamePasskeyRoute, {
        params: { passkeyId: PASSKEY_ID_EXAMPLE },
        json: { name: "  " },
      });
      expect(res).toMatchObject(clientError("PASSKEY_NAME_MISSING", { field: "name" }));
    });
  });

  test("remove: a wrong password is refused; the password removes it", async () => {
    await interaction(pact, {
      route: removePasskeyRoute,
      uponReceiving: "removing the viewer's passkey with a wrong password",
      given: { state: STATE.hasPasskey },
      request: { params: { passkeyId: PASSKEY_ID }, json: { password: "not-the-password" }, headers: { Cookie: SESSION_COOKIE } },
      response: { error: "PASSKEY_CONFIRMATION_INCORRECT", data: { tries_left: integer(9) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(removePasskeyRoute, {
        params: { passkeyId: PASSKEY_ID_EXAMPLE },
        json: { password: "not-the-password" },
      });
      expect(res).toMatchObject(clientError("PASSKEY_CONFIRMATION_INCORRECT", { tries_left: 9 }));
    });
    await interaction(pact, {
      route: removePasskeyRoute,
      uponReceiving: "removing the viewer's passkey with the password",
      given: { state: STATE.hasPasskey },
      request: { params: { passkeyId: PASSKEY_ID }, json: { password: PASSKEY_PASSWORD }, headers: { Cookie: SESSION_COOKIE } },
      response: { data: { passkeys: [], max: 10 } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(removePasskeyRoute, {
        params: { passkeyId: PASSKEY_ID_EXAMPLE },
        json: { password: PASSKEY_PASSWORD },
      });
      expect(res).toMatchObject({ ok: true, data: { passkeys: [] } });
    });
  });
});

describe("logging in with a passkey", () => {
  test("log-in options: a challenge for any passkey of the site, user verification required, and the ceremony cookie", async () => {
    await interaction(pact, {
      route: passkeyAuthenticationOptionsRoute,
      uponReceiving: "a request for passkey log-in options",
      request: { json: { purpose: "login" } },
      response: {
        data: { challenge: B64("c29tZS1jaGFsbGVuZ2U"), rpId: string("localhost"), timeout: 300000, userVerification: "required" },
        headers: { "Set-Cookie": CEREMONY_SET_COOKIE },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(passkeyAuthenticationOptionsRoute, { json: { purpose: "login" } });
      expect(res).toMatchObject({ ok: true, data: { userVerification: "required" } });
    });
  });

  const assertion = (f: Record<"id" | "clientDataJSON" | "authenticatorData" | "signature" | "userHandle", unknown>) => ({
    id: f.id,
    rawId: f.id,
    type: "public-key",
    response: { clientDataJSON: f.clientDataJSON, authenticatorData: f.authenticatorData, signature: f.signature, userHandle: f.userHandle },
    authenticatorAttachment: "platform",
    clientExtensionResults: {},
  });
  const EXAMPLE = {
    id: PASSKEY_ID_EXAMPLE,
    clientDataJSON: UNGIVEN_CLIENT_DATA,
    authenticatorData: "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAA",
    signature: "MEUCIQDlF0H8wF0",
    userHandle: "q1W2e3R4t5Y6u7I8o9P0aSdFgHjKlZxCvBnMq1W2e3R",
  };

  test("a signed challenge of the page's: a session, login type 10", async () => {
    const credential = assertion({
      id: fromProviderState("${credentialId}", EXAMPLE.id),
      clientDataJSON: fromProviderState("${clientDataJSON}", EXAMPLE.clientDataJSON),
      authenticatorData: fromProviderState("${authenticatorData}", EXAMPLE.authenticatorData),
      signature: fromProviderState("${signature}", EXAMPLE.signature),
      userHandle: fromProviderState("${userHandle}", EXAMPLE.userHandle),
    });
    await interaction(pact, {
      route: passkeyLogInRoute,
      uponReceiving: "a passkey log-in over the page's challenge",
      given: { state: STATE.signedLogIn },
      request: { json: { credential }, headers: { Cookie: fromProviderState("${cookies}", "pin_webauthn=q1W2e3R4t5Y6u7I8o9P0aSdFgHjKlZxCvBnMq1W2e3R") } },
      response: {
        data: {
          user: {
            id: string("3f0c2d1e-0000-4000-8000-000000000000"),
            username: string("pat"),
            full_name: string("Pat"),
            image_large_url: null,
            avatar_color_index: integer(3),
            is_partner: false,
          },
          login_type: PASSKEY_LOGIN_TYPE,
        },
        headers: { "Set-Cookie": LOGGED_IN_SET_COOKIE },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: "pin_webauthn=q1W2e3R4t5Y6u7I8o9P0aSdFgHjKlZxCvBnMq1W2e3R" }).call(passkeyLogInRoute, {
        json: { credential: assertion(EXAMPLE) as never },
      });
      expect(res).toMatchObject({ ok: true, data: { login_type: PASSKEY_LOGIN_TYPE } });
    });
  });

  test("a credential over a challenge never given: PASSKEY_CEREMONY_EXPIRED", async () => {
    await interaction(pact, {
      route: passkeyLogInRoute,
      uponReceiving: "a passkey log-in over a challenge the page was never given",
      request: { json: { credential: assertion(EXAMPLE) } },
      response: { error: "PASSKEY_CEREMONY_EXPIRED" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(passkeyLogInRoute, { json: { credential: assertion(EXAMPLE) as never } });
      expect(res).toMatchObject(clientError("PASSKEY_CEREMONY_EXPIRED"));
    });
  });
});
