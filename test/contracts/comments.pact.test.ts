/**
 * Consumer side of a Pin's comments (consumer "pinboard-web", provider "pinboard-api"): the calls
 * of app/routes/saving/comments/comments.server.ts with the answers the page acts on —
 *   loadComments, moreComments   pinCommentsRoute (the list with what the viewer may do);
 *   commentAction create         createCommentRoute (the comment; blank, too long, a Pin the viewer
 *                                cannot see, no session → the log-in page, the per-account limit);
 *   commentAction edit           editCommentRoute (the author's; someone else's: 403);
 *   commentAction delete         deleteCommentRoute (the author's own, the pinner's removal of
 *                                another's; a comment already gone: 404);
 *   commentAction report         reportCommentRoute (once; twice: 409; one's own: 400).
 * Every refusal's message is shown in a toast (with JavaScript) or over the list (without).
 * Values the provider makes come from the provider state (./states/comments.ts).
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import {
  createCommentRoute,
  deleteCommentRoute,
  editCommentRoute,
  pinCommentsRoute,
  reportCommentRoute,
} from "~common/saving/comments/contracts";
import { COMMENT_MAX_LENGTH } from "~common/saving/comments/rules";
import { clientFor, createPact, interaction } from "./interaction";
import { JANE } from "./states/auth";
import { COMMENT_STATES, PAT_COMMENT } from "./states/comments";

const { boolean, eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = createPact();
const onPin = { state: COMMENT_STATES.onPin, params: JANE };
const own = { state: COMMENT_STATES.own, params: JANE };

const EX = { pinId: "101", commentId: "7", ownCommentId: "8", secretPinId: "102" };
const PIN_ID = fromProviderState("${pinId}", EX.pinId);
const COMMENT_ID = fromProviderState("${commentId}", EX.commentId);
const OWN_COMMENT_ID = fromProviderState("${ownCommentId}", EX.ownCommentId);
const SECRET_PIN_ID = fromProviderState("${secretPinId}", EX.secretPinId);
const COOKIE_EXAMPLE = "pin_sess=AbCdEfGhIjKlMnOpQrStUv";
const SESSION = { Cookie: fromProviderState("${sessionCookie}", COOKIE_EXAMPLE) };

const id = (example: string) => regex(/^[1-9][0-9]*$/, example);
const iso = regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, "2026-12-02T09:30:00.000Z");
const person = (first: string) => ({
  id: string("3f0c8a52-8d4e-4c4e-9a3b-2f5a1c7d9e10"),
  username: string(first.toLowerCase()),
  full_name: string(first),
  first_name: string(first),
  image_medium_url: string("/default-avatar.svg"),
  is_default_image: boolean(true),
  avatar_color_index: integer(0),
});

/** A comment as Jane (the Pin's pinner) sees it: Pat's (she may delete and report it) or her own. */
const comment = ({ mine, text, reported = false, edited = false }: { mine: boolean; text: string; reported?: boolean; edited?: boolean }) => ({
  id: id(mine ? EX.ownCommentId : EX.commentId),
  type: "pin_comment",
  pin_id: id(EX.pinId),
  text,
  created_at: iso,
  edited_at: edited ? iso : null,
  author: person(mine ? "Jane" : "Pat"),
  can_edit: mine,
  can_delete: true,
  can_report: !mine && !reported,
  reported_by_me: reported,
});

const janeClient = (mock: Parameters<typeof clientFor>[0]) => clientFor(mock, { Cookie: COOKIE_EXAMPLE });

describe("GET /v3/pins/{id}/comments/", () => {
  test("the Pin's comments, newest first, with what the pinner may do", async () => {
    await interaction(pact, {
      route: pinCommentsRoute,
      uponReceiving: "a Pin's comments read by its pinner",
      given: onPin,
      request: { params: { id: PIN_ID }, headers: SESSION },
      response: { data: { items: eachLike(comment({ mine: false, text: PAT_COMMENT })), bookmark: null, comment_count: integer(1) } },
    }).executeTest(async (mock) => {
      const res = await janeClient(mock).call(pinCommentsRoute, { params: { id: EX.pinId }, query: {} });
      expect(res.ok && res.data.items[0]).toMatchObject({ can_delete: true, can_edit: false });
    });
  });
});

