/**
 * Why: the collaborator API (saving.md §4, §6, §7; contracts in
 * common/saving/collaborators/contracts.ts): share suggestions, invites (made by the owner, emailed
 * through the outbox, re-sent on the owner's ask; accepted or declined by the invitee, by board or by link) and removing a
 * collaborator. Everything but an invite link's preview needs a logged-in viewer.
 */
import {
  acceptInviteLinkRoute,
  acceptInviteRoute,
  boardInvitesRoute,
  createInvitesRoute,
  declineInviteLinkRoute,
  deleteInviteRoute,
  invitePreviewRoute,
  myInvitesRoute,
  removeCollaboratorRoute,
  resendInviteRoute,
  shareSuggestionsRoute,
} from "~common/saving/collaborators/contracts";
import { deliverSoon } from "../../platform/outbox";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { requireViewer } from "../../platform/guards";
import { removeCollaborator } from "./collaborators";
import {
  acceptInvite,
  acceptInviteLink,
  createInvites,
  declineInviteLink,
  deleteInvite,
  invitePreview,
  myInvites,
  ownerBoardInvites,
  resendInvite,
} from "./invites";
import { shareSuggestions } from "./share-suggestions";

export const collaboratorRoutes = createRouter()
  .openapi(shareSuggestionsRoute, async (c) => {
    const viewer = await requireViewer(c);
    return ok(c, await shareSuggestions(c.env.DB, viewer, c.req.valid("query").q));
  })
  .openapi(createInvitesRoute, async (c) => {
    const viewer = await requireViewer(c);
    const origin = new URL(c.req.url).origin;
    const { invites, mailIds } = await createInvites(c.env.DB, viewer, Number(c.req.valid("param").id), c.req.valid("json"), origin);
    await deliverSoon(c.env, mailIds);
    return ok(c, invites);
  })
  .openapi(boardInvitesRoute, async (c) => {
    const viewer = await requireViewer(c);
    return ok(c, await ownerBoardInvites(c.env.DB, viewer, Number(c.req.valid("param").id)));
  })
  .openapi(resendInviteRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { id, invite_id } = c.req.valid("param");
    const { invite, mailIds } = await resendInvite(c.env.DB, viewer, Number(id), Number(invite_id), new URL(c.req.url).origin);
    await deliverSoon(c.env, mailIds);
    return ok(c, invite);
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
