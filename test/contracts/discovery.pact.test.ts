/**
 * Consumer side of the discovery interactions (consumer "pinboard-web", provider "pinboard-api"):
 * every discovery call the pages make through the API client, with the answers they act on:
 *   discovery/search.server.ts, saving/feeds.server.ts (the grid's next pages)
 *                              searchPinsRoute: a page of Pins and its bookmark; the next page;
 *                              a SENSITIVE query's style 2 notice with the results; an ABUSIVE
 *                              query's notice and no results; an auto-corrected query; a bookmark
 *                              of another search (400 → the error page);
 *   discovery/autocomplete.ts  autocompleteRoute (term, count 5): suggestions and hint;
 *   discovery/offsite.server.ts offsiteRoute (url, check_only, pin_id): ok for a Pin's own link
 *                              (→ redirect), suspicious for another link, blocked by the domain
 *                              list (→ the page says why), 404 for a Pin the viewer cannot see
 *                              (→ the link is offered, not followed);
 *   discovery/creator-card.server.ts creatorCardRoute: the Pin page's creator card; 404 (the card
 *                              falls back to the Pin's own pinner, without counts);
 *   discovery/creator-card.tsx attributionSourceRoute, sent by the browser itself (the Attribution
 *                              Reporting API reads the answer's header): a Pin view's source.
 * The Pins searched for are the saving content state's ("Pact Pin" on "Pact board",
 * ./states/saving.ts); the advisories are migration 0022's examples (./states/discovery.ts).
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import { autocompleteRoute, searchPinsRoute } from "~common/business/search/contracts";
import { ATTRIBUTION_REGISTER_HEADER, attributionSourceRoute } from "~common/business/attribution/contracts";
import { creatorCardRoute } from "~common/business/creator-card/contracts";
import { offsiteRoute } from "~common/business/offsite/contracts";
import { clientFor, createPact, interaction } from "./interaction";
import { JANE } from "./states/auth";
import { DISCOVERY_STATES, PACT_ADVISORIES, PACT_DOMAINS } from "./states/discovery";
import { PACT_BOARD, PACT_LINK, SAVING_STATES } from "./states/saving";

const { eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

const pact = createPact();
const content = { state: SAVING_STATES.content, params: JANE };
const advisories = { state: DISCOVERY_STATES.advisories };

const bookmark = regex(/^[A-Za-z0-9_-]+$/, "eyJzIjoic2VhcmNoOjEyMzQ1Njc4IiwiayI6Wy0xMjM0LDQyXX0");

/** A Pact Pin as search finds it: every field matched by type (ids, names and URLs vary by deployment). */
const pactPin = like({
  id: "101",
  type: "pin",
  title: "Pact Pin",
  description: "Made for a contract #PactPins",
  alt_text: "",
  link: PACT_LINK,
  domain: "pact-pins.example",
  dominant_color: "#efefef",
  images: {
    "236x": { url: "/i/originals/0123456789abcdef0123456789abcdef.png", width: 1, height: 1 },
    "170x": { url: "/i/originals/0123456789abcdef0123456789abcdef.png", width: 1, height: 1 },
    orig: { url: "/i/originals/0123456789abcdef0123456789abcdef.png", width: 1, height: 1 },
  },
  created_at: "2026-11-20T09:30:00.000Z",
  pinner: {
    id: "3f0c8a52-8d4e-4c4e-9a3b-2f5a1c7d9e10",
    username: "jane",
    full_name: "Jane Doe",
    first_name: "Jane",
    image_medium_url: "/default-avatar.svg",
    is_default_image: true,
    avatar_color_index: 0,
  },
  board: { id: "12", name: PACT_BOARD.name, url: "/jane/pact-board/", privacy: "public", owner: { id: "3f0c8a52-8d4e-4c4e-9a3b-2f5a1c7d9e10", username: "jane" } },
  pinned_to_board: { id: "12", name: PACT_BOARD.name, url: "/jane/pact-board/", layout: "default" },
  section: null,
  via_pinner: null,
  link_domain: { domain: "pact-pins.example", official_user: null },
  is_repin: false,
});

/** A style 2 notice as the banner reads it. */
const notice = {
  id: string("self-harm-support"),
  style: 2,
  title: string("You're not alone"),
  description: { text: string("Free and confidential support is available. Find a helpline near you."), textTags: eachLike({ tagType: 5, offset: integer(45), length: integer(15), link: string("https://findahelpline.com/") }) },
  actions: eachLike({ buttonText: string("Get support"), link: string("https://findahelpline.com/") }),
  footer: string("Pins about this topic may be upsetting."),
};

