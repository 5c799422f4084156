/**
 * Profiles and following (saving.md §1, §3 User followedByMe; the inviter fields of auth.md §3;
 * worker/saving/profiles/): the public profile's fields and counts as the viewer may see them,
 * follow and unfollow (idempotent, counts recounted exactly, never yourself), a logged-out device's
 * remembered account deciding followedByMe (limited login), and usernames that
 * are top-level page paths never exist.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { UserProfile } from "~common/saving/schemas";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { createAccount, logIn, logOut } from "../../../support/auth-fixtures";
import { createBoard, createPin, createPinner, type Pinner } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
let ana: Pinner;
let ben: Pinner;
let visitor: ApiClient;
beforeAll(async () => {
  worker = await startWorker();
  [ana, ben] = await Promise.all([createPinner(worker, "Ana"), createPinner(worker, "Ben")]);
  visitor = new ApiClient(worker);
});
afterAll(() => worker?.close());

describe("GET /v3/users/{username}/", () => {
  test("the profile: names, default picture, counts, and board_count of the boards the viewer can see", async () => {
    await createBoard(ana.client, { name: "Public one" });
    const secret = await createBoard(ana.client, { name: "Secret one", privacy: "secret" });
    await createPin(ana.client, secret.id);
    const seen = expectOk(await visitor.get<UserProfile>(`/v3/users/${ana.user.username}/`));
    expect(seen).toEqual({
      id: ana.user.id,
      type: "user",
      username: ana.user.username,
      full_name: ana.user.full_name,
      first_name: "Ana",
      image_medium_url: "/default-avatar.svg",
      image_large_url: "/default-avatar.svg",
      is_default_image: true,
      avatar_color_index: ana.user.avatar_color_index,
      follower_count: 0,
      following_count: 0,
      pin_count: 1,
      board_count: 1,
      explicitly_followed_by_me: false,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      about: null,
      website_url: null,
      hide_from_search: false,
    });
    // When the account was made: its sign-up, a moment ago.
    expect(Date.now() - Date.parse(seen.created_at)).toBeLessThan(10 * 60_000);
    expect(expectOk(await ana.client.get<UserProfile>(`/v3/users/${ana.user.username}/`)).board_count).toBe(2);
    expect((await worker.fetch("/default-avatar.svg")).status).toBe(200);
    // Usernames are case-insensitive.
    expect(expectOk(await visitor.get<UserProfile>(`/v3/users/${ana.user.username.toUpperCase()}/`)).id).toBe(ana.user.id);
    expectApiError(await visitor.get("/v3/users/no_such_person/"), "USER_NOT_FOUND", { field: "username" });
    expectApiError(await visitor.get("/v3/users/bad-name!/"), "BAD_REQUEST");
  });

  test("an uploaded picture is used and is_default_image is false", async () => {
    const env = await worker.env();
    await env.DB.prepare("UPDATE users SET image_url = ? WHERE id = ?").bind("/i/originals/picture.jpg", ben.user.id).run();
    const profile = expectOk(await visitor.get<UserProfile>(`/v3/users/${ben.user.username}/`));
    expect(profile).toMatchObject({
      image_medium_url: "/i/originals/picture.jpg",
      image_large_url: "/i/originals/picture.jpg",
      is_default_image: false,
    });
    await env.DB.prepare("UPDATE users SET image_url = NULL WHERE id = ?").bind(ben.user.id).run();
  });
});

describe("POST and DELETE /v3/users/{username}/follow/", () => {
  test("following is idempotent and both counts stay exact, also for concurrent repeats", async () => {
    const cara = await createPinner(worker, "Cara");
    const follow = () => ana.client.post<UserProfile>(`/v3/users/${cara.user.username}/follow/`, undefined);
    const results = await Promise.all([follow(), follow(), follow()]);
    for (const r of results) expect(expectOk(r).explicitly_followed_by_me).toBe(true);
    expect(expectOk(await follow())).toMatchObject({ follower_count: 1, explicitly_followed_by_me: true });
    expectOk(await ben.client.post(`/v3/users/${cara.user.username}/follow/`, undefined));
    expect(expectOk(await visitor.get<UserProfile>(`/v3/users/${cara.user.username}/`))).toMatchObject({
      follower_count: 2,
      explicitly_followed_by_me: false,
    });
    expect(expectOk(await ana.client.get<UserProfile>(`/v3/users/${ana.user.username}/`)).following_count).toBe(1);

    const unfollow = () => ana.client.delete<UserProfile>(`/v3/users/${cara.user.username}/follow/`);
    expect(expectOk(await unfollow())).toMatchObject({ follower_count: 1, explicitly_followed_by_me: false });
    expect(expectOk(await unfollow())).toMatchObject({ follower_count: 1, explicitly_followed_by_me: false });
    expect(expectOk(await ana.client.get<UserProfile>(`/v3/users/${ana.user.username}/`)).following_count).toBe(0);
  });

  test("refusals: logged out 401, yourself 400, nobody 404", async () => {
    expectApiError(await visitor.post(`/v3/users/${ben.user.username}/follow/`, undefined), "AUTH_REQUIRED");
    expectApiError(await visitor.delete(`/v3/users/${ben.user.username}/follow/`), "AUTH_REQUIRED");
    expectApiError(await ana.client.post(`/v3/users/${ana.user.username}/follow/`, undefined), "CANNOT_FOLLOW_SELF", { field: "username" });
    expectApiError(await ana.client.post("/v3/users/no_such_person/follow/", undefined), "USER_NOT_FOUND");
  });
});

describe("a logged-out device that remembers an account (limited login, business.md §2, §6 'Log in to unfollow')", () => {
  test("explicitly_followed_by_me is the remembered account's follow; board_count stays a visitor's; a device that forgot it sees none", async () => {
    const dee = await createAccount(worker, { first_name: "Dee" });
    const secretive = await createPinner(worker, "Sol");
    await createBoard(secretive.client, { name: "Hidden", privacy: "secret" });
    expectOk(await dee.client.post(`/v3/users/${secretive.user.username}/follow/`, undefined));
    const device = new ApiClient(worker);
    expectOk(await logIn(device, dee.email, dee.password));
    expectOk(await logOut(device));
    expect(expectOk(await device.get<UserProfile>(`/v3/users/${secretive.user.username}/`))).toMatchObject({
      explicitly_followed_by_me: true,
      board_count: 0,
    });
    expect(expectOk(await device.get<UserProfile>(`/v3/users/${ana.user.username}/`)).explicitly_followed_by_me).toBe(false);
    expectOk(await device.delete("/v3/users/me/remembered-account/"));
    expect(expectOk(await device.get<UserProfile>(`/v3/users/${secretive.user.username}/`)).explicitly_followed_by_me).toBe(false);
  });
});

describe("usernames are never top-level page paths (common/saving/reserved-usernames.ts)", () => {
  test("signing up as login@… or settings@… gets another username; the reserved names have no profile", async () => {
    for (const stem of ["login", "settings", "business"]) {
      const { user } = await createAccount(worker, { email: `${stem}@example.com` });
      expect(user.username).not.toBe(stem);
      expect(user.username.startsWith(stem)).toBe(true);
      expectApiError(await visitor.get(`/v3/users/${stem}/`), "USER_NOT_FOUND");
    }
    const env = await worker.env();
    await expect(env.DB.prepare("UPDATE users SET username = 'Signup' WHERE id = ?").bind(ana.user.id).run()).rejects.toThrow(/reserved/);
  });
});
