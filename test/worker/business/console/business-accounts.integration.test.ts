/**
 * Business accounts against the built Worker (business.md §1, §3, §4, §6): converting a personal
 * account (and giving a business sign-up its ad account) with POST /v3/business/convert/, the ad
 * accounts a viewer may act for, the business access profiles with their permissions and MFA
 * rule, and the acting profile held per session.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Advertiser, BusinessAccessProfile } from "~common/business/schemas";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { createAccount, logIn } from "../../../support/auth-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

interface Converted {
  user: { id: string; username: string; is_partner: boolean };
  advertiser: Advertiser;
}
type Profiles = { profiles: BusinessAccessProfile[]; acting_profile_id: string };

const convert = (client: ApiClient, body: Record<string, unknown>) => client.post<Converted>("/v3/business/convert/", body);

async function business(first = "bea", country = "US") {
  const account = await createAccount(worker, { first_name: first });
  const converted = expectOk(await convert(account.client, { business_name: `${first}'s shop`, country }));
  return { ...account, advertiser: converted.advertiser };
}

describe.concurrent("POST /v3/business/convert/", () => {
  test("a personal account becomes a partner with an ad account in the country's currency (§9)", async () => {
    const { client, user } = await createAccount(worker);
    const data = expectOk(await convert(client, { business_name: "  Oak & Iron ", country: "se" }));
    expect(data.user).toMatchObject({ id: user.id, is_partner: true });
    expect(data.advertiser).toEqual({
      id: expect.stringMatching(/^\d+$/),
      owner_user_id: user.id,
      name: "Oak & Iron",
      country: "SE",
      currency: "SEK",
    });
    const me = expectOk(await client.get<{ user: { is_partner: boolean } }>("/v3/users/me/"));
    expect(me.user.is_partner).toBe(true);
    expect(expectOk(await client.get<Advertiser[]>("/ads/v4/advertisers/"))).toEqual([data.advertiser]);
  });

  test.each([
    ["FR", "EUR"],
    ["BG", "EUR"],
    ["GB", "GBP"],
    ["CZ", "USD"],
    ["JP", "USD"],
  ])("country %s pays in %s", async (country, currency) => {
    const { client } = await createAccount(worker);
    expect(expectOk(await convert(client, { business_name: "Shop", country })).advertiser.currency).toBe(currency);
  });

  test("a business sign-up (already a partner) gets its ad account the same way, keeping its business name", async () => {
    const { client } = await createAccount(worker, { account_type: "business", business_name: "Signed Up Co" });
    const data = expectOk(await convert(client, { business_name: "Another name", country: "US" }));
    expect(data.user.is_partner).toBe(true);
    expect(data.advertiser.name).toBe("Another name");
  });

  test("refusals: blank or long name, unknown country, a second conversion, a visitor", async () => {
    const { client } = await createAccount(worker);
    expectApiError(await convert(client, { business_name: "  ", country: "US" }), "BUSINESS_NAME_MISSING", { field: "business_name" });
    expectApiError(await convert(client, { business_name: "x".repeat(101), country: "US" }), "BUSINESS_NAME_TOO_LONG", {
      field: "business_name",
    });
    expectApiError(await convert(client, { business_name: "Shop", country: "ZZ" }), "COUNTRY_UNSUPPORTED", { field: "country" });
    expectApiError(await convert(client, { business_name: "Shop", country: "USA" }), "BAD_REQUEST", { field: "country" });
    // Nothing changed by the refusals.
    expect(expectOk(await client.get<{ user: { is_partner: boolean } }>("/v3/users/me/")).user.is_partner).toBe(false);
    expectOk(await convert(client, { business_name: "Shop", country: "US" }));
    expectApiError(await convert(client, { business_name: "Shop again", country: "US" }), "ALREADY_CONVERTED");
    expect(expectOk(await client.get<Advertiser[]>("/ads/v4/advertisers/"))).toHaveLength(1);
    expectApiError(await convert(new ApiClient(worker), { business_name: "Shop", country: "US" }), "AUTH_REQUIRED");
  });

  test("five racing conversions make one ad account", async () => {
    const { client, user } = await createAccount(worker);
    const results = await Promise.all(Array.from({ length: 5 }, () => convert(client, { business_name: "Racer", country: "US" })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) expectApiError(r, "ALREADY_CONVERTED");
    const env = await worker.env();
    const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM advertisers WHERE owner_user_id = ?").bind(user.id).first<{ n: number }>();
    expect(row!.n).toBe(1);
  });
});

describe("ad accounts and business access profiles", () => {
  test("GET /ads/v4/advertisers/ lists the viewer's own, then those shared with them; 401 for a visitor", async () => {
    const owner = await business("olga");
    const member = await business("mick", "GB");
    expectOk(await owner.client.put("/vx/business_access/members/", { username: member.user.username, permissions: ["CAMPAIGN_MANAGER"] }));
    const list = expectOk(await member.client.get<Advertiser[]>("/ads/v4/advertisers/"));
    expect(list.map((a) => a.id)).toEqual([member.advertiser.id, owner.advertiser.id]);
    expect(expectOk(await owner.client.get<Advertiser[]>("/ads/v4/advertisers/"))).toEqual([owner.advertiser]);
    const visitor = await new ApiClient(worker).get("/ads/v4/advertisers/");
    expectApiError(visitor, "AUTH_REQUIRED");
    expect(visitor.res.headers.get("location")).toBeNull();
  });

  test("GET /vx/business_access/profiles/: own profile with OWNER first, shared ones after with their permissions and MFA rule", async () => {
    const owner = await business("pia");
    const strict = await business("sten");
    const member = await business("mona");
    expectOk(await owner.client.put("/vx/business_access/members/", { username: member.user.username, permissions: ["ADMIN"] }));
    expectOk(
      await strict.client.put("/vx/business_access/members/", {
        username: member.user.username,
        permissions: ["CAMPAIGN_MANAGER"],
        mfa_required: true,
      }),
    );
    const data = expectOk(await member.client.get<Profiles>("/vx/business_access/profiles/"));
    expect(data.acting_profile_id).toBe(member.user.id);
    expect(data.profiles[0]).toEqual({
      id: member.user.id,
      permissions: ["OWNER"],
      user: {
        username: member.user.username,
        businessName: "mona's shop",
        imgUrl: null,
        merchantId: null,
        scheduledPinCount: 0,
        eligibleForStlTool: false,
      },
      viewerMeetsMfaRequirement: true,
    });
    // Grants of the same second come in id order; which is first does not matter here.
    expect(data.profiles.slice(1)).toHaveLength(2);
    expect(data.profiles.slice(1)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: owner.user.id, permissions: ["ADMIN"], viewerMeetsMfaRequirement: true }),
        expect.objectContaining({ id: strict.user.id, permissions: ["CAMPAIGN_MANAGER"], viewerMeetsMfaRequirement: false }),
      ]),
    );
  });

  test("the profiles call: 401 envelope for a visitor (never a redirect), 403 NOT_PARTNER for a personal account", async () => {
    const visitor = await new ApiClient(worker).get("/vx/business_access/profiles/");
    expectApiError(visitor, "AUTH_REQUIRED");
    expect(visitor.status).toBe(401);
    const personal = await createAccount(worker);
    expectApiError(await personal.client.get("/vx/business_access/profiles/"), "NOT_PARTNER");
  });

  test("the acting profile is held per session: switching, another session unaffected, refusals for profiles that do not count", async () => {
    const owner = await business("ada");
    const strict = await business("sam");
    const member = await business("max");
    expectOk(await owner.client.put("/vx/business_access/members/", { username: member.user.username, permissions: ["CAMPAIGN_MANAGER"] }));
    expectOk(
      await strict.client.put("/vx/business_access/members/", {
        username: member.user.username,
        permissions: ["ADMIN"],
        mfa_required: true,
      }),
    );
    const switched = expectOk(await member.client.put<Profiles>("/vx/business_access/acting/", { profile_id: owner.user.id }));
    expect(switched.acting_profile_id).toBe(owner.user.id);
    expect(expectOk(await member.client.get<Profiles>("/vx/business_access/profiles/")).acting_profile_id).toBe(owner.user.id);
    // A second session of the same person starts as themselves.
    const other = new ApiClient(worker);
    expectOk(await logIn(other, member.email, member.password));
    expect(expectOk(await other.get<Profiles>("/vx/business_access/profiles/")).acting_profile_id).toBe(member.user.id);
    // §4: a profile whose MFA requirement is not met does not count; a stranger's is not listed.
    expectApiError(await member.client.put("/vx/business_access/acting/", { profile_id: strict.user.id }), "ACTING_AS_FORBIDDEN", {
      field: "profile_id",
    });
    const stranger = await business("sue");
    expectApiError(await member.client.put("/vx/business_access/acting/", { profile_id: stranger.user.id }), "ACTING_AS_FORBIDDEN");
    // Back to their own.
    expect(
      expectOk(await member.client.put<Profiles>("/vx/business_access/acting/", { profile_id: member.user.id })).acting_profile_id,
    ).toBe(member.user.id);
    expect(expectOk(await member.client.get<Profiles>("/vx/business_access/profiles/")).acting_profile_id).toBe(member.user.id);
    // Access taken away: a stored choice no longer counts.
    expectOk(await member.client.put("/vx/business_access/acting/", { profile_id: owner.user.id }));
    const env = await worker.env();
    await env.DB.prepare("DELETE FROM business_access WHERE member_user_id = ?").bind(member.user.id).run();
    expect(expectOk(await member.client.get<Profiles>("/vx/business_access/profiles/")).acting_profile_id).toBe(member.user.id);
  });

  test("members: only a partner gives access; an unknown person is 404, themselves 400", async () => {
    const owner = await business("una");
    expectApiError(
      await owner.client.put("/vx/business_access/members/", { username: "nobody_here_42", permissions: ["ADMIN"] }),
      "MEMBER_NOT_FOUND",
      { field: "username" },
    );
    expectApiError(
      await owner.client.put("/vx/business_access/members/", { username: owner.user.username, permissions: ["ADMIN"] }),
      "BAD_REQUEST",
      { field: "username" },
    );
    expectApiError(
      await owner.client.put("/vx/business_access/members/", { username: owner.user.username, permissions: ["OWNER"] }),
      "BAD_REQUEST",
      { field: "permissions.0" },
    );
    const personal = await createAccount(worker);
    expectApiError(
      await personal.client.put("/vx/business_access/members/", { username: owner.user.username, permissions: ["ADMIN"] }),
      "NOT_PARTNER",
    );
  });
});
