/**
 * Facebook log-in's retirement (auth.md §1, §3 Facebook profile and Login data, §7, §8.2;
 * docs/decisions/020) against the built Worker and the Graph stand-in of
 * scripts/local-facebook.ts: profile_data, login_data (both methods), the popup's code exchange,
 * Facebook creds on log-in (never a session), sign-up type facebook refused with nothing written,
 * a password log-in of a Facebook-only account, and the Viewer's connectedToFacebook.
 */
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { AUTH_API_MESSAGES } from "~common/auth/messages";
import { FACEBOOK_COPY } from "~common/auth/facebook/messages";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { countUsersByEmail, GOOD_PASSWORD, logIn, register, uniqueEmail, validSignup, viewer } from "../../../support/auth-fixtures";
import { FACEBOOK_PEOPLE, facebookDialog, insertFacebookAccount } from "../../../support/facebook-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
let fionaOnly: Awaited<ReturnType<typeof insertFacebookAccount>>;
let paulWithPassword: Awaited<ReturnType<typeof insertFacebookAccount>>;
beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" });
  fionaOnly = await insertFacebookAccount(worker, "fiona");
  paulWithPassword = await insertFacebookAccount(worker, "paul", { password: GOOD_PASSWORD });
});
afterAll(() => worker?.close());

const { fiona, paul, nora } = FACEBOOK_PEOPLE;

describe.concurrent("the Graph client against the stand-in", () => {
  test("the stand-in refuses a token whose appsecret_proof is not of our app secret, as Graph does", async () => {
    const me = new URL(`${worker.oidc.facebook.url}/v21.0/me`);
    me.searchParams.set("access_token", fiona.token);
    me.searchParams.set("fields", "id");
    me.searchParams.set("appsecret_proof", createHmac("sha256", "another-app-secret").update(fiona.token).digest("hex"));
    const res = await fetch(me);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { type: string } }).error.type).toBe("OAuthException");
  });
});

describe.concurrent("POST /v3/facebook/profile_data/", () => {
  test("answers the §3 profile of the token's person; the birthday is only its year unless pii_safe_birthday is false", async () => {
    const client = new ApiClient(worker);
    const profile = expectOk(await client.post("/v3/facebook/profile_data/", { access_token: fiona.token }));
    expect(profile).toEqual({
      id: fiona.id,
      first_name: "Fiona",
      last_name: "Booker",
      email: fiona.email,
      gender: "female",
      birthday: "1988",
      picture: `${worker.oidc.facebook.url}/picture/${fiona.id}.svg`,
      access_token: fiona.token,
    });
    const full = expectOk(
      await client.post<{ birthday: string }>("/v3/facebook/profile_data/", {
        access_token: fiona.token,
        pii_safe_birthday: false,
        fields: "birthday",
      }),
    );
    expect(full.birthday).toBe("04/12/1988");
  });

  test("only the fields asked for are filled in (id always)", async () => {
    const profile = expectOk(
      await new ApiClient(worker).post("/v3/facebook/profile_data/", {
        access_token: paul.token,
        pii_safe_birthday: true,
        fields: "first_name,email",
      }),
    );
    expect(profile).toEqual({
      id: paul.id,
      first_name: "Paul",
      last_name: null,
      email: paul.email,
      gender: null,
      birthday: null,
      picture: null,
      access_token: paul.token,
    });
  });

  test("a token Graph does not know: 401 FACEBOOK_TOKEN_INVALID, 'Sorry, we can't log you in.'", async () => {
    const result = await new ApiClient(worker).post("/v3/facebook/profile_data/", { access_token: "not-a-facebook-token" });
    expectApiError(result, "FACEBOOK_TOKEN_INVALID", { field: "facebook", message: AUTH_API_MESSAGES.socialLoginFailed });
    expect(result.status).toBe(401);
  });
});

