/**
 * Consumer contract of the billing profile's edit (issue 36 item 7; the route is
 * common/business/billing-profile/contracts.ts), the answers the console's billing page relies on
 * (app/routes/business/billing-profile/billing-profile.server.ts):
 *   the edit form saved          the ad account with its billing profile as it is now;
 *   an email that is not one     BILLING_EMAIL_INVALID, said beside the email by its field;
 *   a campaign manager           BILLING_ADMIN_ONLY (403): only the owner or an admin.
 * The 200 sends biz.pact's own billing values, so the state's profile stays as other contracts expect it.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import { updateBillingProfileRoute } from "~common/business/billing-profile";
import { clientFor, createPact, interaction } from "./interaction";
import { BIZ, BUSINESS_STATES, PACT_BILLING, PACT_BUSINESS } from "./states/business";

const { fromProviderState, regex, string } = MatchersV3;

const pact = createPact();
const ready = { state: BUSINESS_STATES.ready, params: BIZ };
const manager = { state: BUSINESS_STATES.campaignManager, params: BIZ };
const EX = { advertiserId: "7", userId: "3f0c8a52-8d4e-4c4e-9a3b-2f5a1c7d9e10" };
const COOKIE_EXAMPLE = { Cookie: "pin_sess=AbCdEfGhIjKlMnOpQrStUv" };
const SESSION = { Cookie: fromProviderState("${sessionCookie}", COOKIE_EXAMPLE.Cookie) };
const ADVERTISER_ID = fromProviderState("${advertiserId}", EX.advertiserId);
const numericId = (example: string) => regex(/^[1-9][0-9]*$/, example);
const uuid = regex(/^[0-9a-f-]{36}$/, EX.userId);
const iso = regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, "2026-12-02T09:30:00.000Z");
const params = { advertiserId: EX.advertiserId };
const change = { contact_name: PACT_BILLING.contact_name, email: PACT_BILLING.email, city: PACT_BILLING.city };

describe("PATCH …/billing_profile/ (the billing page's edit form)", () => {
  test("saved: the ad account with its billing profile; the country and currency as they were", async () => {
    await interaction(pact, {
      route: updateBillingProfileRoute,
      uponReceiving: "a billing profile's contact, email and city changed",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, json: change },
      response: {
        data: {
          id: numericId(EX.advertiserId),
          owner_user_id: uuid,
          name: string(PACT_BUSINESS.name),
          country: "US",
          currency: "USD",
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
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(updateBillingProfileRoute, { params, json: change });
      expect(res.ok && res.data.billing_profile?.currency).toBe("USD");
    });
  });

  test("an email that is not one: 400 by its field", async () => {
    await interaction(pact, {
      route: updateBillingProfileRoute,
      uponReceiving: "a billing profile's email changed to one that is not an email",
      given: ready,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, json: { email: "not-an-email" } },
      response: { error: "BILLING_EMAIL_INVALID", data: { field: "email" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(updateBillingProfileRoute, { params, json: { email: "not-an-email" } });
      expect(res).toMatchObject({ ok: false, status: 400 });
      expect(!res.ok && res.error.data?.field).toBe("email");
    });
  });

  test("a campaign manager: 403, only the owner or an admin", async () => {
    await interaction(pact, {
      route: updateBillingProfileRoute,
      uponReceiving: "a billing profile changed by a campaign manager",
      given: manager,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, json: { city: "Elsewhere" } },
      response: { error: "BILLING_ADMIN_ONLY", data: { field: "advertiserId" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(updateBillingProfileRoute, { params, json: { city: "Elsewhere" } });
      expect(res).toMatchObject({ ok: false, status: 403 });
    });
  });
});
