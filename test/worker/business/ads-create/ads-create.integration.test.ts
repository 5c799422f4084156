/**
 * Campaigns made from scratch against the built Worker (docs/decisions/057): two ad groups with
 * their own targeting, keywords and Pins, each delivered by its own rules; the plan's rules (the
 * form's, shared); nothing half made; a retried create; lifetime budgets spread evenly; copies and
 * added ad groups; drafts with their limits and versions; who may make and who may only read.
 * Days come from the `x-promoted-clock` header.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { CampaignPlan, CampaignStructure, Draft, CampaignForm } from "~common/business/ads-create";
import { DRAFTS_MAX, emptyForm } from "~common/business/ads-create";
import type { Campaign } from "~common/business/schemas";
import type { FeedPin } from "~common/business/promoted-pins";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import {
  createBusiness,
  promotablePin,
  readyToPromote,
  scratchGroup,
  scratchPlan,
  type BusinessAccount,
} from "../../../support/business-fixtures";
import { createPinner } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

const DAY = 86_400_000;
let worker: RunningWorker;
let noon: number;
let today: string;
const at = (ms: number, extra: Record<string, string> = {}) => ({ headers: { "x-promoted-clock": String(ms), ...extra } });
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const viewer = (country: string) =>
  new ApiClient(worker, { headers: { "user-agent": BROWSER, cookie: `dev_country=${country}`, "sec-fetch-site": "same-origin" } });

beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" });
  const start = new Date(Date.now() + DAY);
  noon = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate(), 12);
  today = new Date(noon).toISOString().slice(0, 10);
}, 120_000);
afterAll(() => worker?.close());

async function readyBusiness(first: string, country = "US") {
  const biz = await createBusiness(worker, { first, country });
  await readyToPromote(biz.client, biz.advertiser.id);
  return biz;
}
const group = scratchGroup;
const plan = (groups: CampaignPlan["ad_groups"], over: Partial<CampaignPlan> = {}) => scratchPlan(groups, { start_date: today, ...over });
const base = (biz: BusinessAccount) => `/ads/v4/advertisers/${biz.advertiser.id}`;
const create = (biz: BusinessAccount, body: CampaignPlan, extra: Record<string, string> = {}) =>
  biz.client.post<CampaignStructure>(`${base(biz)}/campaigns/`, body, at(noon, extra));
const count = async (table: string, advertiserId: string) =>
  (await (
    await worker.env()
  ).DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE advertiser_id = ?`)
    .bind(Number(advertiserId))
    .first<{ n: number }>())!.n;
/** The campaign ids a viewer is shown promoted on the Pin's page. */
async function promotedTo(v: ApiClient, pinId: string) {
  return expectOk(await v.get<FeedPin>(`/v3/pins/${pinId}/`, at(noon))).promotion?.campaign_id ?? null;
}