describe.concurrent("/v3/facebook/login_data/", () => {
  test("POST: the Facebook-only account has no password and no Google", async () => {
    const data = expectOk(
      await new ApiClient(worker).post("/v3/facebook/login_data/", { facebook_id: fiona.id, facebook_token: fiona.token }),
    );
    expect(data).toEqual({ connected_to_gplus: false, connected_to_google: false, has_password: false });
  });

  test("GET: the account with a password says so", async () => {
    const q = new URLSearchParams({ facebook_id: paul.id, facebook_token: paul.token });
    const data = expectOk(await new ApiClient(worker).get(`/v3/facebook/login_data/?${q}`));
    expect(data).toEqual({ connected_to_gplus: false, connected_to_google: false, has_password: true });
  });

  test("a token of another person than the id sent is refused (FACEBOOK_TOKEN_INVALID), revealing nothing of the id's account", async () => {
    const result = await new ApiClient(worker).post("/v3/facebook/login_data/", { facebook_id: fiona.id, facebook_token: paul.token });
    expectApiError(result, "FACEBOOK_TOKEN_INVALID", { field: "facebook" });
  });

  test("a Facebook id no account is linked to: ACCOUNT_NOT_FOUND (field facebook)", async () => {
    const result = await new ApiClient(worker).post("/v3/facebook/login_data/", { facebook_id: nora.id, facebook_token: nora.token });
    expectApiError(result, "ACCOUNT_NOT_FOUND", { field: "facebook" });
  });

  test("an id that is not a Facebook id is a bad request", async () => {
    expectApiError(
      await new ApiClient(worker).post("/v3/facebook/login_data/", { facebook_id: "jane", facebook_token: fiona.token }),
      "BAD_REQUEST",
    );
  });
});

describe.concurrent("the /connect/facebook/ popup's code exchange", () => {
  test("the dialog's code comes back as the person's id and a token login_data takes", async () => {
    const client = new ApiClient(worker);
    const back = await facebookDialog(client, "fiona");
    expect(`${back.origin}${back.pathname}`).toBe(new URL("/connect/facebook/", worker.url).toString());
    const token = expectOk(
      await client.post<{ facebook_id: string; facebook_token: string }>("/v3/facebook/connect/token/", {
        code: back.searchParams.get("code"),
        state: back.searchParams.get("state"),
      }),
    );
    expect(token.facebook_id).toBe(fiona.id);
    expect(token.facebook_token).not.toBe(fiona.token);
    expect(expectOk(await client.post("/v3/facebook/login_data/", token))).toMatchObject({ has_password: false });
  });

  test("the state is usable once, and only by the browser that started it", async () => {
    const client = new ApiClient(worker);
    const back = await facebookDialog(client, "paul");
    const body = { code: back.searchParams.get("code"), state: back.searchParams.get("state") };
    expectApiError(await new ApiClient(worker).post("/v3/facebook/connect/token/", body), "OAUTH_STATE_INVALID", { field: "facebook" });
    expectOk(await client.post("/v3/facebook/connect/token/", body));
    expectApiError(await client.post("/v3/facebook/connect/token/", body), "OAUTH_STATE_INVALID", { field: "facebook" });
  });

  test("a refusal in the dialog comes back with error=access_denied and no code", async () => {
    const back = await facebookDialog(new ApiClient(worker), "cancel");
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(back.searchParams.get("error_reason")).toBe("user_denied");
    expect(back.searchParams.has("code")).toBe(false);
  });

  test("a device in web_facebook_disabled: 403 FACEBOOK_DISABLED, 'Oops! Facebook isn't available'", async () => {
    const client = new ApiClient(worker);
    expectOk(await client.request("PUT", "/v3/experiments/device/", { experiment: "web_facebook_disabled", group: "enabled" }));
    expectApiError(await client.post("/v3/facebook/connect/start/", {}), "FACEBOOK_DISABLED", {
      message: "Oops! Facebook isn't available",
    });
    expect(client.jar.get("oidc_flow")).toBeUndefined();
  });
});

