/**
 * Consumer side of the saving interactions (consumer "pinboard-web", provider "pinboard-api"):
 * every saving call the pages make through the API client, with the answers they act on:
 *   home.tsx, pin-page.ts      homeFeedRoute (logged out);
 *   pin.server.ts              pinRoute (all fields; 404 → resourceOrRedirect), boardPinsRoute
 *                              (more from the board); its creator card is discovery.pact.test.ts's;
 *   people.server.ts           userProfileRoute (404 → the 404 page);
 *   profile.server.ts          userBoardsRoute (a visitor sees public boards);
 *   board.server.ts            boardBySlugRoute (404 → resourceOrRedirect), boardSectionsRoute,
 *                              sectionBySlugRoute, boardPinsRoute, sectionPinsRoute;
 *   create-board.server.ts     createBoardRoute (secret; name missing), createPinRoute;
 *   follow.ts                  followUserRoute, unfollowUserRoute (and their refusals);
 *   repin.server.ts            pinRoute (a sensitive topic's notice), createPinRoute (an ABUSIVE
 *                              topic's Pin: 403), boardPickerRoute (its lists and saved_to; 401, 404),
 *                              boardTitleSuggestionsRoute (401, 404), boardRoute (the chosen board;
 *                              404), boardSectionsRoute, createSectionRoute (and a taken name),
 *                              createPinRoute into a section, userProfileRoute (created_at, pin_count),
 *                              for the save-to-board modal and page;
 *   share-suggestions.ts       shareSuggestionsRoute (an address; 401 → no suggestions);
 *   board.server.ts            boardInvitesRoute (the owner's pending invites);
 *   collaborators.server.ts    resendInviteRoute (the invite again → a toast; too soon: 429 INVITE_RESEND_TOO_SOON → a toast);
 *   invites.server.ts          createInvitesRoute (the queue, after the board is made on
 *                              /board/create/ or in the save flow);
 *   profile.server.ts          myInvitesRoute (the invitee's list);
 *   invite.server.ts           invitePreviewRoute (and a used link: 404);
 *   collaborators.server.ts    acceptInviteRoute, deleteInviteRoute (and a gone invite: 404),
 *                              acceptInviteLinkRoute, declineInviteLinkRoute,
 *                              removeCollaboratorRoute (and someone not on the board: 404;
 *                              logged out: 401 → the log-in page);
 *   organize.server.ts         boardPickerRoute (no Pin: the destinations), boardSectionsRoute
 *                              (page_size 100; board-sections.ts too), bulkMoveRoute (by ids,
 *                              select-all with an excluded Pin, the same place refused, a board
 *                              busy: 2171), putSectionPinsRoute (into a section; a board busy:
 *                              2171), deleteSectionPinsRoute (out of a section; a Pin not in it: 2071);
 *   hashtags.ts                autocompleteRoute in the hashtag form (q, show_pin_count);
 *   pin-create.server.ts       findImagesRoute (a page; an unreachable one), registerImageRoute
 *                              (an image; an unreachable one), createPinRoute from the
 *                              bookmarklet, pinCreateLogRoute (success, fail);
 *   create-section.server.ts   boardRoute, createSectionRoute (above);
 *   pin-create.server.ts, settings/claim.server.ts
 *                              userSettingsRoute, updateUserSettingsRoute (a website that is not
 *                              an address is refused on the page), connectInstagramRoute (and a bad code),
 *                              disconnectInstagramRoute, instagramAuthorizeRoute (the stand-in);
 * and, for partners building on the API though no page calls them yet: deleteBoardRoute (the
 * owner; a collaborator's 403 NOT_BOARD_OWNER; 401 logged out) and sectionRoute (by id; 404).
 * Ids, names and URLs vary by deployment and are matched by type or pattern; values the provider
 * makes come from the provider state (./states/saving.ts) through fromProviderState.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import {
  boardBySlugRoute,
  boardPickerRoute,
  boardPinsRoute,
  boardRoute,
  boardTitleSuggestionsRoute,
  boardSectionsRoute,
  createBoardRoute,
  createPinRoute,
  createSectionRoute,
  deleteBoardRoute,
  followUserRoute,
  homeFeedRoute,
  pinRoute,
  sectionBySlugRoute,
  sectionPinsRoute,
  sectionRoute,
  unfollowUserRoute,
  userBoardsRoute,
  userProfileRoute,
} from "~common/saving/contracts";
import {
  acceptInviteLinkRoute,
  acceptInviteRoute,
  boardInvitesRoute,
  createInvitesRoute,
  declineInviteLinkRoute,
  deleteInviteRoute,
  invitePreviewRoute,
  myInvitesRoute,
  resendInviteRoute,
  removeCollaboratorRoute,
  shareSuggestionsRoute,
} from "~common/saving/collaborators/contracts";
import { autocompleteRoute } from "~common/business/search/contracts";
import { bulkMoveRoute, deleteSectionPinsRoute, putSectionPinsRoute } from "~common/saving/move-pins/contracts";
import { SAVING_MESSAGES } from "~common/saving/messages";
import { moveErrorMessage } from "~common/saving/move-pins/rules";
import { findImagesRoute, pinCreateLogRoute, registerImageRoute } from "~common/saving/pin-create/contracts";
import { connectInstagramRoute, disconnectInstagramRoute, instagramAuthorizeRoute, updateUserSettingsRoute, userSettingsRoute } from "~common/saving/instagram-upsell/contracts";
import { saveNotice } from "~common/saving/save-success/save-notice";
import { clientFor, createPact, interaction } from "./interaction";
import { JANE } from "./states/auth";
import { PACT_BOARD, PACT_HASHTAG, PACT_LINK, PACT_SECTION, SAVING_STATES } from "./states/saving";

const { arrayContaining, boolean, eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

const pact = createPact();
const given = { state: SAVING_STATES.content, params: JANE };
const sensitiveGiven = { state: SAVING_STATES.sensitive, params: JANE };

// ---- Values the provider state supplies (examples for the mock server) ----
const EX = { username: "jane", boardId: "12", sectionId: "3", pinId: "101", sectionPinId: "99", follow: "locked", newBoard: "Pact k3x9" };
const USERNAME = fromProviderState("${username}", EX.username);
const BOARD_ID = fromProviderState("${boardId}", EX.boardId);
const SECTION_ID = fromProviderState("${sectionId}", EX.sectionId);
const PIN_ID = fromProviderState("${pinId}", EX.pinId);
const SECTION_PIN_ID = fromProviderState("${sectionPinId}", EX.sectionPinId);
const FOLLOW_USERNAME = fromProviderState("${followUsername}", EX.follow);
const SESSION = fromProviderState("${sessionCookie}", "pin_sess=AbCdEfGhIjKlMnOpQrStUv");
const COOKIE_EXAMPLE = { Cookie: "pin_sess=AbCdEfGhIjKlMnOpQrStUv" };
/** A topic's notice as the save modal reads it (common/saving/save-success/save-notice.ts). */
const topicNotice = {
  id: string("wild-mushrooms-safety"),
  style: integer(2),
  title: string("Look before you eat"),
  description: { text: string("Many wild mushrooms are poisonous."), textTags: [] },
  actions: eachLike({ buttonText: string("Learn more"), link: string("https://www.poison.org/") }),
  footer: string("Pins about foraging can't show which mushrooms are safe to eat."),
};

// ---- Shapes ----
const id = (example: string) => regex(/^[1-9][0-9]*$/, example);
const imageUrl = (size: "236x" | "170x" | "originals", ext = "png") =>
  regex(/^\/i\/((236x|170x|originals)\/[0-9a-f]{32}\.(jpg|png|webp|gif)|[0-9]{2,4}w\/[0-9a-f]{32})$/, `/i/${size}/0123456789abcdef0123456789abcdef.${ext}`);
