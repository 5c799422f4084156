/**
 * Campaign control against the built Worker (docs/decisions/052): pausing and resuming stops and
 * restarts delivery and counting; budget, end date, name and targeting changes with their rules
 * (never below today's spend); ended and archived campaigns; ad groups and ads; who may change and
 * who may only read; two changes at once; a retried change; and the history of all of it. Days
 * come from the `x-promoted-clock` header.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Campaign, AdGroup } from "~common/business/schemas";
import type { HistoryPage } from "~common/business/campaign-control";
import { bidRange, type CampaignStructure } from "~common/business/ads-create";
import type { FeedPin } from "~common/business/promoted-pins";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import {
  createBusiness,
  promotablePin,
  quickPromoteBody,
  quickPromotePath,
  readyToPromote,
  scratchGroup,
  scratchPlan,
  type BusinessAccount,
} from "../../../support/business-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

const DAY = 86_400_000;
let worker: RunningWorker;
let noon: number;
const at = (ms: number, extra: Record<string, string> = {}) => ({ headers: { "x-promoted-clock": String(ms), ...extra } });
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const visitor = () =>
  new ApiClient(worker, { headers: { "user-agent": BROWSER, "accept-language": "en-US", "sec-fetch-site": "same-origin" } });

beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" });
  const start = new Date(Date.now() + DAY);
  noon = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate(), 12);
}, 120_000);
afterAll(() => worker?.close());

async function campaignOf(biz: BusinessAccount, over: Parameters<typeof quickPromoteBody>[2] = {}) {
  const pin = await promotablePin(biz.client, { title: "Walnut side table" });
  return expectOk(
    await biz.client.post<Campaign>(quickPromotePath(biz.advertiser.id, pin.id), quickPromoteBody(biz.advertiser.id, pin.id, over)),
  );
}
async function readyBusiness(first: string) {
  const biz = await createBusiness(worker, { first });
  await readyToPromote(biz.client, biz.advertiser.id);
  return biz;
}
const patch = (biz: BusinessAccount, c: Campaign, body: object, opts = at(noon)) =>
  biz.client.patch<Campaign>(`/ads/v4/advertisers/${biz.advertiser.id}/campaigns/${c.id}/`, body, opts);
const history = async (client: ApiClient, advertiserId: string, query = "") =>
  expectOk(await client.get<HistoryPage>(`/ads/v4/advertisers/${advertiserId}/history/${query}`));
/** Whether a visitor is shown the campaign's Pin as promoted (delivery reads D1 fresh under the clock header). */
async function delivered(c: Campaign) {
  const pin = expectOk(await visitor().get<FeedPin>(`/v3/pins/${c.pin_id}/`, at(noon)));
  return pin.promotion?.campaign_id === c.id;
}
const simulate = (c: Campaign) =>
  new ApiClient(worker).post<{ days: { impressions: { counted: number }; totals: { spend_micro: number } }[] }>(
    "/v3/dev/promoted/traffic/",
    { campaign_id: c.id, viewers: 300, click_rate: 0.5 },
    at(noon),
  );

