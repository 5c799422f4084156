/**
 * Consumer side of enterprise SSO (auth.md §3 SSO check result and token exchange, §5, §7, §8.2;
 * docs/decisions/018): the calls the app makes through the API client, with the answers it acts on:
 *   sso.server.ts ssoCheckFor (the email step's /resources/email-status?check=sso and
 *                 /signup/sso-business-account's loader): ssoInfoRoute for an SSO email (the flow
 *                 cookie, mapped by toSsoCheck), for any other email (not SSO), and a malformed
 *                 email (EMAIL_FORMAT: read as not SSO);
 *   sso.server.ts finishSso: ssoTokenRoute ok (the four tokens) / OAUTH_STATE_INVALID; logInRoute
 *                 with sso_user_email and sso_auth_code ok (login type 9) / ID_TOKEN_INVALID /
 *                 SSO_DOMAIN_UNKNOWN; registerRoute type sso ok (a business account) /
 *                 BUSINESS_NAME_MISSING (under its field) / BIRTHDAY_MISSING (under its field).
 * Values only the provider can make (codes, states, tokens, the flow cookie, fresh SSO emails)
 * come from the provider states of ./states/sso.ts.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import { logInRoute, registerRoute } from "~common/auth/contracts";
import { checkSsoTokens, toSsoCheck } from "~common/auth/sso/rules";
import { ssoInfoRoute, ssoTokenRoute } from "~common/auth/sso/contracts";
import { API_ERRORS } from "~common/errors";
import { clientFor, createPact, interaction } from "./interaction";
import { SSO_STATES as STATE } from "./states/sso";

const { boolean, integer, regex, string, fromProviderState } = MatchersV3;
const pact = createPact();

const SSO_EMAIL_EXAMPLE = "pact.mk2x.1a2b3c4d@acme.example";
const SSO_EMAIL = fromProviderState("${ssoEmail}", SSO_EMAIL_EXAMPLE);
const SSO_TOKEN_EXAMPLE = "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJsb2NhbC0xIn0.c2lnbmF0dXJl";
const SSO_TOKEN = fromProviderState("${ssoToken}", SSO_TOKEN_EXAMPLE);
const ADULT_BIRTHDAY = 631152000;

const SESSION_SET_COOKIE = regex(
  /^(pin_sess=[A-Za-z0-9_-]+; Max-Age=[1-9][0-9]*; Path=\/; HttpOnly; SameSite=Lax|__Host-pin_sess=[A-Za-z0-9_-]+; Max-Age=[1-9][0-9]*; Path=\/; HttpOnly; Secure; SameSite=Lax|(__Host-)?pin_acct=[A-Za-z0-9%._-]+; Max-Age=[1-9][0-9]*; Path=\/; HttpOnly;( Secure;)? SameSite=Lax)$/,
  "pin_sess=AbCdEfGhIjKlMnOpQrStUv; Max-Age=7776000; Path=/; HttpOnly; SameSite=Lax",
);
const FLOW_SET_COOKIE = regex(/^oidc_flow=[A-Za-z0-9_-]+; Max-Age=600; Path=\/; HttpOnly;( Secure;)? SameSite=Lax$/, "oidc_flow=AbCdEf0123456789; Max-Age=600; Path=/; HttpOnly; SameSite=Lax");

const loggedInUser = (isPartner: boolean) => ({
  id: string("3f0c8a52-8d4e-4c4e-9a3b-2f5a1c7d9e10"),
  username: string("pactmk2x"),
  full_name: string("Pact"),
  image_large_url: null,
  avatar_color_index: integer(4),
  is_partner: boolean(isPartner),
});

const clientError = (name: keyof typeof API_ERRORS, data?: Record<string, unknown>) => ({
  ok: false,
  status: API_ERRORS[name].status,
  error: { api_error_code: API_ERRORS[name].code, message: API_ERRORS[name].message, http_status: API_ERRORS[name].status, ...(data && { data }) },
});

describe("POST /v3/sso/info/", () => {
  test("an email on an SSO domain: the raw wire form, a flow for the popup, the flow cookie", async () => {
    const email = "pact.info@acme.example";
    await interaction(pact, {
      route: ssoInfoRoute,
      uponReceiving: "an SSO check of an email on an SSO domain",
      given: { state: STATE.domains },
      request: { json: { email } },
      response: {
        data: {
          is_sso: true,
          existing_user: boolean(false),
          existing_user_is_sso: boolean(false),
          authorization_uri: regex(
            /^https?:\/\/.+[?&]code_challenge_method=S256(&|$).*/,
            "http://127.0.0.1:8482/authorize?response_type=code&client_id=pinboard-local-sso-acme&state=s&nonce=n&code_challenge=c&code_challenge_method=S256&login_hint=pact.info%40acme.example",
          ),
          redirect_uri: regex(/^https?:\/\/[^/]+\/oauth\/sso\/callback$/, "http://127.0.0.1:8787/oauth/sso/callback"),
          exchange_code_to_token_info_url: regex(/^https?:\/\/[^/]+\/v3\/sso\/token\/$/, "http://127.0.0.1:8787/v3/sso/token/"),
        },
        headers: { "Set-Cookie": FLOW_SET_COOKIE },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(ssoInfoRoute, { json: { email } });
      expect(res.ok).toBe(true);
      if (!res.ok) return;
      expect(res.setCookies[0]).toMatch(/^oidc_flow=/);
      expect(toSsoCheck(res.data)).toMatchObject({ isSso: true, existingUserIsSso: false, authorizationUri: expect.stringContaining("code_challenge_method=S256") });
    });
  });

  test("an email on any other domain: not SSO, nothing started", async () => {
    const email = "jane@example.com";
    await interaction(pact, {
      route: ssoInfoRoute,
      uponReceiving: "an SSO check of an email on no SSO domain",
      given: { state: STATE.domains },
      request: { json: { email } },
      response: {
        data: { is_sso: false, existing_user: null, existing_user_is_sso: null, authorization_uri: null, redirect_uri: null, exchange_code_to_token_info_url: null },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(ssoInfoRoute, { json: { email } });
      expect(res.ok && toSsoCheck(res.data).isSso).toBe(false);
    });
  });

  test("a malformed email: EMAIL_FORMAT (the form reads it as not SSO)", async () => {
    await interaction(pact, {
      route: ssoInfoRoute,
      uponReceiving: "an SSO check of something that is not an email",
      request: { json: { email: "ann@acme" } },
      response: { error: "EMAIL_FORMAT", data: { field: "email" } },
    }).executeTest(async (mock) => {
      expect(await clientFor(mock).call(ssoInfoRoute, { json: { email: "ann@acme" } })).toMatchObject(clientError("EMAIL_FORMAT", { field: "email" }));
    });
  });
});