describe("making a campaign from scratch", () => {
  test("two ad groups with their own targeting and Pins: one batch, one list row, each group delivered by its own targeting", async () => {
    const biz = await readyBusiness("two");
    const [chair, lamp, rug] = [
      await promotablePin(biz.client, { title: "Oak chair" }),
      await promotablePin(biz.client, { title: "Brass lamp" }),
      await promotablePin(biz.client, { title: "Wool rug" }),
    ];
    const made = expectOk(
      await create(
        biz,
        plan([
          group("Everyone", [chair!, lamp!]),
          group("Women 25-34", [rug!], { targeting_spec: { AGE_BUCKET: [], GENDER: ["female"], INTEREST: [], LOCATION: ["US"] } }),
        ]),
      ),
    );
    expect(made.campaign).toMatchObject({
      name: "Reading corner",
      status: "ACTIVE",
      ad_group_count: 2,
      automated: false,
      lifetime_budget_in_micro_currency: null,
      ads_client_type: "ads_manager",
    });
    expect(made.ad_groups.map((g) => [g.name, g.ads.map((a) => a.pin_id)])).toEqual([
      ["Everyone", [chair!.id, lamp!.id]],
      ["Women 25-34", [rug!.id]],
    ]);
    // An ad's destination defaults to its Pin's link.
    expect(made.ad_groups[0]!.ads[0]!.destination_url).toBe("https://www.shop.example/item");
    const list = expectOk(await biz.client.get<{ items: Campaign[] }>(`${base(biz)}/campaigns/`));
    expect(list.items.map((c) => c.id)).toEqual([made.campaign.id]);
    // A visitor (no known gender) is shown the first group's Pins, never the second's.
    const v = viewer("US");
    expect(await promotedTo(v, lamp!.id)).toBe(made.campaign.id);
    expect(await promotedTo(v, rug!.id)).toBe(null);
    // Someone abroad is shown neither.
    expect(await promotedTo(viewer("FR"), chair!.id)).toBe(null);
    const h = expectOk(await biz.client.get<{ items: { field: string; to: string }[] }>(`${base(biz)}/history/`));
    expect(h.items.map((e) => [e.field, e.to])).toEqual([["created", "Reading corner"]]);
  });

  test("the plan's rules, each with its field; nothing is made by a refused plan", async () => {
    const biz = await readyBusiness("rul");
    const pin = await promotablePin(biz.client);
    const ok = group("G", [pin]);
    const cases: [Partial<CampaignPlan>, string, string][] = [
      [{ name: "x".repeat(64) }, "CAMPAIGN_NAME_INVALID", "name"],
      [{ budget_in_micro_currency: 500_000 }, "BUDGET_TOO_LOW", "budget_in_micro_currency"],
      [{ budget_type: "LIFETIME", budget_in_micro_currency: 100_000_000 }, "LIFETIME_NEEDS_END_DATE", "end_date"],
      [{ start_date: "2020-01-01" }, "START_DATE_INVALID", "start_date"],
      [{ start_date: "2026-02-30" }, "START_DATE_INVALID", "start_date"],
      [{ end_date: "2020-01-01" }, "END_DATE_INVALID", "end_date"],
      [{ objective_type: "WEB_CONVERSION" }, "OBJECTIVE_NEEDS_TAG", "conversion_tag_id"],
      [{ ad_groups: [{ ...ok, name: " " }] }, "AD_GROUP_NAME_INVALID", "ad_groups.0.name"],
      [{ ad_groups: [ok, { ...ok, bid_in_micro_currency: 1 }] }, "BID_INVALID", "ad_groups.1.bid_in_micro_currency"],
      [{ ad_groups: [{ ...ok, keywords: ["Chairs"] }] }, "KEYWORD_INVALID", "ad_groups.0.keywords"],
      [{ ad_groups: [{ ...ok, ads: [{ pin_id: pin.id }, { pin_id: pin.id }] }] }, "AD_PIN_REPEATED", "ad_groups.0.ads.1.pin_id"],
      [
        { ad_groups: [{ ...ok, targeting_spec: { ...ok.targeting_spec, LOCATION: ["GB"] } }] },
        "TARGETING_INVALID",
        "ad_groups.0.targeting_spec",
      ],
      [
        { ad_groups: [{ ...ok, ads: [{ pin_id: pin.id, destination_url: "javascript:alert(1)" }] }] },
        "DESTINATION_URL_INVALID",
        "ad_groups.0.ads.0.destination_url",
      ],
    ];
    for (const [over, name, field] of cases) expectApiError(await create(biz, plan([ok], over)), name as never, { field });
    // Eleven ad groups is more than the schema allows.
    expectApiError(await create(biz, plan(Array.from({ length: 11 }, (_, i) => group(`G${i}`, [pin])))), "BAD_REQUEST");
    // Someone else's Pin, a secret board's Pin and a missing Pin, in the second group: nothing of the first is made either.
    const other = await readyBusiness("oth");
    const theirs = await promotablePin(other.client);
    const secret = await promotablePin(biz.client, { privacy: "secret" });
    expectApiError(await create(biz, plan([ok, group("H", [theirs])])), "PIN_NOT_PROMOTABLE", { field: "ad_groups.1.ads.0.pin_id" });
    expectApiError(await create(biz, plan([ok, group("H", [secret])])), "PIN_NOT_PROMOTABLE");
    expectApiError(await create(biz, plan([ok, group("H", [{ ...pin, id: "999999999" }])])), "PIN_NOT_FOUND");
    expect(await count("campaigns", biz.advertiser.id)).toBe(0);
    expect(await count("ad_groups", biz.advertiser.id)).toBe(0);
  });

  test("a lifetime budget is spread evenly over its days; an automated campaign reaches its whole country with automatic bids", async () => {
    const biz = await readyBusiness("life");
    const pin = await promotablePin(biz.client);
    const end = new Date(noon + 9 * DAY).toISOString().slice(0, 10);
    const lifetime = expectOk(
      await create(biz, plan([group("G", [pin])], { budget_type: "LIFETIME", budget_in_micro_currency: 100_000_000, end_date: end })),
    );
    expect(lifetime.campaign).toMatchObject({
      lifetime_budget_in_micro_currency: 100_000_000,
      budget_in_micro_currency: 10_000_000,
      duration: 10,
      is_ongoing: false,
      inclusive_end_date: end,
    });
    // Less than the country's daily minimum a day is too little.
    expectApiError(
      await create(biz, plan([group("G", [pin])], { budget_type: "LIFETIME", budget_in_micro_currency: 9_000_000, end_date: end })),
      "BUDGET_TOO_LOW",
    );
    const automated = expectOk(
      await create(
        biz,
        plan(
          [
            group("A", [pin], {
              bid_in_micro_currency: 900_000,
              keywords: ["chair"],
              targeting_spec: { AGE_BUCKET: ["65+"], GENDER: ["male"], INTEREST: [], LOCATION: [] },
            }),
          ],
          { automated: true },
        ),
      ),
    );
    expect(automated.campaign.automated).toBe(true);
    expect(automated.ad_groups[0]).toMatchObject({
      targeting_spec: { AGE_BUCKET: [], GENDER: [], INTEREST: [], LOCATION: ["US"] },
      bid_in_micro_currency: null,
      keywords: [],
    });
  });

  test("keywords: a search holding one shows the ad group's Pin, though its title never says so", async () => {
    const biz = await readyBusiness("key");
    const pin = await promotablePin(biz.client, { title: "Walnut stool" });
    const made = expectOk(
      await create(biz, plan([group("Seating", [pin], { keywords: ["bar seating"], bid_in_micro_currency: 500_000 })])),
    );
    const pinner = await createPinner(worker, "pia");
    const boardId = expectOk(await pinner.client.post<{ id: string }>("/v3/boards/", { name: "Bar ideas" })).id;
    const { base64, pngImage } = await import("../../../support/saving-fixtures");
    for (let i = 0; i < 13; i++)
      expectOk(
        await pinner.client.post("/v3/pins/", {
          board_id: boardId,
          title: `Bar seating idea ${i}`,
          image_base64: base64(await pngImage(20, 30)),
        }),
      );
    const search = async (q: string) =>
      expectOk(await viewer("US").get<{ items: FeedPin[] }>(`/v3/search/pins/?query=${encodeURIComponent(q)}`, at(noon)))
        .items.filter((p) => p.promotion)
        .map((p) => p.promotion!.campaign_id);
    expect(await search("bar seating")).toEqual([made.campaign.id]);
    expect(await search("bar")).toEqual([]);
  });

  test("a retried create with its Idempotency-Key makes one campaign", async () => {
    const biz = await readyBusiness("idem");
    const pin = await promotablePin(biz.client);
    const body = plan([group("G", [pin])]);
    const key = { "idempotency-key": `create-${crypto.randomUUID()}` };
    const [a, b] = await Promise.all([create(biz, body, key), create(biz, body, key)]);
    const made = [a, b].filter((r) => r.status === 200).map((r) => r.data!.campaign.id);
    expect(new Set(made).size).toBe(1);
    expect(expectOk(await create(biz, body, key)).campaign.id).toBe(made[0]);
    expect(await count("campaigns", biz.advertiser.id)).toBe(1);
  });
});