describe("status", () => {
  test("pause stops delivery and counting at once; resume starts them again; each is in the history by whom", async () => {
    const biz = await readyBusiness("pat");
    const c = await campaignOf(biz);
    expect(await delivered(c)).toBe(true);
    expect(expectOk(await patch(biz, c, { status: "PAUSED" })).status).toBe("PAUSED");
    expect(await delivered(c)).toBe(false);
    expect(expectOk(await simulate(c)).days.at(-1)!.impressions.counted).toBe(0); // nor counted
    expect(expectOk(await patch(biz, c, { status: "ACTIVE" })).status).toBe("ACTIVE");
    expect(await delivered(c)).toBe(true);
    const h = await history(biz.client, biz.advertiser.id);
    expect(h.items.map((e) => [e.field, e.from, e.to])).toEqual([
      ["status", "PAUSED", "ACTIVE"],
      ["status", "ACTIVE", "PAUSED"],
      ["created", null, c.name],
    ]);
    expect(h.items[0]).toMatchObject({ entity_type: "CAMPAIGN", entity_id: c.id, entity_name: c.name, actor: { id: biz.user.id } });
  });

  test("end: delivery stops for good; it can be renamed and archived, not resumed; archived is final", async () => {
    const biz = await readyBusiness("eda");
    const c = await campaignOf(biz);
    expect(expectOk(await patch(biz, c, { status: "ENDED" })).status).toBe("ENDED");
    expect(await delivered(c)).toBe(false);
    expectApiError(await patch(biz, c, { status: "ACTIVE" }), "CAMPAIGN_ENDED", { field: "status" });
    expectApiError(await patch(biz, c, { budget_in_micro_currency: 9_000_000 }), "CAMPAIGN_ENDED");
    expect(expectOk(await patch(biz, c, { name: "Spring tables (ended)" })).name).toBe("Spring tables (ended)");
    expect(expectOk(await patch(biz, c, { status: "ARCHIVED" })).status).toBe("ARCHIVED");
    expectApiError(await patch(biz, c, { name: "Again" }), "CAMPAIGN_ARCHIVED");
    expectApiError(await patch(biz, c, { status: "ACTIVE" }), "CAMPAIGN_ARCHIVED");
    const got = expectOk(await biz.client.get<Campaign>(`/ads/v4/advertisers/${biz.advertiser.id}/campaigns/${c.id}/`));
    expect([got.status, got.name]).toEqual(["ARCHIVED", "Spring tables (ended)"]);
  });
});

describe("budget, dates, name, targeting", () => {
  test("the budget is never below today's spend; a raise lets the counter spend up to the new budget", async () => {
    const biz = await readyBusiness("bud");
    const c = await campaignOf(biz); // 3 USD a day
    const first = expectOk(await simulate(c));
    expect(first.days.at(-1)!.totals.spend_micro).toBe(3_000_000);
    expectApiError(await patch(biz, c, { budget_in_micro_currency: 2_500_000 }), "BUDGET_BELOW_SPEND", {
      field: "budget_in_micro_currency",
    });
    expectApiError(await patch(biz, c, { budget_in_micro_currency: 500_000 }), "BUDGET_TOO_LOW");
    expectApiError(await patch(biz, c, { budget_in_micro_currency: 0 }), "BUDGET_INVALID");
    expect(expectOk(await patch(biz, c, { budget_in_micro_currency: 5_000_000 })).budget_in_micro_currency).toBe(5_000_000);
    const second = expectOk(await simulate(c));
    expect(second.days.at(-1)!.totals.spend_micro).toBe(5_000_000); // the counter follows: up to the new budget, not more
    const entries = (await history(biz.client, biz.advertiser.id, `?campaign_id=${c.id}`)).items;
    expect(entries[0]).toMatchObject({ field: "budget_in_micro_currency", from: "3000000", to: "5000000" });
  });

  test("end date from today on, or none (ongoing); a name under 64 characters; targeting in the account's country", async () => {
    const biz = await readyBusiness("dan");
    const c = await campaignOf(biz, { is_ongoing: true });
    const today = new Date(noon).toISOString().slice(0, 10);
    const yesterday = new Date(noon - DAY).toISOString().slice(0, 10);
    expectApiError(await patch(biz, c, { inclusive_end_date: yesterday }), "END_DATE_INVALID", { field: "inclusive_end_date" });
    expectApiError(await patch(biz, c, { inclusive_end_date: "2026-02-30" }), "END_DATE_INVALID");
    const dated = expectOk(await patch(biz, c, { inclusive_end_date: today }));
    expect([dated.inclusive_end_date, dated.is_ongoing]).toEqual([today, false]);
    expect(await delivered(c)).toBe(true);
    const ongoing = expectOk(await patch(biz, c, { inclusive_end_date: null }));
    expect([ongoing.inclusive_end_date, ongoing.is_ongoing]).toEqual([null, true]);
    expectApiError(await patch(biz, c, { name: "x".repeat(64) }), "CAMPAIGN_NAME_INVALID", { field: "name" });
    expectApiError(await patch(biz, c, { name: "   " }), "CAMPAIGN_NAME_INVALID");
    const spec = { AGE_BUCKET: ["25-34"], GENDER: [], INTEREST: [], LOCATION: ["FR"] };
    expectApiError(await patch(biz, c, { targeting_spec: spec }), "TARGETING_INVALID", { field: "targeting_spec" });
    expect(expectOk(await patch(biz, c, { targeting_spec: { ...spec, LOCATION: ["US"] } })).targeting_spec.AGE_BUCKET).toEqual(["25-34"]);
    // The same values again are no change.
    expectApiError(await patch(biz, c, { name: c.name, status: c.status }), "NOTHING_TO_CHANGE");
    expectApiError(await patch(biz, c, {}), "NOTHING_TO_CHANGE");
  });
});

