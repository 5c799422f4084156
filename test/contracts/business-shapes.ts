/**
 * The business API's answers as the consumer contracts match them (./business.pact.test.ts,
 * ./campaign-control.pact.test.ts, ./ads-create.pact.test.ts): one campaign shape, so a field added to it is added once.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { PACT_PROMOTE_LINK } from "./states/business";

const { regex, string } = MatchersV3;
const numericId = (example: string) => regex(/^[1-9][0-9]*$/, example);
const iso = regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, "2026-11-23T09:30:00.000Z");
export const thumbnail = regex(/^\/i\/96w\/[0-9a-f]{32}$/, "/i/96w/0123456789abcdef0123456789abcdef");
const EX = { advertiserId: "7", pinId: "42", campaignId: "19", adGroupId: "23" };

export const targeting = { AGE_BUCKET: [], GENDER: ["female", "male", "unknown"], INTEREST: [], LOCATION: ["US"] };

/** A quick promote campaign of the state's Pin (US defaults); `over` replaces fields. */
export const campaign = (name: unknown, over: Record<string, unknown> = {}) => ({
  id: numericId(EX.campaignId),
  advertiser_id: numericId(EX.advertiserId),
  name,
  status: "ACTIVE",
  objective_type: "CONSIDERATION",
  budget_in_micro_currency: 3_000_000,
  lifetime_budget_in_micro_currency: null,
  automated: false,
  ad_group_count: 1,
  currency: "USD",
  duration: 10,
  is_ongoing: false,
  start_time: iso,
  inclusive_end_date: null,
  auto_targeting_enabled: true,
  targeting_spec: targeting,
  ads_client_type: "quick_promote",
  pin_id: numericId(EX.pinId),
  pin_title: string("Pact chair"),
  pin_image_url: thumbnail,
  product_group_id: null,
  conversion_tag_id: null,
  conversion_event: null,
  created_at: iso,
  ad_group: { id: numericId(EX.adGroupId), name, status: "ACTIVE" },
  ad: { id: numericId("31"), pin_id: numericId(EX.pinId), destination_url: PACT_PROMOTE_LINK, status: "ACTIVE" },
  ...over,
});

/** The ad group of such a campaign; `over` replaces fields. */
export const adGroup = (name: unknown, over: Record<string, unknown> = {}) => ({
  id: numericId(EX.adGroupId),
  advertiser_id: numericId(EX.advertiserId),
  name,
  status: "ACTIVE",
  budget_in_micro_currency: 3_000_000,
  currency: "USD",
  targeting_spec: targeting,
  bid_in_micro_currency: null,
  keywords: [],
  campaign: { id: numericId(EX.campaignId), name, status: "ACTIVE", automated: false },
  ads: [
    {
      id: numericId("31"),
      pin_id: numericId(EX.pinId),
      pin_title: string("Pact chair"),
      pin_image_url: thumbnail,
      destination_url: PACT_PROMOTE_LINK,
      status: "ACTIVE",
    },
  ],
  ...over,
});
