/**
 * Security reads come from the primary (worker/platform/d1-sessions/primary.ts,
 * docs/decisions/050-security-reads-primary.md). The Worker runs with the replica stand-in, made to
 * lag (PUT /v3/dev/replica/, test/support/replica.ts): while it lags, a change made on the primary
 * — a session ended; an account suspended, soft-banned or closed; a collaborator removed; a
 * campaign paused — takes effect on the very next request, though the stale copy still holds the
 * old state; the controls show the copy is stale indeed (public reads come from it). Then it
 * follows, and all agree. Every request here is unkeyed and unbookmarked: its session starts on
 * the replica.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import type { Campaign } from "~common/business/schemas";
import type { FeedPin } from "~common/business/promoted-pins";
import type { Board } from "~common/saving/schemas";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { logIn, logInPastBotCheck } from "../../../support/auth-fixtures";
import { createBusiness, promotablePin, quickPromoteBody, quickPromotePath, readyToPromote } from "../../../support/business-fixtures";
import { followReplica, lagReplica } from "../../../support/replica";
import { createBoard, createPin, createPinner } from "../../../support/saving-fixtures";
import { REPLICA_BINDING, startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" }, { laggingReplica: true });
  // The stand-in starts lagging on the empty database: the tests arrange their data while it follows.
  await followReplica(worker);
}, 60_000);
afterEach(() => followReplica(worker));
afterAll(() => worker?.close());

const primary = async (sql: string, ...params: unknown[]) =>
  (await worker.env()).DB.prepare(sql)
    .bind(...params)
    .run();
/** A value as the stale copy has it (the stand-in's own database). */
const onReplica = async (sql: string, ...params: unknown[]) =>
  ((await worker.env()) as unknown as Record<string, D1Database>)
    [REPLICA_BINDING]!.prepare(sql)
    .bind(...params)
    .first<Record<string, unknown>>();
const boardIds = async (client: ApiClient, username: string) =>
  expectOk(await client.get<{ items: Board[] }>(`/v3/users/${username}/boards/`)).items.map((b) => b.id);

describe("the stand-in", () => {
  test("lagging, public reads see the snapshot; following, they see the primary", async () => {
    const pat = await createPinner(worker, "Pat");
    const before = await createBoard(pat.client, { name: "Before the lag" });
    const lag = await lagReplica(worker);
    expect(lag).toMatchObject({ lagging: true, since: expect.any(Number) });
    expect(lag.rows).toBeGreaterThan(0);

    const after = await createBoard(pat.client, { name: "After the lag" });
    const visitor = new ApiClient(worker);
    expect(await boardIds(visitor, pat.profile.username)).toEqual([before.id]);
    expect(await followReplica(worker)).toEqual({ lagging: false, since: null, rows: 0 });
    expect((await boardIds(visitor, pat.profile.username)).sort()).toEqual([before.id, after.id].sort());
  });

  test("only with DEV_TOOLS and a stand-in: elsewhere 404 NOT_FOUND", async () => {
    expectApiError(await new ApiClient(worker).put("/v3/dev/replica/", { lag: true, follow: true }), "BAD_REQUEST");
    const plain = await startWorker({ DEV_TOOLS: "true" });
    const off = await startWorker({ DEV_TOOLS: "false" });
    try {
      expectApiError(await new ApiClient(plain).put("/v3/dev/replica/", { lag: true }), "NOT_FOUND");
      expectApiError(await new ApiClient(off).put("/v3/dev/replica/", { follow: true }), "NOT_FOUND");
    } finally {
      await Promise.all([plain.close(), off.close()]);
    }
  }, 60_000);
});

