/**
 * Audiences against the built Worker (issue 37 item 2, docs/decisions/060): a customer list matched
 * by hashed email, no size and no reach under the privacy floor, delivery obeying an ad group's
 * targeted and excluded audiences (a visitor in none); engagement and visitors found from saves,
 * clicks and conversion events within the lookback; actalikes from the seed's interests; the debug
 * page limited to the account's people; role and ownership checks; counts held under concurrency.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Audience, AudienceDebug, AudienceDetail } from "~common/business/audiences";
import { AUDIENCE_SIZE_FLOOR, AUDIENCES_PER_ACCOUNT_MAX, LIST_HASHES_PER_REQUEST_MAX } from "~common/business/audiences";
import type { AccessToken } from "~common/business/conversions";
import type { Promotion } from "~common/business/promoted-pins";
import type { Campaign } from "~common/business/schemas";
import { ApiClient, SESSION_COOKIE, expectApiError, expectOk } from "../../../support/api-client";
import {
  createBusiness,
  promotablePin,
  quickPromoteBody,
  quickPromotePath,
  readyToPromote,
  type BusinessAccount,
} from "../../../support/business-fixtures";
import { morePeople } from "../../../support/audience-fixtures";
import { createBoard, createPin, createPinner, repin, type Pinner } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const hash = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
const now = () => Math.floor(Date.now() / 1000);

let worker: RunningWorker;
let biz: BusinessAccount;
let campaign: Campaign;
let inside: Pinner;
let outside: Pinner;

const base = (b: BusinessAccount = biz) => `/ads/v4/advertisers/${b.advertiser.id}/audiences/`;

/** A person's browser reading the promoted Pin's page, delivery read afresh (the clock header). */
async function promotedTo(person: Pinner | null): Promise<boolean> {
  const b = new ApiClient(worker, {
    headers: { "user-agent": BROWSER, "sec-fetch-site": "same-origin", "x-promoted-clock": String(Date.now()) },
  });
  if (person) b.jar.set(SESSION_COOKIE, person.client.jar.session!);
  return expectOk(await b.get<{ promotion?: Promotion }>(`/v3/pins/${campaign.pin_id}/`)).promotion !== undefined;
}

const people = (prefix: string, n: number, like: Pinner) => morePeople(worker, prefix, n, like);

const members = async (audienceId: string) => {
  const { DB } = await worker.env();
  return (
    await DB.prepare("SELECT user_id FROM audience_members WHERE audience_id = ?").bind(Number(audienceId)).all<{ user_id: string }>()
  ).results.map((r) => r.user_id);
};

beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" });
  biz = await createBusiness(worker, { first: "aud" });
  await readyToPromote(biz.client, biz.advertiser.id);
  const pin = await promotablePin(biz.client, { title: "Walnut side table" });
  campaign = expectOk(
    await biz.client.post<Campaign>(quickPromotePath(biz.advertiser.id, pin.id), quickPromoteBody(biz.advertiser.id, pin.id)),
  );
  [inside, outside] = await Promise.all([createPinner(worker, "in"), createPinner(worker, "out")]);
}, 120_000);
afterAll(() => worker?.close());