describe("ad groups and ads", () => {
  test("a paused ad group or ad is not delivered; a change in an ended campaign is refused", async () => {
    const biz = await readyBusiness("ada");
    const c = await campaignOf(biz);
    const base = `/ads/v4/advertisers/${biz.advertiser.id}`;
    const group = expectOk(await biz.client.patch<AdGroup>(`${base}/ad_groups/${c.ad_group.id}/`, { status: "PAUSED" }, at(noon)));
    expect(group.status).toBe("PAUSED");
    expect(await delivered(c)).toBe(false);
    expectOk(await biz.client.patch(`${base}/ad_groups/${c.ad_group.id}/`, { status: "ACTIVE", name: "Readers" }, at(noon)));
    expect(await delivered(c)).toBe(true);
    expect(expectOk(await biz.client.patch<{ status: string }>(`${base}/ads/${c.ad.id}/`, { status: "PAUSED" }, at(noon))).status).toBe(
      "PAUSED",
    );
    expect(await delivered(c)).toBe(false);
    expectApiError(await biz.client.patch(`${base}/ads/${c.ad.id}/`, { status: "PAUSED" }, at(noon)), "NOTHING_TO_CHANGE");
    expectOk(await patch(biz, c, { status: "ENDED" }));
    expectApiError(await biz.client.patch(`${base}/ads/${c.ad.id}/`, { status: "ACTIVE" }, at(noon)), "CAMPAIGN_ENDED");
    expectApiError(await biz.client.patch(`${base}/ad_groups/${c.ad_group.id}/`, { name: "Other" }, at(noon)), "CAMPAIGN_ENDED");
    const kinds = (await history(biz.client, biz.advertiser.id)).items.map((e) => `${e.entity_type} ${e.field} ${e.to}`);
    expect(kinds).toEqual([
      "CAMPAIGN status ENDED",
      "AD status PAUSED",
      "AD_GROUP name Readers",
      "AD_GROUP status ACTIVE",
      "AD_GROUP status PAUSED",
      "CAMPAIGN created " + c.name,
    ]);
    expect((await history(biz.client, biz.advertiser.id, "?entity_type=AD")).items.map((e) => e.entity_name)).toEqual([
      "Walnut side table",
    ]);
  });
});

