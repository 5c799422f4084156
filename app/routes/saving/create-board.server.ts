/**
 * /board/create/'s action work (saving.md §2 "Link for creating a board"; §5 board name): check
 * the name with the shared rule, create the board (POST /v3/boards/, public or secret), and when
 * the page was opened to save a Pin (?pin=, from the Save button of a viewer with no board yet)
 * save it there; then go back to `next` with the saved notice, or to the new board.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { safeNextPath } from "~common/auth/rules/next-path";
import { isEmailFormat } from "~common/auth/rules/email";
import { createInvitesRoute } from "~common/saving/collaborator-contracts";
import { USER_ID_PATTERN } from "~common/saving/collaborator-schemas";
import { MAX_INVITES_PER_CALL } from "~common/saving/constants";
import { createBoardRoute, createPinRoute, userProfileRoute } from "~common/saving/contracts";
import { NAME_RULE_MESSAGES, SAVING_MESSAGES } from "~common/saving/messages";
import { checkBoardName } from "~common/saving/rules/names";
import { ID_PATTERN, USERNAME_PATTERN } from "~common/saving/schemas";
import type { ApiClient } from "../../lib/api-client";
import { apiClientFor } from "../../lib/api.server";
import { formString } from "../../lib/forms";
import { SAVED_PARAM, SAVED_TO_PARAM } from "./saved-params";

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
  // saving.md §4: the queued collaborators are invited once the board exists. A failed invite
  // does not undo the board; the owner can invite again.
  await sendInvites(api, board.id, form);
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

/**
 * The invites of the form: the search's queue (invite_user ids, invite_email addresses) and,
 * without JavaScript, the typed field (addresses and usernames, by commas or spaces).
 */
async function sendInvites(api: ApiClient, boardId: string, form: FormData) {
  const userIds = new Set(form.getAll("invite_user").map(String).filter((id) => USER_ID_PATTERN.test(id)));
  const emails = new Set(form.getAll("invite_email").map((e) => String(e).trim().toLowerCase()).filter(isEmailFormat));
  const typed = formString(form, "invite").split(/[\s,;]+/).filter(Boolean);
  for (const word of typed) if (isEmailFormat(word)) emails.add(word.toLowerCase());
  const usernames = typed.map((w) => w.replace(/^@/, "")).filter((w) => USERNAME_PATTERN.test(w));
  const found = await Promise.all(usernames.map((username) => api.call(userProfileRoute, { params: { username } })));
  for (const f of found) if (f.ok) userIds.add(f.data.id);
  if (userIds.size === 0 && emails.size === 0) return;
  await api.call(createInvitesRoute, {
    params: { id: boardId },
    json: { user_ids: [...userIds].slice(0, MAX_INVITES_PER_CALL), emails: [...emails].slice(0, MAX_INVITES_PER_CALL) },
  });
}
