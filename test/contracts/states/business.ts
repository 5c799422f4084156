/**
 * Provider states of the business area (business.md §2, §3, §7), arranged through the public API
 * with verification accounts (./auth.ts), so they work against any deployment:
 *   - a business account whose ad account is ready to promote a Pin: biz.pact@example.com (made or
 *     reset once per run, then logged in) converts (POST /v3/business/convert/; ALREADY_CONVERTED
 *     after a run that was not torn down), answers the consent, sets billing, and has a public
 *     board with a linked Pin, a conversion tag and two campaigns; a second business (a fresh
 *     address, once per run) owns the ad account the first may not act for, and is the person the
 *     first gives access to its business profile (PUT /vx/business_access/members/);
 *   - a personal account with a fresh address, logged in by its sign-up (for the conversion).
 *
 * Values handed back (`fromProviderState`): `${sessionCookie}`, `${userId}`, `${advertiserId}`,
 * `${pinId}` (a fresh promotable Pin per interaction), `${campaignId}`, `${adGroupId}`, `${tagId}`,
 * `${otherAdvertiserId}`, `${memberUsername}` (the second business's username), `${draftId}` (its only draft),
 * `${idempotencyKey}` and `${newBoardName}` (fresh per interaction), `${today}` (the provider's day),
 * `${boardId}` (its public board) and `${uploadedImageUrl}` (an image uploaded once per run); the ad
 * account has a protected board of its own (saving.md §6).
 */
import type { ApiCallResult, StateContext, StateDefinition } from "./types";

export const BIZ = { email: "biz.pact@example.com", password: "correct-horse-9" };
export const PACT_BUSINESS = { name: "Pact Chairs", country: "US", boardName: "Pact business board", boardSlug: "pact-business-board", tagName: "Pact checkout", adBoardName: "Pact ad account board" };
export const PACT_PROMOTE_LINK = "https://www.pact-chairs.example/chair";
export const PACT_BILLING = { contact_name: "Pact Billing", email: "billing@pact-chairs.example", address_line1: "1 Pact Street", city: "Springfield", postal_code: "12345" };
/** A create form as a draft keeps it (common/business/ads-create CampaignForm): one ad group, nothing chosen yet. */
export const PACT_DRAFT_FORM = {
  name: "",
  objective_type: "CONSIDERATION",
  automated: false,
  budget_type: "DAILY",
  budget: "20",
  start_date: "2026-12-02",
  end_date: "",
  start_paused: false,
  conversion_tag_id: "",
  conversion_event: "",
  ad_groups: [{ name: "Ad group 1", genders: [], ages: [], interests: [], location: "US", auto_targeting: true, bid: "", keywords: "", pins: [] }],
};
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

export const BUSINESS_STATES = {
  ready: `${BIZ.email} is a business whose ad account is ready to promote a Pin`,
  campaignToChange: `${BIZ.email} has a running campaign of its own to change`,
  draftToEdit: `${BIZ.email} has one campaign draft`,
  personal: "a personal account with a freshly generated email is logged in",
  campaignManager: `a campaign manager of ${BIZ.email}'s ad account is logged in`,
  savedReport: `${BIZ.email} has one saved weekly report`,
  reportRun: `${BIZ.email} has one saved weekly report, run once`,
  conversionToken: `${BIZ.email} has one live Conversions API access token`,
  conversionsActivity: `${BIZ.email} has a conversion tag that has sent an event, and an offline upload`,
  audiences: `${BIZ.email} has an engagement audience and a customer list, used by no ad group`,
} as const;

/** API codes the handlers recognise (kept literal: a partner's API is checked, not our source). */
const CODE = { BOARD_NAME_TAKEN: 2002 } as const;

interface Ready {
  userId: string;
  pinId: string;
  advertiserId: string;
  boardId: string;
  uploadedImageUrl: string;
  campaignId: string;
  adGroupId: string;
  tagId: string;
  otherAdvertiserId: string;
  memberUsername: string;
}