const imageSpec = (size: "236x" | "170x" | "originals") => ({ url: imageUrl(size), width: integer(1), height: integer(1) });
const iso = regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, "2026-11-20T09:30:00.000Z");
const color = regex(/^#[0-9a-f]{6}$/, "#efefef");

/** A person beside a Pin or board: Jane, without an uploaded picture. */
const person = {
  id: string("3f0c8a52-8d4e-4c4e-9a3b-2f5a1c7d9e10"),
  username: string(EX.username),
  full_name: string("Jane Doe"),
  first_name: string("Jane"),
  image_medium_url: string("/default-avatar.svg"),
  is_default_image: boolean(true),
  avatar_color_index: integer(0),
};

const boardUrl = regex(/^\/[A-Za-z0-9_]+\/pact-board\/$/, `/${EX.username}/pact-board/`);

/** A Pact Pin (the state's): on the Pact board, its link's domain, outside the section or in it, an original or a repin. */
function pin({ inSection = false, repin = false } = {}) {
  return {
    id: id(EX.pinId),
    type: "pin",
    title: string("Pact Pin"),
    description: string("Made for a contract #PactPins"),
    alt_text: string(""),
    link: string(PACT_LINK),
    domain: string("pact-pins.example"),
    dominant_color: color,
    images: { "236x": imageSpec("originals"), "170x": imageSpec("originals"), orig: imageSpec("originals") },
    created_at: iso,
    pinner: person,
    board: { id: id(EX.boardId), name: string(PACT_BOARD.name), url: boardUrl, privacy: "public", owner: { id: person.id, username: person.username } },
    pinned_to_board: { id: id(EX.boardId), name: string(PACT_BOARD.name), url: boardUrl, layout: "default" },
    section: inSection ? { id: id(EX.sectionId), title: string(PACT_SECTION.name), slug: string(PACT_SECTION.slug) } : null,
    via_pinner: repin ? person : null,
    link_domain: { domain: string("pact-pins.example"), official_user: null },
    is_repin: repin,
  };
}

const thumb = { url: imageUrl("originals"), width: integer(1), height: integer(1), dominant_color: color };

/** The Pact board, as a visitor or its owner sees it. */
const board = {
  id: id(EX.boardId),
  type: "board",
  name: PACT_BOARD.name,
  description: string(""),
  privacy: "public",
  url: boardUrl,
  slug: PACT_BOARD.slug,
  image_cover_url: imageUrl("originals"),
  cover_images: { "236x": imageSpec("originals"), "170x": imageSpec("originals") },
  images: { "170x": eachLike(thumb) },
  pin_count: integer(4),
  section_count: integer(1),
  is_collaborative: boolean(false),
  collaborating_users: [],
  owner: person,
  archived_by_me_at: null,
  created_at: iso,
  last_pinned_at: iso,
};

const section = {
  id: id(EX.sectionId),
  type: "board_section",
  title: PACT_SECTION.name,
  slug: PACT_SECTION.slug,
  url: regex(/^\/[A-Za-z0-9_]+\/pact-board\/pact-section\/$/, `/${EX.username}/pact-board/pact-section/`),
  pin_count: integer(2),
  name_source: integer(0),
  board: { id: id(EX.boardId) },
  preview_pins: eachLike({ image_medium_url: imageUrl("originals"), image_square_url: imageUrl("originals"), image_square_size_pixels: { width: integer(1), height: integer(1) }, dominant_color: color }),
};

const bookmark = regex(/^[A-Za-z0-9_-]+$/, "eyJzIjoiZmVlZDpob21lIiwiayI6WzEwNDJdfQ");

const profile = (followed: boolean) => ({
  id: string("9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d"),
  type: "user",
  username: string(EX.follow),
  full_name: string("Locked Pinner"),
  first_name: string("Locked"),
  image_medium_url: string("/default-avatar.svg"),
  image_large_url: string("/default-avatar.svg"),
  is_default_image: boolean(true),
  avatar_color_index: integer(2),
  follower_count: integer(followed ? 1 : 0),
  following_count: integer(0),
  pin_count: integer(0),
  board_count: integer(0),
  explicitly_followed_by_me: followed,
  created_at: regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/, "2026-11-20T09:30:00.000Z"),
});

