/**
 * After a closed account's grace (shortened here to 2 s with ACCOUNT_DELETION_GRACE_SECONDS) the
 * AccountDeletion workflow deletes it for good (docs/decisions/042): its rows, its Pins on others'
 * boards with their counters corrected, its follows, the R2 images no other Pin uses. An account
 * owning ad accounts keeps an anonymised row with the invoices' records: ad accounts, billing
 * profiles (without the person's name or email), campaigns and their daily stats. Reopening in
 * the grace cancels the deletion; a log-in after the grace is refused.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Board, Pin } from "~common/saving/schemas";
import { ApiClient, expectApiError, expectOk, sleep } from "../../../support/api-client";
import { logIn } from "../../../support/auth-fixtures";
import { createBusiness, promotablePin, quickPromoteBody, quickPromotePath, readyToPromote } from "../../../support/business-fixtures";
import { waitForMail } from "../../../support/mailbox";
import { createBoard, createPin, createPinner, dbValue, repin } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";
import { FORGOTTEN_COLUMNS, KEPT_FOR_BUSINESS, PERSON_ROWS } from "~worker/auth/account-lifecycle/deletion";

const GRACE = 2;

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker({ ACCOUNT_DELETION_GRACE_SECONDS: String(GRACE) });
});
afterAll(() => worker?.close());

const count = (sql: string, ...params: unknown[]) => dbValue<number>(worker, `SELECT count(*) AS v FROM ${sql}`, ...params);

/** Waits until the workflow has deleted (or anonymised) the account. */
async function deleted(userId: string, what = "users WHERE id = ? AND deletion_due_at IS NOT NULL"): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if ((await count(what, userId)) === 0) return;
    await sleep(250);
  }
  throw new Error(`account ${userId} was not deleted`);
}

const imageKeyOf = (pinId: string) =>
  dbValue<string>(
    worker,
    "SELECT i.key || '.' || i.original_ext AS v FROM pins p JOIN images i ON i.id = p.image_id WHERE p.id = ?",
    Number(pinId),
  );

