/**
 * The billing profile's edit against the built Worker (issue 36 item 7): only the fields sent
 * change, the result checked by quick promote's billing rules; the country and currency cannot be
 * changed; only the owner or an admin may change it (a campaign manager and an analyst: 403); an
 * ad account without a profile yet; a retried change with its Idempotency-Key.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AdvertiserDetail } from "~common/business/schemas";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { BILLING, createBusiness, readyToPromote, type BusinessAccount } from "../../../support/business-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
}, 120_000);
afterAll(() => worker?.close());

const pathOf = (advertiserId: string) => `/ads/v4/advertisers/${advertiserId}/billing_profile/`;
const edit = (biz: BusinessAccount, body: object, advertiserId = biz.advertiser.id, headers: Record<string, string> = {}) =>
  biz.client.patch<AdvertiserDetail>(pathOf(advertiserId), body, { headers });
async function ready(first: string) {
  const biz = await createBusiness(worker, { first });
  await readyToPromote(biz.client, biz.advertiser.id);
  return biz;
}

describe("the fields", () => {
  test("only the fields sent change; the email is kept lower case; the country and currency stay", async () => {
    const biz = await ready("bil");
    const got = expectOk(await edit(biz, { contact_name: "  Ana Berg ", email: "Invoices@Shop.Example" }));
    expect(got.billing_profile).toMatchObject({
      contact_name: "Ana Berg",
      email: "invoices@shop.example",
      address: { line1: BILLING.address_line1, city: BILLING.city, postal_code: BILLING.postal_code, country: "US" },
      currency: "USD",
    });
    const moved = expectOk(await edit(biz, { address_line1: "9 Harbour Road", postal_code: "94110", city: "San Francisco" }));
    expect(moved.billing_profile).toMatchObject({
      contact_name: "Ana Berg",
      address: { line1: "9 Harbour Road", postal_code: "94110", city: "San Francisco", country: "US" },
    });
    // Read back as the console reads it.
    const read = expectOk(await biz.client.get<AdvertiserDetail>(`/ads/v4/advertisers/${biz.advertiser.id}/`));
    expect(read.billing_profile?.address.city).toBe("San Francisco");
  });

  test("quick promote's rules: no field left blank, an email address", async () => {
    const biz = await ready("bir");
    for (const field of ["contact_name", "email", "address_line1", "city", "postal_code"])
      expectApiError(await edit(biz, { [field]: "   " }), "FIELD_MISSING", { field });
    expectApiError(await edit(biz, { email: "not-an-email" }), "BILLING_EMAIL_INVALID", { field: "email" });
    expectApiError(await edit(biz, { contact_name: "x".repeat(5000) }), "BAD_REQUEST");
    // Nothing of it was stored.
    const read = expectOk(await biz.client.get<AdvertiserDetail>(`/ads/v4/advertisers/${biz.advertiser.id}/`));
    expect(read.billing_profile).toMatchObject({ contact_name: BILLING.contact_name, email: BILLING.email });
  });

  test("the country and the currency cannot be changed: invoices are in that currency", async () => {
    const biz = await ready("bic");
    expectApiError(await edit(biz, { currency: "EUR" }), "BAD_REQUEST");
    expectApiError(await edit(biz, { country: "DE", contact_name: "Ana" }), "BAD_REQUEST");
    const read = expectOk(await biz.client.get<AdvertiserDetail>(`/ads/v4/advertisers/${biz.advertiser.id}/`));
    expect(read.billing_profile).toMatchObject({ contact_name: BILLING.contact_name, currency: "USD", address: { country: "US" } });
  });

  test("an ad account without a billing profile yet: 404, nothing made", async () => {
    const biz = await createBusiness(worker, { first: "bin" });
    expectApiError(await edit(biz, { contact_name: "Ana" }), "BILLING_PROFILE_NOT_FOUND");
    const read = expectOk(await biz.client.get<AdvertiserDetail>(`/ads/v4/advertisers/${biz.advertiser.id}/`));
    expect(read.billing_profile).toBeNull();
  });

  test("a change retried with its Idempotency-Key is made once; the same key with another body is refused", async () => {
    const biz = await ready("bik");
    const key = { "idempotency-key": crypto.randomUUID() };
    const first = await edit(biz, { city: "Oakland" }, biz.advertiser.id, key);
    const again = await edit(biz, { city: "Oakland" }, biz.advertiser.id, key);
    expect(expectOk(again)).toEqual(expectOk(first));
    expect(again.res.headers.get("idempotent-replayed")).toBe("true");
    expectApiError(await edit(biz, { city: "Berkeley" }, biz.advertiser.id, key), "IDEMPOTENCY_KEY_MISMATCH");
  });
});

describe("who may change it", () => {
  test("the owner and an admin; a campaign manager and an analyst read it but get 403; others and visitors nothing", async () => {
    const owner = await ready("own");
    const members = {
      ADMIN: await createBusiness(worker, { first: "adm" }),
      CAMPAIGN_MANAGER: await createBusiness(worker, { first: "man" }),
      ANALYST: await createBusiness(worker, { first: "ana" }),
    };
    for (const [permission, m] of Object.entries(members))
      expectOk(await owner.client.put("/vx/business_access/members/", { username: m.user.username, permissions: [permission] }));
    const id = owner.advertiser.id;
    expect(expectOk(await edit(owner, { city: "Owner Town" })).billing_profile?.address.city).toBe("Owner Town");
    expect(expectOk(await edit(members.ADMIN, { city: "Admin Town" }, id)).billing_profile?.address.city).toBe("Admin Town");
    for (const role of ["CAMPAIGN_MANAGER", "ANALYST"] as const) {
      expectApiError(await edit(members[role], { city: `${role} Town` }, id), "BILLING_ADMIN_ONLY");
      // Each still reads the profile.
      const read = expectOk(await members[role].client.get<AdvertiserDetail>(`/ads/v4/advertisers/${id}/`));
      expect(read.billing_profile?.address.city).toBe("Admin Town");
    }
    const stranger = await ready("str");
    expectApiError(await edit(stranger, { city: "Elsewhere" }, id), "ADVERTISER_ACCESS_DENIED");
    expectApiError(await new ApiClient(worker).patch(pathOf(id), { city: "Nowhere" }), "AUTH_REQUIRED");
  });
});