describe("while the replica lags", () => {
  test("an ended session gets 401 on its next request", async () => {
    const ana = await createPinner(worker, "Ana");
    const phone = new ApiClient(worker);
    expectOk(await logIn(phone, ana.email, ana.password));
    const sessions = expectOk(await ana.client.get<{ id: string; current: boolean }[]>("/v3/users/me/sessions/"));
    const other = sessions.find((s) => !s.current)!;
    expect(other).toBeDefined();
    await lagReplica(worker);

    // Ended in D1, the authority; its KV record stays, as it may for up to 60 s at other locations.
    await primary("DELETE FROM user_sessions WHERE id = ?", other.id);
    expectApiError(await phone.get("/v3/users/me/sessions/"), "AUTH_REQUIRED");
    // The control: the stale copy still holds it, and an ordinary read (the list) still shows it.
    expect(await onReplica("SELECT id FROM user_sessions WHERE id = ?", other.id)).toEqual({ id: other.id });
    const listed = expectOk(await ana.client.get<{ id: string }[]>("/v3/users/me/sessions/"));
    expect(listed.map((s) => s.id)).toContain(other.id);
    await followReplica(worker);
    expectApiError(await phone.get("/v3/users/me/sessions/"), "AUTH_REQUIRED");
    expectOk(await ana.client.get("/v3/users/me/sessions/"));
  });

  test("a suspended account cannot act; a soft-banned one cannot log in with its old password", async () => {
    const [sam, sol] = await Promise.all([createPinner(worker, "Sam"), createPinner(worker, "Sol")]);
    await lagReplica(worker);
    expectOk(await new ApiClient(worker).put("/v3/dev/account_state/", { email: sam.email, state: "suspended" }));
    expectApiError(await sam.client.post("/v3/boards/", { name: "Not now" }), "AUTH_REQUIRED");
    expectOk(await new ApiClient(worker).put("/v3/dev/account_state/", { email: sol.email, state: "soft_banned" }));
    expectApiError(await logInPastBotCheck(new ApiClient(worker), sol.email, sol.password), "ACCOUNT_SOFT_BANNED");
    // The control: the stale copy still has both as they were.
    expect(await onReplica("SELECT account_state FROM users WHERE id = ?", sam.user.id)).toEqual({ account_state: "active" });
    expect(await onReplica("SELECT account_state FROM users WHERE id = ?", sol.user.id)).toEqual({ account_state: "active" });
    await followReplica(worker);
    expectApiError(await sam.client.post("/v3/boards/", { name: "Not now" }), "AUTH_REQUIRED");
  });

  test("a closed account cannot log in again (it is offered its reopening)", async () => {
    const cleo = await createPinner(worker, "Cleo");
    await lagReplica(worker);
    expectOk(await cleo.client.post("/v3/users/me/close/", { acknowledge: true, password: cleo.password }));
    expectApiError(await logIn(new ApiClient(worker), cleo.email, cleo.password), "ACCOUNT_CLOSED");
    // The control: the stale copy still has it open.
    expect(await onReplica("SELECT hidden_at FROM users WHERE id = ?", cleo.user.id)).toEqual({ hidden_at: null });
  });

  test("a removed collaborator cannot save to the board", async () => {
    const [owner, helper] = await Promise.all([createPinner(worker, "Olga"), createPinner(worker, "Hal")]);
    const board = await createBoard(owner.client, { name: "Shared kitchen" });
    await primary(
      "INSERT INTO board_collaborators (board_id, user_id, created_at) VALUES (?, ?, unixepoch())",
      Number(board.id),
      helper.user.id,
    );
    const first = await createPin(helper.client, board.id, { title: "Helper's first" });
    await lagReplica(worker);

    expectOk(await owner.client.delete(`/v3/boards/${board.id}/collaborators/${helper.user.id}/`));
    expectApiError(await helper.client.post("/v3/pins/", { board_id: board.id, pin_id: first.id }), "NOT_BOARD_OWNER", {
      field: "board_id",
    });
    // The control: the stale copy still has the collaborator.
    const membership = "SELECT user_id FROM board_collaborators WHERE board_id = ?";
    expect(await onReplica(membership, Number(board.id))).toEqual({ user_id: helper.user.id });
    await followReplica(worker);
    expectApiError(await helper.client.post(`/v3/boards/${board.id}/sections/`, { name: "Mine" }), "NOT_BOARD_OWNER");
  });
});

describe("while the replica lags, the beacon", () => {
  const DAY = 86_400_000;
  const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
  const browser = () =>
    new ApiClient(worker, { headers: { "user-agent": BROWSER, "accept-language": "en-US,en;q=0.9", "sec-fetch-site": "same-origin" } });
  const start = new Date(Date.now() + DAY);
  /** Tomorrow noon, UTC: inside the campaign's first days (it starts now). */
  const noon = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate(), 12);
  const clock = { "x-promoted-clock": String(noon) };

  async function deliveredToken(client: ApiClient, campaignId: string): Promise<string | null> {
    const page = expectOk(await client.get<{ items: FeedPin[] }>("/v3/feeds/home/", { headers: clock }));
    return page.items.find((p) => p.promotion?.campaign_id === campaignId)?.promotion?.token ?? null;
  }
  const beacon = (client: ApiClient, token: string) =>
    client.post<{ counted: number; skipped: number }>(
      "/v3/promoted/events/",
      { events: [{ type: "impression", token }] },
      { headers: clock },
    );

  test("counts 0 for a paused campaign, which the stale feed still delivers", async () => {
    const biz = await createBusiness(worker, { first: "bea" });
    await readyToPromote(biz.client, biz.advertiser.id);
    const pin = await promotablePin(biz.client, { title: "Walnut stool" });
    const campaign = expectOk(
      await biz.client.post<Campaign>(quickPromotePath(biz.advertiser.id, pin.id), quickPromoteBody(biz.advertiser.id, pin.id)),
    );
    // A first page of newer organic Pins (a promoted Pin is never one already on the page).
    const pinner = await createPinner(worker, "Pia");
    const ideas = await createBoard(pinner.client, { name: "Ideas" });
    for (let i = 0; i < 26; i++) await createPin(pinner.client, ideas.id, { title: `Idea ${i}`, width: 60, height: 90 });
    const [counted, paused] = [browser(), browser()];
    const token = await deliveredToken(counted, campaign.id);
    expect(token, "the campaign is delivered").not.toBeNull();
    await lagReplica(worker);

    await primary("UPDATE campaigns SET status = 'PAUSED' WHERE id = ?", Number(campaign.id));
    // The control: delivery reads the stale copy, where the campaign is still active.
    expect(await onReplica("SELECT status FROM campaigns WHERE id = ?", Number(campaign.id))).toEqual({ status: "ACTIVE" });
    const staleToken = await deliveredToken(paused, campaign.id);
    expect(staleToken).not.toBeNull();
    expect(expectOk(await beacon(paused, staleToken!))).toMatchObject({ counted: 0, skipped: 1 });
    expect(expectOk(await beacon(counted, token!))).toMatchObject({ counted: 0, skipped: 1 });
    await followReplica(worker);
    expect(await deliveredToken(browser(), campaign.id)).toBeNull();
    expect(expectOk(await beacon(counted, token!))).toMatchObject({ counted: 0, skipped: 1 });
  }, 60_000);
});
