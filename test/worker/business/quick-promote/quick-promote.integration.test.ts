/**
 * Quick promote against the built Worker (business.md §2, §5, §7, §9): the steps before a campaign
 * (consent, business info, billing), the create with every re-validation (access, body matching the
 * path, name, link, budget and the per-country minimum, duration, end date, targeting, conversion
 * tag, promotable Pin), one batch per campaign, the Idempotency-Key (the same key twice → one
 * campaign; 20 concurrent different keys → 20 campaigns), acting for someone else's ad account, and
 * the console's reads (campaigns, a campaign, an ad group).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AdGroup, AdvertiserDetail, Campaign, PromotablePin } from "~common/business/schemas";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { createAccount } from "../../../support/auth-fixtures";
import {
  BILLING,
  createBusiness,
  promotablePin,
  quickPromoteBody,
  quickPromotePath,
  readyToPromote,
  type BusinessAccount,
} from "../../../support/business-fixtures";
import { dbValue } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

async function ready(country = "US"): Promise<BusinessAccount & { pinId: string }> {
  const biz = await createBusiness(worker, { country });
  await readyToPromote(biz.client, biz.advertiser.id);
  const pin = await promotablePin(biz.client);
  return { ...biz, pinId: pin.id };
}

const promote = (biz: { client: ApiClient }, advertiserId: string, pinId: string, body: object, key?: string) =>
  biz.client.post<Campaign>(quickPromotePath(advertiserId, pinId), body, key ? { headers: { "Idempotency-Key": key } } : undefined);

const campaignCount = (advertiserId: string) =>
  dbValue<number>(worker, "SELECT COUNT(*) AS v FROM campaigns WHERE advertiser_id = ?", Number(advertiserId));

describe("the steps before a campaign", () => {
  test("a new ad account: consent not given, business info from the conversion, no billing; each step recorded", async () => {
    const biz = await createBusiness(worker, { first: "cleo", country: "DK" });
    const path = `/ads/v4/advertisers/${biz.advertiser.id}/`;
    const fresh = expectOk(await biz.client.get<AdvertiserDetail>(path));
    expect(fresh).toMatchObject({ country: "DK", currency: "DKK", permissions: ["OWNER"], gdpr_consent: false, billing_profile: null });
    expect(fresh.business_info).toEqual({ business_name: "cleo's shop", website: null, address: null });
    expect(expectOk(await biz.client.put<AdvertiserDetail>(`${path}consent/`, { accepted: true })).gdpr_consent).toBe(true);
    const info = expectOk(
      await biz.client.put<AdvertiserDetail>(`${path}business_info/`, {
        business_name: " Cleo Co ",
        website: "https://cleo.example",
        address_line1: "2 Quay",
        city: "Aarhus",
        postal_code: "8000",
      }),
    );
    expect(info.business_info).toEqual({
      business_name: "Cleo Co",
      website: "https://cleo.example",
      address: { line1: "2 Quay", city: "Aarhus", postal_code: "8000", country: "DK" },
    });
    const billed = expectOk(
      await biz.client.put<AdvertiserDetail>(`${path}billing_profile/`, { ...BILLING, email: " Billing@Shop.Example " }),
    );
    expect(billed.billing_profile).toMatchObject({
      contact_name: "Jane Doe",
      email: "billing@shop.example",
      payment_method: "invoice",
      currency: "DKK",
      address: { country: "DK" },
    });
  });

  test.concurrent.each([
    ["business_info", { business_name: "" }, "BUSINESS_NAME_MISSING", "business_name"],
    ["business_info", { business_name: "x".repeat(101) }, "BUSINESS_NAME_TOO_LONG", "business_name"],
    ["business_info", { business_name: "Co", website: "ftp://x.example" }, "DESTINATION_URL_INVALID", "website"],
    ["business_info", { business_name: "Co", city: "Oslo" }, "FIELD_MISSING", "address_line1"],
    ["business_info", { business_name: "Co", address_line1: "1 St", city: "Oslo" }, "FIELD_MISSING", "postal_code"],
    ["billing_profile", { ...BILLING, contact_name: " " }, "FIELD_MISSING", "contact_name"],
    ["billing_profile", { ...BILLING, email: "not-an-email" }, "BILLING_EMAIL_INVALID", "email"],
    ["billing_profile", { ...BILLING, postal_code: "" }, "FIELD_MISSING", "postal_code"],
    ["consent", { accepted: false }, "BAD_REQUEST", "accepted"],
  ] as const)("PUT %s %j → %s (%s)", async (step, body, error, fieldName) => {
    const biz = await createBusiness(worker);
    expectApiError(await biz.client.put(`/ads/v4/advertisers/${biz.advertiser.id}/${step}/`, body), error, { field: fieldName });
  });

  test("promotable Pins: the business's own on public boards with a link, newest first", async () => {
    const biz = await createBusiness(worker);
    const first = await promotablePin(biz.client, { title: "First" });
    await promotablePin(biz.client, { title: "Secret", privacy: "secret" });
    await promotablePin(biz.client, { title: "No link", link: null });
    const last = await promotablePin(biz.client, { title: "Last" });
    const page = expectOk(
      await biz.client.get<{ items: PromotablePin[]; bookmark: string | null }>(
        `/ads/v4/advertisers/${biz.advertiser.id}/pins/?page_size=1`,
      ),
    );
    expect(page.items.map((p) => p.id)).toEqual([last.id]);
    expect(page.items[0]).toMatchObject({
      title: "Last",
      link: "https://www.shop.example/item",
      image_url: expect.stringMatching(/^\/i\//),
    });
    const next = expectOk(
      await biz.client.get<{ items: PromotablePin[]; bookmark: string | null }>(
        `/ads/v4/advertisers/${biz.advertiser.id}/pins/?bookmark=${page.bookmark}`,
      ),
    );
    expect(next.items.map((p) => p.id)).toEqual([first.id]);
    expect(next.bookmark).toBeNull();
  });
});

describe("POST …/quick_promote/", () => {
  test("makes one campaign, ad group and ad from the §7 body, budget in micro-currency", async () => {
    const biz = await ready();
    const body = quickPromoteBody(biz.advertiser.id, biz.pinId, {
      is_ongoing: false,
      inclusive_end_date: "2099-12-31",
      budget_in_micro_currency: 12_500_000,
    });
    const campaign = expectOk(await promote(biz, biz.advertiser.id, biz.pinId, body));
    expect(campaign).toMatchObject({
      advertiser_id: biz.advertiser.id,
      name: "Oak chair promotion",
      status: "ACTIVE",
      objective_type: "CONSIDERATION",
      budget_in_micro_currency: 12_500_000,
      currency: "USD",
      duration: 10,
      is_ongoing: false,
      inclusive_end_date: "2099-12-31",
      ads_client_type: "quick_promote",
      pin_id: biz.pinId,
      targeting_spec: body.targeting_spec,
      ad: { pin_id: biz.pinId, destination_url: "https://www.shop.example/item", status: "ACTIVE" },
    });
    expect(await campaignCount(biz.advertiser.id)).toBe(1);
    expect(await dbValue<number>(worker, "SELECT COUNT(*) AS v FROM ad_groups WHERE campaign_id = ?", Number(campaign.id))).toBe(1);
    expect(
      await dbValue<number>(
        worker,
        "SELECT COUNT(*) AS v FROM ads WHERE campaign_id = ? AND ad_group_id = ?",
        Number(campaign.id),
        Number(campaign.ad_group.id),
      ),
    ).toBe(1);
    // The console reads it back.
    expect(expectOk(await biz.client.get<Campaign>(`/ads/v4/advertisers/${biz.advertiser.id}/campaigns/${campaign.id}/`))).toEqual(
      campaign,
    );
    const list = expectOk(await biz.client.get<{ items: Campaign[] }>(`/ads/v4/advertisers/${biz.advertiser.id}/campaigns/`));
    expect(list.items).toEqual([campaign]);
    const group = expectOk(await biz.client.get<AdGroup>(`/ads/v4/advertisers/${biz.advertiser.id}/ad_groups/${campaign.ad_group.id}/`));
    expect(group).toMatchObject({
      id: campaign.ad_group.id,
      campaign: { id: campaign.id, name: campaign.name },
      budget_in_micro_currency: 12_500_000,
      ads: [campaign.ad],
    });
  });

  describe.concurrent("validation (nothing is written)", () => {
    test.each([
      ["a blank name", { campaign_name: "  " }, "CAMPAIGN_NAME_INVALID", "campaign_name"],
      ["a 64-character name", { campaign_name: "n".repeat(64) }, "CAMPAIGN_NAME_INVALID", "campaign_name"],
      ["a link that is not http(s)", { destination_url: "javascript:alert(1)" }, "DESTINATION_URL_INVALID", "destination_url"],
      ["a budget of 0", { budget_in_micro_currency: 0 }, "BUDGET_INVALID", "budget_in_micro_currency"],
      ["a budget under US's minimum of 1", { budget_in_micro_currency: 999_999 }, "BUDGET_TOO_LOW", "budget_in_micro_currency"],
      ["a budget as a fraction", { budget_in_micro_currency: 1.5 }, "BAD_REQUEST", "budget_in_micro_currency"],
      ["0 days", { duration: 0 }, "DURATION_INVALID", "duration"],
      ["366 days", { duration: 366 }, "DURATION_INVALID", "duration"],
      ["an end date while ongoing", { is_ongoing: true, inclusive_end_date: "2099-01-01" }, "END_DATE_INVALID", "inclusive_end_date"],
      ["an end date in the past", { is_ongoing: false, inclusive_end_date: "2020-01-01" }, "END_DATE_INVALID", "inclusive_end_date"],
      ["an end date that is not a day", { is_ongoing: false, inclusive_end_date: "2099-02-30" }, "END_DATE_INVALID", "inclusive_end_date"],
      [
        "another country in LOCATION",
        { targeting_spec: { AGE_BUCKET: [], GENDER: [], INTEREST: [], LOCATION: ["GB"] } },
        "TARGETING_INVALID",
        "targeting_spec.LOCATION",
      ],
      [
        "an unknown gender",
        { targeting_spec: { AGE_BUCKET: [], GENDER: ["other"], INTEREST: [], LOCATION: [] } },
        "BAD_REQUEST",
        "targeting_spec.GENDER.0",
      ],
      ["an objective without a tag", { objective_type: "WEB_CONVERSION" }, "OBJECTIVE_NEEDS_TAG", "optimization_goal_metadata"],
      [
        "a tag without an objective",
        { optimization_goal_metadata: { conversion_tag_v3_goal_metadata: { conversion_tag_id: "1", conversion_event: "CHECKOUT" } } },
        "OBJECTIVE_NEEDS_TAG",
        "objective_type",
      ],
      ["flexible budget on", { flexible_daily_budget_enabled: true }, "BAD_REQUEST", "flexible_daily_budget_enabled"],
      ["another client type", { ads_client_type: "ads_manager" }, "BAD_REQUEST", "ads_client_type"],
    ] as const)("%s → %s", async (_label, over, error, fieldName) => {
      const biz = await ready();
      expectApiError(
        await promote(biz, biz.advertiser.id, biz.pinId, quickPromoteBody(biz.advertiser.id, biz.pinId, over as never)),
        error,
        { field: fieldName },
      );
      expect(await campaignCount(biz.advertiser.id)).toBe(0);
    });

    test("the body names another ad account or Pin than the path", async () => {
      const biz = await ready();
      expectApiError(await promote(biz, biz.advertiser.id, biz.pinId, quickPromoteBody("999", biz.pinId)), "BODY_MISMATCH", {
        field: "advertiser_id",
      });
      expectApiError(await promote(biz, biz.advertiser.id, biz.pinId, quickPromoteBody(biz.advertiser.id, "999")), "BODY_MISMATCH", {
        field: "pin_id",
      });
    });

    test("Pins: missing (404), on a secret board, without a link or someone else's (not promotable)", async () => {
      const biz = await ready();
      const other = await createAccount(worker);
      const pins = {
        secret: (await promotablePin(biz.client, { privacy: "secret" })).id,
        noLink: (await promotablePin(biz.client, { link: null })).id,
        others: (await promotablePin(other.client)).id,
      };
      expectApiError(await promote(biz, biz.advertiser.id, "999999", quickPromoteBody(biz.advertiser.id, "999999")), "PIN_NOT_FOUND", {
        field: "pin_id",
      });
      for (const id of Object.values(pins))
        expectApiError(await promote(biz, biz.advertiser.id, id, quickPromoteBody(biz.advertiser.id, id)), "PIN_NOT_PROMOTABLE", {
          field: "pin_id",
        });
      // Another user's secret Pin is a 404, as everywhere.
      const hidden = (await promotablePin(other.client, { privacy: "secret" })).id;
      expectApiError(await promote(biz, biz.advertiser.id, hidden, quickPromoteBody(biz.advertiser.id, hidden)), "PIN_NOT_FOUND");
      expect(await campaignCount(biz.advertiser.id)).toBe(0);
    });

    test("consent then billing are needed first (409)", async () => {
      const biz = await createBusiness(worker);
      const pin = await promotablePin(biz.client);
      const body = quickPromoteBody(biz.advertiser.id, pin.id);
      expectApiError(await promote(biz, biz.advertiser.id, pin.id, body), "CONSENT_MISSING");
      expectOk(await biz.client.put(`/ads/v4/advertisers/${biz.advertiser.id}/consent/`, { accepted: true }));
      expectApiError(await promote(biz, biz.advertiser.id, pin.id, body), "BILLING_MISSING");
      expectOk(await biz.client.put(`/ads/v4/advertisers/${biz.advertiser.id}/billing_profile/`, BILLING));
      expectOk(await promote(biz, biz.advertiser.id, pin.id, body));
    });
  });

  describe.concurrent("minimum budget per country (§9)", () => {
    test.each([
      ["CZ", 10_000_000, "BUDGET_TOO_LOW", "The daily budget must be at least 11 USD."],
      ["CZ", 11_000_000, null, null],
      ["US", 999_999, "BUDGET_TOO_LOW", "The daily budget must be at least 1 USD."],
      ["US", 1_000_000, null, null],
      ["SE", 999_999, "BUDGET_TOO_LOW", "The daily budget must be at least 1 SEK."],
      ["FR", 1_000_000, null, null],
    ] as const)("%s at %d micro → %s", async (country, micro, error, detail) => {
      const biz = await ready(country);
      const body = quickPromoteBody(biz.advertiser.id, biz.pinId, {
        budget_in_micro_currency: micro,
        targeting_spec: { AGE_BUCKET: [], GENDER: [], INTEREST: [], LOCATION: [country] },
      });
      const result = await promote(biz, biz.advertiser.id, biz.pinId, body);
      if (error) {
        expectApiError(result, error, { field: "budget_in_micro_currency" });
        expect(result.error!.message_detail).toBe(detail);
        expect(await campaignCount(biz.advertiser.id)).toBe(0);
      } else {
        expect(expectOk(result).budget_in_micro_currency).toBe(micro);
      }
    });
  });

  test("a conversion tag of the ad account: the objective and goal are stored; another account's tag is 404", async () => {
    const biz = await ready();
    const tag = expectOk(
      await biz.client.post<{ id: string; name: string }>(`/ads/v4/advertisers/${biz.advertiser.id}/conversion_tags/`, {
        name: " Checkout ",
      }),
    );
    expect(tag.name).toBe("Checkout");
    expect(
      expectOk(await biz.client.get<{ id: string }[]>(`/ads/v4/advertisers/${biz.advertiser.id}/conversion_tags/`)).map((t) => t.id),
    ).toEqual([tag.id]);
    expectApiError(await biz.client.post(`/ads/v4/advertisers/${biz.advertiser.id}/conversion_tags/`, { name: " " }), "TAG_NAME_MISSING", {
      field: "name",
    });
    const goal = (id: string) => ({
      objective_type: "WEB_CONVERSION" as const,
      optimization_goal_metadata: { conversion_tag_v3_goal_metadata: { conversion_tag_id: id, conversion_event: "CHECKOUT" as const } },
    });
    const made = expectOk(await promote(biz, biz.advertiser.id, biz.pinId, quickPromoteBody(biz.advertiser.id, biz.pinId, goal(tag.id))));
    expect(made).toMatchObject({ objective_type: "WEB_CONVERSION", conversion_tag_id: tag.id, conversion_event: "CHECKOUT" });
    const other = await ready();
    const theirs = expectOk(
      await other.client.post<{ id: string }>(`/ads/v4/advertisers/${other.advertiser.id}/conversion_tags/`, { name: "Theirs" }),
    );
    expectApiError(
      await promote(biz, biz.advertiser.id, biz.pinId, quickPromoteBody(biz.advertiser.id, biz.pinId, goal(theirs.id))),
      "CONVERSION_TAG_NOT_FOUND",
    );
  });
});

describe("Idempotency-Key", () => {
  test("the same key twice → one campaign, the same answer; the key with another body → 422", async () => {
    const biz = await ready();
    const body = quickPromoteBody(biz.advertiser.id, biz.pinId);
    const first = expectOk(await promote(biz, biz.advertiser.id, biz.pinId, body, "key-1"));
    const again = expectOk(await promote(biz, biz.advertiser.id, biz.pinId, body, "key-1"));
    expect(again).toEqual(first);
    expect(await campaignCount(biz.advertiser.id)).toBe(1);
    expectApiError(
      await promote(biz, biz.advertiser.id, biz.pinId, { ...body, campaign_name: "Something else" }, "key-1"),
      "IDEMPOTENCY_KEY_MISMATCH",
      { field: "Idempotency-Key" },
    );
    expect(await campaignCount(biz.advertiser.id)).toBe(1);
    // Without a key each call makes one.
    expectOk(await promote(biz, biz.advertiser.id, biz.pinId, body));
    expectOk(await promote(biz, biz.advertiser.id, biz.pinId, body));
    expect(await campaignCount(biz.advertiser.id)).toBe(3);
  });

  test("the same key sent 5 times at once → one campaign, every answer the same", async () => {
    const biz = await ready();
    const body = quickPromoteBody(biz.advertiser.id, biz.pinId);
    const results = await Promise.all(Array.from({ length: 5 }, () => promote(biz, biz.advertiser.id, biz.pinId, body, "burst")));
    const ids = new Set(results.map((r) => expectOk(r).id));
    expect(ids.size).toBe(1);
    expect(await campaignCount(biz.advertiser.id)).toBe(1);
  });

  test("20 concurrent different keys → 20 campaigns, each with its own ad group and ad", async () => {
    const biz = await ready();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        promote(
          biz,
          biz.advertiser.id,
          biz.pinId,
          quickPromoteBody(biz.advertiser.id, biz.pinId, { campaign_name: `Campaign ${i}` }),
          `key-${i}`,
        ),
      ),
    );
    const campaigns = results.map((r) => expectOk(r));
    expect(new Set(campaigns.map((c) => c.id)).size).toBe(20);
    expect(new Set(campaigns.map((c) => c.ad_group.id)).size).toBe(20);
    expect(await campaignCount(biz.advertiser.id)).toBe(20);
    // Every ad sits in its campaign's ad group, and every ad group in its campaign.
    const mismatched = await dbValue<number>(
      worker,
      `SELECT COUNT(*) AS v FROM campaigns c JOIN ad_groups g ON g.campaign_id = c.id JOIN ads a ON a.ad_group_id = g.id
       WHERE c.advertiser_id = ? AND (a.campaign_id <> c.id OR g.name <> c.name)`,
      Number(biz.advertiser.id),
    );
    expect(mismatched).toBe(0);
    expect(
      await dbValue<number>(
        worker,
        "SELECT COUNT(*) AS v FROM ads a JOIN campaigns c ON c.id = a.campaign_id WHERE c.advertiser_id = ?",
        Number(biz.advertiser.id),
      ),
    ).toBe(20);
  });
});

describe("acting for an ad account", () => {
  test("a stranger acting for another's ad account → 403 for every call; a visitor → 401", async () => {
    const biz = await ready();
    const stranger = await createBusiness(worker);
    const a = biz.advertiser.id;
    const body = quickPromoteBody(a, biz.pinId);
    expectApiError(await promote(stranger, a, biz.pinId, body), "ADVERTISER_ACCESS_DENIED", { field: "advertiserId" });
    expectApiError(await stranger.client.get(`/ads/v4/advertisers/${a}/`), "ADVERTISER_ACCESS_DENIED");
    expectApiError(await stranger.client.get(`/ads/v4/advertisers/${a}/campaigns/`), "ADVERTISER_ACCESS_DENIED");
    expectApiError(await stranger.client.put(`/ads/v4/advertisers/${a}/billing_profile/`, BILLING), "ADVERTISER_ACCESS_DENIED");
    expectApiError(await stranger.client.get("/ads/v4/advertisers/999999/"), "ADVERTISER_NOT_FOUND");
    expectApiError(await new ApiClient(worker).post(quickPromotePath(a, biz.pinId), body), "AUTH_REQUIRED");
    expect(await campaignCount(a)).toBe(0);
  });

  test("members: a campaign manager may promote the business's Pin; an analyst reads only; an unmet MFA requirement refuses", async () => {
    const biz = await ready();
    const manager = await createBusiness(worker);
    const analyst = await createBusiness(worker);
    const strict = await createBusiness(worker);
    for (const [who, permissions, mfa] of [
      [manager, ["CAMPAIGN_MANAGER"], false],
      [analyst, ["ANALYST"], false],
      [strict, ["ADMIN"], true],
    ] as const) {
      expectOk(await biz.client.put("/vx/business_access/members/", { username: who.user.username, permissions, mfa_required: mfa }));
    }
    const a = biz.advertiser.id;
    const body = quickPromoteBody(a, biz.pinId);
    const made = expectOk(await promote(manager, a, biz.pinId, body));
    expect(made.advertiser_id).toBe(a);
    expect(expectOk(await analyst.client.get<AdvertiserDetail>(`/ads/v4/advertisers/${a}/`)).permissions).toEqual(["ANALYST"]);
    expect(expectOk(await analyst.client.get<{ items: Campaign[] }>(`/ads/v4/advertisers/${a}/campaigns/`)).items.map((c) => c.id)).toEqual(
      [made.id],
    );
    expectApiError(await promote(analyst, a, biz.pinId, body), "ADVERTISER_ACCESS_DENIED");
    expectApiError(await promote(strict, a, biz.pinId, body), "ADVERTISER_ACCESS_DENIED");
    expect(await campaignCount(a)).toBe(1);
  });
});

test("console reads: another ad account's campaign or ad group is 404", async () => {
  const one = await ready();
  const two = await ready();
  const campaign = expectOk(await promote(one, one.advertiser.id, one.pinId, quickPromoteBody(one.advertiser.id, one.pinId)));
  expectApiError(await two.client.get(`/ads/v4/advertisers/${two.advertiser.id}/campaigns/${campaign.id}/`), "CAMPAIGN_NOT_FOUND", {
    field: "campaignId",
  });
  expectApiError(
    await two.client.get(`/ads/v4/advertisers/${two.advertiser.id}/ad_groups/${campaign.ad_group.id}/`),
    "AD_GROUP_NOT_FOUND",
    { field: "adGroupId" },
  );
});
