/**
 * Passkeys against the built Worker (worker/auth/passkeys/, docs/decisions/038), with a software
 * authenticator that signs for real (test/support/passkeys.ts): adding one (options, then the
 * credential, with the password as its proof: the proofs themselves are ./proofs.integration.test.ts),
 * listing, renaming, the limit of 10, removing only with a fresh proof, and logging in
 * with one (no two-factor step after it). Every refusal: another origin or relying party, a reused
 * challenge, an expired one, one from another browser, an unknown credential, another user's
 * credential or handle, no user verification, a counter that went back, a host outside the
 * relying party.
 *
 * The Worker runs with PASSKEY_RP_ID 127.0.0.1 (the tests' host; a browser would refuse an IP
 * address, which the relying-party check of the default worker shows). One account per test.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PASSKEY_LOGIN_TYPE } from "~common/auth/constants";
import { PASSKEY_CHALLENGE_SECONDS, PASSKEYS_MAX } from "~common/auth/passkeys/rules";
import { ApiClient, expectApiError, expectOk, parseSetCookie } from "../../../support/api-client";
import {
  createAccount,
  expectAuthenticatedAs,
  expectNotAuthenticated,
  GOOD_PASSWORD,
  viewer,
  type Account,
} from "../../../support/auth-fixtures";
import { SoftAuthenticator, type CeremonyOptions } from "../../../support/passkeys";
import { enrolApp } from "../../../support/two-factor";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
let origin: string;
beforeAll(async () => {
  worker = await startWorker({ PASSKEY_RP_ID: "127.0.0.1", PASSKEY_ORIGINS: "http://127.0.0.1:*" });
  origin = worker.url.origin;
});
afterAll(() => worker?.close());

type Options = { challenge: string; user: { id: string }; excludeCredentials?: { id: string }[]; rp: { id: string } };
type Passkey = {
  id: string;
  name: string;
  authenticator: string | null;
  created_at: number;
  last_used_at: number | null;
  backed_up: boolean;
};
type List = { passkeys: Passkey[]; max: number };

/** Registration options, with a fresh proof (by default the password every createAccount account has). */
const registrationOptions = (client: ApiClient, proof: Record<string, unknown> = { password: GOOD_PASSWORD }) =>
  client.post<Options>("/v3/users/me/passkeys/options/", proof);
const loginOptions = (client: ApiClient, purpose?: "login" | "confirm") =>
  client.post<{ challenge: string; allowCredentials?: { id: string }[]; userVerification: string }>(
    "/v3/passkeys/options/",
    purpose ? { purpose } : {},
  );
const list = (client: ApiClient) => client.get<List>("/v3/users/me/passkeys/");

/** Adds a passkey made by `auth` to the account signed in on `client`. */
async function addPasskey(client: ApiClient, auth: SoftAuthenticator, name?: string, o: CeremonyOptions = {}) {
  const options = expectOk(await registrationOptions(client));
  const credential = await auth.create(options, o);
  return client.post<Passkey>("/v3/users/me/passkeys/", { credential, ...(name !== undefined && { name }) });
}

async function accountWithPasskey(opts: { countsSignatures?: boolean } = {}) {
  const account = await createAccount(worker);
  const auth = new SoftAuthenticator("127.0.0.1", origin, opts);
  const passkey = expectOk(await addPasskey(account.client, auth, "Test key"));
  return { account, auth, passkey };
}

/** A fresh browser's log-in with `auth`: options, then the signed challenge. */
async function passkeyLogIn(auth: SoftAuthenticator, o: CeremonyOptions = {}, device = new ApiClient(worker)) {
  const options = expectOk(await loginOptions(device));
  const credential = await auth.get(options, o);
  return { device, result: await device.post<{ user: { id: string }; login_type: number }>("/v3/sessions/passkey/", { credential }) };
}