describe("copies and added ad groups", () => {
  test("a copy keeps the groups and Pins, is paused and named 'Copy of …'; an added group runs with its campaign; ended campaigns take none", async () => {
    const biz = await readyBusiness("dup");
    const [a, b] = [await promotablePin(biz.client, { title: "A" }), await promotablePin(biz.client, { title: "B" })];
    const made = expectOk(
      await create(
        biz,
        plan([group("G1", [a], { keywords: ["oak"] }), group("G2", [b])], {
          end_date: new Date(noon + 4 * DAY).toISOString().slice(0, 10),
        }),
      ),
    );
    const copy = expectOk(await biz.client.post<CampaignStructure>(`${base(biz)}/campaigns/${made.campaign.id}/duplicate/`, {}, at(noon)));
    expect(copy.campaign).toMatchObject({
      name: "Copy of Reading corner",
      status: "PAUSED",
      duration: 5,
      inclusive_end_date: made.campaign.inclusive_end_date,
    });
    expect(copy.ad_groups.map((g) => [g.name, g.keywords, g.ads.map((x) => x.pin_id)])).toEqual([
      ["G1", ["oak"], [a.id]],
      ["G2", [], [b.id]],
    ]);
    const named = expectOk(
      await biz.client.post<CampaignStructure>(`${base(biz)}/campaigns/${made.campaign.id}/duplicate/`, { name: "Winter" }, at(noon)),
    );
    expect(named.campaign.name).toBe("Winter");

    const c = await promotablePin(biz.client, { title: "C" });
    const grown = expectOk(
      await biz.client.post<CampaignStructure>(`${base(biz)}/campaigns/${made.campaign.id}/ad_groups/`, group("G3", [c]), at(noon)),
    );
    expect(grown.ad_groups.map((g) => [g.name, g.status])).toEqual([
      ["G1", "ACTIVE"],
      ["G2", "ACTIVE"],
      ["G3", "ACTIVE"],
    ]);
    expect(await promotedTo(viewer("US"), c.id)).toBe(made.campaign.id);
    expectApiError(
      await biz.client.post(`${base(biz)}/campaigns/${made.campaign.id}/ad_groups/`, group("G4", [c, c]), at(noon)),
      "AD_PIN_REPEATED",
      { field: "ads.1.pin_id" },
    );
    expectOk(await biz.client.patch(`${base(biz)}/campaigns/${made.campaign.id}/`, { status: "ENDED" }, at(noon)));
    expectApiError(
      await biz.client.post(`${base(biz)}/campaigns/${made.campaign.id}/ad_groups/`, group("G5", [c]), at(noon)),
      "CAMPAIGN_ENDED",
    );
    // An ended campaign can still be copied: that is how it runs again.
    expect(
      expectOk(await biz.client.post<CampaignStructure>(`${base(biz)}/campaigns/${made.campaign.id}/duplicate/`, {}, at(noon))).ad_groups,
    ).toHaveLength(3);
    const h = expectOk(
      await biz.client.get<{ items: { field: string; entity_type: string; to: string }[] }>(
        `${base(biz)}/history/?campaign_id=${made.campaign.id}`,
      ),
    );
    expect(h.items.map((e) => [e.entity_type, e.field, e.to])).toEqual([
      ["CAMPAIGN", "status", "ENDED"],
      ["AD_GROUP", "created", "G3"],
      ["CAMPAIGN", "created", "Reading corner"],
    ]);
  });

  test("a campaign's targeting change applies to every ad group", async () => {
    const biz = await readyBusiness("tgt");
    const [a, b] = [await promotablePin(biz.client), await promotablePin(biz.client)];
    const made = expectOk(await create(biz, plan([group("G1", [a]), group("G2", [b])])));
    const spec = { AGE_BUCKET: ["25-34"], GENDER: [], INTEREST: [], LOCATION: ["US"] };
    expectOk(await biz.client.patch(`${base(biz)}/campaigns/${made.campaign.id}/`, { targeting_spec: spec }, at(noon)));
    const after = expectOk(await biz.client.get<CampaignStructure>(`${base(biz)}/campaigns/${made.campaign.id}/ad_groups/`));
    expect(after.ad_groups.map((g) => g.targeting_spec.AGE_BUCKET)).toEqual([["25-34"], ["25-34"]]);
  });
});