describe("lifetime budgets, bids, targeting and keywords", () => {
  test("a lifetime budget is never below what was spent; its daily cap follows what is left over the days left", async () => {
    const biz = await readyBusiness("lif");
    const pin = await promotablePin(biz.client, { title: "Rattan chair" });
    const today = new Date(noon).toISOString().slice(0, 10);
    const end = new Date(noon + 9 * DAY).toISOString().slice(0, 10);
    const made = expectOk(
      await biz.client.post<CampaignStructure>(
        `/ads/v4/advertisers/${biz.advertiser.id}/campaigns/`,
        scratchPlan([scratchGroup("All", [pin])], {
          start_date: today,
          budget_type: "LIFETIME",
          budget_in_micro_currency: 100_000_000,
          end_date: end,
        }),
        at(noon),
      ),
    );
    const c = made.campaign;
    expect([c.lifetime_budget_in_micro_currency, c.budget_in_micro_currency]).toEqual([100_000_000, 10_000_000]);
    const spent = expectOk(await simulate(c)).days.at(-1)!.totals.spend_micro;
    expect(spent).toBeGreaterThan(0);
    expectApiError(await patch(biz, c, { budget_in_micro_currency: 12_000_000 }), "BUDGET_IS_LIFETIME", {
      field: "budget_in_micro_currency",
    });
    expectApiError(await patch(biz, c, { lifetime_budget_in_micro_currency: spent - 1 }), "LIFETIME_BELOW_SPEND", {
      field: "lifetime_budget_in_micro_currency",
    });
    // Today's spend is of one of the days left: 120 over 10 days.
    const raised = expectOk(await patch(biz, c, { lifetime_budget_in_micro_currency: 120_000_000 }));
    expect([raised.lifetime_budget_in_micro_currency, raised.budget_in_micro_currency]).toEqual([120_000_000, 12_000_000]);
    expectApiError(await patch(biz, c, { inclusive_end_date: null }), "LIFETIME_NEEDS_END_DATE", { field: "inclusive_end_date" });
    const sooner = expectOk(await patch(biz, c, { inclusive_end_date: new Date(noon + 4 * DAY).toISOString().slice(0, 10) }));
    expect(sooner.budget_in_micro_currency).toBe(24_000_000);
    const daily = await campaignOf(biz);
    expectApiError(await patch(biz, daily, { lifetime_budget_in_micro_currency: 90_000_000 }), "BUDGET_IS_DAILY");
    const entries = (await history(biz.client, biz.advertiser.id, `?campaign_id=${c.id}`)).items;
    expect(entries.map((e) => [e.field, e.from, e.to])).toEqual([
      ["inclusive_end_date", end, new Date(noon + 4 * DAY).toISOString().slice(0, 10)],
      ["lifetime_budget_in_micro_currency", "100000000", "120000000"],
      ["created", null, c.name],
    ]);
  });

  test("an ad group's bid, targeting and keywords change by the create's rules, each in the history; an automated campaign chooses them", async () => {
    const biz = await readyBusiness("bid");
    const c = await campaignOf(biz);
    const path = `/ads/v4/advertisers/${biz.advertiser.id}/ad_groups/${c.ad_group.id}/`;
    const change = (body: object) => biz.client.patch<AdGroup>(path, body, at(noon));
    const { min, max } = bidRange("USD");
    expectApiError(await change({ bid_in_micro_currency: min - 1 }), "BID_INVALID", { field: "bid_in_micro_currency" });
    expectApiError(await change({ bid_in_micro_currency: max + 1 }), "BID_INVALID");
    expectApiError(await change({ keywords: ["x".repeat(81)] }), "KEYWORD_INVALID", { field: "keywords" });
    expectApiError(await change({ keywords: Array.from({ length: 51 }, (_, i) => `word ${i}`) }), "BAD_REQUEST");
    expectApiError(await change({ targeting_spec: { AGE_BUCKET: [], GENDER: [], INTEREST: [], LOCATION: ["FR"] } }), "TARGETING_INVALID");
    const changed = expectOk(
      await change({
        bid_in_micro_currency: min * 2,
        keywords: ["Bar Seating", "bar seating", " Reading Chair "],
        targeting_spec: { AGE_BUCKET: ["25-34"], GENDER: ["female"], INTEREST: [], LOCATION: ["US"] },
      }),
    );
    expect(changed).toMatchObject({ bid_in_micro_currency: min * 2, keywords: ["bar seating", "reading chair"] });
    expect(changed.targeting_spec.GENDER).toEqual(["female"]);
    expectApiError(await change({ keywords: ["reading chair", "bar seating"].reverse() }), "NOTHING_TO_CHANGE");
    expect(expectOk(await change({ bid_in_micro_currency: null })).bid_in_micro_currency).toBeNull();
    const entries = (await history(biz.client, biz.advertiser.id, `?entity_type=AD_GROUP`)).items;
    expect(entries.map((e) => [e.field, e.from, e.to])).toEqual([
      ["bid_in_micro_currency", String(min * 2), null],
      ["keywords", "[]", JSON.stringify(["bar seating", "reading chair"])],
      ["targeting_spec", expect.any(String), expect.stringContaining("female")],
      ["bid_in_micro_currency", null, String(min * 2)],
    ]);
    const pin = await promotablePin(biz.client);
    const automated = expectOk(
      await biz.client.post<CampaignStructure>(
        `/ads/v4/advertisers/${biz.advertiser.id}/campaigns/`,
        scratchPlan([scratchGroup("Auto", [pin])], { start_date: new Date(noon).toISOString().slice(0, 10), automated: true }),
        at(noon),
      ),
    );
    const auto = `/ads/v4/advertisers/${biz.advertiser.id}/ad_groups/${automated.ad_groups[0]!.id}/`;
    expectApiError(await biz.client.patch(auto, { keywords: ["chair"] }, at(noon)), "AD_GROUP_AUTOMATED", { field: "keywords" });
    expectOk(await biz.client.patch(auto, { status: "PAUSED" }, at(noon)));
  });
});