describe.concurrent("adding passkeys", () => {
  test("options: a discoverable, user-verified credential of this relying party, a random user handle, a 5-minute HttpOnly ceremony cookie", async () => {
    const account = await createAccount(worker);
    const res = await registrationOptions(account.client);
    const options = expectOk(res) as Options & { authenticatorSelection: Record<string, unknown>; attestation: string; timeout: number };
    expect(options.rp.id).toBe("127.0.0.1");
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    expect(options.attestation).toBe("none");
    expect(options.timeout).toBe(PASSKEY_CHALLENGE_SECONDS * 1000);
    // The handle says nothing of the account: 32 random bytes, the same on the next call.
    expect(options.user.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(options.user.id).not.toContain(account.user.id);
    expect(expectOk(await registrationOptions(account.client)).user.id).toBe(options.user.id);
    const cookie = res.res.headers
      .getSetCookie()
      .map(parseSetCookie)
      .find((c) => c.name === "pin_webauthn");
    expect(cookie?.attrs.has("httponly")).toBe(true);
    expect(cookie?.attrs.get("samesite")).toBe("Strict");
    expect(Number(cookie?.attrs.get("max-age"))).toBe(PASSKEY_CHALLENGE_SECONDS);
  });

  test("add, list (newest first, excluded from the next options), rename; the default name is the device's", async () => {
    const account = await createAccount(worker);
    const first = expectOk(await addPasskey(account.client, new SoftAuthenticator("127.0.0.1", origin)));
    expect(first.name).toBe("Unknown device");
    const synced = new SoftAuthenticator("127.0.0.1", origin, {
      aaguid: Uint8Array.from("bada5566a7aa401fbd9645619a55120d".match(/../g)!.map((h) => parseInt(h, 16))),
    });
    const second = expectOk(await addPasskey(account.client, synced, "  Work   laptop "));
    expect(second).toMatchObject({ name: "Work laptop", authenticator: "1Password", last_used_at: null });
    const listed = expectOk(await list(account.client));
    expect(listed.max).toBe(PASSKEYS_MAX);
    expect(new Set(listed.passkeys.map((p) => p.id))).toEqual(new Set([first.id, second.id]));
    expect(
      expectOk(await registrationOptions(account.client))
        .excludeCredentials?.map((c) => c.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    const renamed = expectOk(await account.client.patch<Passkey>(`/v3/users/me/passkeys/${first.id}/`, { name: "Phone" }));
    expect(renamed.name).toBe("Phone");
    expectApiError(await account.client.patch(`/v3/users/me/passkeys/${first.id}/`, { name: "   " }), "PASSKEY_NAME_MISSING", {
      field: "name",
    });
    expectApiError(await account.client.patch(`/v3/users/me/passkeys/${first.id}/`, { name: "x".repeat(65) }), "PASSKEY_NAME_TOO_LONG", {
      field: "name",
    });
    expectApiError(await account.client.patch(`/v3/users/me/passkeys/${first.id}/`, { name: "a\u202eb" }), "BAD_REQUEST", {
      field: "name",
    });
  });

  test("refused: another origin, another relying party, no user verification; each costs its challenge", async () => {
    const account = await createAccount(worker);
    const auth = new SoftAuthenticator("127.0.0.1", origin);
    expectApiError(await addPasskey(account.client, auth, undefined, { origin: "http://evil.example" }), "PASSKEY_NOT_VERIFIED");
    expectApiError(await addPasskey(account.client, auth, undefined, { rpId: "evil.example" }), "PASSKEY_NOT_VERIFIED");
    expectApiError(await addPasskey(account.client, auth, undefined, { userVerified: false }), "PASSKEY_NOT_VERIFIED");
    // The same credential again, over the used challenge: expired.
    const options = expectOk(await registrationOptions(account.client));
    const credential = await auth.create(options);
    expectOk(await account.client.post("/v3/users/me/passkeys/", { credential }));
    expectApiError(await account.client.post("/v3/users/me/passkeys/", { credential }), "PASSKEY_CEREMONY_EXPIRED");
    expect(expectOk(await list(account.client)).passkeys).toHaveLength(1);
  });

  test("refused: a challenge from another browser or for another account; a credential another account has", async () => {
    const account = await createAccount(worker);
    const other = await createAccount(worker);
    const auth = new SoftAuthenticator("127.0.0.1", origin);
    const options = expectOk(await registrationOptions(account.client));
    const credential = await auth.create(options);
    // The other account's browser sends it: not its challenge (cookie and account differ).
    expectApiError(await other.client.post("/v3/users/me/passkeys/", { credential }), "PASSKEY_CEREMONY_EXPIRED");
    expectOk(await account.client.post("/v3/users/me/passkeys/", { credential }));
    // The same authenticator credential offered to the other account.
    const again = await auth.create(expectOk(await registrationOptions(other.client)));
    const stolen = { ...again, id: auth.credentialId, rawId: auth.credentialId };
    expectApiError(await other.client.post("/v3/users/me/passkeys/", { credential: stolen }), "PASSKEY_ALREADY_REGISTERED");
  });

  test("at most 10 per account, also when the last ones are added at the same moment", async () => {
    const account = await createAccount(worker);
    for (let i = 0; i < PASSKEYS_MAX - 2; i++) expectOk(await addPasskey(account.client, new SoftAuthenticator("127.0.0.1", origin)));
    const optionsA = expectOk(await registrationOptions(account.client));
    const optionsB = expectOk(await registrationOptions(account.client));
    const optionsC = expectOk(await registrationOptions(account.client));
    const answers = await Promise.all(
      [optionsA, optionsB, optionsC].map(async (o) =>
        account.client.post("/v3/users/me/passkeys/", { credential: await new SoftAuthenticator("127.0.0.1", origin).create(o) }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409]);
    expectApiError(
      answers.find((a) => a.status === 409)!,
      "PASSKEY_LIMIT_REACHED",
    );
    expect(expectOk(await list(account.client)).passkeys).toHaveLength(PASSKEYS_MAX);
    expectApiError(await registrationOptions(account.client), "PASSKEY_LIMIT_REACHED");
  });

  test("needs a session; a host outside the relying party answers PASSKEYS_UNAVAILABLE", async () => {
    expectApiError(await registrationOptions(new ApiClient(worker)), "AUTH_REQUIRED");
    expectApiError(await new ApiClient(worker).get("/v3/users/me/passkeys/"), "AUTH_REQUIRED");
    const localhostOnly = await startWorker();
    try {
      const account = await createAccount(localhostOnly);
      expectApiError(await registrationOptions(account.client), "PASSKEYS_UNAVAILABLE");
      expectApiError(await new ApiClient(localhostOnly).post("/v3/passkeys/options/", {}), "PASSKEYS_UNAVAILABLE");
    } finally {
      await localhostOnly.close();
    }
  });
});

describe.concurrent("logging in with a passkey", () => {
  test("a new browser logs in: login_type PASSKEY, no code step even with two-factor on, last_used_at set", async () => {
    const { account, auth, passkey } = await accountWithPasskey();
    await enrolApp(account.client);
    const options = expectOk(await loginOptions(new ApiClient(worker)));
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe("required");
    const { device, result } = await passkeyLogIn(auth);
    expect(expectOk(result)).toMatchObject({ user: { id: account.user.id }, login_type: PASSKEY_LOGIN_TYPE });
    await expectAuthenticatedAs(device, account.user.id);
    const used = expectOk(await list(account.client)).passkeys.find((p) => p.id === passkey.id)!;
    expect(used.last_used_at).toBeGreaterThan(0);
  });

  test("refused: a reused challenge, one from another browser, an expired one", async () => {
    const { auth } = await accountWithPasskey();
    const device = new ApiClient(worker);
    const options = expectOk(await loginOptions(device));
    const credential = await auth.get(options);
    expectOk(await device.post("/v3/sessions/passkey/", { credential }));
    // Another browser (its own ceremony cookie) replays it.
    const replay = new ApiClient(worker);
    expectOk(await loginOptions(replay));
    expectApiError(await replay.post("/v3/sessions/passkey/", { credential }), "PASSKEY_CEREMONY_EXPIRED");
    // Same browser, same (used) challenge.
    const again = new ApiClient(worker);
    const o2 = expectOk(await loginOptions(again));
    const c2 = await auth.get(o2);
    expectOk(await again.post("/v3/sessions/passkey/", { credential: c2 }));
    expectApiError(await again.post("/v3/sessions/passkey/", { credential: c2 }), "PASSKEY_CEREMONY_EXPIRED");
    // Expired: the row's time is moved back past PASSKEY_CHALLENGE_SECONDS.
    const late = new ApiClient(worker);
    const o3 = expectOk(await loginOptions(late));
    const env = await worker.env();
    await env.DB.prepare("UPDATE passkey_challenges SET expires_at = expires_at - ? WHERE challenge = ?")
      .bind(PASSKEY_CHALLENGE_SECONDS + 1, o3.challenge)
      .run();
    expectApiError(await late.post("/v3/sessions/passkey/", { credential: await auth.get(o3) }), "PASSKEY_CEREMONY_EXPIRED");
    await expectNotAuthenticated(viewer(late));
  });

  test("refused: another origin, another relying party, no user verification, a bad signature", async () => {
    const { auth } = await accountWithPasskey();
    for (const o of [{ origin: "http://evil.example" }, { rpId: "evil.example" }, { userVerified: false }] as CeremonyOptions[]) {
      const { device, result } = await passkeyLogIn(auth, o);
      expectApiError(result, "PASSKEY_LOGIN_FAILED");
      await expectNotAuthenticated(viewer(device));
    }
    const device = new ApiClient(worker);
    const credential = await auth.get(expectOk(await loginOptions(device)));
    const forged = { ...credential, response: { ...credential.response, signature: credential.response.signature.slice(0, -4) + "AAAA" } };
    expectApiError(await device.post("/v3/sessions/passkey/", { credential: forged }), "PASSKEY_LOGIN_FAILED");
  });

  test("refused: an unknown credential, another user's handle, a counter that went back (a cloned authenticator)", async () => {
    const stranger = new SoftAuthenticator("127.0.0.1", origin);
    await stranger.create({ challenge: "AAAA", user: { id: "AAAA" } });
    expectApiError((await passkeyLogIn(stranger)).result, "PASSKEY_UNKNOWN");

    const mine = await accountWithPasskey({ countsSignatures: true });
    const theirs = await accountWithPasskey();
    expectApiError((await passkeyLogIn(mine.auth, { userHandle: theirs.auth.userHandle })).result, "PASSKEY_LOGIN_FAILED");
    expectOk((await passkeyLogIn(mine.auth)).result);
    expectOk((await passkeyLogIn(mine.auth)).result);
    expectApiError((await passkeyLogIn(mine.auth, { counter: 1 })).result, "PASSKEY_LOGIN_FAILED");
  });

  test("the sign-in history records the passkey log-in, and a known passkey's failed one", async ({ expect }) => {
    const { account, auth } = await accountWithPasskey();
    const history = async () =>
      expectOk(await account.client.get<{ method: string; ok: boolean }[]>("/v3/users/me/sign_ins/")).filter((r) => r.method === "passkey");
    expectApiError((await passkeyLogIn(auth, { userVerified: false })).result, "PASSKEY_LOGIN_FAILED");
    expectOk((await passkeyLogIn(auth)).result);
    // Written after the answer (waitUntil).
    await expect.poll(async () => (await history()).map((r) => r.ok).sort(), { timeout: 5_000, interval: 25 }).toEqual([false, true]);
  });

  test("a suspended account is refused after the passkey verifies", async () => {
    const { account, auth } = await accountWithPasskey();
    const env = await worker.env();
    await env.DB.prepare("UPDATE users SET account_state = 'suspended' WHERE id = ?").bind(account.user.id).run();
    expectApiError((await passkeyLogIn(auth)).result, "ACCOUNT_SUSPENDED");
  });
});

describe.concurrent("removing a passkey", () => {
  const remove = (a: Account, id: string, body: unknown) => a.client.post<List>(`/v3/users/me/passkeys/${id}/delete/`, body);

  test("needs a fresh proof: none, a wrong password are refused; the password removes it", async () => {
    const { account, passkey } = await accountWithPasskey();
    expectApiError(await remove(account, passkey.id, {}), "PASSKEY_CONFIRMATION_REQUIRED");
    expectApiError(await remove(account, passkey.id, { password: "not-the-password" }), "PASSKEY_CONFIRMATION_INCORRECT");
    expect(expectOk(await list(account.client)).passkeys).toHaveLength(1);
    expect(expectOk(await remove(account, passkey.id, { password: account.password })).passkeys).toEqual([]);
  });

  test("with the passkey itself (a confirm challenge offering only the viewer's passkeys), or a two-factor code", async () => {
    const { account, auth, passkey } = await accountWithPasskey();
    const options = expectOk(await loginOptions(account.client, "confirm"));
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([passkey.id]);
    // A login challenge does not confirm.
    const wrongPurpose = await auth.get(expectOk(await loginOptions(account.client)));
    expectApiError(await remove(account, passkey.id, { credential: wrongPurpose }), "PASSKEY_CEREMONY_EXPIRED");
    expect(expectOk(await remove(account, passkey.id, { credential: await auth.get(options) })).passkeys).toEqual([]);

    const second = new SoftAuthenticator("127.0.0.1", origin);
    const added = expectOk(await addPasskey(account.client, second));
    const codes = await enrolApp(account.client);
    expectApiError(await remove(account, added.id, { code: "000000" }), "PASSKEY_CONFIRMATION_INCORRECT");
    expect(expectOk(await remove(account, added.id, { code: codes.backupCodes[0] })).passkeys).toEqual([]);
  });

  test("another account's passkey is not found, whatever the proof; wrong proofs close the log-in lockout (10), which then refuses the right one", async () => {
    const mine = await accountWithPasskey();
    const theirs = await accountWithPasskey();
    expectApiError(await remove(mine.account, theirs.passkey.id, { password: mine.account.password }), "PASSKEY_NOT_FOUND");
    expectApiError(
      await mine.account.client.patch(`/v3/users/me/passkeys/${theirs.passkey.id}/`, { name: "Mine now" }),
      "PASSKEY_NOT_FOUND",
    );
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => remove(mine.account, mine.passkey.id, { password: "wrong-password" })),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(2);
    expectApiError(await remove(mine.account, mine.passkey.id, { password: mine.account.password }), "PASSKEY_CHECKS_LIMITED");
    expect(expectOk(await list(theirs.account.client)).passkeys).toHaveLength(1);
  });
});
