/**
 * Sending a create-board form's invites once its board exists (saving.md §4 "Collaborator invites
 * are queued and sent after the board is saved"), the same for /board/create/ and the save flow's
 * Create board step: the collaborator search's queue (invite_user ids, invite_email addresses)
 * and, without JavaScript, the typed field (addresses and usernames, by commas or spaces), in one
 * POST /v3/boards/{id}/invites/. A failed invite does not undo the board (docs/decisions/015);
 * the owner can invite again from the board.
 */
import { isEmailFormat } from "~common/auth/rules";
import { createInvitesRoute } from "~common/saving/collaborators/contracts";
import { USER_ID_PATTERN } from "~common/saving/collaborators/schemas";
import { MAX_INVITES_PER_CALL } from "~common/saving/constants";
import { userProfileRoute } from "~common/saving/contracts";
import { USERNAME_PATTERN } from "~common/saving/schemas";
import type { ApiClient } from "../../../lib/api-client";
import { formString } from "../../../lib/forms";

/**
 * @example
 * const created = await createNamedBoard(api, name, { privacy: "public" });
 * if (created.ok) await sendQueuedInvites(api, created.value.id, form);
 */
export async function sendQueuedInvites(api: ApiClient, boardId: string, form: FormData): Promise<void> {
  const userIds = new Set(
    form
      .getAll("invite_user")
      .map(String)
      .filter((id) => USER_ID_PATTERN.test(id)),
  );
  const emails = new Set(
    form
      .getAll("invite_email")
      .map((e) => String(e).trim().toLowerCase())
      .filter(isEmailFormat),
  );
  const typed = formString(form, "invite")
    .split(/[\s,;]+/)
    .filter(Boolean);
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
