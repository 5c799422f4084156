/**
 * Why: the collaborator API (saving.md §4, §6, §7; contracts in
 * common/saving/collaborators/contracts.ts): share suggestions, invites (made by the owner, emailed
 * after the answer; accepted or declined by the invitee, by board or by link) and removing a
 * collaborator. Everything but an invite link's preview needs a logged-in viewer.
 */
import {
  acceptInviteLinkRoute,
  acceptInviteRoute,
  createInvitesRoute,
  declineInviteLinkRoute,
  deleteInviteRoute,
  invitePreviewRoute,
  myInvitesRoute,
  removeCollaboratorRoute,
  shareSuggestionsRoute,
} from "~common/saving/collaborators/contracts";
import { emailSender } from "../../platform/email";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { requireViewer } from "../../platform/guards";
import { withoutOptedOut } from "../../auth/settings";
import { removeCollaborator } from "./collaborators";
import { inviteEmail, inviteLinkUrl } from "./invite-email";
import { acceptInvite, acceptInviteLink, createInvites, declineInviteLink, deleteInvite, invitePreview, myInvites } from "./invites";
import { shareSuggestions } from "./share-suggestions";

export const collaboratorRoutes = createRouter()
  .openapi(shareSuggestionsRoute, async (c) => {
    const viewer = await requireViewer(c);
    return ok(c, await shareSuggestions(c.env.DB, viewer, c.req.valid("query").q));
  })
  .openapi(createInvitesRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { invites, emails, board } = await createInvites(c.env.DB, viewer, Number(c.req.valid("param").id), c.req.valid("json"));
    // The invitees' notification switch (worker/auth/settings): an account that turned board invites off gets none.
    const wanted = await withoutOptedOut(
      c.env.DB,
      emails.map((e) => e.to),
      "board_invites",
    );
    const mailed = emails.filter((e) => wanted.has(e.to.toLowerCase()));
    if (mailed.length > 0) {
      const origin = new URL(c.req.url).origin;
      const inviter = invites[0]!.inviter;
      const sender = emailSender(c.env, c.req.url);
      const name = inviter.full_name || inviter.username;
      const send = Promise.allSettled(
        mailed.map(async (e) =>
          sender.send(
            await inviteEmail({ to: e.to, inviter: name, board: board.name, link: inviteLinkUrl(origin, e.token, inviter.username) }),
          ),
        ),
      ).then((results) => results.forEach((r) => r.status === "rejected" && console.error("board invite email", r.reason)));
      c.executionCtx.waitUntil(send);
    }
    return ok(c, invites);
  })
  .openapi(myInvitesRoute, async (c) => ok(c, await myInvites(c.env.DB, await requireViewer(c))))
  .openapi(acceptInviteRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { id, user_id } = c.req.valid("param");
    return ok(c, await acceptInvite(c.env.DB, viewer, Number(id), user_id));
  })
  .openapi(deleteInviteRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { id, user_id } = c.req.valid("param");
    await deleteInvite(c.env.DB, viewer, Number(id), user_id);
    return ok(c, null);
  })
  .openapi(invitePreviewRoute, async (c) => {
    c.header("Cache-Control", "private, no-store");
    return ok(c, await invitePreview(c.env.DB, c.req.valid("param").token));
  })
  .openapi(acceptInviteLinkRoute, async (c) => ok(c, await acceptInviteLink(c.env.DB, await requireViewer(c), c.req.valid("param").token)))
  .openapi(declineInviteLinkRoute, async (c) => {
    await declineInviteLink(c.env.DB, await requireViewer(c), c.req.valid("param").token);
    return ok(c, null);
  })
  .openapi(removeCollaboratorRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { id, user_id } = c.req.valid("param");
    await removeCollaborator(c.env.DB, viewer, Number(id), user_id);
    return ok(c, null);
  });
