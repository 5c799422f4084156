/**
 * Business fixtures for integration tests: a partner account with its ad account (through
 * POST /v3/business/convert/), the steps quick promote needs (consent, billing), a promotable Pin
 * (the business's own, on a public board, with a link) and a valid quick promote body.
 */
import type { CampaignPlan } from "~common/business/ads-create";
import type { Advertiser, AdvertiserDetail } from "~common/business/schemas";
import type { QuickPromoteBody } from "~common/business/quick-promote/rules";
import type { Board, Pin } from "~common/saving/schemas";
import { ApiClient, expectOk } from "./api-client";
import { createAccount, type Account } from "./auth-fixtures";
import { base64, pngImage } from "./saving-fixtures";
import type { RunningWorker } from "./worker-harness";

export interface BusinessAccount extends Account {
  advertiser: Advertiser;
}

/** A signed-up account converted to a business with an ad account in `country`. */
export async function createBusiness(
  worker: RunningWorker,
  opts: { first?: string; country?: string; password?: string } = {},
): Promise<BusinessAccount> {
  const account = await createAccount(worker, { first_name: opts.first ?? "bo", ...(opts.password && { password: opts.password }) });
  const converted = expectOk(
    await account.client.post<{ advertiser: Advertiser }>("/v3/business/convert/", {
      business_name: `${opts.first ?? "bo"}'s shop`,
      country: opts.country ?? "US",
    }),
  );
  return { ...account, advertiser: converted.advertiser };
}

export const BILLING = {
  contact_name: "Jane Doe",
  email: "billing@shop.example",
  address_line1: "1 Market Street",
  city: "Springfield",
  postal_code: "12345",
};

/** The consent and billing steps done, so a campaign can be made. */
export async function readyToPromote(client: ApiClient, advertiserId: string): Promise<AdvertiserDetail> {
  expectOk(await client.put(`/ads/v4/advertisers/${advertiserId}/consent/`, { accepted: true }));
  return expectOk(await client.put<AdvertiserDetail>(`/ads/v4/advertisers/${advertiserId}/billing_profile/`, BILLING));
}

/** A Pin of the client's on a new public board, with a link, so it can be promoted. */
export async function promotablePin(
  client: ApiClient,
  extra: { privacy?: "public" | "secret"; link?: string | null; title?: string } = {},
): Promise<Pin> {
  const board = expectOk(
    await client.post<Board>("/v3/boards/", { name: `Board ${crypto.randomUUID().slice(0, 8)}`, privacy: extra.privacy ?? "public" }),
  );
  const link = extra.link === undefined ? "https://www.shop.example/item" : extra.link;
  return expectOk(
    await client.post<Pin>("/v3/pins/", {
      board_id: board.id,
      title: extra.title ?? "Oak chair",
      image_base64: base64(await pngImage(60, 90)),
      ...(link !== null && { link }),
    }),
  );
}

/** A valid §7 body for `advertiserId` and `pinId` (US defaults: 3 a day for 10 days, ongoing). */
export const quickPromoteBody = (advertiserId: string, pinId: string, over: Partial<QuickPromoteBody> = {}): QuickPromoteBody => ({
  budget_in_micro_currency: 3_000_000,
  campaign_name: "Oak chair promotion",
  destination_url: "https://www.shop.example/item",
  duration: 10,
  auto_targeting_enabled: true,
  is_ongoing: true,
  start_now: true,
  targeting_spec: { AGE_BUCKET: [], GENDER: ["female", "male", "unknown"], INTEREST: [], LOCATION: ["US"] },
  advertiser_id: advertiserId,
  ads_client_type: "quick_promote",
  pin_id: pinId,
  product_group_id: null,
  flexible_daily_budget_enabled: false,
  ...over,
});

export const quickPromotePath = (advertiserId: string, pinId: string) => `/ads/v4/advertisers/${advertiserId}/pins/${pinId}/quick_promote/`;

/** An ad group of a campaign made from scratch: everyone in the US, automatic bid, no keywords. */
export const scratchGroup = (
  name: string,
  pins: Pin[],
  over: Partial<CampaignPlan["ad_groups"][number]> = {},
): CampaignPlan["ad_groups"][number] => ({
  name,
  targeting_spec: { AGE_BUCKET: [], GENDER: [], INTEREST: [], LOCATION: ["US"] },
  auto_targeting_enabled: false,
  bid_in_micro_currency: null,
  keywords: [],
  ads: pins.map((p) => ({ pin_id: p.id })),
  ...over,
});

/** A campaign made from scratch (POST …/campaigns/): 20 a day, ongoing, starting on `start_date`. */
export const scratchPlan = (groups: CampaignPlan["ad_groups"], over: Partial<CampaignPlan> & { start_date: string }): CampaignPlan => ({
  name: "Reading corner",
  objective_type: "CONSIDERATION",
  automated: false,
  budget_type: "DAILY",
  budget_in_micro_currency: 20_000_000,
  end_date: null,
  start_paused: false,
  conversion_tag_id: null,
  conversion_event: null,
  product_group_id: null,
  ad_groups: groups,
  ...over,
});

export { createAccount };