describe.concurrent("log-in with facebook_id and facebook_token (auth.md §3 creds): never a session", () => {
  const fbLogIn = (client: ApiClient, facebook_id: string, facebook_token: string) =>
    client.post("/v3/sessions/", { facebook_id, facebook_token });

  test("a matched Facebook-only account is pointed to recovery: FACEBOOK_ONLY_ACCOUNT, and no session", async () => {
    const client = new ApiClient(worker);
    expectApiError(await fbLogIn(client, fiona.id, fiona.token), "FACEBOOK_ONLY_ACCOUNT", {
      message: AUTH_API_MESSAGES.facebookLoginRetired,
    });
    expect(expectOk(await viewer(client)).type).toBe("LOGGED_OUT");
  });

  test("a matched account with a password: FACEBOOK_LOGIN_RETIRED (log in with the password)", async () => {
    expectApiError(await fbLogIn(new ApiClient(worker), paul.id, paul.token), "FACEBOOK_LOGIN_RETIRED", { field: "facebook" });
  });

  test("an unmatched Facebook person: ACCOUNT_NOT_FOUND (field facebook), the page's 'We couldn't match your Facebook account…'", async () => {
    expectApiError(await fbLogIn(new ApiClient(worker), nora.id, nora.token), "ACCOUNT_NOT_FOUND", { field: "facebook" });
  });

  test("another person's token for an id: FACEBOOK_TOKEN_INVALID", async () => {
    expectApiError(await fbLogIn(new ApiClient(worker), fiona.id, nora.token), "FACEBOOK_TOKEN_INVALID");
  });
});

describe.concurrent("password log-in and the Viewer of Facebook-connected accounts", () => {
  test("a password given for the Facebook-only account: 401 FACEBOOK_ONLY_ACCOUNT with the §8.2 message", async () => {
    const result = await logIn(new ApiClient(worker), fionaOnly.email, "any-password-1");
    expectApiError(result, "FACEBOOK_ONLY_ACCOUNT", {
      message: "Your account is connected to Facebook, but Facebook login is no longer available.",
    });
    expect(result.status).toBe(401);
  });

  test("the account with a password logs in with it, and its Viewer says connectedToFacebook", async () => {
    const client = new ApiClient(worker);
    expectOk(await logIn(client, paulWithPassword.email, GOOD_PASSWORD));
    const v = expectOk(await viewer(client));
    expect(v.info).toMatchObject({ hasPassword: true, connectedToFacebook: true, connectedToGoogle: false });
  });

  test("an account with no Facebook identity is not connected to Facebook", async () => {
    const client = new ApiClient(worker);
    expectOk(await register(client, validSignup()));
    expect(expectOk(await viewer(client)).info?.connectedToFacebook).toBe(false);
  });
});

describe.concurrent("sign-up type facebook (no new Facebook accounts, auth.md §1, §2.3)", () => {
  test("is refused with FACEBOOK_SIGNUP_CLOSED, the new-users banner's words, and nothing is written", async () => {
    const email = uniqueEmail("newfb", "person");
    const client = new ApiClient(worker);
    const env = await worker.env();
    const result = await register(client, {
      ...validSignup({ email }),
      type: "facebook",
      facebook_id: nora.id,
      facebook_token: nora.token,
    });
    expectApiError(result, "FACEBOOK_SIGNUP_CLOSED", { field: "facebook", message: FACEBOOK_COPY.signupBanner });
    expect(result.status).toBe(403);
    expect(await countUsersByEmail(worker, email)).toBe(0);
    const ids = await env.DB.prepare("SELECT COUNT(*) AS n FROM user_identities WHERE subject = ?").bind(nora.id).first<{ n: number }>();
    expect(ids?.n).toBe(0);
    expect(expectOk(await viewer(client)).type).toBe("LOGGED_OUT");
  });
});
