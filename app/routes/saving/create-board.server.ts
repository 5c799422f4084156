/**
 * /board/create/'s action work (saving.md §2 "Link for creating a board"; §5 board name): check
 * the name with the shared rule, create the board (POST /v3/boards/, public or secret), and when
 * the page was opened to save a Pin (?pin=, from the Save button of a viewer with no board yet)
 * save it there; then go back to `next` with the saved notice, or to the new board.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { safeNextPath } from "~common/auth/rules/next-path";
import { createBoardRoute, createPinRoute } from "~common/saving/contracts";
import { NAME_RULE_MESSAGES, SAVING_MESSAGES } from "~common/saving/messages";
import { checkBoardName } from "~common/saving/rules/names";
import { ID_PATTERN } from "~common/saving/schemas";
import { apiClientFor } from "../../lib/api.server";
import { formString } from "../../lib/forms";
import { SAVED_PARAM, SAVED_TO_PARAM } from "./saved-params";

export interface CreateBoardAnswer {
  name: string;
  secret: boolean;
  fieldError?: string;
  formError?: string;
}

export async function createBoardFromForm(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const name = formString(form, "name");
  const secret = formString(form, "secret") === "on";
  const search = new URL(request.url).searchParams;
  const pin = search.get("pin");
  const echo = { name, secret };
  const local = checkBoardName(name);
  if (local) return data<CreateBoardAnswer>({ ...echo, fieldError: NAME_RULE_MESSAGES[local] }, { status: 400 });

  const api = apiClientFor(request, context);
  const created = await api.call(createBoardRoute, { json: { name, privacy: secret ? "secret" : "public" } });
  if (!created.ok) {
    const message = created.error.message_detail ?? created.error.message;
    // saving.md §8 "Creating a board fails: the message (…) Fallback: 'Uh oh! Something went wrong.'"
    if (created.error.data?.field === "name") return data<CreateBoardAnswer>({ ...echo, fieldError: message }, { status: created.status });
    return data<CreateBoardAnswer>({ ...echo, formError: message || SAVING_MESSAGES.createBoardFailed }, { status: created.status });
  }
  const board = created.data;
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
