/**
 * Consumer side of the business interactions (consumer "pinboard-web", provider "pinboard-api"):
 * every business call the pages make through the API client, with the answers they act on:
 *   business/convert.server.ts        advertisersRoute (do they own an ad account?), convertRoute
 *                                     (a personal account; a missing name, an unsupported country
 *                                     under their fields; ALREADY_CONVERTED goes on to next);
 *   business/business-header.server.ts businessProfilesRoute (the profiles and the acting one; 401
 *                                     and NOT_PARTNER show no header), pinRoute (the page's Pin's pinner);
 *   business/acting-profile.ts        actingProfileRoute (a switch; ACTING_AS_FORBIDDEN stays put);
 *   business/quick-promote.server.ts  advertisersRoute, advertiserRoute (403 for another's ad account,
 *                                     401 in the Pin's area), adsConsentRoute, promotablePinsRoute,
 *                                     conversionTagsRoute, createConversionTagRoute (and a blank
 *                                     name), businessInfoRoute and billingProfileRoute (and a field
 *                                     error each), quickPromoteRoute (a campaign under an
 *                                     Idempotency-Key; BUDGET_TOO_LOW, PIN_NOT_FOUND and
 *                                     ADVERTISER_ACCESS_DENIED open the error modal; 401 the Pin's area);
 *   business/console.server.ts        advertiserRoute, campaignsRoute, campaignRoute (and 404),
 *                                     adGroupRoute (and 404);
 *   business/pin-builder.server.ts    pinBuilderUploadRoute (an image's bytes; 401 without a session),
 *                                     createPinRoute with the upload's image_url and method "uploaded";
 *   saving/repin.server.ts            acting for an ad account (saving.md §6): boardPickerRoute with
 *                                     advertiser_id (its boards; 403 for another's), createBoardRoute
 *                                     with advertiser_id (a protected board);
 *   (the console's accounts manager,  businessMemberRoute (access for another business; a username
 *   no page of which calls it yet)    nobody has: MEMBER_NOT_FOUND; a personal account: NOT_PARTNER).
 * Ids and cookies the provider makes come from the provider states (./states/business.ts).
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import {
  actingProfileRoute,
  adGroupRoute,
  adsConsentRoute,
  advertiserRoute,
  advertisersRoute,
  billingProfileRoute,
  businessInfoRoute,
  businessMemberRoute,
  businessProfilesRoute,
  campaignRoute,
  campaignsRoute,
  conversionTagsRoute,
  convertRoute,
  createConversionTagRoute,
  pinBuilderUploadRoute,
  promotablePinsRoute,
  quickPromoteRoute,
} from "~common/business/contracts";
import { boardPickerRoute, createBoardRoute, createPinRoute, pinRoute } from "~common/saving/contracts";
import { clientFor, createPact, interaction } from "./interaction";
import { BIZ, BUSINESS_STATES, PACT_BILLING, PACT_BUSINESS, PACT_PROMOTE_LINK } from "./states/business";
import { campaign, targeting } from "./business-shapes";

const { boolean, eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

const pact = createPact();
const ready = { state: BUSINESS_STATES.ready, params: BIZ };
const personal = { state: BUSINESS_STATES.personal };

const EX = { userId: "3f0c8a52-8d4e-4c4e-9a3b-2f5a1c7d9e10", advertiserId: "7", otherAdvertiserId: "8", pinId: "42", campaignId: "19", adGroupId: "23", tagId: "5", key: "pact-6f1c2b" };
const COOKIE_EXAMPLE = { Cookie: "pin_sess=AbCdEfGhIjKlMnOpQrStUv" };
const SESSION = { Cookie: fromProviderState("${sessionCookie}", COOKIE_EXAMPLE.Cookie) };
const USER_ID = fromProviderState("${userId}", EX.userId);
const ADVERTISER_ID = fromProviderState("${advertiserId}", EX.advertiserId);
const OTHER_ADVERTISER_ID = fromProviderState("${otherAdvertiserId}", EX.otherAdvertiserId);
const PIN_ID = fromProviderState("${pinId}", EX.pinId);
const CAMPAIGN_ID = fromProviderState("${campaignId}", EX.campaignId);
const AD_GROUP_ID = fromProviderState("${adGroupId}", EX.adGroupId);
const TAG_ID = fromProviderState("${tagId}", EX.tagId);

const numericId = (example: string) => regex(/^[1-9][0-9]*$/, example);
const uuid = regex(/^[0-9a-f-]{36}$/, EX.userId);
const iso = regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, "2026-11-23T09:30:00.000Z");

const advertiser = { id: numericId(EX.advertiserId), owner_user_id: uuid, name: string(PACT_BUSINESS.name), country: "US", currency: "USD" };
const detail = (over: Record<string, unknown> = {}) => ({
  ...advertiser,
  permissions: ["OWNER"],
  gdpr_consent: true,
  business_info: { business_name: string(PACT_BUSINESS.name), website: null, address: null },
  billing_profile: {
    contact_name: PACT_BILLING.contact_name,
    email: PACT_BILLING.email,
    address: { line1: PACT_BILLING.address_line1, city: PACT_BILLING.city, postal_code: PACT_BILLING.postal_code, country: "US" },
    payment_method: "invoice",
    currency: "USD",
    updated_at: iso,
  },
  ...over,
});
/** biz.pact as a Pin's or board's person. */
const bizPerson = { id: uuid, username: string("pactchairs"), full_name: string("Biz Pact"), first_name: string("Biz"), image_medium_url: string("/default-avatar.svg"), is_default_image: boolean(true), avatar_color_index: integer(0) };
const ownProfile = {
  id: uuid,
  permissions: ["OWNER"],
  user: { username: string("pactchairs"), businessName: string(PACT_BUSINESS.name), imgUrl: null, merchantId: null, scheduledPinCount: integer(0), eligibleForStlTool: boolean(false) },
  viewerMeetsMfaRequirement: true,
};
/** The §7 body as quick-promote.server.ts builds it for the state's Pin (US defaults). */
const promoteBody = (advertiserId: unknown, pinId: unknown, micro = 3_000_000) => ({
  budget_in_micro_currency: micro,
  campaign_name: "Promote your Pin: Pact chair",
  destination_url: PACT_PROMOTE_LINK,
  duration: 10,
  auto_targeting_enabled: true,
  is_ongoing: false,
  start_now: true,
  targeting_spec: targeting,
  advertiser_id: advertiserId,
  ads_client_type: "quick_promote" as const,
  pin_id: pinId,
  product_group_id: null,
  flexible_daily_budget_enabled: false as const,
});
const exampleBody = (micro?: number) => promoteBody(EX.advertiserId, EX.pinId, micro) as never;