const SEED_BIRTHDAY = 631152000;

/** The state's saved report: the report center's contract (test/contracts/report-center.pact.test.ts) sends it back. */
export const PACT_REPORT = {
  name: "Pact weekly spend",
  spec: { level: "campaigns", columns: ["impressions", "clicks", "spend"], date_range: "LAST_7_DAYS", granularity: "DAY" },
  schedule: { frequency: "WEEKLY", weekday: 1 },
} as const;

export function businessStates(ctx: StateContext): StateDefinition[] {
  const { api, ensureUser, credentials, freshEmail, setup } = ctx;
  let session: string | undefined;
  let ready: Promise<Ready> | undefined;

  const dataOf = <T>(what: string, res: ApiCallResult): T => {
    if (res.status !== 200) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.error)}`);
    return res.data as T;
  };

  /** A new account's sign-up session (sign-up logs in; no log-in is spent). */
  async function signUp(email: string, password: string): Promise<string> {
    const res = await api.request("POST", "/v3/register/", { body: { type: "email", email, password, birthday: SEED_BIRTHDAY } });
    const cookie = api.sessionCookieFrom(res.setCookies);
    if (res.status !== 200 || !cookie) throw new Error(`could not sign up ${email}: HTTP ${res.status} ${JSON.stringify(res.error)}`);
    return cookie;
  }

  /** biz.pact's live session: kept while it lives, else a log-in. */
  async function liveSession(c: { email: string; password: string }): Promise<string> {
    if (session) {
      const me = await api.request("GET", "/v3/users/me/", { cookie: session });
      if ((me.data as { type?: string } | undefined)?.type === "AUTH") return session;
    }
    await ensureUser(c);
    const login = await api.logIn(c);
    const cookie = api.sessionCookieFrom(login.setCookies);
    if (login.status !== 200 || !cookie) throw new Error(`could not log in as ${c.email}: HTTP ${login.status} ${JSON.stringify(login.error)}`);
    session = cookie;
    return cookie;
  }

  /** Converts the account of `cookie` (or finds it converted) and answers its own ad account's id. */
  async function ownAdAccount(cookie: string, userId: string, name: string): Promise<string> {
    await api.request("POST", "/v3/business/convert/", { cookie, body: { business_name: name, country: PACT_BUSINESS.country } });
    const list = dataOf<{ id: string; owner_user_id: string }[]>("the ad accounts", await api.request("GET", "/ads/v4/advertisers/", { cookie }));
    const own = list.find((a) => a.owner_user_id === userId);
    if (!own) throw new Error(`the account ${userId} has no ad account after converting`);
    return own.id;
  }

  /** A running quick promote campaign of the state's Pin (US defaults, 3 USD a day). */
  const promoteCampaign = async (cookie: string, advertiserId: string, pinId: string, name: string) =>
    dataOf<{ id: string; ad_group: { id: string }; ad: { id: string } }>(
      "a campaign",
      await api.request("POST", `/ads/v4/advertisers/${advertiserId}/pins/${pinId}/quick_promote/`, {
        cookie,
        body: {
          budget_in_micro_currency: 3_000_000,
          campaign_name: name,
          destination_url: PACT_PROMOTE_LINK,
          duration: 10,
          auto_targeting_enabled: true,
          is_ongoing: false,
          start_now: true,
          targeting_spec: { AGE_BUCKET: [], GENDER: ["female", "male", "unknown"], INTEREST: [], LOCATION: ["US"] },
          advertiser_id: advertiserId,
          ads_client_type: "quick_promote",
          pin_id: pinId,
          product_group_id: null,
          flexible_daily_budget_enabled: false,
        },
      }),
    );

  async function makeReady(c: { email: string; password: string }): Promise<Ready> {
    const cookie = await liveSession(c);
    const me = dataOf<{ user: { id: string; username: string } }>("viewer", await api.request("GET", "/v3/users/me/", { cookie }));
    const userId = me.user.id;
    const advertiserId = await ownAdAccount(cookie, userId, PACT_BUSINESS.name);
    const base = `/ads/v4/advertisers/${advertiserId}`;
    dataOf("consent", await api.request("PUT", `${base}/consent/`, { cookie, body: { accepted: true } }));
    dataOf("billing", await api.request("PUT", `${base}/billing_profile/`, { cookie, body: PACT_BILLING }));
    const created = await api.request("POST", "/v3/boards/", { cookie, body: { name: PACT_BUSINESS.boardName } });
    const board =
      created.error?.api_error_code === CODE.BOARD_NAME_TAKEN
        ? dataOf<{ id: string }>("the board", await api.request("GET", `/v3/users/${me.user.username}/boards/${PACT_BUSINESS.boardSlug}/`, { cookie }))
        : dataOf<{ id: string }>("creating the board", created);
    const pin = dataOf<{ id: string }>("a Pin", await api.request("POST", "/v3/pins/", { cookie, body: { board_id: board.id, title: "Pact chair", link: PACT_PROMOTE_LINK, image_base64: PNG } }));
    const tag = dataOf<{ id: string }>("a conversion tag", await api.request("POST", `${base}/conversion_tags/`, { cookie, body: { name: PACT_BUSINESS.tagName } }));
    // A protected board made for the ad account (saving.md §6), so the picker acting for it lists one.
    const adBoard = await api.request("POST", "/v3/boards/", { cookie, body: { name: PACT_BUSINESS.adBoardName, advertiser_id: advertiserId } });
    if (adBoard.status !== 200 && adBoard.error?.api_error_code !== CODE.BOARD_NAME_TAKEN) dataOf("the ad account's board", adBoard);
    const promote = (name: string) => promoteCampaign(cookie, advertiserId, pin.id, name);
    // Two campaigns, so a page of one always has a next (the console's list).
    const campaign = await promote("Pact campaign");
    await promote("Pact campaign 2");
    // An image uploaded as the pin builder does (POST /v3/pin_builder/uploads/), for a Pin made from it.
    const uploadedImageUrl = dataOf<{ image_url: string }>(
      "an upload",
      await api.upload("/v3/pin_builder/uploads/", { cookie, contentType: "image/png", body: Uint8Array.from(atob(PNG), (ch) => ch.charCodeAt(0)) }),
    ).image_url;
    // Another business's ad account, which biz.pact may not act for (a fresh account per run).
    const otherEmail = freshEmail("other.business.pact");
    const otherCookie = await signUp(otherEmail, c.password);
    const other = dataOf<{ user: { id: string; username: string } }>("the other viewer", await api.request("GET", "/v3/users/me/", { cookie: otherCookie }));
    const otherAdvertiserId = await ownAdAccount(otherCookie, other.user.id, "Pact Other Co");
    await api.logOut(otherCookie);
    return {
      userId,
      pinId: pin.id,
      advertiserId,
      boardId: board.id,
      uploadedImageUrl,
      campaignId: campaign.id,
      adGroupId: campaign.ad_group.id,
      tagId: tag.id,
      otherAdvertiserId,
      memberUsername: other.user.username,
    };
  }

  return [
    {
      name: BUSINESS_STATES.ready,
      params:
        "{email, password}; provides ${sessionCookie}, ${userId}, ${advertiserId}, ${pinId} (a fresh Pin with a link on a public board), ${campaignId}, ${adGroupId}, ${tagId}, ${otherAdvertiserId} (a business's ad account the viewer may not act for), ${memberUsername} (that business's username), ${idempotencyKey}, ${newBoardName}, ${boardId} (its public board), ${uploadedImageUrl} (an image uploaded as the pin builder does), ${today} (the day, UTC)",
      handler: async (params) => {
        const c = credentials(params, BUSINESS_STATES.ready);
        const made = await (ready ??= makeReady(c).catch((err: unknown) => {
          ready = undefined;
          throw err;
        }));
        const cookie = await liveSession(c);
        const pin = dataOf<{ id: string }>(
          "a Pin",
          await api.request("POST", "/v3/pins/", { cookie, body: { board_id: made.boardId, title: "Pact chair", link: PACT_PROMOTE_LINK, image_base64: PNG } }),
        );
        return {
          sessionCookie: cookie,
          userId: made.userId,
          advertiserId: made.advertiserId,
          pinId: pin.id,
          campaignId: made.campaignId,
          adGroupId: made.adGroupId,
          tagId: made.tagId,
          otherAdvertiserId: made.otherAdvertiserId,
          memberUsername: made.memberUsername,
          idempotencyKey: `pact-${crypto.randomUUID()}`,
          boardId: made.boardId,
          uploadedImageUrl: made.uploadedImageUrl,
          newBoardName: `Pact ad ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`,
          // The provider's day (UTC): a campaign made from scratch starts today or later.
          today: new Date().toISOString().slice(0, 10),
        };
      },
    },
    {
      name: BUSINESS_STATES.campaignToChange,
      params:
        "{email, password}; provides ${sessionCookie}, ${advertiserId}, ${campaignId}, ${adGroupId}, ${adId} (a fresh running campaign, 3 USD a day, per interaction), ${pinId} (its Pin), ${otherAdvertiserId}",
      handler: async (params) => {
        const c = credentials(params, BUSINESS_STATES.campaignToChange);
        const made = await (ready ??= makeReady(c).catch((err: unknown) => {
          ready = undefined;
          throw err;
        }));
        const cookie = await liveSession(c);
        const campaign = await promoteCampaign(cookie, made.advertiserId, made.pinId, `Pact campaign to change ${Date.now().toString(36)}`);
        return {
          sessionCookie: cookie,
          advertiserId: made.advertiserId,
          campaignId: campaign.id,
          adGroupId: campaign.ad_group.id,
          adId: campaign.ad.id,
          pinId: made.pinId,
          otherAdvertiserId: made.otherAdvertiserId,
        };
      },
    },
    {
      name: BUSINESS_STATES.draftToEdit,
      params: "{email, password}; provides ${sessionCookie}, ${advertiserId}, ${draftId} (its only draft, version 0: the others are deleted, so a run never meets the limit)",
      handler: async (params) => {
        const c = credentials(params, BUSINESS_STATES.draftToEdit);
        const made = await (ready ??= makeReady(c).catch((err: unknown) => {
          ready = undefined;
          throw err;
        }));
        const cookie = await liveSession(c);
        const drafts = `/ads/v4/advertisers/${made.advertiserId}/campaign_drafts/`;
        const list = dataOf<{ items: { id: string }[] }>("the drafts", await api.request("GET", drafts, { cookie }));
        for (const d of list.items) dataOf("deleting a draft", await api.request("DELETE", `${drafts}${d.id}/`, { cookie }));
        const form = { ...PACT_DRAFT_FORM, name: "Pact draft" };
        const draft = dataOf<{ id: string }>("a draft", await api.request("POST", drafts, { cookie, body: { form } }));
        return { sessionCookie: cookie, advertiserId: made.advertiserId, draftId: draft.id };
      },
    },
    {
      name: BUSINESS_STATES.campaignManager,
      params:
        "{email, password}; provides ${sessionCookie} (a fresh business account's, given CAMPAIGN_MANAGER on biz.pact's business profile; costs one sign-up), ${advertiserId} (biz.pact's ad account)",
      handler: async (params) => {
        const c = credentials(params, BUSINESS_STATES.campaignManager);
        const made = await (ready ??= makeReady(c).catch((err: unknown) => {
          ready = undefined;
          throw err;
        }));
        const owner = await liveSession(c);
        const cookie = await signUp(freshEmail("manager.pact"), c.password);
        const me = dataOf<{ user: { id: string; username: string } }>("the manager", await api.request("GET", "/v3/users/me/", { cookie }));
        await ownAdAccount(cookie, me.user.id, "Pact Manager Co");
        dataOf(
          "the manager's access",
          await api.request("PUT", "/vx/business_access/members/", {
            cookie: owner,
            body: { username: me.user.username, permissions: ["CAMPAIGN_MANAGER"] },
          }),
        );
        return { sessionCookie: cookie, advertiserId: made.advertiserId };
      },
    },
    ...([BUSINESS_STATES.savedReport, BUSINESS_STATES.reportRun] as const).map((name) => ({
      name,
      params:
        name === BUSINESS_STATES.savedReport
          ? "{email, password}; provides ${sessionCookie}, ${advertiserId}, ${reportId} (its only saved report: weekly on Mondays, version 1, the maker subscribed), ${unsubscribeToken} (the maker's email link's)"
          : "{email, password}; provides the same and ${runId} (the report's run, ready; one of the ad account's 50 a day)",
      handler: async (params: unknown) => {
        const c = credentials(params, name);
        const made = await (ready ??= makeReady(c).catch((err: unknown) => {
          ready = undefined;
          throw err;
        }));
        const cookie = await liveSession(c);
        const base = `/ads/v4/advertisers/${made.advertiserId}/report_center`;
        // The others are deleted, so a run never meets the limit of saved reports.
        const list = dataOf<{ items: { id: string }[] }>("the saved reports", await api.request("GET", `${base}/reports/`, { cookie }));
        for (const r of list.items) dataOf("deleting a report", await api.request("DELETE", `${base}/reports/${r.id}/`, { cookie }));
        const run = name === BUSINESS_STATES.reportRun;
        const saved = dataOf<{ report: { id: string }; run: { id: string } | null }>(
          "a saved report",
          await api.request("POST", `${base}/reports/`, { cookie, body: { ...PACT_REPORT, run_now: run } }),
        );
        const unsubscribeToken = await setup.reportUnsubscribeToken(saved.report.id);
        const state = { sessionCookie: cookie, advertiserId: made.advertiserId, reportId: saved.report.id, unsubscribeToken };
        if (!run) return state;
        if (!saved.run) throw new Error("the saved report's run was not queued (the ad account's 50 a day may be spent)");
        for (let i = 0; ; i++) {
          const r = dataOf<{ state: string }>("the run", await api.request("GET", `${base}/runs/${saved.run.id}/`, { cookie }));
          if (r.state === "ready") break;
          if (r.state !== "queued" || i > 100) throw new Error(`the saved report's run is ${r.state}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return { ...state, runId: saved.run.id };
      },
    })),
    {
      name: BUSINESS_STATES.conversionToken,
      params:
        "{email, password}; provides ${sessionCookie}, ${advertiserId}, ${conversionToken} and ${tokenId} (its only live token, made now), ${eventTime} (a minute ago, Unix seconds)",
      handler: async (params: unknown) => {
        const c = credentials(params, BUSINESS_STATES.conversionToken);
        const made = await (ready ??= makeReady(c).catch((err: unknown) => {
          ready = undefined;
          throw err;
        }));
        const cookie = await liveSession(c);
        const base = `/ads/v4/advertisers/${made.advertiserId}/conversion_tokens/`;
        // The others are revoked, so a new one never meets the ten live a account may hold.
        const list = dataOf<{ items: { id: string; revoked_at: string | null }[] }>("the tokens", await api.request("GET", base, { cookie }));
        for (const t of list.items.filter((t) => t.revoked_at === null))
          dataOf("revoking a token", await api.request("DELETE", `${base}${t.id}/`, { cookie }));
        const token = dataOf<{ id: string; token: string }>("a token", await api.request("POST", base, { cookie, body: { name: "Pact server" } }));
        return {
          sessionCookie: cookie,
          advertiserId: made.advertiserId,
          conversionToken: token.token,
          tokenId: token.id,
          eventTime: Math.floor(Date.now() / 1000) - 60,
        };
      },
    },
    {
      name: BUSINESS_STATES.conversionsActivity,
      params:
        "{email, password}; provides ${sessionCookie}, ${advertiserId} and ${tagId} (a conversion tag made now, which has sent one page visit; the ad account has one offline upload)",
      handler: async (params: unknown) => {
        const c = credentials(params, BUSINESS_STATES.conversionsActivity);
        const made = await (ready ??= makeReady(c).catch((err: unknown) => {
          ready = undefined;
          throw err;
        }));
        const cookie = await liveSession(c);
        const base = `/ads/v4/advertisers/${made.advertiserId}`;
        const tag = dataOf<{ id: string }>("a tag", await api.request("POST", `${base}/conversion_tags/`, { cookie, body: { name: "Pact tag" } }));
        const eventId = `pact-visit-${Date.now()}`;
        dataOf(
          "a tag event",
          await api.request("POST", "/v3/conversions/tag/events/", { body: { tag_id: tag.id, events: [{ event_name: "page_visit", event_id: eventId }] } }),
        );
        const csv = `event_name,event_id,event_time,email\ncheckout,pact-till-${Date.now()},${Math.floor(Date.now() / 1000) - 60},pact.buyer@example.com\n`;
        dataOf("an upload", await api.request("POST", `${base}/conversions/uploads/`, { cookie, body: { file_name: "pact.csv", csv } }));
        return { sessionCookie: cookie, advertiserId: made.advertiserId, tagId: tag.id };
      },
    },
    {
      name: BUSINESS_STATES.audiences,
      params:
        "{email, password}; provides ${sessionCookie}, ${advertiserId}, ${adGroupId}, ${username} (the viewer's), ${audienceId} (an engagement audience named Pact savers) and ${listAudienceId} (a customer list named Pact buyers), both made now and the ad account's only ones",
      handler: async (params: unknown) => {
        const c = credentials(params, BUSINESS_STATES.audiences);
        const made = await (ready ??= makeReady(c).catch((err: unknown) => {
          ready = undefined;
          throw err;
        }));
        const cookie = await liveSession(c);
        const base = `/ads/v4/advertisers/${made.advertiserId}/audiences/`;
        // The others go (newest first, so an actalike before its seed), each taken out of the ad group first.
        const list = dataOf<{ items: { id: string }[] }>("the audiences", await api.request("GET", base, { cookie }));
        for (const a of list.items) {
          const body = { ad_groups: [{ ad_group_id: made.adGroupId, mode: "none" }] };
          dataOf("an audience's use", await api.request("PUT", `${base}${a.id}/ad_groups/`, { cookie, body }));
          dataOf("deleting an audience", await api.request("DELETE", `${base}${a.id}/`, { cookie }));
        }
        const savers = dataOf<{ id: string }>(
          "an audience",
          await api.request("POST", base, { cookie, body: { kind: "engagement", name: "Pact savers", actions: ["save", "click"], lookback_days: 30 } }),
        );
        const buyers = dataOf<{ id: string }>(
          "a customer list",
          await api.request("POST", base, { cookie, body: { kind: "customer_list", name: "Pact buyers", hashes: ["ab".repeat(32)] } }),
        );
        const me = dataOf<{ user: { username: string } }>("viewer", await api.request("GET", "/v3/users/me/", { cookie }));
        return {
          sessionCookie: cookie,
          advertiserId: made.advertiserId,
          adGroupId: made.adGroupId,
          username: me.user.username,
          audienceId: savers.id,
          listAudienceId: buyers.id,
        };
      },
    },
    {
      name: BUSINESS_STATES.personal,
      params: "none; provides ${sessionCookie} (the sign-up session of a new personal account; costs one sign-up)",
      handler: async () => ({ sessionCookie: await signUp(freshEmail("personal.pact"), BIZ.password) }),
    },
  ];
}