describe("deletion after the grace", () => {
  test("every column referencing users is deleted, forgotten or kept on purpose (a new table must choose)", () => {
    // D1 refuses pragma_foreign_key_list: the migrations are read instead.
    const found: string[] = [];
    for (const file of readdirSync("migrations").filter((f) => f.endsWith(".sql"))) {
      let table = "";
      for (const line of readFileSync(join("migrations", file), "utf8").split("\n")) {
        const created = /^CREATE TABLE (\w+)/.exec(line);
        if (created) table = created[1]!;
        const altered = /^ALTER TABLE (\w+) ADD COLUMN (\w+) .*REFERENCES users/.exec(line);
        if (altered) found.push(`${altered[1]}.${altered[2]}`);
        const column = /^\s+(\w+) .*REFERENCES users\s*\(/.exec(line);
        if (column && table) found.push(`${table}.${column[1]}`);
      }
    }
    const known = new Set([...PERSON_ROWS, ...FORGOTTEN_COLUMNS, ...KEPT_FOR_BUSINESS].map(([t, c]) => `${t}.${c}`));
    expect(found.length).toBeGreaterThan(20);
    expect(found.filter((name) => !known.has(name))).toEqual([]);
  });

  test("deletes every row of the person, corrects others' counters, removes images only they used", async () => {
    const person = await createPinner(worker, "leaver");
    const other = await createPinner(worker, "stayer");
    const board: Board = await createBoard(person.client, { name: "Going away" });
    const own: Pin = await createPin(person.client, board.id);
    const kept: Pin = await createPin(person.client, board.id);
    const otherBoard = await createBoard(other.client, { name: "Staying" });
    // The other saved one of the person's Pins: its image must stay in R2.
    const saved = await repin(other.client, kept.id, otherBoard.id);
    // The person collaborates on the other's board and saved a Pin there; they follow each other.
    const env = await worker.env();
    await env.DB.prepare("INSERT INTO board_collaborators (board_id, user_id, created_at) VALUES (?, ?, unixepoch())")
      .bind(Number(otherBoard.id), person.user.id)
      .run();
    const theirs = await createPin(person.client, otherBoard.id);
    expectOk(await person.client.post(`/v3/users/${other.user.username}/follow/`, {}));
    expectOk(await other.client.post(`/v3/users/${person.user.username}/follow/`, {}));
    const ownKey = await imageKeyOf(own.id);
    const keptKey = await imageKeyOf(kept.id);
    expect(await env.IMAGES.head(`originals/${ownKey}`)).not.toBeNull();
    // An archive of their data, ready in R2.
    expectOk(await person.client.post("/v3/users/me/data_exports/", { password: person.password }));
    for (let i = 0; i < 80 && (await env.IMAGES.list({ prefix: `exports/${person.user.id}/` })).objects.length === 0; i++) await sleep(250);
    expect((await env.IMAGES.list({ prefix: `exports/${person.user.id}/` })).objects).toHaveLength(1);

    expectOk(await person.client.post("/v3/users/me/close/", { acknowledge: true, password: person.password }));
    await deleted(person.user.id);

    expect(await count("users WHERE id = ?", person.user.id)).toBe(0);
    expect(await count("pins WHERE pinner_id = ?", person.user.id)).toBe(0);
    expect(await count("boards WHERE owner_id = ?", person.user.id)).toBe(0);
    expect(await count("follows WHERE follower_id = ?1 OR followee_id = ?1", person.user.id)).toBe(0);
    expect(await count("board_collaborators WHERE user_id = ?", person.user.id)).toBe(0);
    expect(await count("pins WHERE id = ?", Number(theirs.id))).toBe(0);
    // The other's repin stays, as its own Pin, with its image.
    expect((await new ApiClient(worker).get(`/v3/pins/${saved.id}/`)).status).toBe(200);
    expect(await env.IMAGES.head(`originals/${keptKey}`)).not.toBeNull();
    expect(await env.IMAGES.head(`originals/${ownKey}`)).toBeNull();
    expect(await count("images WHERE key || '.' || original_ext = ?", ownKey)).toBe(0);
    expect(await count("data_exports WHERE user_id = ?", person.user.id)).toBe(0);
    // Counters as if the person never was.
    const otherRow = await env.DB.prepare("SELECT follower_count, following_count, pin_count FROM users WHERE id = ?")
      .bind(other.user.id)
      .first<Record<string, number>>();
    expect(otherRow).toEqual({ follower_count: 0, following_count: 0, pin_count: 1 });
    expect(await dbValue<number>(worker, "SELECT pin_count AS v FROM boards WHERE id = ?", Number(otherBoard.id))).toBe(1);
    await waitForMail(worker, person.email, 1, (m) => m.subject.includes("deleted"));
    // The email is the last step: the archive went before it.
    expect((await env.IMAGES.list({ prefix: `exports/${person.user.id}/` })).objects).toHaveLength(0);
    // The log-in knows no such account any more.
    expectApiError(await logIn(new ApiClient(worker), person.email, person.password), "ACCOUNT_NOT_FOUND");
  });

  test("an account with ad accounts keeps the business records, without the person's data", async () => {
    const business = await createBusiness(worker, { first: "shopkeeper" });
    await readyToPromote(business.client, business.advertiser.id);
    const pin = await promotablePin(business.client);
    expectOk(
      await business.client.post(quickPromotePath(business.advertiser.id, pin.id), quickPromoteBody(business.advertiser.id, pin.id)),
    );
    const advertiserId = Number(business.advertiser.id);
    const env = await worker.env();
    const campaignId = await dbValue<number>(worker, "SELECT id AS v FROM campaigns WHERE advertiser_id = ?", advertiserId);
    await env.DB.prepare(
      "INSERT INTO campaign_daily_stats (campaign_id, day, impressions, clicks, spend_micro, updated_at) VALUES (?, '2026-11-30', 10, 1, 5000, unixepoch())",
    )
      .bind(campaignId)
      .run();

    expectOk(await business.client.post("/v3/users/me/close/", { acknowledge: true, password: business.password }));
    await deleted(business.user.id);

    const row = await env.DB.prepare("SELECT email, username, first_name, password_hash, hidden_at FROM users WHERE id = ?")
      .bind(business.user.id)
      .first<Record<string, unknown>>();
    expect(row).not.toBeNull();
    expect(row!.email).not.toBe(business.email);
    expect(row!.first_name).toBe("Deleted account");
    expect(row!.password_hash).toBeNull();
    expect(row!.hidden_at).not.toBeNull();
    expect(await count("advertisers WHERE id = ?", advertiserId)).toBe(1);
    expect(await count("campaigns WHERE id = ?", campaignId)).toBe(1);
    expect(await count("campaign_daily_stats WHERE campaign_id = ?", campaignId)).toBe(1);
    const billing = await env.DB.prepare("SELECT contact_name, email, address_line1 FROM billing_profiles WHERE advertiser_id = ?")
      .bind(advertiserId)
      .first<Record<string, string>>();
    expect(billing!.contact_name).not.toBe("Jane Doe");
    expect(billing!.email).not.toBe("billing@shop.example");
    expect(billing!.address_line1).toBe("1 Market Street");
    expect(await count("pins WHERE pinner_id = ?", business.user.id)).toBe(0);
    expect(await count("user_sessions WHERE user_id = ?", business.user.id)).toBe(0);
    expectApiError(await logIn(new ApiClient(worker), business.email, business.password), "ACCOUNT_NOT_FOUND");
  });

  test("reopening in the grace cancels the deletion", async () => {
    const person = await createPinner(worker, "returner");
    expectOk(await person.client.post("/v3/users/me/close/", { acknowledge: true, password: person.password }));
    const refused = await logIn(new ApiClient(worker), person.email, person.password);
    expectApiError(refused, "ACCOUNT_CLOSED");
    const back = new ApiClient(worker);
    expectOk(await back.post("/v3/users/me/reopen/", { reopen_token: (refused.error!.data as { reopen_token: string }).reopen_token }));
    await sleep((GRACE + 3) * 1000);
    expect(await count("users WHERE id = ? AND hidden_at IS NULL", person.user.id)).toBe(1);
    expectOk(await logIn(new ApiClient(worker), person.email, person.password));
  });
});