describe("converting to a business (business/convert.server.ts)", () => {
  test("GET /ads/v4/advertisers/: the viewer's own ad account is listed", async () => {
    await interaction(pact, {
      route: advertisersRoute,
      uponReceiving: "a request for the ad accounts of a business",
      given: ready,
      request: { headers: SESSION },
      response: { data: eachLike(advertiser) },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(advertisersRoute);
      expect(res.ok && res.data[0]?.currency).toBe("USD");
    });
  });

  test("POST /v3/business/convert/: a personal account becomes a partner with an ad account", async () => {
    await interaction(pact, {
      route: convertRoute,
      uponReceiving: "a conversion of a personal account to a business",
      given: personal,
      request: { headers: SESSION, json: { business_name: "Pact Converted Co", country: "SE" } },
      response: {
        data: {
          user: { id: uuid, username: string("pactconverted"), full_name: string("Personal Pact"), image_large_url: null, avatar_color_index: integer(0), is_partner: true },
          advertiser: { id: numericId("9"), owner_user_id: uuid, name: "Pact Converted Co", country: "SE", currency: "SEK" },
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(convertRoute, { json: { business_name: "Pact Converted Co", country: "SE" } });
      expect(res.ok && [res.data.user.is_partner, res.data.advertiser.currency]).toEqual([true, "SEK"]);
    });
  });

  test.each([
    ["a blank business name", { business_name: " ", country: "US" }, "BUSINESS_NAME_MISSING", { field: "business_name" }],
    ["a country ads do not serve", { business_name: "Pact", country: "ZZ" }, "COUNTRY_UNSUPPORTED", { field: "country" }],
    ["a business that already owns an ad account", { business_name: "Pact again", country: "US" }, "ALREADY_CONVERTED", undefined],
  ] as const)("POST /v3/business/convert/ with %s → %s", async (label, json, error, data) => {
    await interaction(pact, {
      route: convertRoute,
      uponReceiving: `a conversion with ${label}`,
      given: ready,
      request: { headers: SESSION, json },
      response: { error, data },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(convertRoute, { json });
      expect(res.ok).toBe(false);
      if (!res.ok) expect(res.error.data?.field).toBe(data?.field);
    });
  });
});

describe("the business header and the profile switch", () => {
  test("GET /vx/business_access/profiles/: the own profile with OWNER, acting", async () => {
    await interaction(pact, {
      route: businessProfilesRoute,
      uponReceiving: "a request for a business's access profiles",
      given: ready,
      request: { headers: SESSION },
      response: { data: { profiles: eachLike(ownProfile), acting_profile_id: uuid } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(businessProfilesRoute);
      expect(res.ok && res.data.profiles[0]?.permissions).toEqual(["OWNER"]);
    });
  });

  test("GET /vx/business_access/profiles/ without a session: the 401 envelope, not a redirect", async () => {
    await interaction(pact, {
      route: businessProfilesRoute,
      uponReceiving: "a request for access profiles without a session",
      response: { error: "AUTH_REQUIRED" },
    }).executeTest(async (mock) => {
      expect(await clientFor(mock).call(businessProfilesRoute)).toMatchObject({ ok: false, status: 401 });
    });
  });

  test("GET /vx/business_access/profiles/ for a personal account: 403 NOT_PARTNER (no header)", async () => {
    await interaction(pact, {
      route: businessProfilesRoute,
      uponReceiving: "a request for access profiles from a personal account",
      given: personal,
      request: { headers: SESSION },
      response: { error: "NOT_PARTNER" },
    }).executeTest(async (mock) => {
      expect(await clientFor(mock, COOKIE_EXAMPLE).call(businessProfilesRoute)).toMatchObject({ ok: false, status: 403 });
    });
  });

  test("GET /v3/pins/{id}/?fields=pin.pinner: whose Pin the page shows", async () => {
    await interaction(pact, {
      route: pinRoute,
      uponReceiving: "a request for the pinner of a business's Pin",
      given: ready,
      request: { headers: SESSION, params: { id: PIN_ID }, query: { fields: "pin.pinner" } },
      response: {
        data: {
          id: numericId(EX.pinId),
          type: "pin",
          pinner: { id: uuid, username: string("pactchairs"), full_name: string("Pact Chairs"), first_name: string("Pact"), image_medium_url: string("/default-avatar.svg"), is_default_image: boolean(true), avatar_color_index: integer(0) },
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(pinRoute, { params: { id: EX.pinId }, query: { fields: "pin.pinner" } });
      expect(res.ok && res.data.pinner?.username).toBe("pactchairs");
    });
  });

  test("PUT /vx/business_access/acting/: switching to a listed profile; another is ACTING_AS_FORBIDDEN", async () => {
    await interaction(pact, {
      route: actingProfileRoute,
      uponReceiving: "a switch to the business's own profile",
      given: ready,
      request: { headers: SESSION, json: { profile_id: USER_ID } },
      response: { data: { profiles: eachLike(ownProfile), acting_profile_id: uuid } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(actingProfileRoute, { json: { profile_id: EX.userId } });
      expect(res.ok && res.data.acting_profile_id).toBe(EX.userId);
    });
    await interaction(pact, {
      route: actingProfileRoute,
      uponReceiving: "a switch to a profile that is not the viewer's",
      given: ready,
      request: { headers: SESSION, json: { profile_id: "00000000-0000-4000-8000-000000000000" } },
      response: { error: "ACTING_AS_FORBIDDEN", data: { field: "profile_id" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(actingProfileRoute, { json: { profile_id: "00000000-0000-4000-8000-000000000000" } });
      expect(res).toMatchObject({ ok: false, status: 403 });
    });
  });
});

describe("PUT /vx/business_access/members/ (the console's accounts manager, business.md §2)", () => {
  test("access for another person by username: the member with the permissions given", async () => {
    await interaction(pact, {
      route: businessMemberRoute,
      uponReceiving: "a grant of campaign management on the business profile to another business",
      given: ready,
      request: { headers: SESSION, json: { username: fromProviderState("${memberUsername}", "pactotherco"), permissions: ["CAMPAIGN_MANAGER"] } },
      response: { data: { user_id: uuid, username: string("pactotherco"), permissions: ["CAMPAIGN_MANAGER"], mfa_required: false } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(businessMemberRoute, { json: { username: "pactotherco", permissions: ["CAMPAIGN_MANAGER"] } });
      expect(res).toMatchObject({ ok: true, data: { username: "pactotherco", permissions: ["CAMPAIGN_MANAGER"], mfa_required: false } });
    });
  });

  /** A grant to a username no account has. */
  const nobodyGrant = { username: "nobody_pact_member", permissions: ["CAMPAIGN_MANAGER"] as const };

  test("a username nobody has: 404 MEMBER_NOT_FOUND on the username field", async () => {
    await interaction(pact, {
      route: businessMemberRoute,
      uponReceiving: "a grant of access to a username nobody has",
      given: ready,
      request: { headers: SESSION, json: nobodyGrant },
      response: { error: "MEMBER_NOT_FOUND", data: { field: "username" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(businessMemberRoute, { json: { ...nobodyGrant, permissions: [...nobodyGrant.permissions] } });
      expect(res).toMatchObject({ ok: false, status: 404, error: { api_error_code: 3004, data: { field: "username" } } });
    });
  });

  test("a personal account has no business profile to share: 403 NOT_PARTNER", async () => {
    await interaction(pact, {
      route: businessMemberRoute,
      uponReceiving: "a grant of access from a personal account",
      given: personal,
      request: { headers: SESSION, json: nobodyGrant },
      response: { error: "NOT_PARTNER" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(businessMemberRoute, { json: { ...nobodyGrant, permissions: [...nobodyGrant.permissions] } });
      expect(res).toMatchObject({ ok: false, status: 403, error: { api_error_code: 3000 } });
    });
  });
});

describe("quick promote's steps (business/quick-promote.server.ts)", () => {
  test("GET /ads/v4/advertisers/{id}/: consent, business info and billing profile", async () => {
    await interaction(pact, {
      route: advertiserRoute,
      uponReceiving: "a request for a ready ad account",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID } },
      response: { data: detail() },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(advertiserRoute, { params: { advertiserId: EX.advertiserId } });
      expect(res.ok && [res.data.gdpr_consent, res.data.billing_profile?.payment_method]).toEqual([true, "invoice"]);
    });
  });

  test("GET /ads/v4/advertisers/{id}/ of another business: 403 ADVERTISER_ACCESS_DENIED; without a session 401", async () => {
    await interaction(pact, {
      route: advertiserRoute,
      uponReceiving: "a request for another business's ad account",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: OTHER_ADVERTISER_ID } },
      response: { error: "ADVERTISER_ACCESS_DENIED", data: { field: "advertiserId" } },
    }).executeTest(async (mock) => {
      expect(await clientFor(mock, COOKIE_EXAMPLE).call(advertiserRoute, { params: { advertiserId: EX.otherAdvertiserId } })).toMatchObject({ ok: false, status: 403 });
    });
    await interaction(pact, {
      route: advertiserRoute,
      uponReceiving: "a request for an ad account without a session",
      request: { params: { advertiserId: "1" } },
      response: { error: "AUTH_REQUIRED" },
    }).executeTest(async (mock) => {
      expect(await clientFor(mock).call(advertiserRoute, { params: { advertiserId: "1" } })).toMatchObject({ ok: false, status: 401 });
    });
  });

  test("PUT …/consent/: the consent modal's answer", async () => {
    await interaction(pact, {
      route: adsConsentRoute,
      uponReceiving: "the consent of an ad account",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, json: { accepted: true } },
      response: { data: detail() },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(adsConsentRoute, { params: { advertiserId: EX.advertiserId }, json: { accepted: true } });
      expect(res.ok && res.data.gdpr_consent).toBe(true);
    });
  });

  test("GET …/pins/: the pin selection modal's Pins", async () => {
    await interaction(pact, {
      route: promotablePinsRoute,
      uponReceiving: "a request for the Pins a business may promote",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, query: { page_size: "1" } },
      response: {
        data: {
          items: eachLike({ id: numericId(EX.pinId), title: "Pact chair", link: PACT_PROMOTE_LINK, image_url: regex(/^\/i\/((236x|170x|originals)\/[0-9a-f]{32}\.(jpg|png|webp|gif)|[0-9]{2,4}w\/[0-9a-f]{32})$/, "/i/originals/0123456789abcdef0123456789abcdef.png"), board_name: PACT_BUSINESS.boardName, dominant_color: regex(/^#[0-9a-f]{6}$/, "#efefef") }),
          // The state makes a Pin per interaction, so a page of one always has a next.
          bookmark: regex(/^[A-Za-z0-9_-]+$/, "eyJzIjoicHJvbW90YWJsZToxIiwiayI6WzJdfQ"),
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(promotablePinsRoute, { params: { advertiserId: EX.advertiserId }, query: { page_size: 1 } });
      expect(res.ok && res.data.items[0]?.link).toBe(PACT_PROMOTE_LINK);
    });
  });

  test("conversion tags: the list, a new one, and a blank name (the tag modal)", async () => {
    await interaction(pact, {
      route: conversionTagsRoute,
      uponReceiving: "a request for an ad account's conversion tags",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID } },
      response: { data: eachLike({ id: numericId(EX.tagId), name: string(PACT_BUSINESS.tagName), created_at: iso }) },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(conversionTagsRoute, { params: { advertiserId: EX.advertiserId } });
      expect(res.ok && res.data.length).toBeGreaterThan(0);
    });
    await interaction(pact, {
      route: createConversionTagRoute,
      uponReceiving: "a new conversion tag",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, json: { name: "Pact sign-up" } },
      response: { data: { id: numericId("6"), name: "Pact sign-up", created_at: iso } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(createConversionTagRoute, { params: { advertiserId: EX.advertiserId }, json: { name: "Pact sign-up" } });
      expect(res.ok && res.data.name).toBe("Pact sign-up");
    });
    await interaction(pact, {
      route: createConversionTagRoute,
      uponReceiving: "a conversion tag without a name",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, json: { name: " " } },
      response: { error: "TAG_NAME_MISSING", data: { field: "name" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(createConversionTagRoute, { params: { advertiserId: EX.advertiserId }, json: { name: " " } });
      expect(res).toMatchObject({ ok: false, status: 400 });
    });
  });

  test("PUT …/business_info/ and …/billing_profile/: the two forms, and a field error each", async () => {
    const info = { business_name: PACT_BUSINESS.name, website: "", address_line1: "", city: "", postal_code: "" };
    await interaction(pact, {
      route: businessInfoRoute,
      uponReceiving: "business info of an ad account",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, json: info },
      response: { data: detail() },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(businessInfoRoute, { params: { advertiserId: EX.advertiserId }, json: info });
      expect(res.ok && res.data.business_info?.business_name).toBe(PACT_BUSINESS.name);
    });
    await interaction(pact, {
      route: businessInfoRoute,
      uponReceiving: "business info with half an address",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, json: { ...info, city: "Springfield" } },
      response: { error: "FIELD_MISSING", data: { field: "address_line1" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(businessInfoRoute, { params: { advertiserId: EX.advertiserId }, json: { ...info, city: "Springfield" } });
      expect(!res.ok && res.error.data?.field).toBe("address_line1");
    });
    await interaction(pact, {
      route: billingProfileRoute,
      uponReceiving: "a billing profile",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, json: PACT_BILLING },
      response: { data: detail() },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(billingProfileRoute, { params: { advertiserId: EX.advertiserId }, json: PACT_BILLING });
      expect(res.ok && res.data.billing_profile?.email).toBe(PACT_BILLING.email);
    });
    await interaction(pact, {
      route: billingProfileRoute,
      uponReceiving: "a billing profile with an email that is not one",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, json: { ...PACT_BILLING, email: "not-an-email" } },
      response: { error: "BILLING_EMAIL_INVALID", data: { field: "email" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(billingProfileRoute, { params: { advertiserId: EX.advertiserId }, json: { ...PACT_BILLING, email: "not-an-email" } });
      expect(!res.ok && res.error.data?.field).toBe("email");
    });
  });
});

describe("POST …/pins/{pinId}/quick_promote/", () => {
  test("a campaign from the §7 body under an Idempotency-Key; the page passes resource_response.data to the success step", async () => {
    await interaction(pact, {
      route: quickPromoteRoute,
      uponReceiving: "a quick promote of a business's Pin",
      given: ready,
      request: {
        headers: { ...SESSION, "Idempotency-Key": fromProviderState("${idempotencyKey}", EX.key) },
        params: { advertiserId: ADVERTISER_ID, pinId: PIN_ID },
        json: promoteBody(ADVERTISER_ID, PIN_ID),
      },
      response: { data: campaign("Promote your Pin: Pact chair") },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(quickPromoteRoute, {
        params: { advertiserId: EX.advertiserId, pinId: EX.pinId },
        headers: { "idempotency-key": EX.key },
        json: exampleBody(),
      });
      expect(res.ok && res.data.budget_in_micro_currency).toBe(3_000_000);
    });
  });

  test.each([
    ["a budget under the country's minimum", "BUDGET_TOO_LOW", 999_999, { field: "budget_in_micro_currency", minimum_in_micro_currency: 1_000_000 }],
  ] as const)("%s → %s (the error modal shows message_detail)", async (label, error, micro, data) => {
    await interaction(pact, {
      route: quickPromoteRoute,
      uponReceiving: `a quick promote with ${label}`,
      given: ready,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID, pinId: PIN_ID }, json: promoteBody(ADVERTISER_ID, PIN_ID, micro) },
      response: { error, data },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(quickPromoteRoute, { params: { advertiserId: EX.advertiserId, pinId: EX.pinId }, json: exampleBody(micro) });
      expect(res).toMatchObject({ ok: false, status: 400 });
    });
  });

  test("a Pin that does not exist: 404 PIN_NOT_FOUND; another's ad account: 403; no session: 401 (the Pin's area)", async () => {
    await interaction(pact, {
      route: quickPromoteRoute,
      uponReceiving: "a quick promote of a Pin that does not exist",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID, pinId: "999999999999999" }, json: promoteBody(ADVERTISER_ID, "999999999999999") },
      response: { error: "PIN_NOT_FOUND", data: { field: "pin_id" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(quickPromoteRoute, {
        params: { advertiserId: EX.advertiserId, pinId: "999999999999999" },
        json: promoteBody(EX.advertiserId, "999999999999999") as never,
      });
      expect(res).toMatchObject({ ok: false, status: 404 });
    });
    await interaction(pact, {
      route: quickPromoteRoute,
      uponReceiving: "a quick promote for another business's ad account",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: OTHER_ADVERTISER_ID, pinId: PIN_ID }, json: promoteBody(OTHER_ADVERTISER_ID, PIN_ID) },
      response: { error: "ADVERTISER_ACCESS_DENIED", data: { field: "advertiserId" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(quickPromoteRoute, {
        params: { advertiserId: EX.otherAdvertiserId, pinId: EX.pinId },
        json: promoteBody(EX.otherAdvertiserId, EX.pinId) as never,
      });
      expect(res).toMatchObject({ ok: false, status: 403 });
    });
    await interaction(pact, {
      route: quickPromoteRoute,
      uponReceiving: "a quick promote without a session",
      request: { params: { advertiserId: "1", pinId: "1" }, json: promoteBody("1", "1") },
      response: { error: "AUTH_REQUIRED" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(quickPromoteRoute, { params: { advertiserId: "1", pinId: "1" }, json: promoteBody("1", "1") as never });
      expect(res).toMatchObject({ ok: false, status: 401 });
    });
  });
});

describe("the advertiser console (business/console.server.ts)", () => {
  test("GET …/campaigns/, …/campaigns/{id}/ and …/ad_groups/{id}/", async () => {
    await interaction(pact, {
      route: campaignsRoute,
      uponReceiving: "a request for an ad account's campaigns",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, query: { page_size: "1" } },
      // The state makes two campaigns, so a page of one always has a next.
      response: { data: { items: eachLike(campaign(string("Pact campaign 2"))), bookmark: regex(/^[A-Za-z0-9_-]+$/, "eyJzIjoiY2FtcGFpZ25zOjEiLCJrIjpbMl19") } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(campaignsRoute, { params: { advertiserId: EX.advertiserId }, query: { page_size: 1 } });
      expect(res.ok && res.data.items.length).toBeGreaterThan(0);
    });
    await interaction(pact, {
      route: campaignRoute,
      uponReceiving: "a request for one campaign",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID, campaignId: CAMPAIGN_ID } },
      response: { data: campaign("Pact campaign") },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(campaignRoute, { params: { advertiserId: EX.advertiserId, campaignId: EX.campaignId } });
      expect(res.ok && res.data.name).toBe("Pact campaign");
    });
    await interaction(pact, {
      route: adGroupRoute,
      uponReceiving: "a request for one ad group",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID, adGroupId: AD_GROUP_ID } },
      response: {
        data: {
          id: numericId(EX.adGroupId),
          advertiser_id: numericId(EX.advertiserId),
          name: "Pact campaign",
          status: "ACTIVE",
          budget_in_micro_currency: 3_000_000,
          currency: "USD",
          targeting_spec: targeting,
          bid_in_micro_currency: null,
          keywords: [],
          campaign: { id: numericId(EX.campaignId), name: "Pact campaign", status: "ACTIVE", automated: false },
          ads: eachLike({
            id: numericId("31"),
            pin_id: numericId(EX.pinId),
            pin_title: string("Pact chair"),
            pin_image_url: regex(/^\/i\/96w\/[0-9a-f]{32}$/, "/i/96w/0123456789abcdef0123456789abcdef"),
            destination_url: PACT_PROMOTE_LINK,
            status: "ACTIVE",
          }),
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(adGroupRoute, { params: { advertiserId: EX.advertiserId, adGroupId: EX.adGroupId } });
      expect(res.ok && res.data.campaign.name).toBe("Pact campaign");
    });
  });

  test("a campaign or ad group that is not the ad account's: 404 (the console's 404 page)", async () => {
    await interaction(pact, {
      route: campaignRoute,
      uponReceiving: "a request for a campaign the ad account does not have",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID, campaignId: "999999999999999" } },
      response: { error: "CAMPAIGN_NOT_FOUND", data: { field: "campaignId" } },
    }).executeTest(async (mock) => {
      expect(await clientFor(mock, COOKIE_EXAMPLE).call(campaignRoute, { params: { advertiserId: EX.advertiserId, campaignId: "999999999999999" } })).toMatchObject({ ok: false, status: 404 });
    });
    await interaction(pact, {
      route: adGroupRoute,
      uponReceiving: "a request for an ad group the ad account does not have",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID, adGroupId: "999999999999999" } },
      response: { error: "AD_GROUP_NOT_FOUND", data: { field: "adGroupId" } },
    }).executeTest(async (mock) => {
      expect(await clientFor(mock, COOKIE_EXAMPLE).call(adGroupRoute, { params: { advertiserId: EX.advertiserId, adGroupId: "999999999999999" } })).toMatchObject({ ok: false, status: 404 });
    });
  });
});

describe("acting for an ad account in the save flow (saving/repin.server.ts, saving.md §6)", () => {
  test("GET /v3/board_picker/boards/?advertiser_id=…: the ad account's boards; another's ad account is 403", async () => {
    await interaction(pact, {
      route: boardPickerRoute,
      uponReceiving: "a board picker request acting for an ad account",
      given: ready,
      request: { headers: SESSION, query: { advertiser_id: ADVERTISER_ID } },
      response: {
        data: {
          all_boards: eachLike({
            id: numericId("12"),
            // The state's board, and any made acting for the ad account before (the create interaction's).
            name: string(PACT_BUSINESS.adBoardName),
            privacy: "protected",
            url: regex(/^\/[A-Za-z0-9_]+\/[^/]+\/$/, "/pactchairs/pact-ad-account-board/"),
            image_thumbnail_url: null,
            pin_count: integer(0),
            section_count: integer(0),
            is_collaborative: false,
            last_pinned_at: null,
            created_at: iso,
          }),
          boards_shortlist: like([]),
          saved_to: null,
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(boardPickerRoute, { query: { advertiser_id: EX.advertiserId } });
      expect(res.ok && res.data.all_boards.every((b) => b.privacy === "protected")).toBe(true);
    });
    await interaction(pact, {
      route: boardPickerRoute,
      uponReceiving: "a board picker request acting for another business's ad account",
      given: ready,
      request: { headers: SESSION, query: { advertiser_id: OTHER_ADVERTISER_ID } },
      response: { error: "ADVERTISER_ACCESS_DENIED", data: { field: "advertiserId" } },
    }).executeTest(async (mock) => {
      expect(await clientFor(mock, COOKIE_EXAMPLE).call(boardPickerRoute, { query: { advertiser_id: EX.otherAdvertiserId } })).toMatchObject({ ok: false, status: 403 });
    });
  });

  test("POST /v3/boards/ with advertiser_id: a protected board", async () => {
    const NAME = fromProviderState("${newBoardName}", "Pact ad k3x9");
    await interaction(pact, {
      route: createBoardRoute,
      uponReceiving: "a board created acting for an ad account",
      given: ready,
      request: { headers: SESSION, json: { name: NAME, advertiser_id: ADVERTISER_ID } },
      response: {
        data: {
          id: numericId("13"),
          type: "board",
          name: string("Pact ad k3x9"),
          description: "",
          privacy: "protected",
          url: regex(/^\/[A-Za-z0-9_]+\/[^/]+\/$/, "/pactchairs/pact-ad-k3x9/"),
          slug: string("pact-ad-k3x9"),
          image_cover_url: null,
          cover_images: null,
          images: { "170x": [] },
          pin_count: 0,
          section_count: 0,
          is_collaborative: false,
          collaborating_users: [],
          owner: { id: uuid, username: string("pactchairs"), full_name: string("Biz Pact"), first_name: string("Biz"), image_medium_url: string("/default-avatar.svg"), is_default_image: boolean(true), avatar_color_index: integer(0) },
          archived_by_me_at: null,
          created_at: iso,
          last_pinned_at: null,
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(createBoardRoute, { json: { name: "Pact ad k3x9", advertiser_id: EX.advertiserId } });
      expect(res.ok && res.data.privacy).toBe("protected");
    });
  });
});

describe("the pin builder (business/pin-builder.server.ts)", () => {
  /** The 1×1 PNG the state uploads too. */
  const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
  const uploadedUrl = regex(/^\/i\/originals\/[0-9a-f]{32}\.(jpg|png|webp|gif)$/, "/i/originals/0123456789abcdef0123456789abcdef.png");
  /** A size of it: a variant made by the Images binding (docs/decisions/044). */
  const variantUrl = (width: string) => regex(/^\/i\/[0-9]{2,4}w\/[0-9a-f]{32}$/, `/i/${width}/0123456789abcdef0123456789abcdef`);

  test("POST /v3/pin_builder/uploads/: an image's bytes become a stored original; without a session 401", async () => {
    await interaction(pact, {
      route: pinBuilderUploadRoute,
      uponReceiving: "an image upload from the pin builder",
      given: ready,
      request: { headers: SESSION, raw: { contentType: "image/png", body: PNG } },
      response: { data: { image_url: uploadedUrl, width: 1, height: 1, dominant_color: regex(/^#[0-9a-f]{6}$/, "#efefef") } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(pinBuilderUploadRoute, { raw: { contentType: "image/png", body: new Uint8Array(PNG) } });
      expect(res.ok && res.data.width).toBe(1);
    });
    await interaction(pact, {
      route: pinBuilderUploadRoute,
      uponReceiving: "an image upload without a session",
      request: { raw: { contentType: "image/png", body: PNG } },
      response: { error: "AUTH_REQUIRED" },
    }).executeTest(async (mock) => {
      expect(await clientFor(mock).call(pinBuilderUploadRoute, { raw: { contentType: "image/png", body: new Uint8Array(PNG) } })).toMatchObject({ ok: false, status: 401 });
    });
  });

  test("POST /v3/pins/ from the upload (method uploaded)", async () => {
    const json = {
      board_id: fromProviderState("${boardId}", "12"),
      section: null,
      title: "Pact built",
      image_url: fromProviderState("${uploadedImageUrl}", "/i/originals/0123456789abcdef0123456789abcdef.png"),
      method: "uploaded",
    };
    await interaction(pact, {
      route: createPinRoute,
      uponReceiving: "a Pin made in the pin builder from an uploaded image",
      given: ready,
      request: { headers: SESSION, json },
      response: {
        data: {
          id: numericId("77"),
          type: "pin",
          title: "Pact built",
          description: "",
          alt_text: "",
          link: null,
          domain: null,
          dominant_color: regex(/^#[0-9a-f]{6}$/, "#efefef"),
          images: { "236x": { url: variantUrl("236w"), width: integer(1), height: integer(1) }, "170x": { url: variantUrl("170w"), width: integer(1), height: integer(1) }, orig: { url: uploadedUrl, width: integer(1), height: integer(1) } },
          created_at: iso,
          pinner: bizPerson,
          board: { id: numericId("12"), name: PACT_BUSINESS.boardName, url: regex(/^\/[A-Za-z0-9_]+\/pact-business-board\/$/, "/pactchairs/pact-business-board/"), privacy: "public", owner: { id: uuid, username: string("pactchairs") } },
          pinned_to_board: { id: numericId("12"), name: PACT_BUSINESS.boardName, url: regex(/^\/[A-Za-z0-9_]+\/pact-business-board\/$/, "/pactchairs/pact-business-board/"), layout: "default" },
          section: null,
          via_pinner: null,
          link_domain: null,
          is_repin: false,
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(createPinRoute, {
        json: { board_id: "12", section: null, title: "Pact built", image_url: "/i/originals/0123456789abcdef0123456789abcdef.png", method: "uploaded" },
      });
      expect(res.ok && res.data.title).toBe("Pact built");
    });
  });
});

void TAG_ID;