describe("POST /v3/pins/{id}/comments/", () => {
  test("a comment, trimmed", async () => {
    await interaction(pact, {
      route: createCommentRoute,
      uponReceiving: "a comment on a Pin",
      given: onPin,
      request: { params: { id: PIN_ID }, headers: SESSION, json: { text: "  Nice glaze  " } },
      response: { data: { ...comment({ mine: true, text: "Nice glaze" }) } },
    }).executeTest(async (mock) => {
      const res = await janeClient(mock).call(createCommentRoute, { params: { id: EX.pinId }, json: { text: "  Nice glaze  " } });
      expect(res.ok && res.data.text).toBe("Nice glaze");
    });
  });

  const refusals = [
    ["a blank comment", { text: "   " }, "COMMENT_TEXT_MISSING"],
    ["a comment too long", { text: "x".repeat(COMMENT_MAX_LENGTH + 1) }, "COMMENT_TEXT_TOO_LONG"],
  ] as const;
  for (const [what, json, error] of refusals) {
    test(`${what}: ${error}`, async () => {
      await interaction(pact, {
        route: createCommentRoute,
        uponReceiving: what,
        given: onPin,
        request: { params: { id: PIN_ID }, headers: SESSION, json },
        response: { error, data: { field: "text" } },
      }).executeTest(async (mock) => {
        const res = await janeClient(mock).call(createCommentRoute, { params: { id: EX.pinId }, json });
        expect(res).toMatchObject({ ok: false, status: 400 });
      });
    });
  }

  test("a comment on a Pin of someone else's secret board: 404 PIN_NOT_FOUND", async () => {
    await interaction(pact, {
      route: createCommentRoute,
      uponReceiving: "a comment on a Pin the viewer cannot see",
      given: onPin,
      request: { params: { id: SECRET_PIN_ID }, headers: SESSION, json: { text: "Let me in" } },
      response: { error: "PIN_NOT_FOUND", data: { field: "id" } },
    }).executeTest(async (mock) => {
      const res = await janeClient(mock).call(createCommentRoute, { params: { id: EX.secretPinId }, json: { text: "Let me in" } });
      expect(res).toMatchObject({ ok: false, status: 404 });
    });
  });

  test("without a session: 401 AUTH_REQUIRED", async () => {
    await interaction(pact, {
      route: createCommentRoute,
      uponReceiving: "a comment without a session",
      given: onPin,
      request: { params: { id: PIN_ID }, json: { text: "Anonymous" } },
      response: { error: "AUTH_REQUIRED" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(createCommentRoute, { params: { id: EX.pinId }, json: { text: "Anonymous" } });
      expect(res).toMatchObject({ ok: false, status: 401 });
    });
  });

  test("past the per-account limit: 429 COMMENTING_TOO_FAST with Retry-After", async () => {
    await interaction(pact, {
      route: createCommentRoute,
      uponReceiving: "a comment from an account that has posted its minute's comments",
      given: { state: COMMENT_STATES.tooFast },
      request: { params: { id: PIN_ID }, headers: SESSION, json: { text: "One more" } },
      response: { error: "COMMENTING_TOO_FAST", data: { retry_after_seconds: integer(42) }, headers: { "Retry-After": regex(/^[1-9][0-9]*$/, "42") } },
    }).executeTest(async (mock) => {
      const res = await janeClient(mock).call(createCommentRoute, { params: { id: EX.pinId }, json: { text: "One more" } });
      expect(res).toMatchObject({ ok: false, status: 429 });
    });
  });
});

describe("PATCH /v3/pins/{id}/comments/{comment_id}/", () => {
  test("the author's new text", async () => {
    await interaction(pact, {
      route: editCommentRoute,
      uponReceiving: "an edit of the viewer's own comment",
      given: own,
      request: { params: { id: PIN_ID, comment_id: OWN_COMMENT_ID }, headers: SESSION, json: { text: "Jane's better note" } },
      response: { data: comment({ mine: true, text: "Jane's better note", edited: true }) },
    }).executeTest(async (mock) => {
      const res = await janeClient(mock).call(editCommentRoute, {
        params: { id: EX.pinId, comment_id: EX.ownCommentId },
        json: { text: "Jane's better note" },
      });
      expect(res.ok && res.data.edited_at).toBeTruthy();
    });
  });

  test("someone else's comment: 403 NOT_YOUR_COMMENT", async () => {
    await interaction(pact, {
      route: editCommentRoute,
      uponReceiving: "an edit of another person's comment",
      given: onPin,
      request: { params: { id: PIN_ID, comment_id: COMMENT_ID }, headers: SESSION, json: { text: "Words in Pat's mouth" } },
      response: { error: "NOT_YOUR_COMMENT", data: { field: "comment_id" } },
    }).executeTest(async (mock) => {
      const res = await janeClient(mock).call(editCommentRoute, {
        params: { id: EX.pinId, comment_id: EX.commentId },
        json: { text: "Words in Pat's mouth" },
      });
      expect(res).toMatchObject({ ok: false, status: 403 });
    });
  });
});

describe("DELETE /v3/pins/{id}/comments/{comment_id}/", () => {
  const deletions = [
    ["the viewer's own comment", own, OWN_COMMENT_ID, EX.ownCommentId],
    ["another person's comment on the viewer's Pin", onPin, COMMENT_ID, EX.commentId],
  ] as const;
  for (const [what, given, commentId, example] of deletions) {
    test(`deletes ${what}`, async () => {
      await interaction(pact, {
        route: deleteCommentRoute,
        uponReceiving: `a deletion of ${what}`,
        given,
        request: { params: { id: PIN_ID, comment_id: commentId }, headers: SESSION },
        response: { data: null },
      }).executeTest(async (mock) => {
        const res = await janeClient(mock).call(deleteCommentRoute, { params: { id: EX.pinId, comment_id: example } });
        expect(res.ok).toBe(true);
      });
    });
  }

  test("a comment that is gone: 404 COMMENT_NOT_FOUND", async () => {
    await interaction(pact, {
      route: deleteCommentRoute,
      uponReceiving: "a deletion of a comment that does not exist",
      given: onPin,
      request: { params: { id: PIN_ID, comment_id: "999999999999" }, headers: SESSION },
      response: { error: "COMMENT_NOT_FOUND", data: { field: "comment_id" } },
    }).executeTest(async (mock) => {
      const res = await janeClient(mock).call(deleteCommentRoute, { params: { id: EX.pinId, comment_id: "999999999999" } });
      expect(res).toMatchObject({ ok: false, status: 404 });
    });
  });
});

describe("POST /v3/pins/{id}/comments/{comment_id}/report/", () => {
  test("a report: the comment stays, reported_by_me", async () => {
    await interaction(pact, {
      route: reportCommentRoute,
      uponReceiving: "a report of another person's comment",
      given: onPin,
      request: { params: { id: PIN_ID, comment_id: COMMENT_ID }, headers: SESSION },
      response: { data: comment({ mine: false, text: PAT_COMMENT, reported: true }) },
    }).executeTest(async (mock) => {
      const res = await janeClient(mock).call(reportCommentRoute, { params: { id: EX.pinId, comment_id: EX.commentId } });
      expect(res.ok && res.data.reported_by_me).toBe(true);
    });
  });

  test("a second report of the same comment: 409 COMMENT_ALREADY_REPORTED", async () => {
    await interaction(pact, {
      route: reportCommentRoute,
      uponReceiving: "a second report of a comment by the same person",
      given: { state: COMMENT_STATES.reported, params: JANE },
      request: { params: { id: PIN_ID, comment_id: COMMENT_ID }, headers: SESSION },
      response: { error: "COMMENT_ALREADY_REPORTED", data: { field: "comment_id" } },
    }).executeTest(async (mock) => {
      const res = await janeClient(mock).call(reportCommentRoute, { params: { id: EX.pinId, comment_id: EX.commentId } });
      expect(res).toMatchObject({ ok: false, status: 409 });
    });
  });

  test("a report of one's own comment: 400 CANNOT_REPORT_OWN_COMMENT", async () => {
    await interaction(pact, {
      route: reportCommentRoute,
      uponReceiving: "a report of the viewer's own comment",
      given: own,
      request: { params: { id: PIN_ID, comment_id: OWN_COMMENT_ID }, headers: SESSION },
      response: { error: "CANNOT_REPORT_OWN_COMMENT", data: { field: "comment_id" } },
    }).executeTest(async (mock) => {
      const res = await janeClient(mock).call(reportCommentRoute, { params: { id: EX.pinId, comment_id: EX.ownCommentId } });
      expect(res).toMatchObject({ ok: false, status: 400 });
    });
  });
});
