/**
 * /board/create/'s action work (saving.md §2 "Link for creating a board"; §5 board name): check
 * the name with the shared rule, create the board (POST /v3/boards/, public or secret), and when
 * the page was opened to save a Pin (?pin=, from the Save button of a viewer with no board yet)
 * save it there; then go back to `next` with the saved notice, or to the new board.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { safeNextPath } from "~common/auth/rules";
import { createPinRoute } from "~common/saving/contracts";
import { ID_PATTERN } from "~common/saving/schemas";
import { apiClientFor } from "../../../lib/api.server";
import { formString } from "../../../lib/forms";
import { sendQueuedInvites } from "../collaborators/index.server";
import { createNamedBoard } from "./named-writes.server";
import { SAVED_PARAM, SAVED_TO_PARAM } from "../board-picker";

export interface CreateBoardAnswer {
  name: string;
  secret: boolean;
  invite?: string;
  fieldError?: string;
  formError?: string;
}

export async function createBoardFromForm(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const name = formString(form, "name");
  const secret = formString(form, "secret") === "on";
  const search = new URL(request.url).searchParams;
  const pin = search.get("pin");
  const invite = formString(form, "invite");
  const echo = { name, secret, invite };
  const api = apiClientFor(request, context);
  const created = await createNamedBoard(api, name, { privacy: secret ? "secret" : "public" });
  if (!created.ok)
    return data<CreateBoardAnswer>({ ...echo, fieldError: created.fieldError, formError: created.formError }, { status: created.status });
  const board = created.value;
  // saving.md §4: the queued collaborators are invited once the board exists. A failed invite
  // does not undo the board; the owner can invite again.
  await sendQueuedInvites(api, board.id, form);
  if (pin && ID_PATTERN.test(pin)) {
    const saved = await api.call(createPinRoute, { json: { board_id: board.id, pin_id: pin } });
    const next = new URL(safeNextPath(search.get("next"), `/pin/${pin}`), "http://same-origin.invalid");
    if (saved.ok) {
      next.searchParams.set(SAVED_PARAM, pin);
      next.searchParams.set(SAVED_TO_PARAM, board.name);
    }
    throw redirect(`${next.pathname}${next.search}`);
  }
  throw redirect(board.url);
}