describe("a customer list", () => {
  test("matched by hashed email; under the floor no size and no reach; at the floor delivery obeys, targeted and excluded", async () => {
    expect(await promotedTo(inside), "untargeted, everyone may see it").toBe(true);
    const filler = await people("cl", AUDIENCE_SIZE_FLOOR - 2, outside);
    const list = expectOk(
      await biz.client.post<Audience>(base(), {
        kind: "customer_list",
        name: "Past buyers",
        hashes: [inside.email, ...filler, "nobody@nowhere.example"].map(hash),
      }),
    );
    expect(list).toMatchObject({ status: "TOO_SMALL", size: null, list_rows: AUDIENCE_SIZE_FLOOR });
    expect(await members(list.id)).toContain(inside.user.id);

    const use = (mode: string) =>
      biz.client.put<AudienceDetail>(`${base()}${list.id}/ad_groups/`, { ad_groups: [{ ad_group_id: campaign.ad_group.id, mode }] });
    expect(expectOk(await use("include")).ad_groups.find((g) => g.id === campaign.ad_group.id)?.mode).toBe("include");
    expect(await promotedTo(inside), "too small: it targets no one, its own people included").toBe(false);

    const [last] = await people("cl2", 1, outside);
    const ready = expectOk(await biz.client.post<Audience>(`${base()}${list.id}/list/`, { hashes: [hash(last!), hash(inside.email)] }));
    expect(ready).toMatchObject({ status: "READY", size: AUDIENCE_SIZE_FLOOR, list_rows: AUDIENCE_SIZE_FLOOR + 1, used_by: 1 });
    expect(await promotedTo(inside)).toBe(true);
    expect(await promotedTo(outside), "a viewer outside the list sees none").toBe(false);
    expect(await promotedTo(null), "a visitor is in no audience").toBe(false);

    expectOk(await use("exclude"));
    expect(await promotedTo(inside)).toBe(false);
    expect(await promotedTo(outside)).toBe(true);

    expectApiError(await biz.client.delete(`${base()}${list.id}/`), "AUDIENCE_IN_USE");
    expect(expectOk(await use("none")).ad_groups.find((g) => g.id === campaign.ad_group.id)?.mode).toBe("none");
    expect(await promotedTo(inside)).toBe(true);
    expectOk(await biz.client.delete(`${base()}${list.id}/`));
    expectApiError(await biz.client.get(`${base()}${list.id}/`), "AUDIENCE_NOT_FOUND");
  });

  test("a changed email is hashed again by the cron, and the list follows", async () => {
    const person = await createPinner(worker, "mv");
    const list = expectOk(
      await biz.client.post<Audience>(base(), { kind: "customer_list", name: "Newsletter", hashes: [hash("moved@else.example")] }),
    );
    expect(await members(list.id)).toEqual([]);
    const { DB } = await worker.env();
    await DB.prepare("UPDATE users SET email = 'moved@else.example' WHERE id = ?").bind(person.user.id).run();
    await DB.prepare("UPDATE audiences SET refreshed_at = 0 WHERE id = ?").bind(Number(list.id)).run();
    await worker.scheduled();
    expect(await members(list.id)).toEqual([person.user.id]);
  });
});

