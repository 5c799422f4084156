/**
 * Consumer side of editing boards and sections (consumer "pinboard-web", provider "pinboard-api";
 * issue 34 item 2), every answer the pages act on:
 *   boards/board-edit.server.ts     updateBoardRoute (the owner's rename, secret and cover: the
 *                                   board as it is now; a missing name under its field; a
 *                                   collaborator's description; a collaborator's rename: 403
 *                                   NOT_BOARD_OWNER naming the field; archive: archived_by_me_at;
 *                                   a cover while a move runs: 2171; logged out: 401);
 *   sections/section-edit.server.ts updateSectionRoute (a rename: the new slug and URL; a move to
 *                                   the front; while a move runs: 2171), deleteSectionRoute (its
 *                                   Pins kept; deleted with it; no such section: 404; logged out: 401).
 * The states are the saving area's (./states/saving.ts): "boards" (a fresh board of Jane's, and one
 * of Pat's she collaborates on), "moving" and "busy" (two fresh boards, Pins and a section on the
 * first; held by a running move when busy). Ids and names vary by deployment: matched by type or
 * pattern, values from the provider state.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import { updateBoardRoute } from "~common/saving/boards/contracts";
import { deleteSectionRoute, updateSectionRoute } from "~common/saving/sections/contracts";
import { clientFor, createPact, interaction } from "./interaction";
import { JANE } from "./states/auth";
import { SAVING_STATES } from "./states/saving";

const { eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

const pact = createPact();

const EX = { board: "40", patBoard: "41", from: "41", pin: "501", section: "61" };
const SESSION = fromProviderState("${sessionCookie}", "pin_sess=AbCdEfGhIjKlMnOpQrStUv");
const COOKIE = { Cookie: "pin_sess=AbCdEfGhIjKlMnOpQrStUv" };
const boards = { state: SAVING_STATES.boards, params: JANE };
const moving = { state: SAVING_STATES.moving, params: JANE };
const busy = { state: SAVING_STATES.busy, params: JANE };

const id = (example: string) => regex(/^[1-9][0-9]*$/, example);
const iso = regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, "2026-11-20T09:30:00.000Z");
// eslint-disable-next-line no-useless-escape -- the contract carries the pattern as written (contracts/)
const slug = (example: string) => regex(/^[^\s!-,./:-@\[-`{-~]+$/, example);
const imageUrl = regex(/^\/i\/((236x|170x|originals)\/[0-9a-f]{32}\.(jpg|png|webp|gif)|[0-9]{2,4}w\/[0-9a-f]{32})$/, "/i/originals/0123456789abcdef0123456789abcdef.png");
const imageSpec = { url: imageUrl, width: integer(1), height: integer(1) };
const person = {
  id: string("3f0c8a52-8d4e-4c4e-9a3b-2f5a1c7d9e10"),
  username: string("jane"),
  full_name: string("Jane Doe"),
  first_name: string("Jane"),
  image_medium_url: string("/default-avatar.svg"),
  is_default_image: like(true),
  avatar_color_index: integer(0),
};
/** A board as the Edit page reads it back (its own fields; the rest by type). */
const board = (fields: Record<string, unknown>) => ({
  id: id(EX.board),
  type: "board",
  name: string("Pact renamed"),
  description: string(""),
  privacy: string("secret"),
  url: regex(/^\/[A-Za-z0-9_]+\/[^/]+\/$/, "/jane/pact-renamed/"),
  slug: slug("pact-renamed"),
  image_cover_url: null,
  cover_images: null,
  images: { "170x": [] },
  pin_count: integer(0),
  section_count: integer(0),
  is_collaborative: like(false),
  collaborating_users: like([]),
  owner: person,
  archived_by_me_at: null,
  created_at: iso,
  last_pinned_at: null,
  ...fields,
});