describe("feeds", () => {
  test("GET /v3/feeds/home/ logged out: a page of Pins and the next page's bookmark", async () => {
    await interaction(pact, {
      route: homeFeedRoute,
      uponReceiving: "a home feed request for one Pin from a visitor",
      given,
      request: { query: { page_size: "1" } },
      response: { data: { items: eachLike(pin()), bookmark } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(homeFeedRoute, { query: { page_size: 1 } });
      expect(res.ok && res.data.items[0]?.board.name).toBe(PACT_BOARD.name);
    });
  });

  test("GET /v3/boards/{id}/pins/ and /v3/board_sections/{id}/pins/: a board's Pins outside its sections, a section's Pins", async () => {
    await interaction(pact, {
      route: boardPinsRoute,
      uponReceiving: "a board's Pins request for one Pin",
      given,
      request: { params: { id: BOARD_ID }, query: { page_size: "1" } },
      response: { data: { items: eachLike(pin()), bookmark } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(boardPinsRoute, { params: { id: EX.boardId }, query: { page_size: 1 } });
      expect(res.ok && res.data.items[0]?.section).toBeNull();
    });
    await interaction(pact, {
      route: sectionPinsRoute,
      uponReceiving: "a section's Pins request for one Pin",
      given,
      request: { params: { id: SECTION_ID }, query: { page_size: "1" } },
      response: { data: { items: eachLike(pin({ inSection: true })), bookmark } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(sectionPinsRoute, { params: { id: EX.sectionId }, query: { page_size: 1 } });
      expect(res.ok && res.data.items[0]?.section?.title).toBe(PACT_SECTION.name);
    });
  });
});

describe("Pins", () => {
  test("GET /v3/pins/{id}/: the Pin page's Pin, every field", async () => {
    await interaction(pact, {
      route: pinRoute,
      uponReceiving: "a Pin request with no field sets",
      given,
      request: { params: { id: PIN_ID } },
      response: { data: pin() },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(pinRoute, { params: { id: EX.pinId }, query: {} });
      expect(res.ok && res.data.pinned_to_board?.layout).toBe("default");
    });
  });

  test("GET /v3/pins/{id}/ of no Pin: 404 PIN_NOT_FOUND (the page goes home with the show-error flag)", async () => {
    await interaction(pact, {
      route: pinRoute,
      uponReceiving: "a Pin request for an id no Pin has",
      request: { params: { id: "999999999999999" } },
      response: { error: "PIN_NOT_FOUND", data: { field: "id" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(pinRoute, { params: { id: "999999999999999" }, query: {} });
      expect(res).toMatchObject({ ok: false, status: 404, error: { api_error_code: 2021 } });
    });
  });

  test("POST /v3/pins/ with pin_id, logged in: the repin on the viewer's board (id, board, pinner)", async () => {
    await interaction(pact, {
      route: createPinRoute,
      uponReceiving: "a save of an existing Pin to the viewer's board",
      given,
      request: { headers: { Cookie: SESSION }, json: { board_id: BOARD_ID, pin_id: PIN_ID } },
      response: { data: pin({ repin: true }) },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(createPinRoute, { json: { board_id: EX.boardId, pin_id: EX.pinId } });
      expect(res.ok && [res.data.board.name, res.data.is_repin, res.data.via_pinner?.username]).toEqual([PACT_BOARD.name, true, EX.username]);
    });
  });

  test("GET /v3/pins/{id}/ of a Pin about a sensitive topic: its sensitivity and notice (the save modal shows it, saving.md §2)", async () => {
    await interaction(pact, {
      route: pinRoute,
      uponReceiving: "a Pin request for a Pin about a SENSITIVE topic",
      given: sensitiveGiven,
      request: { headers: { Cookie: SESSION }, params: { id: fromProviderState("${sensitivePinId}", "301") } },
      response: {
        data: like({
          id: string("301"),
          type: "pin",
          sensitivity: { advisory: string("foraging_safety"), severity: 1, advisory_type: string("first_party"), resource_country: null, advisory_details: string(""), notices: eachLike(topicNotice) },
        }),
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(pinRoute, { params: { id: "301" }, query: {} });
      expect(res.ok && saveNotice(res.data.sensitivity)?.canSave).toBe(true);
    });
  });

  test("POST /v3/pins/ with the pin_id of a Pin about an ABUSIVE topic: 403 PIN_NOT_SAVEABLE (the modal shows the message)", async () => {
    await interaction(pact, {
      route: createPinRoute,
      uponReceiving: "a save of a Pin about an ABUSIVE topic",
      given: sensitiveGiven,
      request: { headers: { Cookie: SESSION }, json: { board_id: fromProviderState("${boardId}", "30"), pin_id: fromProviderState("${abusivePinId}", "302") } },
      response: { error: "PIN_NOT_SAVEABLE", data: { field: "pin_id" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(createPinRoute, { json: { board_id: "30", pin_id: "302" } });
      expect(res).toMatchObject({ ok: false, status: 403, error: { api_error_code: 2046 } });
    });
  });

  test("POST /v3/pins/ logged out: 401 AUTH_REQUIRED (code 7)", async () => {
    await interaction(pact, {
      route: createPinRoute,
      uponReceiving: "a save without a session",
      request: { json: { board_id: "1", pin_id: "1" } },
      response: { error: "AUTH_REQUIRED" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(createPinRoute, { json: { board_id: "1", pin_id: "1" } });
      expect(res).toMatchObject({ ok: false, status: 401, error: { api_error_code: 7 } });
    });
  });
});

describe("boards and sections", () => {
  test("GET /v3/users/{username}/boards/ as a visitor, as the Save button asks (most recent first, one, no archived)", async () => {
    const query = { sort: "last_pinned_to", page_size: "1", include_archived: "false" };
    await interaction(pact, {
      route: userBoardsRoute,
      uponReceiving: "a user's most recently pinned-to board",
      given,
      request: { params: { username: USERNAME }, query },
      response: { data: { items: eachLike(board), bookmark: null } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(userBoardsRoute, {
        params: { username: EX.username },
        query: { sort: "last_pinned_to", page_size: 1, include_archived: "false" },
      });
      expect(res.ok && res.data.items[0]?.name).toBe(PACT_BOARD.name);
    });
  });

  test("GET /v3/users/{username}/boards/{slug}/, then its sections and one by slug", async () => {
    await interaction(pact, {
      route: boardBySlugRoute,
      uponReceiving: "a board by its owner and path segment",
      given,
      request: { params: { username: USERNAME, slug: PACT_BOARD.slug } },
      response: { data: board },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(boardBySlugRoute, { params: { username: EX.username, slug: PACT_BOARD.slug } });
      expect(res.ok && res.data.url).toBe(`/${EX.username}/pact-board/`);
    });
    await interaction(pact, {
      route: boardBySlugRoute,
      uponReceiving: "a board by a path segment the owner has no board at",
      given,
      request: { params: { username: USERNAME, slug: "no-such-board" } },
      response: { error: "BOARD_NOT_FOUND", data: { field: "id" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(boardBySlugRoute, { params: { username: EX.username, slug: "no-such-board" } });
      expect(res).toMatchObject({ ok: false, status: 404 });
    });
    await interaction(pact, {
      route: boardSectionsRoute,
      uponReceiving: "a board's sections",
      given,
      request: { params: { id: BOARD_ID } },
      response: { data: { items: eachLike(section), bookmark: null } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(boardSectionsRoute, { params: { id: EX.boardId }, query: {} });
      expect(res.ok && res.data.items[0]?.slug).toBe(PACT_SECTION.slug);
    });
    await interaction(pact, {
      route: sectionBySlugRoute,
      uponReceiving: "a board's section by its path segment",
      given,
      request: { params: { id: BOARD_ID, slug: PACT_SECTION.slug } },
      response: { data: section },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(sectionBySlugRoute, { params: { id: EX.boardId, slug: PACT_SECTION.slug } });
      expect(res.ok && res.data.board.id).toBe(EX.boardId);
    });
  });

  test("GET /v3/board_sections/{id}/: a section by its id; of no section, 404 SECTION_NOT_FOUND", async () => {
    await interaction(pact, {
      route: sectionRoute,
      uponReceiving: "a board section by its id",
      given,
      request: { params: { id: SECTION_ID } },
      response: { data: section },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(sectionRoute, { params: { id: EX.sectionId } });
      expect(res.ok && [res.data.slug, res.data.board.id]).toEqual([PACT_SECTION.slug, EX.boardId]);
    });
    await interaction(pact, {
      route: sectionRoute,
      uponReceiving: "a board section request for an id no section has",
      request: { params: { id: "999999999999999" } },
      response: { error: "SECTION_NOT_FOUND", data: { field: "id" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(sectionRoute, { params: { id: "999999999999999" } });
      expect(res).toMatchObject({ ok: false, status: 404, error: { api_error_code: 2022, data: { field: "id" } } });
    });
  });

  test("DELETE /v3/boards/{id}/: the owner deletes a board; a collaborator may not (403 NOT_BOARD_OWNER); logged out, 401 AUTH_REQUIRED", async () => {
    const boardsGiven = { state: SAVING_STATES.boards, params: JANE };
    await interaction(pact, {
      route: deleteBoardRoute,
      uponReceiving: "a deletion of a board by its owner",
      given: boardsGiven,
      request: { headers: { Cookie: SESSION }, params: { id: fromProviderState("${boardId}", "40") } },
      response: { data: null },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(deleteBoardRoute, { params: { id: "40" } });
      expect(res).toMatchObject({ ok: true, status: 200, data: null });
    });
    await interaction(pact, {
      route: deleteBoardRoute,
      uponReceiving: "a deletion of another user's board the viewer collaborates on",
      given: boardsGiven,
      request: { headers: { Cookie: SESSION }, params: { id: fromProviderState("${patBoardId}", "41") } },
      response: { error: "NOT_BOARD_OWNER", data: { field: "id" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(deleteBoardRoute, { params: { id: "41" } });
      expect(res).toMatchObject({ ok: false, status: 403, error: { api_error_code: 2030, data: { field: "id" } } });
    });
    await interaction(pact, {
      route: deleteBoardRoute,
      uponReceiving: "a deletion of a board without a session",
      request: { params: { id: "1" } },
      response: { error: "AUTH_REQUIRED" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(deleteBoardRoute, { params: { id: "1" } });
      expect(res).toMatchObject({ ok: false, status: 401, error: { api_error_code: 7 } });
    });
  });

  test("POST /v3/boards/ logged in: a secret board, then a missing name's §5 message", async () => {
    const name = fromProviderState("${newBoardName}", EX.newBoard);
    await interaction(pact, {
      route: createBoardRoute,
      uponReceiving: "a secret board creation with a fresh name",
      given,
      request: { headers: { Cookie: SESSION }, json: { name, privacy: "secret" } },
      response: {
        data: {
          ...board,
          name: string(EX.newBoard),
          // eslint-disable-next-line no-useless-escape -- the contract carries the pattern as written (contracts/)
          slug: regex(/^[^\s!-,./:-@\[-`{-~]+$/, "pact-k3x9"),
          url: regex(/^\/[A-Za-z0-9_]+\/[^/]+\/$/, `/${EX.username}/pact-k3x9/`),
          privacy: "secret",
          image_cover_url: null,
          cover_images: null,
          images: { "170x": [] },
          pin_count: 0,
          section_count: 0,
          last_pinned_at: null,
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(createBoardRoute, { json: { name: EX.newBoard, privacy: "secret" } });
      expect(res.ok && res.data.privacy).toBe("secret");
    });
    await interaction(pact, {
      route: createBoardRoute,
      uponReceiving: "a board creation without a name",
      given,
      request: { headers: { Cookie: SESSION }, json: { name: "  " } },
      response: { error: "BOARD_NAME_MISSING", data: { field: "name" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(createBoardRoute, { json: { name: "  " } });
      expect(res).toMatchObject({ ok: false, status: 400, error: { message: "Don't forget to name your board!", data: { field: "name" } } });
    });
  });

  test("POST /v3/boards/ again under the same Idempotency-Key: the first answer again; with another body, 422", async () => {
    const key = fromProviderState("${idempotencyKey}", "pact-3f0c2b8e-4d1a-4c7e-9b2f-6a1d5e8c9f00");
    const name = fromProviderState("${keyedBoardName}", "Pact keyed k3x9");
    await interaction(pact, {
      route: createBoardRoute,
      uponReceiving: "a board creation retried with the key and body of one already made",
      given,
      request: { headers: { Cookie: SESSION, "Idempotency-Key": key }, json: { name } },
      response: {
        data: {
          ...board,
          name: string("Pact keyed k3x9"),
          // eslint-disable-next-line no-useless-escape -- the contract carries the pattern as written (contracts/)
          slug: regex(/^[^\s!-,./:-@\[-`{-~]+$/, "pact-keyed-k3x9"),
          url: regex(/^\/[A-Za-z0-9_]+\/[^/]+\/$/, `/${EX.username}/pact-keyed-k3x9/`),
          privacy: "public",
          image_cover_url: null,
          cover_images: null,
          images: { "170x": [] },
          pin_count: 0,
          section_count: 0,
          last_pinned_at: null,
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(createBoardRoute, {
        json: { name: "Pact keyed k3x9" },
        headers: { "Idempotency-Key": "pact-3f0c2b8e-4d1a-4c7e-9b2f-6a1d5e8c9f00" },
      } as never);
      expect(res.ok).toBe(true);
    });
    await interaction(pact, {
      route: createBoardRoute,
      uponReceiving: "a board creation under a used key with another body",
      given,
      request: { headers: { Cookie: SESSION, "Idempotency-Key": key }, json: { name: "Another name" } },
      response: { error: "IDEMPOTENCY_KEY_MISMATCH", data: { field: "Idempotency-Key" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(createBoardRoute, {
        json: { name: "Another name" },
        headers: { "Idempotency-Key": "pact-3f0c2b8e-4d1a-4c7e-9b2f-6a1d5e8c9f00" },
      } as never);
      expect(res).toMatchObject({ ok: false, status: 422, error: { api_error_code: 9001 } });
    });
  });
});

describe("profiles and following", () => {
  test("GET /v3/users/{username}/ as a visitor, and of nobody (404 USER_NOT_FOUND)", async () => {
    await interaction(pact, {
      route: userProfileRoute,
      uponReceiving: "a profile request from a visitor",
      given,
      request: { params: { username: USERNAME } },
      response: {
        data: {
          ...profile(false),
          id: person.id,
          username: string(EX.username),
          full_name: string("Jane Doe"),
          first_name: string("Jane"),
          pin_count: integer(4),
          board_count: integer(1),
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(userProfileRoute, { params: { username: EX.username } });
      expect(res.ok && res.data.explicitly_followed_by_me).toBe(false);
    });
    await interaction(pact, {
      route: userProfileRoute,
      uponReceiving: "a profile request for a username nobody has",
      request: { params: { username: "no_such_pinner_x" } },
      response: { error: "USER_NOT_FOUND", data: { field: "username" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(userProfileRoute, { params: { username: "no_such_pinner_x" } });
      expect(res).toMatchObject({ ok: false, status: 404 });
    });
  });

  test("POST and DELETE /v3/users/{username}/follow/ logged in: followed, then not", async () => {
    await interaction(pact, {
      route: followUserRoute,
      uponReceiving: "a follow of another account",
      given,
      request: { headers: { Cookie: SESSION }, params: { username: FOLLOW_USERNAME } },
      response: { data: profile(true) },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(followUserRoute, { params: { username: EX.follow } });
      expect(res.ok && res.data.explicitly_followed_by_me).toBe(true);
    });
    await interaction(pact, {
      route: unfollowUserRoute,
      uponReceiving: "an unfollow of another account",
      given,
      request: { headers: { Cookie: SESSION }, params: { username: FOLLOW_USERNAME } },
      response: { data: profile(false) },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(unfollowUserRoute, { params: { username: EX.follow } });
      expect(res.ok && res.data.explicitly_followed_by_me).toBe(false);
    });
  });

  test("following yourself is 400 CANNOT_FOLLOW_SELF; logged out it is 401 AUTH_REQUIRED", async () => {
    await interaction(pact, {
      route: followUserRoute,
      uponReceiving: "a follow of the viewer's own account",
      given,
      request: { headers: { Cookie: SESSION }, params: { username: USERNAME } },
      response: { error: "CANNOT_FOLLOW_SELF", data: { field: "username" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(followUserRoute, { params: { username: EX.username } });
      expect(res).toMatchObject({ ok: false, status: 400, error: { api_error_code: 2050 } });
    });
    await interaction(pact, {
      route: followUserRoute,
      uponReceiving: "a follow without a session",
      request: { params: { username: "somebody" } },
      response: { error: "AUTH_REQUIRED" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(followUserRoute, { params: { username: "somebody" } });
      expect(res).toMatchObject({ ok: false, status: 401 });
    });
  });
});

/** The Pact board as the picker lists it (field set board_picker): its cover's thumbnail, no owner. */
const pickerBoard = {
  id: id(EX.boardId),
  name: PACT_BOARD.name,
  privacy: "public",
  url: boardUrl,
  image_thumbnail_url: imageUrl("originals"),
  pin_count: integer(4),
  section_count: integer(1),
  is_collaborative: boolean(false),
  last_pinned_at: iso,
  created_at: iso,
};

describe("the save-to-board modal", () => {
  test("GET /v3/board_picker/boards/ logged in, for a Pin of the viewer's: the Pact board in both lists, and saved_to", async () => {
    await interaction(pact, {
      route: boardPickerRoute,
      uponReceiving: "a board picker request for one of the viewer's Pins",
      given,
      // As the save-to-board modal asks (app/routes/saving/board-picker/repin.server.ts): the default shortlist_suggestions (2).
      request: { headers: { Cookie: SESSION }, query: { pin_id: PIN_ID } },
      response: {
        data: {
          // The viewer may have other boards (the board creation interaction adds secret ones without a cover).
          all_boards: arrayContaining(pickerBoard),
          boards_shortlist: arrayContaining(pickerBoard),
          saved_to: { board: { id: id(EX.boardId), name: PACT_BOARD.name }, section: null },
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(boardPickerRoute, { query: { pin_id: EX.pinId } });
      expect(res.ok && [res.data.saved_to?.board.name, res.data.all_boards.some((b) => b.name === PACT_BOARD.name)]).toEqual([PACT_BOARD.name, true]);
    });
  });

  test("GET /v3/board_picker/boards/ logged out: 401 AUTH_REQUIRED; for no Pin: 404 PIN_NOT_FOUND", async () => {
    await interaction(pact, {
      route: boardPickerRoute,
      uponReceiving: "a board picker request without a session",
      request: { query: { pin_id: "1" } },
      response: { error: "AUTH_REQUIRED" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(boardPickerRoute, { query: { pin_id: "1" } });
      expect(res).toMatchObject({ ok: false, status: 401, error: { api_error_code: 7 } });
    });
    await interaction(pact, {
      route: boardPickerRoute,
      uponReceiving: "a board picker request for an id no Pin has",
      given,
      request: { headers: { Cookie: SESSION }, query: { pin_id: "999999999999999" } },
      response: { error: "PIN_NOT_FOUND", data: { field: "pin_id" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(boardPickerRoute, { query: { pin_id: "999999999999999" } });
      expect(res).toMatchObject({ ok: false, status: 404, error: { api_error_code: 2021, data: { field: "pin_id" } } });
    });
  });

  test("GET /v3/pins/{id}/board_title_suggestions/ logged in: names from the Pin (its title first: the viewer has its board)", async () => {
    await interaction(pact, {
      route: boardTitleSuggestionsRoute,
      uponReceiving: "board title suggestions for one of the viewer's Pins",
      given,
      request: { headers: { Cookie: SESSION }, params: { id: PIN_ID } },
      response: { data: eachLike({ title: string("Pact Pin") }) },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(boardTitleSuggestionsRoute, { params: { id: EX.pinId } });
      expect(res.ok && res.data[0]?.title).toBe("Pact Pin");
    });
  });

  test("GET /v3/pins/{id}/board_title_suggestions/ logged out: 401 AUTH_REQUIRED; for no Pin: 404 PIN_NOT_FOUND", async () => {
    await interaction(pact, {
      route: boardTitleSuggestionsRoute,
      uponReceiving: "board title suggestions without a session",
      request: { params: { id: "1" } },
      response: { error: "AUTH_REQUIRED" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(boardTitleSuggestionsRoute, { params: { id: "1" } });
      expect(res).toMatchObject({ ok: false, status: 401, error: { api_error_code: 7 } });
    });
    await interaction(pact, {
      route: boardTitleSuggestionsRoute,
      uponReceiving: "board title suggestions for an id no Pin has",
      given,
      request: { headers: { Cookie: SESSION }, params: { id: "999999999999999" } },
      response: { error: "PIN_NOT_FOUND", data: { field: "id" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(boardTitleSuggestionsRoute, { params: { id: "999999999999999" } });
      expect(res).toMatchObject({ ok: false, status: 404, error: { api_error_code: 2021, data: { field: "id" } } });
    });
  });

  test("GET /v3/boards/{id}/ logged in: the chosen board before the save; of no board: 404 BOARD_NOT_FOUND", async () => {
    await interaction(pact, {
      route: boardRoute,
      uponReceiving: "a board by id for its owner",
      given,
      request: { headers: { Cookie: SESSION }, params: { id: BOARD_ID } },
      response: { data: board },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(boardRoute, { params: { id: EX.boardId } });
      expect(res.ok && [res.data.name, res.data.privacy, res.data.section_count]).toEqual([PACT_BOARD.name, "public", 1]);
    });
    await interaction(pact, {
      route: boardRoute,
      uponReceiving: "a board by an id no board has",
      given,
      request: { headers: { Cookie: SESSION }, params: { id: "999999999999999" } },
      response: { error: "BOARD_NOT_FOUND", data: { field: "id" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(boardRoute, { params: { id: "999999999999999" } });
      expect(res).toMatchObject({ ok: false, status: 404, error: { message: "Sorry, we couldn't find that board." } });
    });
  });

  test("POST /v3/boards/{id}/sections/ (Add section): a new section; a taken name is refused on the field", async () => {
    const name = fromProviderState("${newBoardName}", EX.newBoard);
    await interaction(pact, {
      route: createSectionRoute,
      uponReceiving: "a section creation with a fresh name, as Add section sends it",
      given,
      request: { headers: { Cookie: SESSION }, params: { id: BOARD_ID }, json: { name, name_source: 0 } },
      response: {
        data: {
          ...section,
          title: string(EX.newBoard),
          // eslint-disable-next-line no-useless-escape -- the contract carries the pattern as written (contracts/)
          slug: regex(/^[^\s!-,./:-@\[-`{-~]+$/, "pact-k3x9"),
          url: regex(/^\/[A-Za-z0-9_]+\/pact-board\/[^/]+\/$/, `/${EX.username}/pact-board/pact-k3x9/`),
          pin_count: 0,
          preview_pins: [],
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(createSectionRoute, { params: { id: EX.boardId }, json: { name: EX.newBoard, name_source: 0 } });
      expect(res.ok && [res.data.title, res.data.pin_count]).toEqual([EX.newBoard, 0]);
    });
    await interaction(pact, {
      route: createSectionRoute,
      uponReceiving: "a section creation with the name of one the board has",
      given,
      request: { headers: { Cookie: SESSION }, params: { id: BOARD_ID }, json: { name: PACT_SECTION.name, name_source: 0 } },
      response: { error: "SECTION_NAME_TAKEN", data: { field: "name" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(createSectionRoute, { params: { id: EX.boardId }, json: { name: PACT_SECTION.name, name_source: 0 } });
      expect(res).toMatchObject({ ok: false, status: 409, error: { message: "This board already has a section with that name.", data: { field: "name" } } });
    });
  });

  test("POST /v3/pins/ into a section, as the section picker sends it: the repin is in the section", async () => {
    await interaction(pact, {
      route: createPinRoute,
      uponReceiving: "a save of an existing Pin to a section of the viewer's board",
      given,
      request: { headers: { Cookie: SESSION }, json: { board_id: BOARD_ID, pin_id: PIN_ID, section: SECTION_ID, share_facebook: false, share_twitter: false } },
      response: { data: pin({ repin: true, inSection: true }) },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(createPinRoute, {
        json: { board_id: EX.boardId, pin_id: EX.pinId, section: EX.sectionId, share_facebook: false, share_twitter: false },
      });
      expect(res.ok && res.data.section?.title).toBe(PACT_SECTION.name);
    });
  });
});

// ---- Collaborators and invites (common/saving/collaborators/contracts.ts) ----

const collab = { state: SAVING_STATES.collaboration, params: JANE };
const EXC = { userId: "3f0c8a52-8d4e-4c4e-9a3b-2f5a1c7d9e10", patId: "9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d", invited: "31", shared: "32", token: "q3v9X0aZbT1mYcK7dLwE2g" };
const USER_ID = fromProviderState("${userId}", EXC.userId);
const PAT_ID = fromProviderState("${patId}", EXC.patId);
const INVITED_BOARD = fromProviderState("${invitedBoardId}", EXC.invited);
const SHARED_BOARD = fromProviderState("${sharedBoardId}", EXC.shared);
const TOKEN = fromProviderState("${inviteToken}", EXC.token);
const PENDING_INVITE = fromProviderState("${pendingInviteId}", "33");
const AGED_INVITE = fromProviderState("${agedInviteId}", "34");
const uuid = (example: string) => regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, example);
const pat = { ...person, id: uuid(EXC.patId), username: string("pat"), full_name: string("Pat"), first_name: string("Pat") };
const inviteBoard = (name: string, privacy = "secret") => ({
  id: id(EXC.invited),
  name: regex(new RegExp(`^${name} \\S+$`), `${name} k3x9`),
  url: regex(/^\/[A-Za-z0-9_]+\/[^/]+\/$/, "/pat/pact-invite-k3x9/"),
  privacy,
});
const GONE = "A".repeat(22);

describe("collaborators and invites", () => {
  test("GET /v3/share_suggestions/: an address typed gives an email entry; logged out 401", async () => {
    await interaction(pact, {
      route: shareSuggestionsRoute,
      uponReceiving: "share suggestions for a typed email address",
      given: collab,
      request: { headers: { Cookie: SESSION }, query: { q: "someone@example.com" } },
      response: {
        data: [{ type: "email", id: "someone@example.com", full_name: "", username: "", title: "someone@example.com", image_medium_url: string("/default-avatar.svg"), image_large_url: string("/default-avatar.svg") }],
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(shareSuggestionsRoute, { query: { q: "someone@example.com" } });
      expect(res.ok && res.data.map((s) => s.type)).toEqual(["email"]);
    });
    await interaction(pact, {
      route: shareSuggestionsRoute,
      uponReceiving: "share suggestions without a session",
      request: { query: { q: "pat" } },
      response: { error: "AUTH_REQUIRED" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(shareSuggestionsRoute, { query: { q: "pat" } });
      expect(res).toMatchObject({ ok: false, status: 401 });
    });
  });

  test("POST /v3/boards/{id}/invites/: the queue sent after the board is made; the pending invites answered", async () => {
    await interaction(pact, {
      route: createInvitesRoute,
      uponReceiving: "invites of an address to a board of the viewer's",
      given: collab,
      request: { headers: { Cookie: SESSION }, params: { id: SHARED_BOARD }, json: { user_ids: [], emails: ["friend@example.com"] } },
      response: {
        data: eachLike({ id: id("7"), board: { ...inviteBoard("Pact shared"), id: id(EXC.shared) }, inviter: person, invited_user: null, email: "friend@example.com", created_at: iso }),
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(createInvitesRoute, { params: { id: EXC.shared }, json: { user_ids: [], emails: ["friend@example.com"] } });
      expect(res.ok && res.data[0]?.email).toBe("friend@example.com");
    });
  });

  test("GET /v3/boards/{id}/invites/: the owner's pending invites; re-sending one just emailed: 429 INVITE_RESEND_TOO_SOON", async () => {
    await interaction(pact, {
      route: boardInvitesRoute,
      uponReceiving: "the pending invites of a board of the viewer's",
      given: collab,
      request: { headers: { Cookie: SESSION }, params: { id: SHARED_BOARD } },
      response: {
        data: eachLike({ id: id("33"), board: { ...inviteBoard("Pact shared"), id: id(EXC.shared) }, inviter: person, invited_user: null, email: string("pact-pending@example.com"), created_at: iso }),
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(boardInvitesRoute, { params: { id: EXC.shared } });
      expect(res.ok && res.data.length).toBeGreaterThan(0);
    });
    await interaction(pact, {
      route: resendInviteRoute,
      uponReceiving: "a re-send of an invite emailed a moment ago",
      given: collab,
      request: { headers: { Cookie: SESSION }, params: { id: SHARED_BOARD, invite_id: PENDING_INVITE } },
      response: { error: "INVITE_RESEND_TOO_SOON", data: { retry_after_seconds: integer(60) }, headers: { "Retry-After": regex(/^\d+$/, "60") } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(resendInviteRoute, { params: { id: EXC.shared, invite_id: "33" } });
      expect(res).toMatchObject({ ok: false, status: 429, error: { api_error_code: 2180 } });
    });
    await interaction(pact, {
      route: resendInviteRoute,
      uponReceiving: "a re-send of an invite emailed two minutes ago",
      given: collab,
      request: { headers: { Cookie: SESSION }, params: { id: SHARED_BOARD, invite_id: AGED_INVITE } },
      response: {
        data: { id: id("34"), board: { ...inviteBoard("Pact shared"), id: id(EXC.shared) }, inviter: person, invited_user: null, email: string("pact-aged@example.com"), created_at: iso },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(resendInviteRoute, { params: { id: EXC.shared, invite_id: "34" } });
      expect(res.ok && res.data.email).toBe("pact-aged@example.com");
    });
  });

  test("GET /v3/users/me/board_invites/: the invite from Pat's board", async () => {
    await interaction(pact, {
      route: myInvitesRoute,
      uponReceiving: "the viewer's board invites",
      given: collab,
      request: { headers: { Cookie: SESSION } },
      response: { data: arrayContaining({ id: id("7"), board: inviteBoard("Pact invite"), inviter: pat, invited_user: person, email: null, created_at: iso }) },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(myInvitesRoute, {});
      expect(res.ok && res.data.some((i) => i.inviter.username === "pat")).toBe(true);
    });
  });

  test("accept and decline by board: the board, shared; an invite that is gone: 404 INVITE_NOT_FOUND", async () => {
    await interaction(pact, {
      route: acceptInviteRoute,
      uponReceiving: "an accept of the viewer's invite",
      given: collab,
      request: { headers: { Cookie: SESSION }, params: { id: INVITED_BOARD, user_id: USER_ID } },
      response: {
        data: {
          ...board,
          ...inviteBoard("Pact invite"),
          slug: string("pact-invite-k3x9"),
          image_cover_url: null,
          cover_images: null,
          images: { "170x": [] },
          pin_count: 0,
          section_count: 0,
          is_collaborative: true,
          collaborating_users: eachLike({ id: uuid(EXC.userId), username: string(EX.username), full_name: string("Jane Doe"), image_medium_url: string("/default-avatar.svg") }),
          owner: pat,
          last_pinned_at: null,
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(acceptInviteRoute, { params: { id: EXC.invited, user_id: EXC.userId } });
      expect(res.ok && res.data.is_collaborative).toBe(true);
    });
    await interaction(pact, {
      route: deleteInviteRoute,
      uponReceiving: "a decline of the viewer's invite",
      given: collab,
      request: { headers: { Cookie: SESSION }, params: { id: INVITED_BOARD, user_id: USER_ID } },
      response: { data: null },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(deleteInviteRoute, { params: { id: EXC.invited, user_id: EXC.userId } });
      expect(res.ok).toBe(true);
    });
    for (const route of [acceptInviteRoute, deleteInviteRoute]) {
      await interaction(pact, {
        route,
        uponReceiving: `${route === acceptInviteRoute ? "an accept" : "a decline"} of an invite that is gone`,
        given: collab,
        request: { headers: { Cookie: SESSION }, params: { id: "999999999999999", user_id: USER_ID } },
        response: route === acceptInviteRoute ? { error: "INVITE_NOT_FOUND", data: { field: "id" } } : { error: "INVITE_NOT_FOUND", data: { field: "user_id" } },
      }).executeTest(async (mock) => {
        const res = await clientFor(mock, COOKIE_EXAMPLE).call(route, { params: { id: "999999999999999", user_id: EXC.userId } });
        expect(res).toMatchObject({ ok: false, status: 404, error: { api_error_code: 2061 } });
      });
    }
  });

  test("an invite link: its preview (and a used one: 404), accepted, declined", async () => {
    await interaction(pact, {
      route: invitePreviewRoute,
      uponReceiving: "the preview of an invite link",
      given: collab,
      request: { params: { token: TOKEN } },
      response: { data: { board: inviteBoard("Pact link"), inviter: pat } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(invitePreviewRoute, { params: { token: EXC.token } });
      expect(res.ok && res.data.inviter.username).toBe("pat");
    });
    await interaction(pact, {
      route: invitePreviewRoute,
      uponReceiving: "the preview of an invite link that is used up",
      request: { params: { token: GONE } },
      response: { error: "INVITE_NOT_FOUND", data: { field: "token" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(invitePreviewRoute, { params: { token: GONE } });
      expect(res).toMatchObject({ ok: false, status: 404 });
    });
    await interaction(pact, {
      route: acceptInviteLinkRoute,
      uponReceiving: "an accept of an invite link",
      given: collab,
      request: { headers: { Cookie: SESSION }, params: { token: TOKEN } },
      response: { data: { ...board, ...inviteBoard("Pact link"), slug: string("pact-link-k3x9"), image_cover_url: null, cover_images: null, images: { "170x": [] }, pin_count: 0, section_count: 0, is_collaborative: true, collaborating_users: eachLike({ id: uuid(EXC.userId), username: string(EX.username), full_name: string("Jane Doe"), image_medium_url: string("/default-avatar.svg") }), owner: pat, last_pinned_at: null } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(acceptInviteLinkRoute, { params: { token: EXC.token } });
      expect(res.ok && res.data.owner.username).toBe("pat");
    });
    await interaction(pact, {
      route: declineInviteLinkRoute,
      uponReceiving: "a decline of an invite link",
      given: collab,
      request: { headers: { Cookie: SESSION }, params: { token: TOKEN } },
      response: { data: null },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(declineInviteLinkRoute, { params: { token: EXC.token } });
      expect(res.ok).toBe(true);
    });
  });

  test("DELETE /v3/boards/{id}/collaborators/{user_id}/: removed; someone not on the board 404; logged out 401", async () => {
    await interaction(pact, {
      route: removeCollaboratorRoute,
      uponReceiving: "a removal of a collaborator by the board's owner",
      given: collab,
      request: { headers: { Cookie: SESSION }, params: { id: SHARED_BOARD, user_id: PAT_ID } },
      response: { data: null },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(removeCollaboratorRoute, { params: { id: EXC.shared, user_id: EXC.patId } });
      expect(res.ok).toBe(true);
    });
    await interaction(pact, {
      route: removeCollaboratorRoute,
      uponReceiving: "a removal of someone who does not collaborate on the board",
      given: collab,
      request: { headers: { Cookie: SESSION }, params: { id: SHARED_BOARD, user_id: USER_ID } },
      response: { error: "COLLABORATOR_NOT_FOUND", data: { field: "user_id" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(removeCollaboratorRoute, { params: { id: EXC.shared, user_id: EXC.userId } });
      expect(res).toMatchObject({ ok: false, status: 404, error: { api_error_code: 2062 } });
    });
    await interaction(pact, {
      route: removeCollaboratorRoute,
      uponReceiving: "a removal of a collaborator without a session",
      request: { params: { id: "1", user_id: EXC.patId } },
      response: { error: "AUTH_REQUIRED" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(removeCollaboratorRoute, { params: { id: "1", user_id: EXC.patId } });
      expect(res).toMatchObject({ ok: false, status: 401 });
    });
  });
});

// ---- Moving Pins (common/saving/move-pins/contracts.ts; app/routes/saving/move-pins/organize.server.ts) ----

const EXM = { from: "41", to: "42", pin: "501", other: "500", section: "61" };
const FROM = fromProviderState("${fromBoardId}", EXM.from);
const TO = fromProviderState("${toBoardId}", EXM.to);
const MOVE_PIN = fromProviderState("${pinId}", EXM.pin);
const OTHER_PIN = fromProviderState("${otherPinId}", EXM.other);
const MOVE_SECTION = fromProviderState("${sectionId}", EXM.section);
const moving = { state: SAVING_STATES.moving, params: JANE };
const moved = { moved_pin_ids: [id(EXM.pin)], board: { id: id(EXM.from), pin_count: 1 }, new_board: { id: id(EXM.to), pin_count: 1 }, new_section: null };

describe("the organize mode", () => {
  test("its destinations: the picker's boards (no Pin) and this board's sections (page_size 100)", async () => {
    await interaction(pact, {
      route: boardPickerRoute,
      uponReceiving: "a board picker request for no Pin",
      given,
      request: { headers: { Cookie: SESSION } },
      // The destinations read all_boards only.
      response: { data: { all_boards: arrayContaining(pickerBoard), boards_shortlist: like([]), saved_to: null } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(boardPickerRoute, { query: {} });
      expect(res.ok && res.data.saved_to).toBeNull();
    });
    await interaction(pact, {
      route: boardSectionsRoute,
      uponReceiving: "a board's sections, 100 at a time",
      given,
      request: { headers: { Cookie: SESSION }, params: { id: BOARD_ID }, query: { page_size: "100" } },
      response: { data: { items: arrayContaining(section), bookmark: null } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(boardSectionsRoute, { params: { id: EX.boardId }, query: { page_size: 100 } });
      expect(res.ok && res.data.items.some((s) => s.title === PACT_SECTION.name)).toBe(true);
    });
  });

  test("PATCH /v3/bulk_edit/: by ids, and select-all with an excluded Pin: what moved and the counts after", async () => {
    await interaction(pact, {
      route: bulkMoveRoute,
      uponReceiving: "a move of one Pin to another board",
      given: moving,
      request: { headers: { Cookie: SESSION }, json: { board_id: FROM, new_board_id: TO, new_section_id: null, old_section_id: null, pin_ids: [MOVE_PIN] } },
      response: { data: moved },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(bulkMoveRoute, { json: { board_id: EXM.from, new_board_id: EXM.to, new_section_id: null, old_section_id: null, pin_ids: [EXM.pin] } });
      expect(res.ok && res.data.moved_pin_ids).toEqual([EXM.pin]);
    });
    await interaction(pact, {
      route: bulkMoveRoute,
      uponReceiving: "a select-all move to another board with one Pin excluded",
      given: moving,
      request: { headers: { Cookie: SESSION }, json: { board_id: FROM, new_board_id: TO, new_section_id: null, old_section_id: null, select_all: true, excluded_pin_ids: [OTHER_PIN] } },
      response: { data: moved },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(bulkMoveRoute, {
        json: { board_id: EXM.from, new_board_id: EXM.to, new_section_id: null, old_section_id: null, select_all: true, excluded_pin_ids: [EXM.other] },
      });
      expect(res.ok && res.data.new_board.pin_count).toBe(1);
    });
  });

  test("PATCH /v3/bulk_edit/ refused: the same board and section (the server message), a board busy (2171: please wait)", async () => {
    await interaction(pact, {
      route: bulkMoveRoute,
      uponReceiving: "a move to the board and section the Pins are in",
      given: moving,
      request: { headers: { Cookie: SESSION }, json: { board_id: FROM, new_board_id: FROM, new_section_id: null, old_section_id: null, pin_ids: [MOVE_PIN] } },
      response: { error: "BULK_MOVE_SAME_PLACE", data: { field: "new_section_id" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(bulkMoveRoute, { json: { board_id: EXM.from, new_board_id: EXM.from, new_section_id: null, old_section_id: null, pin_ids: [EXM.pin] } });
      expect(res).toMatchObject({ ok: false, status: 400, error: { api_error_code: 2070 } });
    });
    await interaction(pact, {
      route: bulkMoveRoute,
      uponReceiving: "a move from a board another move is running on",
      given: { state: SAVING_STATES.busy, params: JANE },
      request: { headers: { Cookie: SESSION }, json: { board_id: FROM, new_board_id: TO, new_section_id: null, old_section_id: null, pin_ids: [MOVE_PIN] } },
      response: { error: "BOARD_MOVE_RUNNING", data: { field: "board_id" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(bulkMoveRoute, { json: { board_id: EXM.from, new_board_id: EXM.to, new_section_id: null, old_section_id: null, pin_ids: [EXM.pin] } });
      expect(res).toMatchObject({ ok: false, status: 409, error: { api_error_code: 2171, message: "Please wait until the previous board action finishes." } });
    });
  });

  // Pins chosen by id within one board (common/saving/move-pins/rules.ts moveCall): into a section, and out of one.
  test("PUT /v3/board_sections/{id}/pins/: Pins of the board into its section; refused while a move runs on the board (2171: please wait)", async () => {
    await interaction(pact, {
      route: putSectionPinsRoute,
      uponReceiving: "Pins of the board put into its section",
      given,
      request: { headers: { Cookie: SESSION }, params: { id: SECTION_ID }, json: { pins: [PIN_ID] } },
      response: {
        data: { moved_pin_ids: [id(EX.pinId)], board: { id: id(EX.boardId), pin_count: integer(4) }, new_board: { id: id(EX.boardId), pin_count: integer(4) }, new_section: { id: id(EX.sectionId), pin_count: integer(3) } },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(putSectionPinsRoute, { params: { id: EX.sectionId }, json: { pins: [EX.pinId] } });
      expect(res.ok && [res.data.moved_pin_ids, res.data.new_section?.id]).toEqual([[EX.pinId], EX.sectionId]);
    });
    await interaction(pact, {
      route: putSectionPinsRoute,
      uponReceiving: "Pins put into a section of a board another move is running on",
      given: { state: SAVING_STATES.busy, params: JANE },
      request: { headers: { Cookie: SESSION }, params: { id: MOVE_SECTION }, json: { pins: [MOVE_PIN] } },
      response: { error: "BOARD_MOVE_RUNNING", data: { field: "board_id" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(putSectionPinsRoute, { params: { id: EXM.section }, json: { pins: [EXM.pin] } });
      expect(res.ok ? null : moveErrorMessage(res.error)).toBe("Please wait until the previous board action finishes.");
    });
  });

  test("DELETE /v3/board_sections/{id}/pins/: Pins out of their section to the board; a Pin not in it refused (the server message)", async () => {
    await interaction(pact, {
      route: deleteSectionPinsRoute,
      uponReceiving: "Pins taken out of their section",
      given,
      request: { headers: { Cookie: SESSION }, params: { id: SECTION_ID }, json: { pins: [SECTION_PIN_ID] } },
      response: { data: { moved_pin_ids: [id(EX.sectionPinId)], board: { id: id(EX.boardId), pin_count: integer(4) }, new_board: { id: id(EX.boardId), pin_count: integer(4) }, new_section: null } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(deleteSectionPinsRoute, { params: { id: EX.sectionId }, json: { pins: [EX.sectionPinId] } });
      expect(res.ok && [res.data.moved_pin_ids, res.data.new_section]).toEqual([[EX.sectionPinId], null]);
    });
    await interaction(pact, {
      route: deleteSectionPinsRoute,
      uponReceiving: "a Pin that is not in the section taken out of it",
      given,
      request: { headers: { Cookie: SESSION }, params: { id: SECTION_ID }, json: { pins: [PIN_ID] } },
      response: { error: "BULK_PINS_INVALID", data: { field: "pin_ids" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(deleteSectionPinsRoute, { params: { id: EX.sectionId }, json: { pins: [EX.pinId] } });
      expect(res).toMatchObject({ ok: false, status: 400, error: { api_error_code: 2071 } });
      expect(res.ok ? null : moveErrorMessage(res.error)).toBe(SAVING_MESSAGES.bulkPinsInvalid);
    });
  });
});

// ---- The hashtag flyout (app/routes/saving/hashtags/hashtags.ts; the route is discovery's, common/business/search/contracts.ts) ----

describe("the hashtag flyout", () => {
  test("GET /v3/search/autocomplete/ in the hashtag form (q, show_pin_count): hashtags with their Pin counts", async () => {
    await interaction(pact, {
      route: autocompleteRoute,
      uponReceiving: "hashtag suggestions with Pin counts for a tag being typed",
      given,
      request: { query: { q: `#${PACT_HASHTAG.slice(0, 5)}`, show_pin_count: "true" } },
      response: { data: { items: eachLike({ type: "hashtag", query: string(`#${PACT_HASHTAG}`), pin_count: integer(4) }), hint: null } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(autocompleteRoute, { query: { q: `#${PACT_HASHTAG.slice(0, 5)}`, show_pin_count: "true" } });
      expect(res.ok && res.data.items.map((i) => [i.type, i.query])).toEqual([["hashtag", `#${PACT_HASHTAG}`]]);
    });
  });
});

// ---- The bookmarklet (common/saving/pin-create/contracts.ts; app/routes/saving/pin-create/pin-create.server.ts) ----

const pinning = { state: SAVING_STATES.bookmarklet, params: JANE };
const EXB = { page: "https://pinboard.example/bookmarklet", image: "https://pinboard.example/i/originals/0123456789abcdef0123456789abcdef.png", path: "/i/originals/0123456789abcdef0123456789abcdef.png", board: "77" };
const PAGE_URL = fromProviderState("${pageUrl}", EXB.page);
const IMAGE_URL = fromProviderState("${imageUrl}", EXB.image);
const IMAGE_PATH = fromProviderState("${imagePath}", EXB.path);
const PIN_BOARD = fromProviderState("${boardId}", EXB.board);
const UNREACHABLE = "http://127.0.0.1:1/nothing";

describe("the bookmarklet", () => {
  test("GET /v3/pins/find_images/: a page's pinnable images (none on this one); an unreachable page 400 PAGE_UNREACHABLE", async () => {
    await interaction(pact, {
      route: findImagesRoute,
      uponReceiving: "a scrape of a page without pinnable images",
      given: pinning,
      request: { headers: { Cookie: SESSION }, query: { url: PAGE_URL } },
      response: { data: { items: [] } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(findImagesRoute, { query: { url: EXB.page } });
      expect(res.ok && res.data.items).toEqual([]);
    });
    await interaction(pact, {
      route: findImagesRoute,
      uponReceiving: "a scrape of a page that cannot be reached",
      given: pinning,
      request: { headers: { Cookie: SESSION }, query: { url: UNREACHABLE } },
      response: { error: "PAGE_UNREACHABLE", data: { field: "url" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(findImagesRoute, { query: { url: UNREACHABLE } });
      expect(res).toMatchObject({ ok: false, status: 400, error: { api_error_code: 2045 } });
    });
  });

  test("PUT /v3/pins/image/: an image registered; an unreachable one 400 PIN_IMAGE_UNREACHABLE", async () => {
    await interaction(pact, {
      route: registerImageRoute,
      uponReceiving: "a registration of an image",
      given: pinning,
      request: { headers: { Cookie: SESSION }, json: { image_url: IMAGE_URL } },
      response: { data: { image_url: regex(/^\/i\/originals\/[0-9a-f]{32}\.(jpg|png|webp|gif)$/, EXB.path), width: integer(1), height: integer(1), dominant_color: color } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(registerImageRoute, { json: { image_url: EXB.image } });
      expect(res.ok && res.data.image_url).toBe(EXB.path);
    });
    await interaction(pact, {
      route: registerImageRoute,
      uponReceiving: "a registration of an image that cannot be reached",
      given: pinning,
      request: { headers: { Cookie: SESSION }, json: { image_url: `${UNREACHABLE}.png` } },
      response: { error: "PIN_IMAGE_UNREACHABLE", data: { field: "image_url" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(registerImageRoute, { json: { image_url: `${UNREACHABLE}.png` } });
      expect(res).toMatchObject({ ok: false, status: 400, error: { api_error_code: 2044 } });
    });
  });

  test("POST /v3/pins/ as the pin create page sends it: the registered image, the page's link and words, guid, method button", async () => {
    const json = { board_id: PIN_BOARD, section: null, image_url: IMAGE_PATH, description: "From the bookmarklet", link: PACT_LINK, guid: "pact-guid-1", method: "button" };
    const sent = { board_id: EXB.board, section: null, image_url: EXB.path, description: "From the bookmarklet", link: PACT_LINK, guid: "pact-guid-1", method: "button" as const };
    await interaction(pact, {
      route: createPinRoute,
      uponReceiving: "a Pin from the bookmarklet, on a secret board",
      given: pinning,
      request: { headers: { Cookie: SESSION }, json },
      response: {
        data: {
          ...pin(),
          id: id("777"),
          title: "",
          description: "From the bookmarklet",
          board: { id: id(EXB.board), name: regex(/^Pact pins \S+$/, "Pact pins k3x9"), url: regex(/^\/[A-Za-z0-9_]+\/[^/]+\/$/, "/jane/pact-pins-k3x9/"), privacy: "secret", owner: { id: person.id, username: person.username } },
          pinned_to_board: { id: id(EXB.board), name: regex(/^Pact pins \S+$/, "Pact pins k3x9"), url: regex(/^\/[A-Za-z0-9_]+\/[^/]+\/$/, "/jane/pact-pins-k3x9/"), layout: "default" },
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(createPinRoute, { json: sent });
      expect(res.ok && [res.data.description, res.data.link]).toEqual(["From the bookmarklet", PACT_LINK]);
    });
  });

  test("GET /v3/logging/pin_create/: the success (with its guid) and the failure beacons", async () => {
    for (const query of [
      { client: "web", event: "pin_create_success", path: "button", pin_id: "42", guid: "pact-guid-1", url: PACT_LINK },
      { client: "web", event: "pin_create_fail", path: "create", url: PACT_LINK },
    ] as const) {
      await interaction(pact, {
        route: pinCreateLogRoute,
        uponReceiving: `a ${query.event} beacon`,
        request: { query },
        response: { data: null },
      }).executeTest(async (mock) => {
        const res = await clientFor(mock).call(pinCreateLogRoute, { query });
        expect(res.ok).toBe(true);
      });
    }
  });
});

// ---- The Instagram upsell's settings (common/saving/instagram-upsell/contracts.ts) ----

const insta = { state: SAVING_STATES.instagram, params: JANE };
const CODE = fromProviderState("${instagramCode}", "pact.pins.1795400000.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde");
const EX_CODE = "pact.pins.1795400000.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";
const none = { connected_to_instagram: false, listed_website_url: null, instagram_username: null };

describe("the Instagram upsell's settings", () => {
  test("GET /v3/users/settings: nothing listed, nothing connected; PATCH sets the website", async () => {
    await interaction(pact, {
      route: userSettingsRoute,
      uponReceiving: "the viewer's settings",
      given: insta,
      request: { headers: { Cookie: SESSION } },
      response: { data: none },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(userSettingsRoute, {});
      expect(res.ok && res.data.connected_to_instagram).toBe(false);
    });
    await interaction(pact, {
      route: updateUserSettingsRoute,
      uponReceiving: "a listed website set to an Instagram profile",
      given: insta,
      request: { headers: { Cookie: SESSION }, json: { listed_website_url: "https://www.instagram.com/pact.pins/" } },
      response: { data: { ...none, listed_website_url: "https://www.instagram.com/pact.pins/" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(updateUserSettingsRoute, { json: { listed_website_url: "https://www.instagram.com/pact.pins/" } });
      expect(res.ok && res.data.listed_website_url).toBe("https://www.instagram.com/pact.pins/");
    });
  });

  test("connecting Instagram: the stand-in's code, the connect (a bad code 400), the disconnect", async () => {
    await interaction(pact, {
      route: instagramAuthorizeRoute,
      uponReceiving: "the Instagram stand-in's consent for an account",
      given: insta,
      request: { headers: { Cookie: SESSION }, json: { username: "pact.pins" } },
      response: { data: { code: regex(/^pact\.pins\.\d+\.[A-Za-z0-9_-]{43}$/, EX_CODE) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(instagramAuthorizeRoute, { json: { username: "pact.pins" } });
      expect(res.ok && res.data.code.startsWith("pact.pins.")).toBe(true);
    });
    await interaction(pact, {
      route: connectInstagramRoute,
      uponReceiving: "a connect with the stand-in's code",
      given: insta,
      request: { headers: { Cookie: SESSION }, json: { code: CODE } },
      response: { data: { connected_to_instagram: true, listed_website_url: null, instagram_username: "pact.pins" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(connectInstagramRoute, { json: { code: EX_CODE } });
      expect(res.ok && res.data.instagram_username).toBe("pact.pins");
    });
    await interaction(pact, {
      route: connectInstagramRoute,
      uponReceiving: "a connect with a code nobody issued",
      given: insta,
      request: { headers: { Cookie: SESSION }, json: { code: "forged" } },
      response: { error: "INSTAGRAM_CODE_INVALID", data: { field: "code" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(connectInstagramRoute, { json: { code: "forged" } });
      expect(res).toMatchObject({ ok: false, status: 400, error: { api_error_code: 2080 } });
    });
    await interaction(pact, {
      route: disconnectInstagramRoute,
      uponReceiving: "a disconnect of Instagram",
      given: insta,
      request: { headers: { Cookie: SESSION } },
      response: { data: none },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(disconnectInstagramRoute, {});
      expect(res.ok && res.data.connected_to_instagram).toBe(false);
    });
  });
});
