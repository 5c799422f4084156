/**
 * The collaborator actions of the pages (saving.md §4 "Invites and collaborators"; the calls of
 * common/saving/collaborators/contracts.ts): remove a collaborator or leave a board (board page),
 * accept or decline an invite (the invitee's profile, the invite page), re-send an invite's email
 * (the board's owner, board page). Each answers data for a
 * JavaScript fetcher (the page changed at once and puts things back on a failure) or redirects a
 * plain form back to `next` (or, on accepting, to the board).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { safeNextPath } from "~common/auth/rules";
import {
  acceptInviteLinkRoute,
  acceptInviteRoute,
  declineInviteLinkRoute,
  deleteInviteRoute,
  removeCollaboratorRoute,
  resendInviteRoute,
} from "~common/saving/collaborators/contracts";
import { INVITE_TOKEN_PATTERN, USER_ID_PATTERN } from "~common/saving/collaborators/schemas";
import { ID_PATTERN } from "~common/saving/schemas";
import { apiClientFor } from "../../../lib/api.server";
import { formString } from "../../../lib/forms";

export type CollaboratorIntent = "remove" | "accept" | "decline" | "resend";

export interface CollaboratorAnswer {
  ok: boolean;
  intent: CollaboratorIntent;
  /** The person (remove), board (accept, decline) or invite (resend) the answer is about. */
  id: string;
  message?: string;
}

const INTENTS: readonly CollaboratorIntent[] = ["remove", "accept", "decline", "resend"];

export async function collaboratorAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const intent = formString(form, "intent") as CollaboratorIntent;
  const next = safeNextPath(formString(form, "next"));
  const js = formString(form, "js") === "1";
  const boardId = formString(form, "board_id");
  const userId = formString(form, "user_id");
  const token = formString(form, "token");
  const inviteId = formString(form, "invite_id");
  const byLink = INVITE_TOKEN_PATTERN.test(token);
  const api = apiClientFor(request, context);
  if (intent === "resend") {
    if (!ID_PATTERN.test(boardId) || !ID_PATTERN.test(inviteId)) throw redirect(next);
    const sent = await api.call(resendInviteRoute, { params: { id: boardId, invite_id: inviteId } });
    if (sent.status === 401) throw redirect(`/login?${new URLSearchParams({ next })}`);
    const answer: CollaboratorAnswer = { ok: sent.ok, intent, id: inviteId, ...(!sent.ok && { message: sent.error.message }) };
    if (js) return data(answer, { status: sent.ok ? 200 : sent.status });
    throw redirect(next);
  }
  if (!INTENTS.includes(intent) || (!byLink && (!ID_PATTERN.test(boardId) || !USER_ID_PATTERN.test(userId)))) throw redirect(next);

  const params = { id: boardId, user_id: userId };
  const result =
    intent === "remove"
      ? await api.call(removeCollaboratorRoute, { params })
      : intent === "accept"
        ? byLink
          ? await api.call(acceptInviteLinkRoute, { params: { token } })
          : await api.call(acceptInviteRoute, { params })
        : byLink
          ? await api.call(declineInviteLinkRoute, { params: { token } })
          : await api.call(deleteInviteRoute, { params });
  if (result.status === 401) throw redirect(`/login?${new URLSearchParams({ next })}`);
  const answer: CollaboratorAnswer = {
    ok: result.ok,
    intent,
    id: intent === "remove" ? userId : boardId,
    ...(!result.ok && { message: result.error.message_detail ?? result.error.message }),
  };
  if (result.ok && intent === "accept") {
    const board = result.data as { url: string };
    if (js) return data({ ...answer, url: board.url });
    throw redirect(board.url);
  }
  if (js) return data(answer, { status: result.ok ? 200 : result.status });
  throw redirect(next);
}