describe("drafts", () => {
  const form = (name: string): CampaignForm => ({ ...emptyForm({ country: "US", currency: "USD", today: "2026-12-02" }, false), name });

  test("saved as one goes, with versions; a stale save is refused; made into a campaign, the draft is gone", async () => {
    const biz = await readyBusiness("dra");
    const drafts = `${base(biz)}/campaign_drafts/`;
    const d = expectOk(await biz.client.post<Draft>(drafts, { form: form("") }));
    expect(d).toMatchObject({ name: "Untitled campaign", version: 0 });
    const saved = expectOk(await biz.client.put<Draft>(`${drafts}${d.id}/`, { form: form("Spring"), version: 0 }));
    expect(saved).toMatchObject({ name: "Spring", version: 1 });
    expectApiError(await biz.client.put(`${drafts}${d.id}/`, { form: form("Other tab"), version: 0 }), "DRAFT_CHANGED_MEANWHILE");
    expect(expectOk(await biz.client.get<Draft>(`${drafts}${d.id}/`)).form.name).toBe("Spring");
    expectApiError(await biz.client.put(`${drafts}${d.id}/`, { form: { ...form("Big"), name: "x".repeat(201) } }), "BAD_REQUEST");
    const huge = {
      ...form("Huge"),
      ad_groups: Array.from({ length: 10 }, () => ({ ...form("").ad_groups[0]!, keywords: "k".repeat(4000) })),
    };
    expectApiError(await biz.client.put(`${drafts}${d.id}/`, { form: huge }), "PAYLOAD_TOO_LARGE");
    const pin = await promotablePin(biz.client);
    expectOk(await create(biz, { ...plan([group("G", [pin])]), draft_id: d.id }));
    expectApiError(await biz.client.get(`${drafts}${d.id}/`), "DRAFT_NOT_FOUND");
    // A draft id that is gone (or another account's) makes nothing.
    expectApiError(await create(biz, { ...plan([group("G", [pin])]), draft_id: d.id }), "DRAFT_NOT_FOUND");
  });

  test(`at most ${DRAFTS_MAX} an ad account, under a burst too; an analyst reads them but starts none; a stranger reaches none`, async () => {
    const owner = await readyBusiness("lim");
    const drafts = `${base(owner)}/campaign_drafts/`;
    const db = (await worker.env()).DB;
    await db.batch(
      Array.from({ length: DRAFTS_MAX - 2 }, (_, i) =>
        db
          .prepare("INSERT INTO campaign_drafts (advertiser_id, name, plan, created_at, updated_at) VALUES (?, ?, '{}', 0, 0)")
          .bind(Number(owner.advertiser.id), `D${i}`),
      ),
    );
    const burst = await Promise.all(Array.from({ length: 5 }, (_, i) => owner.client.post<Draft>(drafts, { form: form(`B${i}`) })));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(2);
    for (const r of burst.filter((x) => x.status !== 200)) expectApiError(r, "DRAFTS_LIMITED");
    const analyst = await createBusiness(worker, { first: "ana" });
    expectOk(await owner.client.put("/vx/business_access/members/", { username: analyst.user.username, permissions: ["ANALYST"] }));
    expect(expectOk(await analyst.client.get<{ items: Draft[] }>(drafts)).items).toHaveLength(DRAFTS_MAX);
    expectApiError(await analyst.client.post(drafts, { form: form("No") }), "ADVERTISER_ACCESS_DENIED");
    expectApiError(
      await analyst.client.post(`${base(owner)}/campaigns/`, plan([group("G", [await promotablePin(owner.client)])]), at(noon)),
      "ADVERTISER_ACCESS_DENIED",
    );
    const stranger = await readyBusiness("str");
    const mine = burst.find((r) => r.status === 200)!.data!;
    expectApiError(await stranger.client.get(`${drafts}${mine.id}/`), "ADVERTISER_ACCESS_DENIED");
    expectApiError(await stranger.client.get(`${base(stranger)}/campaign_drafts/${mine.id}/`), "DRAFT_NOT_FOUND");
    expectApiError(await stranger.client.delete(`${base(stranger)}/campaign_drafts/${mine.id}/`), "DRAFT_NOT_FOUND");
    expect(expectOk(await owner.client.delete<{ items: Draft[] }>(`${drafts}${mine.id}/`)).items).toHaveLength(DRAFTS_MAX - 1);
  });
});

