/**
 * The account settings (worker/auth/settings/, migrations/0055): the profile's fields and their
 * rules, a username's uniqueness and the 90 days its former name redirects and stays held, the
 * photo through the images upload path, an email change (a fresh proof, a code to the new address
 * that is single-use, expires and takes 5 wrong tries, the notice to the old address, sessions
 * kept), unlinking Google/LINE only while another way in remains, and the privacy and notification
 * switches (board invite emails honour theirs). Every route is the viewer's own.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AccountSettings } from "~common/auth/settings";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { createAccount, logIn, uniqueEmail, type Account } from "../../../support/auth-fixtures";
import { mailTo, waitForMail } from "../../../support/mailbox";
import { base64, createBoard, createPin, createPinner, dbValue, pngImage } from "../../../support/saving-fixtures";
import { codeIn } from "../../../support/two-factor";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

const settings = (client: ApiClient) => client.get<AccountSettings>("/v3/users/me/settings/");
const patchProfile = (client: ApiClient, body: Record<string, unknown>) => client.patch<AccountSettings>("/v3/users/me/profile/", body);
const lookUp = (name: string) => new ApiClient(worker).get<{ username: string; moved: boolean }>(`/v3/usernames/${name}/`);
const startChange = (client: ApiClient, body: Record<string, unknown>) =>
  client.post<{ email_hint: string; expires_at: number }>("/v3/users/me/email/", body);
const confirmChange = (client: ApiClient, code: string) => client.post<AccountSettings>("/v3/users/me/email/confirm/", { code });
const unlink = (client: ApiClient, provider: string) => client.delete<AccountSettings>(`/v3/users/me/identities/${provider}/`);
const isChangeCode = (m: { subject: string }) => /^\d{6} is your .+ email change code$/.test(m.subject);
const fresh = (stem: string) => `${stem}_${Math.random().toString(36).slice(2, 8)}`;

async function sql(query: string, ...params: unknown[]) {
  const env = await worker.env();
  return env.DB.prepare(query)
    .bind(...params)
    .run();
}

describe.concurrent("the profile", () => {
  test("logged out: every settings route is 401", async () => {
    const visitor = new ApiClient(worker);
    expectApiError(await settings(visitor), "AUTH_REQUIRED");
    expectApiError(await patchProfile(visitor, { first_name: "X" }), "AUTH_REQUIRED");
    expectApiError(await startChange(visitor, { email: uniqueEmail(), password: "x" }), "AUTH_REQUIRED");
    expectApiError(await confirmChange(visitor, "123456"), "AUTH_REQUIRED");
    expectApiError(await unlink(visitor, "google"), "AUTH_REQUIRED");
    expectApiError(await visitor.patch("/v3/users/me/preferences/", { hide_from_search: true }), "AUTH_REQUIRED");
    expectApiError(await visitor.put("/v3/users/me/profile/photo/", { image_base64: "AAAA" }), "AUTH_REQUIRED");
  });

  test("names, about and website are saved normalised and shown on the public profile", async () => {
    const account = await createAccount(worker);
    const after = expectOk(
      await patchProfile(account.client, {
        first_name: "  Ana  Maria ",
        last_name: "Cafe\u0301",
        about: "  Soups\r\nand bread  ",
        website_url: "https://ana.example/",
      }),
    );
    expect(after.profile).toMatchObject({
      first_name: "Ana Maria",
      last_name: "Café",
      about: "Soups\nand bread",
      website_url: "https://ana.example/",
    });
    const profile = expectOk(await new ApiClient(worker).get<{ full_name: string }>(`/v3/users/${account.user.username}/`));
    expect(profile.full_name).toBe("Ana Maria Café");
    // "" clears the about and the website; fields not sent stay.
    const cleared = expectOk(await patchProfile(account.client, { about: "", website_url: "" }));
    expect(cleared.profile).toMatchObject({ first_name: "Ana Maria", about: null, website_url: null });
  });

  test("each rule's refusal names its field", async () => {
    const { client } = await createAccount(worker);
    expectApiError(await patchProfile(client, { first_name: "   " }), "FIRST_NAME_MISSING", { field: "first_name" });
    expectApiError(await patchProfile(client, { last_name: "x".repeat(31) }), "PROFILE_NAME_TOO_LONG", { field: "last_name" });
    expectApiError(await patchProfile(client, { about: "é".repeat(501) }), "ABOUT_TOO_LONG", { field: "about" });
    expectApiError(await patchProfile(client, { website_url: "javascript:alert(1)" }), "WEBSITE_INVALID", { field: "website_url" });
    expectApiError(await patchProfile(client, { username: "ab" }), "USERNAME_TOO_SHORT", { field: "username" });
    expectApiError(await patchProfile(client, { username: "a".repeat(31) }), "USERNAME_TOO_LONG", { field: "username" });
    expectApiError(await patchProfile(client, { username: "ana.costa" }), "USERNAME_FORMAT", { field: "username" });
    expectApiError(await patchProfile(client, { username: "Settings" }), "USERNAME_RESERVED", { field: "username" });
    expectApiError(await patchProfile(client, { about: "bad\u202Etext" }), "BAD_REQUEST", { field: "about" });
  });

  test("a username is unique regardless of case", async () => {
    const [ana, ben] = await Promise.all([createAccount(worker), createAccount(worker)]);
    expectApiError(await patchProfile(ben.client, { username: ana.user.username.toUpperCase() }), "USERNAME_TAKEN", { field: "username" });
    // One's own name in another case is a rename, not a clash.
    const upper = expectOk(await patchProfile(ana.client, { username: ana.user.username.toUpperCase() }));
    expect(upper.profile.username).toBe(ana.user.username.toUpperCase());
  });

  test("a former username redirects for 90 days, nobody else may take it, its owner may take it back", async () => {
    const [ana, ben] = await Promise.all([createAccount(worker), createAccount(worker)]);
    const old = ana.user.username;
    const renamed = fresh("ana");
    const before = Math.floor(Date.now() / 1000);
    expectOk(await patchProfile(ana.client, { username: renamed }));
    expect(expectOk(await lookUp(old))).toEqual({ username: renamed, moved: true });
    expect(expectOk(await lookUp(renamed.toUpperCase()))).toEqual({ username: renamed, moved: false });
    const expires = await dbValue<number>(worker, "SELECT expires_at AS v FROM username_history WHERE old_username = ?", old);
    expect(expires - before).toBeGreaterThanOrEqual(90 * 86_400);
    expect(expires - before).toBeLessThan(90 * 86_400 + 60);
    // The pages: the old profile and board URLs redirect (302: the redirect ends one day).
    const board = await createBoard(ana.client, { name: "Soups" });
    for (const path of [`/${old}/`, `/${old}/${board.url.split("/")[2]}/?x=1`]) {
      const res = await worker.fetch(path, { redirect: "manual" });
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe(path.replace(`/${old}/`, `/${renamed}/`));
      await res.arrayBuffer();
    }
    // A chain still ends at the current name.
    const third = fresh("ana");
    expectOk(await patchProfile(ana.client, { username: third }));
    expect(expectOk(await lookUp(old)).username).toBe(third);
    expectApiError(await patchProfile(ben.client, { username: old }), "USERNAME_TAKEN");
    expectApiError(await patchProfile(ben.client, { username: old.toUpperCase() }), "USERNAME_TAKEN");
    // The database refuses it too (a sign-up racing the check).
    await expect(
      sql(
        "INSERT INTO users (id, username, email, first_name, birthday, country, signup_type, created_at, updated_at) VALUES (?, ?, ?, 'X', 0, 'US', 'email', 0, 0)",
        crypto.randomUUID(),
        old,
        uniqueEmail(),
      ),
    ).rejects.toThrow(/UNIQUE constraint failed: users\.username/);
    // The owner takes it back: it is live again and no longer a redirect.
    expect(expectOk(await patchProfile(ana.client, { username: old })).profile.username).toBe(old);
    expect(expectOk(await lookUp(old))).toEqual({ username: old, moved: false });
    expect(expectOk(await lookUp(third)).moved).toBe(true);
  });

  test("once the 90 days are over the name is free: the redirect ends and another person may take it", async () => {
    const [ana, ben] = await Promise.all([createAccount(worker), createAccount(worker)]);
    const old = ana.user.username;
    expectOk(await patchProfile(ana.client, { username: fresh("ana") }));
    await sql("UPDATE username_history SET expires_at = ? WHERE old_username = ?", Math.floor(Date.now() / 1000) - 1, old);
    expectApiError(await lookUp(old), "USER_NOT_FOUND");
    expect(expectOk(await patchProfile(ben.client, { username: old })).profile.username).toBe(old);
    expect(expectOk(await lookUp(old))).toEqual({ username: old, moved: false });
  });

  test("a name nobody has: 404 USER_NOT_FOUND", async () => {
    expectApiError(await lookUp(fresh("nobody")), "USER_NOT_FOUND");
  });

  test("the photo: a square image is stored and served; anything else is PHOTO_INVALID; removing goes back to the default", async () => {
    const { client } = await createAccount(worker);
    expectApiError(await client.put("/v3/users/me/profile/photo/", { image_base64: base64(await pngImage(200, 100)) }), "PHOTO_INVALID");
    expectApiError(await client.put("/v3/users/me/profile/photo/", { image_base64: "bm90IGFuIGltYWdl" }), "PHOTO_INVALID");
    const set = expectOk(
      await client.put<AccountSettings>("/v3/users/me/profile/photo/", { image_base64: base64(await pngImage(256, 256)) }),
    );
    const url = set.profile.image_url!;
    expect(url).toMatch(/^\/i\/originals\/[0-9a-f]{32}\.png$/);
    const res = await worker.fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    await res.arrayBuffer();
    const me = expectOk(await client.get<{ info: { imageUrl: string | null } }>("/v3/users/me/"));
    expect(me.info.imageUrl).toBe(url);
    expect(expectOk(await client.delete<AccountSettings>("/v3/users/me/profile/photo/")).profile.image_url).toBeNull();
  });
});

describe("changing the email", () => {
  test("a session alone is not enough: no proof, or a wrong password, sends nothing", async () => {
    const account = await createAccount(worker);
    const to = uniqueEmail("new");
    expectApiError(await startChange(account.client, { email: to }), "PASSKEY_CONFIRMATION_REQUIRED");
    expectApiError(await startChange(account.client, { email: to, password: "not-the-password" }), "PASSKEY_CONFIRMATION_INCORRECT");
    expect(await mailTo(worker, to)).toEqual([]);
  });

  test("the new address's rules: unchanged, malformed, taken (after the proof)", async () => {
    const [ana, ben] = await Promise.all([createAccount(worker), createAccount(worker)]);
    expectApiError(await startChange(ana.client, { email: ana.email.toUpperCase(), password: ana.password }), "EMAIL_UNCHANGED", {
      field: "email",
    });
    expectApiError(await startChange(ana.client, { email: "not-an-email", password: ana.password }), "EMAIL_FORMAT", { field: "email" });
    expectApiError(await startChange(ana.client, { email: ben.email, password: "wrong-password" }), "PASSKEY_CONFIRMATION_INCORRECT");
    expectApiError(await startChange(ana.client, { email: ` ${ben.email.toUpperCase()} `, password: ana.password }), "EMAIL_TAKEN", {
      field: "email",
    });
  });

  test("the code goes to the new address; a wrong one counts; the right one switches, once; the old address is told; sessions stay", async ({
    expect,
  }) => {
    const account = await createAccount(worker);
    const other = new ApiClient(worker);
    expectOk(await logIn(other, account.email, account.password));
    const to = uniqueEmail("moved");
    const sent = expectOk(await startChange(account.client, { email: to.toUpperCase(), password: account.password }));
    expect(sent.email_hint).toContain("•");
    const [mail] = await waitForMail(worker, to, 1, isChangeCode);
    const code = codeIn(mail!);
    const wrong = await confirmChange(account.client, code === "000000" ? "111111" : "000000");
    expectApiError(wrong, "EMAIL_CHANGE_CODE_INCORRECT", { field: "code" });
    expect(wrong.error?.data?.["tries_left"]).toBe(4);
    const after = expectOk(await confirmChange(account.client, code));
    expect(after.email).toBe(to);
    expectApiError(await confirmChange(account.client, code), "EMAIL_CHANGE_EXPIRED");
    // Both sessions are kept, and the new address logs in.
    expect(expectOk(await other.get<{ info: { email: string } }>("/v3/users/me/")).info.email).toBe(to);
    expectOk(await logIn(new ApiClient(worker), to, account.password));
    const [notice] = await waitForMail(worker, account.email, 1, (m) => /email was changed/.test(m.subject));
    expect(notice!.text_body).toContain("reset your password");
    expect(notice!.text_body).not.toContain(to);
    const methods = async () => expectOk(await account.client.get<{ method: string }[]>("/v3/users/me/sign_ins/")).map((r) => r.method);
    await expect.poll(methods).toContain("email_changed");
  });

  test("an expired code, and five wrong ones, end the change", async () => {
    const account = await createAccount(worker);
    const to = uniqueEmail("late");
    expectOk(await startChange(account.client, { email: to, password: account.password }));
    const code = codeIn((await waitForMail(worker, to, 1, isChangeCode))[0]!);
    await sql("UPDATE email_changes SET expires_at = ? WHERE user_id = ?", Math.floor(Date.now() / 1000) - 1, account.user.id);
    expectApiError(await confirmChange(account.client, code), "EMAIL_CHANGE_EXPIRED");

    const again = uniqueEmail("guess");
    expectOk(await startChange(account.client, { email: again, password: account.password }));
    const right = codeIn((await waitForMail(worker, again, 1, isChangeCode))[0]!);
    const wrongCode = right === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i++) expectApiError(await confirmChange(account.client, wrongCode), "EMAIL_CHANGE_CODE_INCORRECT");
    expectApiError(await confirmChange(account.client, wrongCode), "EMAIL_CHANGE_TOO_MANY_TRIES");
    expectApiError(await confirmChange(account.client, right), "EMAIL_CHANGE_EXPIRED");
    expect(expectOk(await settings(account.client)).email).toBe(account.email);
  });

  test("a code is for the address it was sent to: a newer request replaces it", async () => {
    const account = await createAccount(worker);
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    expectOk(await startChange(account.client, { email: first, password: account.password }));
    const firstCode = codeIn((await waitForMail(worker, first, 1, isChangeCode))[0]!);
    expectOk(await startChange(account.client, { email: second, password: account.password }));
    const secondCode = codeIn((await waitForMail(worker, second, 1, isChangeCode))[0]!);
    if (firstCode !== secondCode) expectApiError(await confirmChange(account.client, firstCode), "EMAIL_CHANGE_CODE_INCORRECT");
    expect(expectOk(await confirmChange(account.client, secondCode)).email).toBe(second);
  });

  test("an account without a password proves itself with a code emailed to its current address", async () => {
    const account = await createAccount(worker);
    await sql("UPDATE users SET password_hash = NULL WHERE id = ?", account.user.id);
    expectOk(await account.client.post("/v3/users/me/passkeys/email_code/", undefined));
    const proof = codeIn((await waitForMail(worker, account.email, 1, (m) => /^\d{6} /.test(m.subject)))[0]!);
    const to = uniqueEmail("nopw");
    expectOk(await startChange(account.client, { email: to, code: proof }));
    const code = codeIn((await waitForMail(worker, to, 1, isChangeCode))[0]!);
    expect(expectOk(await confirmChange(account.client, code)).email).toBe(to);
  });
});

describe.concurrent("unlinking Google or LINE", () => {
  async function linked(account: Account, ...providers: ("google" | "line" | "sso")[]) {
    for (const provider of providers) {
      await sql(
        "INSERT INTO user_identities (issuer, subject, provider, user_id, email, created_at) VALUES (?, ?, ?, ?, ?, 0)",
        `https://${provider}.example`,
        crypto.randomUUID(),
        provider,
        account.user.id,
        account.email,
      );
      if (provider === "google") await sql("UPDATE users SET connected_to_google = 1 WHERE id = ?", account.user.id);
    }
  }

  test("the last way in is refused; with another provider left it goes, and connectedToGoogle follows", async () => {
    const account = await createAccount(worker);
    await sql("UPDATE users SET password_hash = NULL WHERE id = ?", account.user.id);
    await linked(account, "google", "line");
    const both = expectOk(await settings(account.client));
    expect(both.ways_in.identities.map((i) => i.provider).sort()).toEqual(["google", "line"]);
    const after = expectOk(await unlink(account.client, "google"));
    expect(after.ways_in.identities.map((i) => i.provider)).toEqual(["line"]);
    expect(expectOk(await account.client.get<{ info: { connectedToGoogle: boolean } }>("/v3/users/me/")).info.connectedToGoogle).toBe(
      false,
    );
    expectApiError(await unlink(account.client, "line"), "LAST_WAY_IN");
    expectApiError(await unlink(account.client, "google"), "IDENTITY_NOT_LINKED");
    expect(expectOk(await settings(account.client)).ways_in.identities).toHaveLength(1);
  });

  test("with a password it may go; an unknown provider is 400", async () => {
    const account = await createAccount(worker);
    await linked(account, "line");
    expect(expectOk(await unlink(account.client, "line")).ways_in.identities).toEqual([]);
    expectApiError(await unlink(account.client, "facebook"), "BAD_REQUEST");
  });

  test("two unlinks at once cannot leave an account with no way in", async () => {
    const account = await createAccount(worker);
    await sql("UPDATE users SET password_hash = NULL WHERE id = ?", account.user.id);
    await linked(account, "google", "line");
    const results = await Promise.all([unlink(account.client, "google"), unlink(account.client, "line")]);
    expect(results.map((r) => r.status).sort(), JSON.stringify(results.map((r) => r.body))).toEqual([200, 409]);
    expect(expectOk(await settings(account.client)).ways_in.identities).toHaveLength(1);
  });
});

describe("privacy and notifications", () => {
  test("hide from search engines: the profile, board and Pin pages of that person then say noindex", async () => {
    const ana = await createPinner(worker, "Ana");
    const board = await createBoard(ana.client, { name: "Soups" });
    const pin = await createPin(ana.client, board.id);
    const page = async (path: string) => (await worker.fetch(path)).text();
    const noindex = /<meta name="robots" content="noindex"/;
    const paths = [`/${ana.profile.username}/`, `/${ana.profile.username}/soups/`, `/pin/${pin.id}/`];
    for (const path of paths) expect(await page(path), path).not.toMatch(noindex);
    expect(expectOk(await settings(ana.client)).privacy.hide_from_search).toBe(false);
    const after = expectOk(await ana.client.patch<AccountSettings>("/v3/users/me/preferences/", { hide_from_search: true }));
    expect(after.privacy.hide_from_search).toBe(true);
    expect(after.notifications.board_invites).toBe(true);
    const visitor = new ApiClient(worker);
    expect(expectOk(await visitor.get<{ hide_from_search: boolean }>(`/v3/users/${ana.profile.username}/`)).hide_from_search).toBe(true);
    expect(expectOk(await visitor.get<{ owner: { hide_from_search: boolean } }>(`/v3/boards/${board.id}/`)).owner.hide_from_search).toBe(
      true,
    );
    expect(expectOk(await visitor.get<{ pinner: { hide_from_search: boolean } }>(`/v3/pins/${pin.id}/`)).pinner.hide_from_search).toBe(
      true,
    );
    for (const path of paths) expect(await page(path), path).toMatch(noindex);
  });

  test("board invites turned off: that invitee gets no email, the others still do", async () => {
    const [owner, quiet, loud] = await Promise.all([
      createPinner(worker, "Owen"),
      createPinner(worker, "Quinn"),
      createPinner(worker, "Lou"),
    ]);
    expectOk(await quiet.client.patch("/v3/users/me/preferences/", { email_board_invites: false }));
    const board = await createBoard(owner.client, { name: "Trip" });
    expectOk(await owner.client.post(`/v3/boards/${board.id}/invites/`, { user_ids: [quiet.profile.id, loud.profile.id] }));
    await waitForMail(worker, loud.email, 1, (m) => m.subject.includes("Trip"));
    expect((await mailTo(worker, quiet.email)).filter((m) => m.subject.includes("Trip"))).toEqual([]);
    // The invite itself stands: only the email is skipped.
    expect(expectOk(await quiet.client.get<unknown[]>("/v3/users/me/board_invites/"))).toHaveLength(1);
  });
});