describe("engagement, visitors and actalikes", () => {
  test("engagement: those who saved the account's Pins within the lookback; visitors: those conversion events name", async () => {
    const saver = await createPinner(worker, "sv");
    const board = await createBoard(saver.client, { name: "Ideas" });
    await repin(saver.client, campaign.pin_id, board.id);
    const engaged = expectOk(
      await biz.client.post<Audience>(base(), { kind: "engagement", name: "Savers", actions: ["save"], lookback_days: 7 }),
    );
    expect(engaged).toMatchObject({ status: "TOO_SMALL", size: null, actions: ["save"], lookback_days: 7 });
    expect(await members(engaged.id)).toEqual([saver.user.id]);
    const clickers = expectOk(
      await biz.client.post<Audience>(base(), { kind: "engagement", name: "Clickers", actions: ["click"], lookback_days: 7 }),
    );
    expect(await members(clickers.id), "a save is not a click").toEqual([]);

    const token = expectOk(
      await biz.client.post<AccessToken & { token: string }>(`/ads/v4/advertisers/${biz.advertiser.id}/conversion_tokens/`, {
        name: "Shop",
      }),
    ).token;
    const event = (id: string, name: string, email: string, at = now() - 60) => ({
      event_name: name,
      action_source: "web",
      event_time: at,
      event_id: id,
      user_data: { em: [hash(email)] },
    });
    expectOk(
      await new ApiClient(worker).post(
        `/ads/v4/advertisers/${biz.advertiser.id}/events/`,
        {
          data: [
            event("v1", "checkout", saver.email),
            event("v2", "page_visit", outside.email),
            event("v3", "checkout", inside.email, now() - 3 * 86_400),
          ],
        },
        { headers: { authorization: `Bearer ${token}` } },
      ),
    );
    const buyers = expectOk(
      await biz.client.post<Audience>(base(), { kind: "visitor", name: "Checked out", event_names: ["checkout"], lookback_days: 1 }),
    );
    expect(await members(buyers.id), "checkout within a day: not the page visit, not the one 3 days ago").toEqual([saver.user.id]);
    const wider = expectOk(await biz.client.patch<Audience>(`${base()}${buyers.id}/`, { lookback_days: 7, event_names: [] }));
    expect(wider).toMatchObject({ lookback_days: 7, event_names: [] });
    expect((await members(buyers.id)).sort()).toEqual([saver.user.id, outside.user.id, inside.user.id].sort());
    expectApiError(await biz.client.patch(`${base()}${buyers.id}/`, { actions: ["save"] }), "AUDIENCE_CHANGE_INVALID");
  });

  test("an actalike: people sharing the seed's most-held interests, the seed's own left out; a seed under the floor refused", async () => {
    const small = expectOk(await biz.client.post<Audience>(base(), { kind: "customer_list", name: "Tiny", hashes: [hash(inside.email)] }));
    expectApiError(
      await biz.client.post(base(), { kind: "actalike", name: "Like tiny", seed_audience_id: small.id }),
      "AUDIENCE_SEED_INVALID",
    );
    // The seed: the floor's worth of people, a few of whom pin about hiking.
    const hiker = await createPinner(worker, "hk");
    const trail = await createBoard(hiker.client, { name: "Trails" });
    await createPin(hiker.client, trail.id, { title: "Mountain hiking trail", description: "Backpacking travel in the alps" });
    const seedEmails = [hiker.email, ...(await people("sd", AUDIENCE_SIZE_FLOOR - 1, outside))];
    const seed = expectOk(await biz.client.post<Audience>(base(), { kind: "customer_list", name: "Hikers", hashes: seedEmails.map(hash) }));
    expect(seed.status).toBe("READY");
    const alike = await createPinner(worker, "al");
    await createPin(alike.client, (await createBoard(alike.client, { name: "Trips" })).id, {
      title: "Hiking trip packing list",
      description: "Travel light",
    });
    const baker = await createPinner(worker, "bk");
    await createPin(baker.client, (await createBoard(baker.client, { name: "Cakes" })).id, {
      title: "Chocolate cake recipe",
      description: "Baking",
    });
    const actalike = expectOk(
      await biz.client.post<Audience>(base(), { kind: "actalike", name: "Like hikers", seed_audience_id: seed.id }),
    );
    expect(actalike.seed_audience).toEqual({ id: seed.id, name: "Hikers" });
    expect(actalike.interests!.length).toBeGreaterThan(0);
    const found = await members(actalike.id);
    expect(found).toContain(alike.user.id);
    expect(found, "the seed's own are left out").not.toContain(hiker.user.id);
    expect(found).not.toContain(baker.user.id);
    expectApiError(await biz.client.delete(`${base()}${seed.id}/`), "AUDIENCE_IN_USE");
    expectApiError(
      await biz.client.post(base(), { kind: "actalike", name: "Like like", seed_audience_id: actalike.id }),
      "AUDIENCE_SEED_INVALID",
    );
  });
});

