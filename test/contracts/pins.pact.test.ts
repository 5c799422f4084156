/**
 * Consumer side of editing and deleting Pins (issue 34 item 1; consumer "pinboard-web", provider
 * "pinboard-api"): what app/routes/saving/pins/pin-edit.server.ts sends and acts on —
 *   editPinRoute     the words and a move to another board (the Pin as it is after); another
 *                    person's Pin (403 NOT_PIN_OWNER, shown on the form); a link that is not one
 *                    (400 PIN_LINK_INVALID under the field); a Pin that is not there (404);
 *   deletePinRoute   the pinner's delete (until when Undo works, and the board to open); a
 *                    collaborator's delete of another's Pin (403 NOT_PIN_DELETER); logged out (401);
 *   restorePinRoute  Undo within the window (the Pin back); Undo of a Pin that was not deleted (404).
 * Ids and URLs vary by deployment: matched by pattern, supplied by the provider state (./states/saving.ts).
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import { deletePinRoute, editPinRoute, restorePinRoute } from "~common/saving/pins/contracts";
import { clientFor, createPact, interaction } from "./interaction";
import { JANE } from "./states/auth";
import { SAVING_STATES } from "./states/saving";

const { boolean, fromProviderState, integer, regex, string } = MatchersV3;

const pact = createPact();
const given = { state: SAVING_STATES.pinEdits, params: JANE };
const SESSION = fromProviderState("${sessionCookie}", "pin_sess=AbCdEfGhIjKlMnOpQrStUv");
const COOKIE_EXAMPLE = { Cookie: "pin_sess=AbCdEfGhIjKlMnOpQrStUv" };
const EX = { pinId: "101", deletedPinId: "102", patPinId: "103", boardId: "12", toBoardId: "14" };
const PIN_ID = fromProviderState("${pinId}", EX.pinId);

const id = (example: string) => regex(/^[1-9][0-9]*$/, example);
const imageSpec = {
  url: regex(/^\/i\/((236x|170x|originals)\/[0-9a-f]{32}\.(jpg|png|webp|gif)|[0-9]{2,4}w\/[0-9a-f]{32})$/, "/i/originals/0123456789abcdef0123456789abcdef.png"),
  width: integer(1),
  height: integer(1),
};
const iso = regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, "2026-11-20T09:30:00.000Z");
const boardUrl = regex(/^\/[A-Za-z0-9_]+\/[^/]+\/$/, "/jane/pact-moves/");
const person = {
  id: string("3f0c8a52-8d4e-4c4e-9a3b-2f5a1c7d9e10"),
  username: string("jane"),
  full_name: string("Jane Doe"),
  first_name: string("Jane"),
  image_medium_url: string("/default-avatar.svg"),
  is_default_image: boolean(true),
  avatar_color_index: integer(0),
};

/** A Pin of Jane's as the API answers it, on board `boardId` outside its sections. */
function pin(boardId: string, fields: { title: string; alt_text: string }) {
  return {
    id: id(EX.pinId),
    type: "pin",
    title: fields.title,
    description: string(""),
    alt_text: fields.alt_text,
    link: null,
    domain: null,
    dominant_color: regex(/^#[0-9a-f]{6}$/, "#efefef"),
    images: { "236x": imageSpec, "170x": imageSpec, orig: imageSpec },
    created_at: iso,
    pinner: person,
    board: { id: id(boardId), name: string("Pact moves"), url: boardUrl, privacy: "secret", owner: { id: person.id, username: person.username } },
    pinned_to_board: { id: id(boardId), name: string("Pact moves"), url: boardUrl, layout: "default" },
    section: null,
    via_pinner: null,
    link_domain: null,
    is_repin: false,
  };
}

describe("PATCH /v3/pins/{id}/", () => {
  test("the pinner's new words and a move to another board: the Pin as it is after", async () => {
    const json = { title: "Pact edited", alt_text: "A Pact picture", board_id: fromProviderState("${toBoardId}", EX.toBoardId) };
    await interaction(pact, {
      route: editPinRoute,
      uponReceiving: "an edit of a Pin's words and board by its pinner",
      given,
      request: { headers: { Cookie: SESSION }, params: { id: PIN_ID }, json },
      response: { data: pin(EX.toBoardId, { title: "Pact edited", alt_text: "A Pact picture" }) },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(editPinRoute, {
        params: { id: EX.pinId },
        json: { title: "Pact edited", alt_text: "A Pact picture", board_id: EX.toBoardId },
      });
      expect(res.ok && [res.data.title, res.data.alt_text, res.data.board.id]).toEqual(["Pact edited", "A Pact picture", EX.toBoardId]);
    });
  });

  test("refusals the form shows: another's Pin (403), a link that is not one (400, under the field), no such Pin (404)", async () => {
    await interaction(pact, {
      route: editPinRoute,
      uponReceiving: "an edit of the words of another person's Pin on a board the viewer collaborates on",
      given,
      request: { headers: { Cookie: SESSION }, params: { id: fromProviderState("${patPinId}", EX.patPinId) }, json: { title: "Mine now" } },
      response: { error: "NOT_PIN_OWNER", data: { field: "id" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(editPinRoute, { params: { id: EX.patPinId }, json: { title: "Mine now" } });
      expect(res).toMatchObject({ ok: false, status: 403, error: { api_error_code: 2100, data: { field: "id" } } });
    });
    await interaction(pact, {
      route: editPinRoute,
      uponReceiving: "an edit of a Pin's link to something that is not an http(s) link",
      given,
      request: { headers: { Cookie: SESSION }, params: { id: PIN_ID }, json: { link: "javascript:alert(1)" } },
      response: { error: "PIN_LINK_INVALID", data: { field: "link" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(editPinRoute, { params: { id: EX.pinId }, json: { link: "javascript:alert(1)" } });
      expect(res).toMatchObject({ ok: false, status: 400, error: { api_error_code: 2043, data: { field: "link" } } });
    });
    await interaction(pact, {
      route: editPinRoute,
      uponReceiving: "an edit of a Pin that is not there",
      given,
      request: { headers: { Cookie: SESSION }, params: { id: "999999999999999" }, json: { title: "Gone" } },
      response: { error: "PIN_NOT_FOUND", data: { field: "id" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(editPinRoute, { params: { id: "999999999999999" }, json: { title: "Gone" } });
      expect(res).toMatchObject({ ok: false, status: 404, error: { api_error_code: 2021 } });
    });
  });
});

describe("DELETE /v3/pins/{id}/", () => {
  test("the pinner's delete: until when Undo works and the board to open; a collaborator's of another's Pin: 403; logged out: 401", async () => {
    await interaction(pact, {
      route: deletePinRoute,
      uponReceiving: "a delete of a Pin by its pinner",
      given,
      request: { headers: { Cookie: SESSION }, params: { id: PIN_ID } },
      response: { data: { id: id(EX.pinId), restorable_until: iso, board: { id: id(EX.boardId), url: boardUrl, pin_count: integer(0) } } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(deletePinRoute, { params: { id: EX.pinId } });
      expect(res.ok && [res.data.id, res.data.board.url]).toEqual([EX.pinId, "/jane/pact-moves/"]);
    });
    await interaction(pact, {
      route: deletePinRoute,
      uponReceiving: "a delete of another person's Pin on a board the viewer collaborates on",
      given,
      request: { headers: { Cookie: SESSION }, params: { id: fromProviderState("${patPinId}", EX.patPinId) } },
      response: { error: "NOT_PIN_DELETER", data: { field: "id" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(deletePinRoute, { params: { id: EX.patPinId } });
      expect(res).toMatchObject({ ok: false, status: 403, error: { api_error_code: 2101 } });
    });
    await interaction(pact, {
      route: deletePinRoute,
      uponReceiving: "a delete of a Pin without a session",
      request: { params: { id: "1" } },
      response: { error: "AUTH_REQUIRED" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(deletePinRoute, { params: { id: "1" } });
      expect(res).toMatchObject({ ok: false, status: 401, error: { api_error_code: 7 } });
    });
  });
});

describe("POST /v3/pins/{id}/restore/", () => {
  test("Undo within the window: the Pin back; Undo of a Pin that was not deleted: 404", async () => {
    await interaction(pact, {
      route: restorePinRoute,
      uponReceiving: "an Undo of the viewer's delete within its window",
      given,
      request: { headers: { Cookie: SESSION }, params: { id: fromProviderState("${deletedPinId}", EX.deletedPinId) } },
      response: { data: { ...pin(EX.boardId, { title: "Pact Pin", alt_text: "" }), id: id(EX.deletedPinId) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(restorePinRoute, { params: { id: EX.deletedPinId } });
      expect(res.ok && res.data.id).toBe(EX.deletedPinId);
    });
    await interaction(pact, {
      route: restorePinRoute,
      uponReceiving: "an Undo of a Pin that was not deleted",
      given,
      request: { headers: { Cookie: SESSION }, params: { id: PIN_ID } },
      response: { error: "PIN_NOT_FOUND", data: { field: "id" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(restorePinRoute, { params: { id: EX.pinId } });
      expect(res).toMatchObject({ ok: false, status: 404, error: { api_error_code: 2021 } });
    });
  });
});