describe("POST /v3/sso/token/", () => {
  test("the popup's code and state with this browser's flow cookie: the four tokens", async () => {
    const code = "3408167e-59a2-4ec9-9d0d-6dcfee2ebc6d";
    const state = "rrZPnrOC8e0oK-eixzH0bpjIfQYK1C6kk4R0Bh8sDvU";
    await interaction(pact, {
      route: ssoTokenRoute,
      uponReceiving: "the code and state of this browser's SSO flow",
      given: { state: STATE.codeBack },
      request: {
        json: { code: fromProviderState("${code}", code), state: fromProviderState("${state}", state) },
        headers: { Cookie: fromProviderState("${flowCookie}", "oidc_flow=AbCdEf0123456789") },
      },
      response: { data: { sso_id: string("local-0123456789abcdef0123"), sso_id_token: string(SSO_TOKEN_EXAMPLE), sso_email: string(SSO_EMAIL_EXAMPLE), sso_user_name: string("Pact") } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: "oidc_flow=AbCdEf0123456789" }).call(ssoTokenRoute, { json: { code, state } });
      expect(res.ok).toBe(true);
      if (res.ok) expect(checkSsoTokens(res.data)).toEqual({ ok: true, email: SSO_EMAIL_EXAMPLE, idToken: SSO_TOKEN_EXAMPLE });
    });
  });

  test("a state nobody started: OAUTH_STATE_INVALID (the form shows 'Sorry! Something went wrong on our end.')", async () => {
    const json = { code: "some-code", state: "not-a-state-we-made" };
    await interaction(pact, {
      route: ssoTokenRoute,
      uponReceiving: "an SSO code with a state nobody started",
      request: { json },
      response: { error: "OAUTH_STATE_INVALID", data: { field: "sso" } },
    }).executeTest(async (mock) => {
      expect(await clientFor(mock).call(ssoTokenRoute, { json })).toMatchObject(clientError("OAUTH_STATE_INVALID", { field: "sso" }));
    });
  });
});

