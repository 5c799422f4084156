/**
 * Consumer side of Facebook log-in's retirement (auth.md §1, §7 /v3/facebook/*, §8.2;
 * docs/decisions/020): the calls the pages make through the API client, with the answers they act
 * on:
 *   connect-facebook.tsx     facebookConnectStartRoute ok (the dialog's URL, the flow cookie) /
 *                            FACEBOOK_DISABLED ('Oops! Facebook isn't available');
 *                            facebookConnectTokenRoute ok / OAUTH_STATE_INVALID (any refusal is
 *                            'Sorry, we can't log you in.'); facebookLoginDataRoute ok (the
 *                            log-in methods: recovery, password or Google) / ACCOUNT_NOT_FOUND
 *                            (the not-matched modal) — common/auth/facebook/rules.ts;
 *   login.server.ts          logInRoute with a password for a Facebook-only account:
 *                            FACEBOOK_ONLY_ACCOUNT ('Recover your account', form-state.server.ts).
 * And, for partners building on the API though no page calls them: facebookProfileRoute (a
 * person's profile with only the fields asked for, the birthday as its year; a token Graph refuses:
 * FACEBOOK_TOKEN_INVALID) and facebookLoginDataGetRoute, the query form of login_data (the same
 * answers). The pages never send Facebook creds to log-in or sign-up type facebook (those answers
 * are integration-tested in test/worker/auth/facebook/). Values only the provider can make (codes,
 * states, tokens, the flow cookie) come from the provider states of ./states/facebook.ts, which need
 * the local Graph stand-in: a run leaves these interactions out where the provider asks the real
 * Facebook.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import { logInRoute } from "~common/auth/contracts";
import { facebookConnectStartRoute, facebookConnectTokenRoute, facebookLoginDataGetRoute, facebookLoginDataRoute, facebookProfileRoute } from "~common/auth/facebook/contracts";
import { API_ERRORS } from "~common/errors";
import { clientFor, createPact, interaction } from "./interaction";
import { FACEBOOK_STATES as STATE } from "./states/facebook";

const { boolean, regex, string, fromProviderState } = MatchersV3;
const pact = createPact();

const FACEBOOK_ID = "10000000000001";
const FACEBOOK_TOKEN = "local-fb-AbCdEfGhIjKlMnOpQrStUvWx";
const EMAIL_EXAMPLE = "fiona.fb@example.com";

const FLOW_SET_COOKIE = regex(/^oidc_flow=[A-Za-z0-9_-]+; Max-Age=600; Path=\/; HttpOnly;( Secure;)? SameSite=Lax$/, "oidc_flow=AbCdEf0123456789; Max-Age=600; Path=/; HttpOnly; SameSite=Lax");

const clientError = (name: keyof typeof API_ERRORS, data?: Record<string, unknown>) => ({
  ok: false,
  status: API_ERRORS[name].status,
  error: { api_error_code: API_ERRORS[name].code, message: API_ERRORS[name].message, http_status: API_ERRORS[name].status, ...(data && { data }) },
});

describe("POST /v3/facebook/connect/start/", () => {
  test("answers Facebook's OAuth dialog with the flow's state and sets the flow cookie", async () => {
    await interaction(pact, {
      route: facebookConnectStartRoute,
      uponReceiving: "a start of the Facebook popup",
      request: { json: {} },
      response: {
        data: { dialog_url: regex(/^https?:\/\/.+[?&]state=[^&]+(&.*)?$/, "http://127.0.0.1:8484/v21.0/dialog/oauth?client_id=100000000000999&redirect_uri=http%3A%2F%2F127.0.0.1%2Fconnect%2Ffacebook%2F&state=s") },
        headers: { "Set-Cookie": FLOW_SET_COOKIE },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(facebookConnectStartRoute, { json: {} });
      expect(res).toMatchObject({ ok: true, status: 200 });
      if (res.ok) {
        expect(new URL(res.data.dialog_url).searchParams.get("state")).toBeTruthy();
        expect(res.setCookies.some((c) => c.startsWith("oidc_flow="))).toBe(true);
      }
    });
  });

  test("a device in web_facebook_disabled: FACEBOOK_DISABLED (the page opens 'Oops! Facebook isn't available')", async () => {
    const cookie = fromProviderState("${deviceCookie}", "pin_device=0123456789abcdef0123456789abcdef");
    await interaction(pact, {
      route: facebookConnectStartRoute,
      uponReceiving: "a start of the Facebook popup from a device in web_facebook_disabled",
      given: { state: "the browser's device is in a group of an experiment", params: { experiment: "web_facebook_disabled", group: "enabled" } },
      request: { json: {}, headers: { Cookie: cookie } },
      response: { error: "FACEBOOK_DISABLED", data: { field: "facebook" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: "pin_device=0123456789abcdef0123456789abcdef" }).call(facebookConnectStartRoute, { json: {} });
      expect(res).toMatchObject(clientError("FACEBOOK_DISABLED", { field: "facebook" }));
    });
  });
});

describe("POST /v3/facebook/connect/token/", () => {
  test("the dialog's code and state of this browser's flow: the person's Facebook id and access token", async () => {
    await interaction(pact, {
      route: facebookConnectTokenRoute,
      uponReceiving: "the code and state of this browser's Facebook popup",
      given: { state: STATE.codeBack },
      request: {
        json: { code: fromProviderState("${code}", "kJ3m9QbX0aV2sLw7YpR1tZc4"), state: fromProviderState("${state}", "rrZPnrOC8e0oK-eixzH0bpjIfQYK1C6kk4R0Bh8sDvU") },
        headers: { Cookie: fromProviderState("${flowCookie}", "oidc_flow=AbCdEf0123456789") },
      },
      response: { data: { facebook_id: regex(/^\d+$/, FACEBOOK_ID), facebook_token: string(FACEBOOK_TOKEN) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: "oidc_flow=AbCdEf0123456789" }).call(facebookConnectTokenRoute, {
        json: { code: "kJ3m9QbX0aV2sLw7YpR1tZc4", state: "rrZPnrOC8e0oK-eixzH0bpjIfQYK1C6kk4R0Bh8sDvU" },
      });
      expect(res).toMatchObject({ ok: true, data: { facebook_id: FACEBOOK_ID, facebook_token: expect.any(String) } });
    });
  });

  test("a state this browser did not start: OAUTH_STATE_INVALID (the page shows 'Sorry, we can't log you in.')", async () => {
    await interaction(pact, {
      route: facebookConnectTokenRoute,
      uponReceiving: "a Facebook code with a state nobody started",
      request: { json: { code: "some-code", state: "not-a-state-we-made" } },
      response: { error: "OAUTH_STATE_INVALID", data: { field: "facebook" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(facebookConnectTokenRoute, { json: { code: "some-code", state: "not-a-state-we-made" } });
      expect(res).toMatchObject(clientError("OAUTH_STATE_INVALID", { field: "facebook" }));
    });
  });
});

describe("POST /v3/facebook/login_data/", () => {
  test("a person with a Facebook-only account: its log-in methods (the page points to recovery)", async () => {
    await interaction(pact, {
      route: facebookLoginDataRoute,
      uponReceiving: "login data of a person with a Facebook-only account",
      given: { state: STATE.facebookOnly },
      request: { json: { facebook_id: fromProviderState("${facebookId}", FACEBOOK_ID), facebook_token: fromProviderState("${facebookToken}", FACEBOOK_TOKEN) } },
      response: { data: { connected_to_gplus: boolean(false), connected_to_google: boolean(false), has_password: boolean(false) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(facebookLoginDataRoute, { json: { facebook_id: FACEBOOK_ID, facebook_token: FACEBOOK_TOKEN } });
      expect(res).toMatchObject({ ok: true, data: { connected_to_gplus: false, connected_to_google: false, has_password: false } });
    });
  });

  test("a person no account is linked to: ACCOUNT_NOT_FOUND on the facebook field (the not-matched modal)", async () => {
    await interaction(pact, {
      route: facebookLoginDataRoute,
      uponReceiving: "login data of a Facebook person without an account",
      given: { state: STATE.newPerson },
      request: { json: { facebook_id: fromProviderState("${facebookId}", "10000000000003"), facebook_token: fromProviderState("${facebookToken}", FACEBOOK_TOKEN) } },
      response: { error: "ACCOUNT_NOT_FOUND", data: { field: "facebook" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(facebookLoginDataRoute, { json: { facebook_id: "10000000000003", facebook_token: FACEBOOK_TOKEN } });
      expect(res).toMatchObject(clientError("ACCOUNT_NOT_FOUND", { field: "facebook" }));
    });
  });
});

describe("GET /v3/facebook/login_data/ (the query form)", () => {
  test("a person with a Facebook-only account: its log-in methods", async () => {
    await interaction(pact, {
      route: facebookLoginDataGetRoute,
      uponReceiving: "login data by query of a person with a Facebook-only account",
      given: { state: STATE.facebookOnly },
      request: { query: { facebook_id: fromProviderState("${facebookId}", FACEBOOK_ID), facebook_token: fromProviderState("${facebookToken}", FACEBOOK_TOKEN) } },
      response: { data: { connected_to_gplus: boolean(false), connected_to_google: boolean(false), has_password: boolean(false) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(facebookLoginDataGetRoute, { query: { facebook_id: FACEBOOK_ID, facebook_token: FACEBOOK_TOKEN } });
      expect(res).toMatchObject({ ok: true, data: { connected_to_gplus: false, connected_to_google: false, has_password: false } });
    });
  });

  test("a person no account is linked to: ACCOUNT_NOT_FOUND on the facebook field", async () => {
    await interaction(pact, {
      route: facebookLoginDataGetRoute,
      uponReceiving: "login data by query of a Facebook person without an account",
      given: { state: STATE.newPerson },
      request: { query: { facebook_id: fromProviderState("${facebookId}", "10000000000003"), facebook_token: fromProviderState("${facebookToken}", FACEBOOK_TOKEN) } },
      response: { error: "ACCOUNT_NOT_FOUND", data: { field: "facebook" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(facebookLoginDataGetRoute, { query: { facebook_id: "10000000000003", facebook_token: FACEBOOK_TOKEN } });
      expect(res).toMatchObject(clientError("ACCOUNT_NOT_FOUND", { field: "facebook" }));
    });
  });
});

describe("POST /v3/facebook/profile_data/", () => {
  const FIELDS = "id,first_name,email,birthday";

  test("a fresh access token: the person's profile, only the fields asked for, the birthday as its year", async () => {
    await interaction(pact, {
      route: facebookProfileRoute,
      uponReceiving: "a Facebook profile request for some fields with a fresh access token",
      given: { state: STATE.newPerson },
      request: { json: { access_token: fromProviderState("${facebookToken}", FACEBOOK_TOKEN), fields: FIELDS } },
      response: {
        data: {
          id: regex(/^\d+$/, "10000000000003"),
          first_name: string("Nora"),
          last_name: null,
          email: string("nora.fb@example.com"),
          gender: null,
          birthday: regex(/^\d{4}$/, "1995"),
          picture: null,
          access_token: string(FACEBOOK_TOKEN),
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(facebookProfileRoute, { json: { access_token: FACEBOOK_TOKEN, fields: FIELDS } });
      expect(res).toMatchObject({ ok: true, data: { first_name: "Nora", last_name: null, birthday: "1995", access_token: FACEBOOK_TOKEN } });
    });
  });

  test("a token Graph refuses: FACEBOOK_TOKEN_INVALID on the facebook field", async () => {
    // The state only makes sure the provider asks the Graph stand-in, which refuses an unknown token.
    await interaction(pact, {
      route: facebookProfileRoute,
      uponReceiving: "a Facebook profile request with a token Graph refuses",
      given: { state: STATE.newPerson },
      request: { json: { access_token: "not-a-facebook-token" } },
      response: { error: "FACEBOOK_TOKEN_INVALID", data: { field: "facebook" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(facebookProfileRoute, { json: { access_token: "not-a-facebook-token" } });
      expect(res).toMatchObject(clientError("FACEBOOK_TOKEN_INVALID", { field: "facebook" }));
    });
  });
});

describe("POST /v3/sessions/ with a password for a Facebook-only account", () => {
  test("FACEBOOK_ONLY_ACCOUNT (§8.2: the form shows 'Recover your account')", async () => {
    await interaction(pact, {
      route: logInRoute,
      uponReceiving: "a password log-in to an account that only has Facebook",
      given: { state: STATE.facebookOnly },
      request: { json: { username_or_email: fromProviderState("${email}", EMAIL_EXAMPLE), password: "any-password-1" } },
      response: { error: "FACEBOOK_ONLY_ACCOUNT" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(logInRoute, { json: { username_or_email: EMAIL_EXAMPLE, password: "any-password-1" } });
      expect(res).toMatchObject(clientError("FACEBOOK_ONLY_ACCOUNT"));
    });
  });
});