describe("search", () => {
  test("GET /v3/search/pins/ as the search page asks: a page of Pins, the next page's bookmark, no advisory", async () => {
    await interaction(pact, {
      route: searchPinsRoute,
      uponReceiving: "a search for the Pact Pins, one per page",
      given: content,
      request: { query: { query: "pact pin", rs: "typed", page_size: "1" } },
      response: { data: { items: eachLike(pactPin), bookmark, sensitivity: null, auto_corrected_query: null } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(searchPinsRoute, { query: { query: "pact pin", rs: "typed", page_size: 1 } });
      expect(res.ok && [res.data.items[0]?.title, typeof res.data.bookmark, res.data.sensitivity]).toEqual(["Pact Pin", "string", null]);
    });
  });

  test("GET /v3/search/pins/ with a bookmark of another search: 400 BAD_REQUEST (the page shows its error)", async () => {
    const other = "eyJzIjoiZmVlZDpob21lIiwiayI6WzEwNDJdfQ";
    await interaction(pact, {
      route: searchPinsRoute,
      uponReceiving: "a search with the home feed's bookmark",
      request: { query: { query: "pact pin", rs: "typed", bookmark: other } },
      response: { error: "BAD_REQUEST", data: { field: "bookmark" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(searchPinsRoute, { query: { query: "pact pin", rs: "typed", bookmark: other } });
      expect(res).toMatchObject({ ok: false, status: 400, error: { api_error_code: 1, data: { field: "bookmark" } } });
    });
  });

  test("a SENSITIVE query: its style 2 notice with the results", async () => {
    await interaction(pact, {
      route: searchPinsRoute,
      uponReceiving: "a search for a sensitive phrase",
      given: advisories,
      request: { query: { query: PACT_ADVISORIES.sensitive, rs: "typed" } },
      response: {
        data: {
          items: [],
          bookmark: null,
          sensitivity: { advisory: string("self_harm"), severity: 1, advisory_type: string("first_party"), resource_country: null, advisory_details: string(""), notices: eachLike(notice) },
          auto_corrected_query: null,
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(searchPinsRoute, { query: { query: PACT_ADVISORIES.sensitive, rs: "typed" } });
      expect(res.ok && res.data.sensitivity?.notices[0]?.style).toBe(2);
    });
  });

  test("an ABUSIVE query: the notice and no Pins", async () => {
    await interaction(pact, {
      route: searchPinsRoute,
      uponReceiving: "a search for an abusive phrase",
      given: advisories,
      request: { query: { query: PACT_ADVISORIES.abusive, rs: "typed" } },
      response: {
        data: {
          items: [],
          bookmark: null,
          sensitivity: { advisory: string("graphic_violence"), severity: 0, advisory_type: string("first_party"), resource_country: null, advisory_details: string(""), notices: eachLike({ ...notice, description: { text: string("Pins about this may go against our community guidelines."), textTags: [] }, actions: [], footer: null }) },
          auto_corrected_query: null,
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(searchPinsRoute, { query: { query: PACT_ADVISORIES.abusive, rs: "typed" } });
      expect(res.ok && [res.data.items.length, res.data.sensitivity?.severity]).toEqual([0, 0]);
    });
  });

  test("a misspelt query: the Pins of the corrected one, and the corrected query", async () => {
    await interaction(pact, {
      route: searchPinsRoute,
      uponReceiving: "a search with a misspelt word",
      given: content,
      request: { query: { query: "pact pni", rs: "typed", page_size: "1" } },
      response: { data: { items: eachLike(pactPin), bookmark, sensitivity: null, auto_corrected_query: string("pact pin") } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(searchPinsRoute, { query: { query: "pact pni", rs: "typed", page_size: 1 } });
      expect(res.ok && res.data.auto_corrected_query).toBe("pact pin");
    });
  });
});

describe("autocomplete", () => {
  test("GET /v3/search/autocomplete/ as the header box asks (term, count 5): suggestions and the hint", async () => {
    await interaction(pact, {
      route: autocompleteRoute,
      uponReceiving: "suggestions for a word being typed",
      given: content,
      request: { query: { term: "pact pi", count: "5" } },
      response: { data: { items: eachLike({ type: "query", query: string("pact pin") }), hint: string("pact pin") } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(autocompleteRoute, { query: { term: "pact pi", count: 5 } });
      expect(res.ok && [res.data.items[0]?.query, res.data.hint]).toEqual(["pact pin", "pact pin"]);
    });
  });
});

describe("the offsite link check", () => {
  const PIN_ID = fromProviderState("${pinId}", "101");

  test("GET /v3/offsite/ for a Pin's own link: ok, and the link to open", async () => {
    await interaction(pact, {
      route: offsiteRoute,
      uponReceiving: "an offsite check of a Pin's own link",
      given: content,
      request: { query: { url: PACT_LINK, check_only: "true", pin_id: PIN_ID } },
      response: { data: { redirect_status: "ok", url: PACT_LINK } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(offsiteRoute, { query: { url: PACT_LINK, check_only: "true", pin_id: "101" } });
      expect(res.ok && res.data).toEqual({ redirect_status: "ok", url: PACT_LINK });
    });
  });

  test("a link that is not the Pin's: suspicious (the page does not open it)", async () => {
    const other = "https://elsewhere.example/phish";
    await interaction(pact, {
      route: offsiteRoute,
      uponReceiving: "an offsite check of a link that is not the Pin's",
      given: content,
      request: { query: { url: other, check_only: "true", pin_id: PIN_ID } },
      response: { data: { redirect_status: "suspicious", url: other } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(offsiteRoute, { query: { url: other, check_only: "true", pin_id: "101" } });
      expect(res.ok && res.data.redirect_status).toBe("suspicious");
    });
  });

  test("a link to a blocked domain: blocked", async () => {
    const url = `https://${PACT_DOMAINS.blocked}/x`;
    await interaction(pact, {
      route: offsiteRoute,
      uponReceiving: "an offsite check of a link to a blocked domain",
      given: { state: DISCOVERY_STATES.domains },
      request: { query: { url, check_only: "true" } },
      response: { data: { redirect_status: "blocked", url } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(offsiteRoute, { query: { url, check_only: "true" } });
      expect(res.ok && res.data.redirect_status).toBe("blocked");
    });
  });

  test("a Pin the viewer cannot see: 404 PIN_NOT_FOUND (the page offers the link without following it)", async () => {
    await interaction(pact, {
      route: offsiteRoute,
      uponReceiving: "an offsite check naming no Pin there is",
      request: { query: { url: "https://elsewhere.example/x", check_only: "true", pin_id: "999999999999999" } },
      response: { error: "PIN_NOT_FOUND", data: { field: "pin_id" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(offsiteRoute, { query: { url: "https://elsewhere.example/x", check_only: "true", pin_id: "999999999999999" } });
      expect(res).toMatchObject({ ok: false, status: 404, error: { api_error_code: 2021 } });
    });
  });
});

describe("the creator card", () => {
  test("GET /v3/pins/{id}/creator_card/ as a visitor: the pinner, their followers and badge, no partnership", async () => {
    await interaction(pact, {
      route: creatorCardRoute,
      uponReceiving: "a creator card request from a visitor",
      given: content,
      request: { params: { id: fromProviderState("${pinId}", "101") } },
      response: {
        data: {
          user: {
            entityId: string("3f0c8a52-8d4e-4c4e-9a3b-2f5a1c7d9e10"),
            followedByMe: false,
            fullName: string("Jane Doe"),
            imageMediumUrl: string("/default-avatar.svg"),
            username: string("jane"),
            isDefaultImage: like(true),
            avatarColorIndex: integer(0),
            followerCount: integer(0),
            verified: like(false),
          },
          sponsorship: null,
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(creatorCardRoute, { params: { id: "101" } });
      expect(res.ok && [res.data.user.username, res.data.user.followedByMe, res.data.sponsorship]).toEqual(["jane", false, null]);
    });
  });

  test("GET /v3/pins/{id}/creator_card/ of no Pin: 404 PIN_NOT_FOUND", async () => {
    await interaction(pact, {
      route: creatorCardRoute,
      uponReceiving: "a creator card request for an id no Pin has",
      request: { params: { id: "999999999999999" } },
      response: { error: "PIN_NOT_FOUND", data: { field: "id" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(creatorCardRoute, { params: { id: "999999999999999" } });
      expect(res).toMatchObject({ ok: false, status: 404 });
    });
  });
});

describe("the attribution source", () => {
  test("GET /v3/attribution_source/ from an eligible browser: registered, with the registration header", async () => {
    const query = { source_event_id: "42", destination: "https://www.pact-pins.example", advertiser_id: "9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d", campaign_id: "1", event_type: "view" };
    await interaction(pact, {
      route: attributionSourceRoute,
      uponReceiving: "a Pin view's attribution source from an eligible browser",
      request: { query, headers: { "Attribution-Reporting-Eligible": "event-source, trigger" } },
      response: {
        data: { registered: true },
        headers: { [ATTRIBUTION_REGISTER_HEADER]: regex(/^\{.*"source_event_id":"42".*\}$/, '{"source_event_id":"42","destination":"https://www.pact-pins.example","expiry":"2592000","priority":"0","filter_data":{}}') },
      },
    }).executeTest(async (mock) => {
      const res = await fetch(`${mock.url}/v3/attribution_source/?${new URLSearchParams(query)}`, { headers: { "Attribution-Reporting-Eligible": "event-source, trigger" } });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.headers.get(ATTRIBUTION_REGISTER_HEADER)!).source_event_id).toBe("42");
    });
  });
});
