/**
 * The work of the Save button (app/routes/saving/save-button.tsx) until the save-to-board modal
 * exists: save the Pin (a repin, saving.md §7) to the viewer's most recently used board, or, with
 * no board yet, send them to create one (/board/create/, which then saves it; a redirect, which a
 * fetcher follows too). A JavaScript submission gets data back (the button shows "Saved" and the
 * toast); a plain form is sent back to its page with ?saved=&saved_to= (or ?save_error=).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { authModalHref } from "~common/auth/modal-link";
import { safeNextPath } from "~common/auth/rules/next-path";
import { createPinRoute, userBoardsRoute } from "~common/saving/contracts";
import { apiClientFor } from "../../lib/api.server";
import { formString } from "../../lib/forms";
import { viewerFor } from "../../lib/viewer.server";
import { SAVE_ERROR_PARAM, SAVED_PARAM, SAVED_TO_PARAM, type SaveAnswer } from "./save-button";

/** `next` with the notice parameters replaced by `extra`. */
function back(next: string, extra: Record<string, string>): string {
  const url = new URL(next, "http://same-origin.invalid");
  for (const name of [SAVED_PARAM, SAVED_TO_PARAM, SAVE_ERROR_PARAM]) url.searchParams.delete(name);
  for (const [k, v] of Object.entries(extra)) url.searchParams.set(k, v);
  return `${url.pathname}${url.search}`;
}

/** Where a save without a board goes: the create-board page, which saves the Pin after. */
export const createBoardHref = (pinId: string, next: string) => `/board/create?${new URLSearchParams({ pin: pinId, next })}`;

export async function saveToRecentBoard(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const pinId = formString(form, "pin_id");
  const next = safeNextPath(formString(form, "next"));
  const js = formString(form, "js") === "1";
  const answer = (a: SaveAnswer, noJs: string) => (js ? data(a) : redirect(noJs));

  const viewer = await viewerFor(request, context);
  if (viewer?.type !== "AUTH" || !viewer.user) {
    const url = new URL(next, "http://same-origin.invalid");
    // A redirect, also for a fetcher: the router then navigates there.
    throw redirect(authModalHref(url.pathname, url.search, { source: "saveButton" }));
  }
  const api = apiClientFor(request, context);
  const boards = await api.call(userBoardsRoute, {
    params: { username: viewer.user.username },
    query: { sort: "last_pinned_to", page_size: 1, include_archived: "false" },
  });
  const board = boards.ok ? boards.data.items[0] : undefined;
  if (!board) throw redirect(createBoardHref(pinId, next));

  const result = await api.call(createPinRoute, { json: { board_id: board.id, pin_id: pinId } });
  if (!result.ok) {
    // saving.md §8 "Saving a pin fails: message_detail or message is shown".
    const message = result.error.message_detail ?? result.error.message;
    return answer({ saved: false, error: message }, back(next, { [SAVE_ERROR_PARAM]: message }));
  }
  return answer({ saved: true, pinId: result.data.id, boardName: board.name }, back(next, { [SAVED_PARAM]: pinId, [SAVED_TO_PARAM]: board.name }));
}