describe("per-address limits", () => {
  test("draft saves past RATE_LIMIT_DRAFTS_MAX are 429, whichever account; the account's other writes have their own window", async () => {
    const limited = await startWorker({ RATE_LIMIT_DRAFTS_MAX: "3", RATE_LIMIT_WINDOW_SECONDS: "600" });
    try {
      const [a, b] = [await createBusiness(limited, { first: "lima" }), await createBusiness(limited, { first: "limb" })];
      await readyToPromote(a.client, a.advertiser.id);
      const form = emptyForm({ country: "US", currency: "USD", today: "2026-12-02" }, false);
      const ip = { ip: "203.0.113.40" };
      for (const biz of [a, a, b]) expectOk(await biz.client.post(`${base(biz)}/campaign_drafts/`, { form }, ip));
      expectApiError(await b.client.post(`${base(b)}/campaign_drafts/`, { form }, ip), "RATE_LIMITED");
      // Another address, and the account's changes from the same one, are not held back by the drafts' window.
      expectOk(await b.client.post(`${base(b)}/campaign_drafts/`, { form }, { ip: "203.0.113.41" }));
      const pin = await promotablePin(a.client);
      expectOk(
        await a.client.post(`${base(a)}/campaigns/`, plan([group("G", [pin])]), { ...ip, headers: { "x-promoted-clock": String(noon) } }),
      );
    } finally {
      await limited.close();
    }
  });
});
