/**
 * Consumer side of the account settings (consumer "pinboard-web", provider "pinboard-api";
 * worker/auth/settings), every answer the app acts on:
 *   auth/settings/settings.server.ts  accountSettingsRoute (the layout's read; without a session),
 *                          updateProfileRoute (saved; a reserved and a taken username),
 *                          setProfilePhotoRoute (a square PNG; not an image), removeProfilePhotoRoute
 *                          (the default picture again), startEmailChangeRoute
 *                          (the code sent; a wrong password; a taken address), confirmEmailChangeRoute
 *                          (no change in progress), unlinkIdentityRoute (the last way in; nothing
 *                          linked), updatePreferencesRoute (saved);
 *   saving/profiles/people.server.ts  usernameRoute (a former username; nobody's).
 * Values the provider makes come from ./states/settings.ts (and ./states/federated.ts).
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import {
  accountSettingsRoute,
  confirmEmailChangeRoute,
  removeProfilePhotoRoute,
  setProfilePhotoRoute,
  startEmailChangeRoute,
  unlinkIdentityRoute,
  updatePreferencesRoute,
  updateProfileRoute,
  usernameRoute,
} from "~common/auth/settings";
import { API_ERRORS } from "~common/errors";
import { clientFor, createPact, interaction } from "./interaction";
import { FEDERATED_STATES } from "./states/federated";
import { PACT_PNG } from "./states/saving";
import { SETTINGS_PASSWORD, SETTINGS_STATES as STATE } from "./states/settings";

const { boolean, fromProviderState, integer, regex, string } = MatchersV3;

const pact = createPact();

const SESSION_COOKIE_EXAMPLE = "pin_sess=AbCdEfGhIjKlMnOpQrStUv";
const SESSION_COOKIE = fromProviderState("${sessionCookie}", SESSION_COOKIE_EXAMPLE);
const headers = { Cookie: SESSION_COOKIE };
const given = { state: STATE.renamed };
const USERNAME = fromProviderState("${username}", "pact_renamed");

const SETTINGS = (profile: Record<string, unknown> = {}) => ({
  profile: {
    first_name: string("Jane"),
    last_name: string(""),
    username: USERNAME,
    about: null,
    website_url: null,
    image_url: null,
    ...profile,
  },
  email: regex(/^[^@\s]+@[^@\s]+$/, "pact.settings@example.com"),
  ways_in: { password: true, passkeys: integer(0), identities: [] },
  privacy: { hide_from_search: boolean(false) },
  notifications: { board_invites: boolean(true) },
  username_redirect_days: integer(90),
});

const clientError = (name: keyof typeof API_ERRORS, data?: Record<string, unknown>) => ({
  ok: false,
  status: API_ERRORS[name].status,
  error: { api_error_code: API_ERRORS[name].code, message: API_ERRORS[name].message, http_status: API_ERRORS[name].status, ...(data && { data }) },
});

const client = (mock: Parameters<typeof clientFor>[0]) => clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE });

describe("GET /v3/users/me/settings/", () => {
  test("the viewer's settings", async () => {
    await interaction(pact, {
      route: accountSettingsRoute,
      uponReceiving: "a settings request of a fresh account",
      given,
      request: { headers },
      response: { data: SETTINGS() },
    }).executeTest(async (mock) => {
      const res = await client(mock).call(accountSettingsRoute);
      expect(res).toMatchObject({ ok: true, data: { ways_in: { password: true }, username_redirect_days: 90 } });
    });
  });

  test("without a session: 401 AUTH_REQUIRED", async () => {
    await interaction(pact, {
      route: accountSettingsRoute,
      uponReceiving: "a settings request without a session",
      response: { error: "AUTH_REQUIRED" },
    }).executeTest(async (mock) => {
      expect(await clientFor(mock).call(accountSettingsRoute)).toMatchObject({ ok: false, status: 401 });
    });
  });
});

describe("PATCH /v3/users/me/profile/", () => {
  test("names and about saved", async () => {
    await interaction(pact, {
      route: updateProfileRoute,
      uponReceiving: "a profile change of the names and the about",
      given,
      request: { headers, json: { first_name: "Ana", last_name: "Costa", about: "Soups and bread" } },
      response: { data: SETTINGS({ first_name: "Ana", last_name: "Costa", about: "Soups and bread" }) },
    }).executeTest(async (mock) => {
      const res = await client(mock).call(updateProfileRoute, { json: { first_name: "Ana", last_name: "Costa", about: "Soups and bread" } });
      expect(res).toMatchObject({ ok: true, data: { profile: { first_name: "Ana", about: "Soups and bread" } } });
    });
  });

  test("a reserved username: 400 USERNAME_RESERVED", async () => {
    await interaction(pact, {
      route: updateProfileRoute,
      uponReceiving: "a profile change to a reserved username",
      given,
      request: { headers, json: { username: "settings" } },
      response: { error: "USERNAME_RESERVED", data: { field: "username" } },
    }).executeTest(async (mock) => {
      expect(await client(mock).call(updateProfileRoute, { json: { username: "settings" } })).toMatchObject(
        clientError("USERNAME_RESERVED", { field: "username" }),
      );
    });
  });

  test("another person's username: 409 USERNAME_TAKEN", async () => {
    const taken = fromProviderState("${takenUsername}", "pact_taken");
    await interaction(pact, {
      route: updateProfileRoute,
      uponReceiving: "a profile change to another account's username",
      given,
      request: { headers, json: { username: taken } },
      response: { error: "USERNAME_TAKEN", data: { field: "username" } },
    }).executeTest(async (mock) => {
      expect(await client(mock).call(updateProfileRoute, { json: { username: "pact_taken" } })).toMatchObject(
        clientError("USERNAME_TAKEN", { field: "username" }),
      );
    });
  });
});

describe("PUT /v3/users/me/profile/photo/", () => {
  test("a square image becomes the photo", async () => {
    await interaction(pact, {
      route: setProfilePhotoRoute,
      uponReceiving: "a square profile photo",
      given,
      request: { headers, json: { image_base64: PACT_PNG } },
      response: { data: SETTINGS({ image_url: regex(/^\/i\/originals\/[0-9a-f]{32}\.png$/, "/i/originals/0123456789abcdef0123456789abcdef.png") }) },
    }).executeTest(async (mock) => {
      const res = await client(mock).call(setProfilePhotoRoute, { json: { image_base64: PACT_PNG } });
      expect(res.ok && res.data.profile.image_url).toMatch(/^\/i\/originals\//);
    });
  });

  test("not an image: 400 PHOTO_INVALID", async () => {
    await interaction(pact, {
      route: setProfilePhotoRoute,
      uponReceiving: "a profile photo that is not an image",
      given,
      request: { headers, json: { image_base64: "bm90IGFuIGltYWdl" } },
      response: { error: "PHOTO_INVALID", data: { field: "image_base64" } },
    }).executeTest(async (mock) => {
      expect(await client(mock).call(setProfilePhotoRoute, { json: { image_base64: "bm90IGFuIGltYWdl" } })).toMatchObject(
        clientError("PHOTO_INVALID", { field: "image_base64" }),
      );
    });
  });
});

describe("DELETE /v3/users/me/profile/photo/", () => {
  test("back to the default picture", async () => {
    await interaction(pact, {
      route: removeProfilePhotoRoute,
      uponReceiving: "removing the profile photo",
      given,
      request: { headers },
      response: { data: SETTINGS() },
    }).executeTest(async (mock) => {
      const res = await client(mock).call(removeProfilePhotoRoute);
      expect(res).toMatchObject({ ok: true, data: { profile: { image_url: null } } });
    });
  });
});

describe("POST /v3/users/me/email/", () => {
  const NEW = "pact.new-address@example.com";
  test("the code is sent to the new address", async () => {
    await interaction(pact, {
      route: startEmailChangeRoute,
      uponReceiving: "an email change with the password",
      given,
      request: { headers, json: { email: NEW, password: SETTINGS_PASSWORD } },
      response: { data: { email_hint: string("p•••@example.com"), expires_at: integer(1795800600) } },
    }).executeTest(async (mock) => {
      const res = await client(mock).call(startEmailChangeRoute, { json: { email: NEW, password: SETTINGS_PASSWORD } });
      expect(res).toMatchObject({ ok: true, data: { email_hint: "p•••@example.com" } });
    });
  });

  test("a wrong password: 401 PASSKEY_CONFIRMATION_INCORRECT", async () => {
    await interaction(pact, {
      route: startEmailChangeRoute,
      uponReceiving: "an email change with a wrong password",
      given,
      request: { headers, json: { email: NEW, password: "wrong-horse-34" } },
      response: { error: "PASSKEY_CONFIRMATION_INCORRECT", data: { tries_left: integer(9) } },
    }).executeTest(async (mock) => {
      const res = await client(mock).call(startEmailChangeRoute, { json: { email: NEW, password: "wrong-horse-34" } });
      expect(res).toMatchObject({ ok: false, status: 401 });
    });
  });

  test("another account's address: 409 EMAIL_TAKEN", async () => {
    const taken = fromProviderState("${takenEmail}", "pact.taken@example.com");
    await interaction(pact, {
      route: startEmailChangeRoute,
      uponReceiving: "an email change to another account's address",
      given,
      request: { headers, json: { email: taken, password: SETTINGS_PASSWORD } },
      response: { error: "EMAIL_TAKEN", data: { field: "email" } },
    }).executeTest(async (mock) => {
      const res = await client(mock).call(startEmailChangeRoute, { json: { email: "pact.taken@example.com", password: SETTINGS_PASSWORD } });
      expect(res).toMatchObject(clientError("EMAIL_TAKEN", { field: "email" }));
    });
  });
});

describe("POST /v3/users/me/email/confirm/", () => {
  test("no change in progress: 400 EMAIL_CHANGE_EXPIRED", async () => {
    await interaction(pact, {
      route: confirmEmailChangeRoute,
      uponReceiving: "an email change code with no change in progress",
      given,
      request: { headers, json: { code: "123456" } },
      response: { error: "EMAIL_CHANGE_EXPIRED", data: { field: "code" } },
    }).executeTest(async (mock) => {
      expect(await client(mock).call(confirmEmailChangeRoute, { json: { code: "123456" } })).toMatchObject(
        clientError("EMAIL_CHANGE_EXPIRED", { field: "code" }),
      );
    });
  });
});

describe("DELETE /v3/users/me/identities/{provider}/", () => {
  test("the last way in: 409 LAST_WAY_IN", async () => {
    await interaction(pact, {
      route: unlinkIdentityRoute,
      uponReceiving: "unlinking Google from a Google-only account",
      given: { state: FEDERATED_STATES.googleViewer },
      request: { headers, params: { provider: "google" } },
      response: { error: "LAST_WAY_IN", data: { field: "google" } },
    }).executeTest(async (mock) => {
      expect(await client(mock).call(unlinkIdentityRoute, { params: { provider: "google" } })).toMatchObject(
        clientError("LAST_WAY_IN", { field: "google" }),
      );
    });
  });

  test("nothing linked: 404 IDENTITY_NOT_LINKED", async () => {
    await interaction(pact, {
      route: unlinkIdentityRoute,
      uponReceiving: "unlinking LINE from an account without it",
      given,
      request: { headers, params: { provider: "line" } },
      response: { error: "IDENTITY_NOT_LINKED", data: { field: "line" } },
    }).executeTest(async (mock) => {
      expect(await client(mock).call(unlinkIdentityRoute, { params: { provider: "line" } })).toMatchObject(
        clientError("IDENTITY_NOT_LINKED", { field: "line" }),
      );
    });
  });
});

describe("PATCH /v3/users/me/preferences/", () => {
  test("the switches saved", async () => {
    await interaction(pact, {
      route: updatePreferencesRoute,
      uponReceiving: "hiding the profile from search engines and turning off board invite emails",
      given,
      request: { headers, json: { hide_from_search: true, email_board_invites: false } },
      response: { data: { ...SETTINGS(), privacy: { hide_from_search: true }, notifications: { board_invites: false } } },
    }).executeTest(async (mock) => {
      const res = await client(mock).call(updatePreferencesRoute, { json: { hide_from_search: true, email_board_invites: false } });
      expect(res).toMatchObject({ ok: true, data: { privacy: { hide_from_search: true }, notifications: { board_invites: false } } });
    });
  });
});

describe("GET /v3/usernames/{username}/", () => {
  test("a former username: its person's current one", async () => {
    await interaction(pact, {
      route: usernameRoute,
      uponReceiving: "a look-up of a former username",
      given,
      request: { params: { username: fromProviderState("${formerUsername}", "pact_former") } },
      response: { data: { username: USERNAME, moved: true } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(usernameRoute, { params: { username: "pact_former" } });
      expect(res).toMatchObject({ ok: true, data: { username: "pact_renamed", moved: true } });
    });
  });

  test("nobody's: 404 USER_NOT_FOUND", async () => {
    await interaction(pact, {
      route: usernameRoute,
      uponReceiving: "a look-up of a username nobody has",
      request: { params: { username: "nobody_has_this_name_34" } },
      response: { error: "USER_NOT_FOUND", data: { field: "username" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(usernameRoute, { params: { username: "nobody_has_this_name_34" } });
      expect(res).toMatchObject(clientError("USER_NOT_FOUND", { field: "username" }));
    });
  });
});