describe("PATCH /v3/boards/{id}/", () => {
  test("the owner renames, makes secret and chooses a cover: the board as it is now, at its new path", async () => {
    await interaction(pact, {
      route: updateBoardRoute,
      uponReceiving: "a rename, secret and a cover of the owner's board",
      given: moving,
      request: {
        headers: { Cookie: SESSION },
        params: { id: fromProviderState("${fromBoardId}", EX.from) },
        json: { name: fromProviderState("${freshName}", "Pact renamed k3x9"), description: "Edited", privacy: "secret", cover_pin_id: fromProviderState("${pinId}", EX.pin) },
      },
      response: {
        data: board({
          id: id(EX.from),
          name: string("Pact renamed k3x9"),
          slug: slug("pact-renamed-k3x9"),
          description: "Edited",
          privacy: "secret",
          image_cover_url: imageUrl,
          cover_images: { "236x": imageSpec, "170x": imageSpec },
          images: { "170x": eachLike({ ...imageSpec, dominant_color: regex(/^#[0-9a-f]{6}$/, "#e9c46a") }) },
          pin_count: integer(2),
          section_count: integer(1),
          last_pinned_at: iso,
        }),
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE).call(updateBoardRoute, {
        params: { id: EX.from },
        json: { name: "Pact renamed k3x9", description: "Edited", privacy: "secret", cover_pin_id: EX.pin },
      });
      expect(res.ok && [res.data.slug, res.data.privacy, res.data.cover_images !== null]).toEqual(["pact-renamed-k3x9", "secret", true]);
    });
  });

  test("refused: a missing name (under the field), a collaborator's rename (403 naming the field), logged out (401)", async () => {
    await interaction(pact, {
      route: updateBoardRoute,
      uponReceiving: "a board rename to a blank name",
      given: boards,
      request: { headers: { Cookie: SESSION }, params: { id: fromProviderState("${boardId}", EX.board) }, json: { name: " " } },
      response: { error: "BOARD_NAME_MISSING", data: { field: "name" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE).call(updateBoardRoute, { params: { id: EX.board }, json: { name: " " } });
      expect(res).toMatchObject({ ok: false, status: 400, error: { api_error_code: 2000, message: "Don't forget to name your board!", data: { field: "name" } } });
    });
    await interaction(pact, {
      route: updateBoardRoute,
      uponReceiving: "a rename of a board the viewer collaborates on",
      given: boards,
      request: { headers: { Cookie: SESSION }, params: { id: fromProviderState("${patBoardId}", EX.patBoard) }, json: { name: "Mine now", description: "x" } },
      response: { error: "NOT_BOARD_OWNER", data: { field: "name" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE).call(updateBoardRoute, { params: { id: EX.patBoard }, json: { name: "Mine now", description: "x" } });
      expect(res).toMatchObject({ ok: false, status: 403, error: { api_error_code: 2030, data: { field: "name" } } });
    });
    await interaction(pact, {
      route: updateBoardRoute,
      uponReceiving: "a board edit without a session",
      request: { params: { id: "1" }, json: { description: "anon" } },
      response: { error: "AUTH_REQUIRED" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(updateBoardRoute, { params: { id: "1" }, json: { description: "anon" } });
      expect(res).toMatchObject({ ok: false, status: 401, error: { api_error_code: 7 } });
    });
  });

  test("a collaborator changes the description; the owner archives", async () => {
    await interaction(pact, {
      route: updateBoardRoute,
      uponReceiving: "a description change by a collaborator",
      given: boards,
      request: { headers: { Cookie: SESSION }, params: { id: fromProviderState("${patBoardId}", EX.patBoard) }, json: { description: "Pat and Jane's" } },
      response: { data: board({ id: id(EX.patBoard), name: string("Pact of Pat"), slug: slug("pact-of-pat"), description: "Pat and Jane's", owner: { ...person, username: string("pat") } }) },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE).call(updateBoardRoute, { params: { id: EX.patBoard }, json: { description: "Pat and Jane's" } });
      expect(res.ok && res.data.description).toBe("Pat and Jane's");
    });
    await interaction(pact, {
      route: updateBoardRoute,
      uponReceiving: "an owner archiving a board",
      given: boards,
      request: { headers: { Cookie: SESSION }, params: { id: fromProviderState("${boardId}", EX.board) }, json: { archived: true } },
      response: { data: board({ name: string("Pact own"), slug: slug("pact-own"), archived_by_me_at: iso }) },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE).call(updateBoardRoute, { params: { id: EX.board }, json: { archived: true } });
      expect(res.ok && res.data.archived_by_me_at).not.toBeNull();
    });
  });

  test("a cover chosen while a move runs on the board: 2171, please wait", async () => {
    await interaction(pact, {
      route: updateBoardRoute,
      uponReceiving: "a cover choice on a board another move is running on",
      given: busy,
      request: { headers: { Cookie: SESSION }, params: { id: fromProviderState("${fromBoardId}", EX.from) }, json: { cover_pin_id: fromProviderState("${pinId}", EX.pin) } },
      response: { error: "BOARD_MOVE_RUNNING", data: { field: "board_id" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE).call(updateBoardRoute, { params: { id: EX.from }, json: { cover_pin_id: EX.pin } });
      expect(res).toMatchObject({ ok: false, status: 409, error: { api_error_code: 2171, message: "Please wait until the previous board action finishes." } });
    });
  });
});

const SECTION = fromProviderState("${sectionId}", EX.section);
const sectionShape = (title: string, slugValue: string) => ({
  id: id(EX.section),
  type: "board_section",
  title,
  slug: slugValue,
  url: regex(/^\/[A-Za-z0-9_]+\/[^/]+\/[^/]+\/$/, `/jane/pact-moving/${slugValue}/`),
  pin_count: integer(0),
  name_source: integer(0),
  board: { id: id(EX.from) },
  preview_pins: like([]),
});

describe("PATCH and DELETE /v3/board_sections/{id}/", () => {
  test("a rename (the new slug and URL), a move to the front; refused while a move runs (2171)", async () => {
    await interaction(pact, {
      route: updateSectionRoute,
      uponReceiving: "a section rename",
      given: moving,
      request: { headers: { Cookie: SESSION }, params: { id: SECTION }, json: { name: "Pact corner" } },
      response: { data: sectionShape("Pact corner", "pact-corner") },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE).call(updateSectionRoute, { params: { id: EX.section }, json: { name: "Pact corner" } });
      expect(res.ok && res.data.slug).toBe("pact-corner");
    });
    await interaction(pact, {
      route: updateSectionRoute,
      uponReceiving: "a section moved to the front of its board's sections",
      given: moving,
      request: { headers: { Cookie: SESSION }, params: { id: SECTION }, json: { position: 0 } },
      response: { data: sectionShape("Pact nook", "pact-nook") },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE).call(updateSectionRoute, { params: { id: EX.section }, json: { position: 0 } });
      expect(res.ok).toBe(true);
    });
    await interaction(pact, {
      route: updateSectionRoute,
      uponReceiving: "a section move on a board another move is running on",
      given: busy,
      request: { headers: { Cookie: SESSION }, params: { id: SECTION }, json: { position: 0 } },
      response: { error: "BOARD_MOVE_RUNNING", data: { field: "board_id" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE).call(updateSectionRoute, { params: { id: EX.section }, json: { position: 0 } });
      expect(res).toMatchObject({ ok: false, status: 409, error: { api_error_code: 2171 } });
    });
  });

  test("a delete keeping its Pins, one deleting them; no such section (404); logged out (401)", async () => {
    for (const pins of ["keep", "delete"] as const) {
      await interaction(pact, {
        route: deleteSectionRoute,
        uponReceiving: `a section deleted, its Pins: ${pins}`,
        given: moving,
        request: { headers: { Cookie: SESSION }, params: { id: SECTION }, query: { pins } },
        response: { data: { board: { id: id(EX.from), pin_count: integer(2), section_count: integer(0) }, deleted_pin_count: integer(0) } },
      }).executeTest(async (mock) => {
        const res = await clientFor(mock, COOKIE).call(deleteSectionRoute, { params: { id: EX.section }, query: { pins } });
        expect(res.ok && res.data.board.section_count).toBe(0);
      });
    }
    await interaction(pact, {
      route: deleteSectionRoute,
      uponReceiving: "a delete of a section that does not exist",
      given: boards,
      request: { headers: { Cookie: SESSION }, params: { id: "999999999999" }, query: { pins: "keep" } },
      response: { error: "SECTION_NOT_FOUND", data: { field: "id" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE).call(deleteSectionRoute, { params: { id: "999999999999" }, query: { pins: "keep" } });
      expect(res).toMatchObject({ ok: false, status: 404, error: { api_error_code: 2022 } });
    });
    await interaction(pact, {
      route: deleteSectionRoute,
      uponReceiving: "a section delete without a session",
      request: { params: { id: "1" }, query: { pins: "keep" } },
      response: { error: "AUTH_REQUIRED" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(deleteSectionRoute, { params: { id: "1" }, query: { pins: "keep" } });
      expect(res).toMatchObject({ ok: false, status: 401, error: { api_error_code: 7 } });
    });
  });
});
