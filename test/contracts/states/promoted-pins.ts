/**
 * Provider states of promoted Pins (docs/decisions/039), arranged through the public API so they
 * work against any deployment: once per run, a business (a fresh address) promotes a Pin of its own
 * to everyone (no country: the verifier may run anywhere), and a person (a fresh address, logged
 * in by their sign-up) reads that Pin as a browser would, which hands them its delivery token.
 *
 * Values handed back: `${viewerCookie}`, `${pinId}` (the promoted Pin), `${campaignId}`,
 * `${promotedToken}` (the viewer's delivery token, good for 24 hours) and `${otherViewerCookie}`
 * (another person's session, for whom that token is foreign).
 */
import type { ApiCallResult, StateContext, StateDefinition } from "./types";

/** A person's browser: a bot (a test client's own User-Agent) is never shown promoted Pins. */
export const PACT_BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
export const PACT_PROMOTED = { business: "Pact Lamps", title: "Pact brass lamp", link: "https://www.pact-lamps.example/lamp" };
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
const BIRTHDAY = 631152000;
const PASSWORD = "correct-horse-12";

export const PROMOTED_STATES = {
  shown: "a person has been shown a business's promoted Pin",
} as const;

interface Made {
  viewerCookie: string;
  otherViewerCookie: string;
  pinId: string;
  campaignId: string;
}

export function promotedPinStates(ctx: StateContext): StateDefinition[] {
  const { api, freshEmail } = ctx;
  let made: Promise<Made> | undefined;

  const dataOf = <T>(what: string, res: ApiCallResult): T => {
    if (res.status !== 200) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.error)}`);
    return res.data as T;
  };
  async function signUp(prefix: string): Promise<string> {
    const res = await api.request("POST", "/v3/register/", { body: { type: "email", email: freshEmail(prefix), password: PASSWORD, birthday: BIRTHDAY } });
    const cookie = api.sessionCookieFrom(res.setCookies);
    if (res.status !== 200 || !cookie) throw new Error(`could not sign up: HTTP ${res.status} ${JSON.stringify(res.error)}`);
    return cookie;
  }

  async function make(): Promise<Made> {
    const cookie = await signUp("promoted.business.pact");
    const { advertiser } = dataOf<{ advertiser: { id: string } }>(
      "converting",
      await api.request("POST", "/v3/business/convert/", { cookie, body: { business_name: PACT_PROMOTED.business, country: "US" } }),
    );
    const base = `/ads/v4/advertisers/${advertiser.id}`;
    dataOf("consent", await api.request("PUT", `${base}/consent/`, { cookie, body: { accepted: true } }));
    dataOf(
      "billing",
      await api.request("PUT", `${base}/billing_profile/`, {
        cookie,
        body: { contact_name: "Pact Billing", email: "billing@pact-lamps.example", address_line1: "1 Pact Street", city: "Springfield", postal_code: "12345" },
      }),
    );
    const board = dataOf<{ id: string }>("a board", await api.request("POST", "/v3/boards/", { cookie, body: { name: "Pact lamps" } }));
    const pin = dataOf<{ id: string }>(
      "a Pin",
      await api.request("POST", "/v3/pins/", { cookie, body: { board_id: board.id, title: PACT_PROMOTED.title, link: PACT_PROMOTED.link, image_base64: PNG } }),
    );
    const campaign = dataOf<{ id: string }>(
      "the campaign",
      await api.request("POST", `${base}/pins/${pin.id}/quick_promote/`, {
        cookie,
        body: {
          budget_in_micro_currency: 3_000_000,
          campaign_name: "Pact lamp promotion",
          destination_url: PACT_PROMOTED.link,
          duration: 10,
          auto_targeting_enabled: true,
          is_ongoing: true,
          start_now: true,
          targeting_spec: { AGE_BUCKET: [], GENDER: ["female", "male", "unknown"], INTEREST: [], LOCATION: [] },
          advertiser_id: advertiser.id,
          ads_client_type: "quick_promote",
          pin_id: pin.id,
          product_group_id: null,
          flexible_daily_budget_enabled: false,
        },
      }),
    );
    await api.logOut(cookie);
    return { viewerCookie: await signUp("promoted.viewer.pact"), otherViewerCookie: await signUp("promoted.other.pact"), pinId: pin.id, campaignId: campaign.id };
  }

  return [
    {
      name: PROMOTED_STATES.shown,
      params: "none; provides ${viewerCookie}, ${otherViewerCookie}, ${pinId}, ${campaignId}, ${promotedToken} (costs three sign-ups once per run)",
      handler: async () => {
        const m = await (made ??= make().catch((err: unknown) => {
          made = undefined;
          throw err;
        }));
        // An interaction may have hidden it (POST /v3/promoted/hides/): shown again first.
        dataOf("showing it again", await api.request("DELETE", `/v3/promoted/hides/${m.pinId}/`, { cookie: m.viewerCookie }));
        const read = dataOf<{ promotion?: { token: string } }>(
          "the promoted Pin",
          await api.request("GET", `/v3/pins/${m.pinId}/`, { cookie: m.viewerCookie, userAgent: PACT_BROWSER_UA }),
        );
        if (!read.promotion) throw new Error(`Pin ${m.pinId} is not promoted to the viewer: is campaign ${m.campaignId} delivering?`);
        return { ...m, promotedToken: read.promotion.token };
      },
    },
  ];
}