describe("who may change", () => {
  test("an analyst reads the history but changes nothing; another business and a visitor reach nothing", async () => {
    const owner = await readyBusiness("own");
    const c = await campaignOf(owner);
    const analyst = await createBusiness(worker, { first: "ana" });
    const manager = await createBusiness(worker, { first: "man" });
    const stranger = await createBusiness(worker, { first: "str" });
    expectOk(await owner.client.put("/vx/business_access/members/", { username: analyst.user.username, permissions: ["ANALYST"] }));
    expectOk(
      await owner.client.put("/vx/business_access/members/", { username: manager.user.username, permissions: ["CAMPAIGN_MANAGER"] }),
    );
    const path = `/ads/v4/advertisers/${owner.advertiser.id}/campaigns/${c.id}/`;
    expectApiError(await analyst.client.patch(path, { status: "PAUSED" }, at(noon)), "ADVERTISER_ACCESS_DENIED");
    expectApiError(await stranger.client.patch(path, { status: "PAUSED" }, at(noon)), "ADVERTISER_ACCESS_DENIED");
    expectApiError(await new ApiClient(worker).patch(path, { status: "PAUSED" }, at(noon)), "AUTH_REQUIRED");
    // Someone else's campaign id under one's own ad account is not found, not changed.
    expectApiError(
      await stranger.client.patch(`/ads/v4/advertisers/${stranger.advertiser.id}/campaigns/${c.id}/`, { status: "PAUSED" }, at(noon)),
      "CAMPAIGN_NOT_FOUND",
    );
    expectApiError(await stranger.client.get(`/ads/v4/advertisers/${owner.advertiser.id}/history/`), "ADVERTISER_ACCESS_DENIED");
    expectOk(await manager.client.patch(path, { status: "PAUSED" }, at(noon)));
    const h = await history(analyst.client, owner.advertiser.id);
    expect(h.items[0]).toMatchObject({ field: "status", to: "PAUSED", actor: { id: manager.user.id } });
    expect(h.items).toHaveLength(2);
  });
});

describe("at once and again", () => {
  test("ten budget changes at once: each applies whole or answers CAMPAIGN_CHANGED_MEANWHILE; the history chains", async () => {
    const biz = await readyBusiness("con");
    const c = await campaignOf(biz);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => patch(biz, c, { budget_in_micro_currency: (4 + i) * 1_000_000 })),
    );
    const applied = answers.filter((a) => a.status === 200);
    for (const a of answers) if (a.status !== 200) expectApiError(a, "CAMPAIGN_CHANGED_MEANWHILE");
    const entries = (await history(biz.client, biz.advertiser.id, "?entity_type=CAMPAIGN")).items.filter(
      (e) => e.field === "budget_in_micro_currency",
    );
    expect(entries).toHaveLength(applied.length);
    // Newest first: each change starts from the one before it.
    entries.forEach((e, i) => expect(e.from).toBe(entries[i + 1]?.to ?? "3000000"));
    const now = expectOk(await biz.client.get<Campaign>(`/ads/v4/advertisers/${biz.advertiser.id}/campaigns/${c.id}/`));
    expect(String(now.budget_in_micro_currency)).toBe(entries[0]!.to);
  });

  test("a change retried with its Idempotency-Key is made once; the second answer is the first", async () => {
    const biz = await readyBusiness("ret");
    const c = await campaignOf(biz);
    const key = { ...at(noon).headers, "idempotency-key": crypto.randomUUID() };
    const [a, b] = await Promise.all([
      patch(biz, c, { status: "PAUSED" }, { headers: key }),
      patch(biz, c, { status: "PAUSED" }, { headers: key }),
    ]);
    expect(expectOk(a)).toEqual(expectOk(b));
    const again = await patch(biz, c, { status: "PAUSED" }, { headers: key });
    expect(again.res.headers.get("Idempotent-Replayed")).toBe("true");
    expect((await history(biz.client, biz.advertiser.id)).items.filter((e) => e.field === "status")).toHaveLength(1);
  });
});