describe("who may do what", () => {
  test("an analyst reads but cannot make; another account's audience and ad group are not found; names unique", async () => {
    const other = await createBusiness(worker, { first: "oth" });
    const analyst = await createPinner(worker, "an");
    expectOk(await biz.client.put("/vx/business_access/members/", { username: analyst.user.username, permissions: ["ANALYST"] }));
    expectOk(await analyst.client.get(base()));
    expectApiError(
      await analyst.client.post(base(), { kind: "engagement", name: "Mine", actions: ["save"], lookback_days: 30 }),
      "ADVERTISER_ACCESS_DENIED",
    );
    expectApiError(await other.client.get(base()), "ADVERTISER_ACCESS_DENIED");
    const theirs = expectOk(
      await other.client.post<Audience>(base(other), { kind: "engagement", name: "Theirs", actions: ["save"], lookback_days: 30 }),
    );
    expectApiError(await biz.client.get(`${base()}${theirs.id}/`), "AUDIENCE_NOT_FOUND");
    expectApiError(await biz.client.patch(`${base()}${theirs.id}/`, { name: "Taken over" }), "AUDIENCE_NOT_FOUND");
    const mine = expectOk(
      await biz.client.post<Audience>(base(), { kind: "engagement", name: "Mine", actions: ["save"], lookback_days: 30 }),
    );
    expectApiError(
      await biz.client.post(base(), { kind: "engagement", name: " MINE ", actions: ["click"], lookback_days: 30 }),
      "AUDIENCE_NAME_TAKEN",
    );
    const otherPin = await promotablePin(other.client, { title: "Their lamp" });
    await readyToPromote(other.client, other.advertiser.id);
    const otherCampaign = expectOk(
      await other.client.post<Campaign>(
        quickPromotePath(other.advertiser.id, otherPin.id),
        quickPromoteBody(other.advertiser.id, otherPin.id),
      ),
    );
    expectApiError(
      await biz.client.put(`${base()}${mine.id}/ad_groups/`, { ad_groups: [{ ad_group_id: otherCampaign.ad_group.id, mode: "exclude" }] }),
      "AD_GROUP_NOT_FOUND",
    );
  });

  test("the debug page looks only at the account's people, and says why", async () => {
    const list = expectOk(
      await biz.client.post<Audience>(base(), { kind: "customer_list", name: "Owner only", hashes: [hash(biz.email)] }),
    );
    const mine = expectOk(await biz.client.get<AudienceDebug>(`${base()}debug/?username=${biz.user.username}`));
    expect(mine.viewers.map((v) => v.username)).toContain(biz.user.username);
    expect(mine.audiences.find((a) => a.id === list.id)).toMatchObject({
      member: true,
      qualifies: true,
      reason: "LIST_MATCH",
      status: "TOO_SMALL",
    });
    expectApiError(await biz.client.get(`${base()}debug/?username=${outside.user.username}`), "AUDIENCE_VIEWER_NOT_FOUND");
  });

  test("a create retried with the same Idempotency-Key makes one audience", async () => {
    const key = { headers: { "idempotency-key": `aud-${Date.now()}` } };
    const body = { kind: "engagement", name: "Retried", actions: ["save"], lookback_days: 30 };
    const [first, again] = [
      expectOk(await biz.client.post<Audience>(base(), body, key)),
      expectOk(await biz.client.post<Audience>(base(), body, key)),
    ];
    expect(again.id).toBe(first.id);
    const list = expectOk(await biz.client.get<{ items: Audience[] }>(base()));
    expect(list.items.filter((a) => a.name === "Retried")).toHaveLength(1);
  });

  test(`a list takes ${LIST_HASHES_PER_REQUEST_MAX} hashes a request, and refuses one more`, async () => {
    const hashes = Array.from({ length: LIST_HASHES_PER_REQUEST_MAX + 1 }, (_, i) => hash(`p${i}@bulk.example`));
    const big = expectOk(await biz.client.post<Audience>(base(), { kind: "customer_list", name: "Bulk", hashes: hashes.slice(1) }));
    expect(big.list_rows).toBe(LIST_HASHES_PER_REQUEST_MAX);
    expectApiError(await biz.client.post(`${base()}${big.id}/list/`, { hashes }), "BAD_REQUEST");
  });

  test(`at most ${AUDIENCES_PER_ACCOUNT_MAX} audiences, even made at once`, async () => {
    const many = await createBusiness(worker, { first: "many" });
    const made = await Promise.all(
      Array.from({ length: AUDIENCES_PER_ACCOUNT_MAX + 3 }, (_, i) =>
        many.client.post<Audience>(base(many), { kind: "engagement", name: `A ${i}`, actions: ["save"], lookback_days: 30 }),
      ),
    );
    expect(made.filter((r) => r.status === 200)).toHaveLength(AUDIENCES_PER_ACCOUNT_MAX);
    for (const r of made.filter((x) => x.status !== 200)) expectApiError(r, "AUDIENCES_MAX");
  });
});
