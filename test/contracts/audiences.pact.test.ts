/**
 * Consumer contract of audiences (issue 37 item 2; the routes are common/business/audiences/
 * contracts.ts), as the console's audience pages use them: the list, a new audience and a name
 * taken, one audience with its ad groups, a rename, emails added to a list, an ad group targeting
 * it and one that is not the account's, a delete and one of an audience there is not, and the
 * debug page for the viewer and for someone it may not look at.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import {
  addListHashesRoute,
  audienceDebugRoute,
  audienceRoute,
  audiencesRoute,
  changeAudienceRoute,
  createAudienceRoute,
  deleteAudienceRoute,
  setAudienceUsageRoute,
} from "~common/business/audiences";
import { clientFor, createPact, interaction } from "./interaction";
import { BIZ, BUSINESS_STATES } from "./states/business";

const { eachLike, fromProviderState, regex, string, integer } = MatchersV3;

const pact = createPact();
const given = { state: BUSINESS_STATES.audiences, params: BIZ };
const EX = { advertiserId: "7", audienceId: "4", listAudienceId: "5", adGroupId: "23", username: "biz_pact" };
const COOKIE = { Cookie: "pin_sess=AbCdEfGhIjKlMnOpQrStUv" };
const SESSION = { Cookie: fromProviderState("${sessionCookie}", COOKIE.Cookie) };
const ADVERTISER_ID = fromProviderState("${advertiserId}", EX.advertiserId);
const AUDIENCE_ID = fromProviderState("${audienceId}", EX.audienceId);
const LIST_ID = fromProviderState("${listAudienceId}", EX.listAudienceId);
const AD_GROUP_ID = fromProviderState("${adGroupId}", EX.adGroupId);
const iso = regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, "2026-12-04T09:30:00.000Z");
const id = regex(/^[1-9][0-9]*$/, EX.audienceId);
const HASH = "cd".repeat(32);

const savers = (over: Record<string, unknown> = {}) => ({
  id,
  name: string("Pact savers"),
  kind: "engagement",
  status: "TOO_SMALL",
  size: null,
  event_names: null,
  actions: ["save", "click"],
  lookback_days: 30,
  seed_audience: null,
  interests: null,
  list_rows: null,
  used_by: integer(0),
  refreshed_at: iso,
  created_at: iso,
  updated_at: iso,
  ...over,
});
const buyers = (over: Record<string, unknown> = {}) =>
  savers({
    id: regex(/^[1-9][0-9]*$/, EX.listAudienceId),
    name: "Pact buyers",
    kind: "customer_list",
    actions: null,
    lookback_days: null,
    list_rows: 1,
    ...over,
  });
const call = (mock: Parameters<typeof clientFor>[0]) => clientFor(mock, COOKIE);
const P = { advertiserId: EX.advertiserId, audienceId: EX.audienceId };

describe("the console's audiences page", () => {
  test("the list; a new audience; a name taken; one with its ad groups; a rename", async () => {
    await interaction(pact, {
      route: audiencesRoute,
      uponReceiving: "a request for the ad account's audiences",
      given,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID } },
      // Newest first: the list, then the engagement audience.
      response: { data: { items: [buyers(), savers()], size_floor: 100 } },
    }).executeTest(async (mock) => {
      const res = await call(mock).call(audiencesRoute, { params: { advertiserId: EX.advertiserId } });
      expect(res.ok && res.data.items[0]!.status).toBe("TOO_SMALL");
    });
    const visitors = { kind: "visitor" as const, name: "Pact checkouts", event_names: ["checkout" as const], lookback_days: 30 };
    await interaction(pact, {
      route: createAudienceRoute,
      uponReceiving: "a new site visitors audience",
      given,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, json: visitors },
      response: { data: savers({ name: "Pact checkouts", kind: "visitor", event_names: ["checkout"], actions: null }) },
    }).executeTest(async (mock) => {
      const res = await call(mock).call(createAudienceRoute, { params: { advertiserId: EX.advertiserId }, json: visitors });
      expect(res.ok && res.data.kind).toBe("visitor");
    });
    const taken = { kind: "engagement" as const, name: "Pact savers", actions: ["save" as const], lookback_days: 7 };
    await interaction(pact, {
      route: createAudienceRoute,
      uponReceiving: "a new audience with the name of one there is",
      given,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, json: taken },
      response: { error: "AUDIENCE_NAME_TAKEN", data: { field: "name" } },
    }).executeTest(async (mock) => {
      const res = await call(mock).call(createAudienceRoute, { params: { advertiserId: EX.advertiserId }, json: taken });
      expect(res).toMatchObject({ ok: false, status: 409 });
    });
    await interaction(pact, {
      route: audienceRoute,
      uponReceiving: "a request for one audience and the ad groups that may use it",
      given,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID, audienceId: AUDIENCE_ID } },
      response: {
        data: {
          ...savers(),
          ad_groups: eachLike({ id: regex(/^[1-9][0-9]*$/, EX.adGroupId), name: string("Ad group"), campaign_id: id, campaign_name: string("Pact campaign"), mode: string("none") }),
        },
      },
    }).executeTest(async (mock) => {
      const res = await call(mock).call(audienceRoute, { params: P });
      expect(res.ok && res.data.ad_groups.length).toBe(1);
    });
    await interaction(pact, {
      route: changeAudienceRoute,
      uponReceiving: "an audience renamed and its lookback changed",
      given,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID, audienceId: AUDIENCE_ID }, json: { name: "Pact engaged", lookback_days: 60 } },
      response: { data: savers({ name: "Pact engaged", lookback_days: 60 }) },
    }).executeTest(async (mock) => {
      const res = await call(mock).call(changeAudienceRoute, { params: P, json: { name: "Pact engaged", lookback_days: 60 } });
      expect(res.ok && res.data.lookback_days).toBe(60);
    });
  });

  test("emails added to a list; an ad group targets it; one not the account's; deletes", async () => {
    await interaction(pact, {
      route: addListHashesRoute,
      uponReceiving: "hashed emails added to a customer list",
      given,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID, audienceId: LIST_ID }, json: { hashes: [HASH] } },
      response: {
        data: buyers({ list_rows: 2 }),
      },
    }).executeTest(async (mock) => {
      const res = await call(mock).call(addListHashesRoute, { params: { ...P, audienceId: EX.listAudienceId }, json: { hashes: [HASH] } });
      expect(res.ok && res.data.list_rows).toBe(2);
    });
    const target = { ad_groups: [{ ad_group_id: AD_GROUP_ID, mode: "include" }] };
    await interaction(pact, {
      route: setAudienceUsageRoute,
      uponReceiving: "an ad group set to target an audience",
      given,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID, audienceId: AUDIENCE_ID }, json: target },
      response: {
        data: {
          ...savers({ used_by: 1 }),
          ad_groups: eachLike({ id: regex(/^[1-9][0-9]*$/, EX.adGroupId), name: string("Ad group"), campaign_id: id, campaign_name: string("Pact campaign"), mode: string("include") }),
        },
      },
    }).executeTest(async (mock) => {
      const res = await call(mock).call(setAudienceUsageRoute, { params: P, json: { ad_groups: [{ ad_group_id: EX.adGroupId, mode: "include" }] } });
      expect(res.ok && res.data.used_by).toBe(1);
    });
    const stranger = { ad_groups: [{ ad_group_id: "999999999", mode: "exclude" as const }] };
    await interaction(pact, {
      route: setAudienceUsageRoute,
      uponReceiving: "an audience set on an ad group that is not the ad account's",
      given,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID, audienceId: AUDIENCE_ID }, json: stranger },
      response: { error: "AD_GROUP_NOT_FOUND", data: { field: "ad_groups" } },
    }).executeTest(async (mock) => {
      const res = await call(mock).call(setAudienceUsageRoute, { params: P, json: stranger });
      expect(res).toMatchObject({ ok: false, status: 404 });
    });
    await interaction(pact, {
      route: deleteAudienceRoute,
      uponReceiving: "an audience no ad group uses, deleted",
      given,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID, audienceId: AUDIENCE_ID } },
      response: { data: savers() },
    }).executeTest(async (mock) => {
      const res = await call(mock).call(deleteAudienceRoute, { params: P });
      expect(res.ok).toBe(true);
    });
    await interaction(pact, {
      route: deleteAudienceRoute,
      uponReceiving: "a delete of an audience there is not",
      given,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID, audienceId: "999999999" } },
      response: { error: "AUDIENCE_NOT_FOUND", data: { field: "audienceId" } },
    }).executeTest(async (mock) => {
      const res = await call(mock).call(deleteAudienceRoute, { params: { ...P, audienceId: "999999999" } });
      expect(res).toMatchObject({ ok: false, status: 404 });
    });
  });
});

const verdict = {
  id,
  name: "Pact savers",
  kind: "engagement",
  status: "TOO_SMALL",
  member: false,
  qualifies: false,
  at: null,
};

describe("the console's audience debug page", () => {
  test("the viewer's verdicts; someone it may not look at", async () => {
    await interaction(pact, {
      route: audienceDebugRoute,
      uponReceiving: "why the viewer is or is not in each audience",
      given,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, query: { username: fromProviderState("${username}", EX.username) } },
      response: {
        data: {
          viewers: eachLike({ username: string(EX.username), name: string("Biz Pact") }),
          viewer: { username: string(EX.username), name: string("Biz Pact") },
          // Newest first: the list (no match), then the engagement audience (not engaged).
          audiences: [
            { ...verdict, id: regex(/^[1-9][0-9]*$/, EX.listAudienceId), name: "Pact buyers", kind: "customer_list", reason: "LIST_NO_MATCH", details: [] },
            { ...verdict, reason: "NOT_ENGAGED", details: ["save", "click"] },
          ],
        },
      },
    }).executeTest(async (mock) => {
      const res = await call(mock).call(audienceDebugRoute, { params: { advertiserId: EX.advertiserId }, query: { username: EX.username } });
      expect(res.ok && res.data.viewer?.username).toBe(EX.username);
    });
    await interaction(pact, {
      route: audienceDebugRoute,
      uponReceiving: "the debug page asked about someone without access to the ad account",
      given,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, query: { username: "ana_costa_not_here" } },
      response: { error: "AUDIENCE_VIEWER_NOT_FOUND", data: { field: "username" } },
    }).executeTest(async (mock) => {
      const res = await call(mock).call(audienceDebugRoute, { params: { advertiserId: EX.advertiserId }, query: { username: "ana_costa_not_here" } });
      expect(res).toMatchObject({ ok: false, status: 404 });
    });
  });
});
