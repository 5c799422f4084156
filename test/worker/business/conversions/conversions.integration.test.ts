/**
 * The Conversions API against the built Worker (issue 37 item 1): access tokens shown once, at most
 * ten live, made by those who may act and listed by everyone with access; events checked one by one,
 * counted once per event_id and name (in one batch, across batches, when retried at once), test
 * events kept apart; a missing, wrong, revoked or other account's token refused alike.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AccessToken, ConversionEventsAnswer } from "~common/business/conversions";
import { ACCESS_TOKENS_MAX, EVENTS_PER_REQUEST_MAX } from "~common/business/conversions";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { createBusiness, type BusinessAccount } from "../../../support/business-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
}, 120_000);
afterAll(() => worker?.close());

const tokens = (biz: BusinessAccount) => `/ads/v4/advertisers/${biz.advertiser.id}/conversion_tokens/`;
const em = createHash("sha256").update("buyer@example.com").digest("hex");
const now = () => Math.floor(Date.now() / 1000);
const event = (id: string, over: Record<string, unknown> = {}) => ({
  event_name: "checkout",
  action_source: "web",
  event_time: now() - 60,
  event_id: id,
  user_data: { em: [em] },
  custom_data: { value: "72.39", currency: "USD" },
  ...over,
});
const send = (biz: BusinessAccount, token: string, data: unknown[], query = "") =>
  new ApiClient(worker).post<ConversionEventsAnswer>(
    `/ads/v4/advertisers/${biz.advertiser.id}/events/${query}`,
    { data },
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
async function rows(biz: BusinessAccount, test = 0) {
  const { DB } = await worker.env();
  const { results } = await DB.prepare(
    "SELECT event_id, value_micro, currency, source FROM conversion_events WHERE advertiser_id = ? AND test = ? ORDER BY event_id",
  )
    .bind(Number(biz.advertiser.id), test)
    .all();
  return results;
}
async function newToken(biz: BusinessAccount, name = "Shop server") {
  return expectOk(await biz.client.post<AccessToken & { token: string }>(tokens(biz), { name }));
}

describe("access tokens", () => {
  test("shown once and listed without the secret; ten live at most, even made at once; revoked is refused at once", async () => {
    const biz = await createBusiness(worker, { first: "tok" });
    const made = await Promise.all(
      Array.from({ length: ACCESS_TOKENS_MAX + 2 }, (_, i) =>
        biz.client.post<AccessToken & { token: string }>(tokens(biz), { name: `Server ${i}` }),
      ),
    );
    const ok = made.filter((r) => r.status === 200);
    expect(ok).toHaveLength(ACCESS_TOKENS_MAX);
    for (const r of made.filter((r) => r.status !== 200)) expectApiError(r, "CONVERSION_TOKENS_MAX");
    const first = expectOk(ok[0]!);
    expect(first.token).toMatch(/^pinc_[0-9a-f]{64}$/);
    const list = expectOk(await biz.client.get<{ items: AccessToken[] }>(tokens(biz))).items;
    expect(list).toHaveLength(ACCESS_TOKENS_MAX);
    expect(JSON.stringify(list)).not.toContain(first.token);
    expect(expectOk(await send(biz, first.token, [event("o-1")])).num_events_processed).toBe(1);
    const revoked = expectOk(await biz.client.delete<AccessToken>(`${tokens(biz)}${first.id}/`));
    expect(revoked.revoked_at).not.toBeNull();
    expectApiError(await send(biz, first.token, [event("o-2")]), "CONVERSION_TOKEN_INVALID");
    // A revoked one leaves room for another.
    await newToken(biz);
    expectApiError(await biz.client.delete(`${tokens(biz)}999999/`), "CONVERSION_TOKEN_NOT_FOUND");
  });

  test("an analyst lists but makes none; another business and a visitor reach nothing", async () => {
    const owner = await createBusiness(worker, { first: "own" });
    const analyst = await createBusiness(worker, { first: "ana" });
    const stranger = await createBusiness(worker, { first: "str" });
    expectOk(await owner.client.put("/vx/business_access/members/", { username: analyst.user.username, permissions: ["ANALYST"] }));
    const made = await newToken(owner);
    expectApiError(await analyst.client.post(tokens(owner), { name: "Mine" }), "ADVERTISER_ACCESS_DENIED");
    expectApiError(await analyst.client.delete(`${tokens(owner)}${made.id}/`), "ADVERTISER_ACCESS_DENIED");
    expect(expectOk(await analyst.client.get<{ items: AccessToken[] }>(tokens(owner))).items).toHaveLength(1);
    expectApiError(await stranger.client.get(tokens(owner)), "ADVERTISER_ACCESS_DENIED");
    expectApiError(await stranger.client.delete(`${tokens(stranger)}${made.id}/`), "CONVERSION_TOKEN_NOT_FOUND");
    expectApiError(await new ApiClient(worker).get(tokens(owner)), "AUTH_REQUIRED");
  });
});

describe("events", () => {
  test("each event checked on its own; one row per event_id and name, in a batch, across batches and retried at once", async () => {
    const biz = await createBusiness(worker, { first: "evt" });
    const { token } = await newToken(biz);
    const answer = expectOk(
      await send(biz, token, [
        event("o-1"),
        event("o-1"), // the same again in the batch
        event("o-2", { event_name: "purchase" }),
        event("o-3", { event_time: now() - 8 * 86_400 }),
        event("o-4", { event_time: now() + 3600 }),
        event("o-5", { user_data: {} }),
        event("o-6", { custom_data: { value: "12,50", currency: "USD" } }),
        event("o-7", { event_name: "lead", custom_data: undefined }),
      ]),
    );
    expect(answer).toMatchObject({ num_events_received: 8, num_events_processed: 3 });
    expect(answer.events.map((e) => [e.status, e.warning_message === null])).toEqual([
      ["processed", true],
      ["processed", false],
      ["failed", true],
      ["failed", true],
      ["failed", true],
      ["failed", true],
      ["failed", true],
      ["processed", true],
    ]);
    expect(answer.events[2]!.error_message).toContain("event_name");
    // The same batch retried five times at once adds nothing.
    const again = await Promise.all(
      Array.from({ length: 5 }, () => send(biz, token, [event("o-1"), event("o-7", { event_name: "lead", custom_data: undefined })])),
    );
    for (const r of again) expect(expectOk(r).events.every((e) => e.warning_message !== null)).toBe(true);
    expect(await rows(biz)).toEqual([
      { event_id: "o-1", value_micro: 72_390_000, currency: "USD", source: "api" },
      { event_id: "o-7", value_micro: null, currency: null, source: "api" },
    ]);
  });

  test("test events are kept apart and never counted; the batch is bounded; tokens of nobody or of another account are refused alike", async () => {
    const biz = await createBusiness(worker, { first: "tst" });
    const other = await createBusiness(worker, { first: "oth" });
    const { token } = await newToken(biz);
    const { token: othersToken } = await newToken(other);
    const tested = expectOk(await send(biz, token, [event("t-1")], "?test=true"));
    expect(tested.events[0]).toMatchObject({ status: "processed", warning_message: expect.stringContaining("test") });
    expect(await rows(biz)).toEqual([]);
    expect(await rows(biz, 1)).toHaveLength(1);
    // A real one with the test one's id still counts.
    expect(expectOk(await send(biz, token, [event("t-1")])).events[0]!.warning_message).toBeNull();
    expectApiError(
      await send(
        biz,
        token,
        Array.from({ length: EVENTS_PER_REQUEST_MAX + 1 }, (_, i) => event(`b-${i}`)),
      ),
      "BAD_REQUEST",
    );
    expectApiError(await send(biz, token, []), "BAD_REQUEST");
    expectApiError(await send(biz, othersToken, [event("x-1")]), "CONVERSION_TOKEN_INVALID");
    expectApiError(await send(biz, `pinc_${"0".repeat(64)}`, [event("x-1")]), "CONVERSION_TOKEN_INVALID");
    expectApiError(await send(biz, "not-a-token", [event("x-1")]), "CONVERSION_TOKEN_INVALID");
    expectApiError(
      await new ApiClient(worker).post(`/ads/v4/advertisers/${biz.advertiser.id}/events/`, { data: [event("x-1")] }),
      "CONVERSION_TOKEN_INVALID",
    );
    // A full batch is one statement and fits the body cap.
    const full = expectOk(
      await send(
        biz,
        token,
        Array.from({ length: EVENTS_PER_REQUEST_MAX }, (_, i) => event(`f-${i}`)),
      ),
    );
    expect(full.num_events_processed).toBe(EVENTS_PER_REQUEST_MAX);
    expect(await rows(biz)).toHaveLength(EVENTS_PER_REQUEST_MAX + 1);
  });
});
