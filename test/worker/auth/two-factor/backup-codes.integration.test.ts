/**
 * New backup codes (POST /v3/users/me/two_factor/backup_codes/; issue 35 part 3; docs/decisions/049)
 * against the built Worker: they take a fresh proof (the password or a current code), so a session
 * alone — a stolen cookie — cannot make them; they replace every old code in one batch and are
 * answered once; at most BACKUP_CODES_REGENERATIONS_MAX sets a day; a retry with the same
 * Idempotency-Key answers the same codes.
 *
 * One account per test, so the tests run concurrently.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { BACKUP_CODE_COUNT, BACKUP_CODES_REGENERATIONS_MAX } from "~common/auth/constants";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { createAccount } from "../../../support/auth-fixtures";
import { enrolApp } from "../../../support/two-factor";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

const PATH = "/v3/users/me/two_factor/backup_codes/";
type Codes = { backup_codes: string[] };
type Status = { enabled: boolean; backup_codes_left: number };

const regenerate = (client: ApiClient, proof: Record<string, unknown>, headers?: Record<string, string>) =>
  client.post<Codes>(PATH, proof, headers && { headers });
const codesLeft = async (client: ApiClient) => expectOk(await client.get<Status>("/v3/users/me/two_factor/")).backup_codes_left;
const turnOff = (client: ApiClient, code: string) => client.post("/v3/users/me/two_factor/disable/", { code });

describe.concurrent("new backup codes", () => {
  test("no session: 401 AUTH_REQUIRED", async () => {
    expectApiError(await regenerate(new ApiClient(worker), { password: "anything-at-all" }), "AUTH_REQUIRED");
  });

  test("two-factor off: 409 TWO_FACTOR_OFF", async () => {
    const account = await createAccount(worker);
    expectApiError(await regenerate(account.client, { password: account.password }), "TWO_FACTOR_OFF");
  });

  test("a session alone (a stolen cookie) cannot: no proof, a wrong password, a wrong code; the old codes stay", async () => {
    const account = await createAccount(worker);
    const { backupCodes } = await enrolApp(account.client);
    expectApiError(await regenerate(account.client, {}), "PASSKEY_CONFIRMATION_REQUIRED");
    expectApiError(await regenerate(account.client, { password: "not-the-password-1" }), "PASSKEY_CONFIRMATION_INCORRECT");
    expectApiError(await regenerate(account.client, { code: "000000" }), "PASSKEY_CONFIRMATION_INCORRECT");
    expect(await codesLeft(account.client)).toBe(BACKUP_CODE_COUNT);
    // The codes shown when it was turned on still work.
    expectOk(await turnOff(account.client, backupCodes[0]!));
  });

  test("the password gives ten new codes, once; every old code stops working and the new ones work", async () => {
    const account = await createAccount(worker);
    const { backupCodes: old } = await enrolApp(account.client);
    const answer = await regenerate(account.client, { password: account.password });
    const fresh = expectOk(answer).backup_codes;
    expect(answer.res.headers.get("cache-control")).toBe("private, no-store");
    expect(fresh).toHaveLength(BACKUP_CODE_COUNT);
    expect(new Set(fresh).size).toBe(BACKUP_CODE_COUNT);
    expect(fresh.filter((c) => old.includes(c))).toEqual([]);
    expect(await codesLeft(account.client)).toBe(BACKUP_CODE_COUNT);
    expectApiError(await turnOff(account.client, old[0]!), "MFA_CODE_INCORRECT", { field: "code" });
    expectOk(await turnOff(account.client, fresh[0]!));
  });

  test("a current code from the app is a proof too", async () => {
    const account = await createAccount(worker);
    const { app } = await enrolApp(account.client);
    expect(expectOk(await regenerate(account.client, { code: await app.code() })).backup_codes).toHaveLength(BACKUP_CODE_COUNT);
  });

  test(`at most ${BACKUP_CODES_REGENERATIONS_MAX} sets a day: then 429 BACKUP_CODES_LIMITED with Retry-After, the last codes kept`, async () => {
    const account = await createAccount(worker);
    await enrolApp(account.client);
    let last: string[] = [];
    for (let i = 0; i < BACKUP_CODES_REGENERATIONS_MAX; i++)
      last = expectOk(await regenerate(account.client, { password: account.password })).backup_codes;
    const limited = await regenerate(account.client, { password: account.password });
    expectApiError(limited, "BACKUP_CODES_LIMITED");
    const retryAfter = Number(limited.res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(86_000);
    expect(limited.error!.data?.["retry_after_seconds"]).toBe(retryAfter);
    expectOk(await turnOff(account.client, last[0]!));
  });

  test("two at once: each batch replaces the whole set, so exactly ten codes are left, all of one answer", async () => {
    const account = await createAccount(worker);
    await enrolApp(account.client);
    const answers = await Promise.all([0, 1].map(() => regenerate(account.client, { password: account.password })));
    const sets = answers.map((a) => expectOk(a).backup_codes);
    expect(await codesLeft(account.client)).toBe(BACKUP_CODE_COUNT);
    // Exactly one set survives: either the first set's code is refused and the second's turns it
    // off, or the first's turns it off (and then it is off for the second).
    const first = await turnOff(account.client, sets[0]![9]!);
    const second = await turnOff(account.client, sets[1]![9]!);
    expect([
      [401, 200],
      [200, 409],
    ]).toContainEqual([first.status, second.status]);
  });

  test("a retry with the same Idempotency-Key answers the same codes, and makes no other set", async () => {
    const account = await createAccount(worker);
    await enrolApp(account.client);
    const key = { "Idempotency-Key": `backup-${crypto.randomUUID()}` };
    const first = expectOk(await regenerate(account.client, { password: account.password }, key)).backup_codes;
    const again = await regenerate(account.client, { password: account.password }, key);
    expect(again.res.headers.get("idempotent-replayed")).toBe("true");
    expect(expectOk(again).backup_codes).toEqual(first);
    expect(await codesLeft(account.client)).toBe(BACKUP_CODE_COUNT);
    const env = await worker.env();
    const counted = await env.DB.prepare("SELECT count FROM attempt_counters WHERE key = ?")
      .bind(`2fa:backup:${account.user.id}`)
      .first<{ count: number }>();
    expect(counted?.count).toBe(1);
    expectOk(await turnOff(account.client, first[1]!));
  });
});
