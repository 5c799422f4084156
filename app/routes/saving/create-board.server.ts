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
import { createPinRoute, userProfileRoute } from "~common/saving/contracts";
import { ID_PATTERN, USERNAME_PATTERN } from "~common/saving/schemas";
import type { ApiClient } from "../../lib/api-client";
import { apiClientFor } from "../../lib/api.server";
import { formString } from "../../lib/forms";
import { createNamedBoard } from "./named-writes.server";
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
  const api = apiClientFor(request, context);
  const created = await createNamedBoard(api, name, { privacy: secret ? "secret" : "public" });
  if (!created.ok) return data<CreateBoardAnswer>({ ...echo, fieldError: created.fieldError, formError: created.formError }, { status: created.status });
  const board = created.value;
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