describe("POST /v3/sessions/ with SSO (sso_user_email, sso_auth_code)", () => {
  test("an SSO user: logged in, login type SSO 9, the session cookie set", async () => {
    await interaction(pact, {
      route: logInRoute,
      uponReceiving: "an SSO log-in of an SSO user",
      given: { state: STATE.ssoUser },
      request: { json: { sso_user_email: SSO_EMAIL, sso_auth_code: SSO_TOKEN } },
      response: { data: { user: loggedInUser(true), login_type: 9 }, headers: { "Set-Cookie": SESSION_SET_COOKIE } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(logInRoute, { json: { sso_user_email: SSO_EMAIL_EXAMPLE, sso_auth_code: SSO_TOKEN_EXAMPLE } });
      expect(res).toMatchObject({ ok: true, status: 200, data: { login_type: 9 } });
    });
  });

  test("a token that is not a verified SSO token: ID_TOKEN_INVALID on the sso field", async () => {
    const json = { sso_user_email: "pact.someone@acme.example", sso_auth_code: "not-a-token" };
    await interaction(pact, {
      route: logInRoute,
      uponReceiving: "an SSO log-in with a token that is not one",
      given: { state: STATE.domains },
      request: { json },
      response: { error: "ID_TOKEN_INVALID", data: { field: "sso" } },
    }).executeTest(async (mock) => {
      expect(await clientFor(mock).call(logInRoute, { json })).toMatchObject(clientError("ID_TOKEN_INVALID", { field: "sso" }));
    });
  });

  test("an email on no SSO domain: SSO_DOMAIN_UNKNOWN", async () => {
    const json = { sso_user_email: "jane@example.com", sso_auth_code: "not-a-token" };
    await interaction(pact, {
      route: logInRoute,
      uponReceiving: "an SSO log-in for an email on no SSO domain",
      given: { state: STATE.domains },
      request: { json },
      response: { error: "SSO_DOMAIN_UNKNOWN", data: { field: "sso" } },
    }).executeTest(async (mock) => {
      expect(await clientFor(mock).call(logInRoute, { json })).toMatchObject(clientError("SSO_DOMAIN_UNKNOWN", { field: "sso" }));
    });
  });
});

describe("POST /v3/register/ type sso (/signup/sso-business-account)", () => {
  const body = (extra: Record<string, unknown>) => ({ type: "sso", email: SSO_EMAIL, sso_id_token: SSO_TOKEN, account_type: "business", ...extra });
  const sent = (extra: Record<string, unknown>) => ({ type: "sso", email: SSO_EMAIL_EXAMPLE, sso_id_token: SSO_TOKEN_EXAMPLE, account_type: "business", ...extra }) as never;

  test("a business name and a birthday with a fresh SSO token: the new business account and the session cookie", async () => {
    await interaction(pact, {
      route: registerRoute,
      uponReceiving: "an SSO business sign-up",
      given: { state: STATE.newPerson },
      request: { json: body({ business_name: "Pact Acme", birthday: ADULT_BIRTHDAY }) },
      response: { data: loggedInUser(true), headers: { "Set-Cookie": SESSION_SET_COOKIE } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(registerRoute, { json: sent({ business_name: "Pact Acme", birthday: ADULT_BIRTHDAY }) });
      expect(res).toMatchObject({ ok: true, data: { is_partner: true } });
    });
  });

  test("no business name: BUSINESS_NAME_MISSING on its field", async () => {
    await interaction(pact, {
      route: registerRoute,
      uponReceiving: "an SSO business sign-up without a business name",
      given: { state: STATE.newPerson },
      request: { json: body({ business_name: "", birthday: ADULT_BIRTHDAY }) },
      response: { error: "BUSINESS_NAME_MISSING", data: { field: "business_name" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(registerRoute, { json: sent({ business_name: "", birthday: ADULT_BIRTHDAY }) });
      expect(res).toMatchObject(clientError("BUSINESS_NAME_MISSING", { field: "business_name" }));
    });
  });

  test("no birthday: BIRTHDAY_MISSING on its field", async () => {
    await interaction(pact, {
      route: registerRoute,
      uponReceiving: "an SSO business sign-up without a birthday",
      given: { state: STATE.newPerson },
      request: { json: body({ business_name: "Pact Acme" }) },
      response: { error: "BIRTHDAY_MISSING", data: { field: "birthday" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(registerRoute, { json: sent({ business_name: "Pact Acme" }) });
      expect(res).toMatchObject(clientError("BIRTHDAY_MISSING", { field: "birthday" }));
    });
  });
});
