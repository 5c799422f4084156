/**
 * /board/invite/{token}/'s loader work (saving.md §4 invites; the link of the invite email,
 * worker/saving/collaborators/invite-email.ts): the invite's board and inviter through the public
 * preview call. A logged-out visitor gets the sign-up over the page (auth.md §2.2 source
 * boardInvite, with the inviter of ?inviter=), and after signing up or logging in comes back here
 * to accept; a used, declined or withdrawn link says so.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { authModalHref, readAuthModal } from "~common/auth/modal";
import { invitePreviewRoute } from "~common/saving/collaborators/contracts";
import { INVITE_TOKEN_PATTERN } from "~common/saving/collaborators/schemas";
import { apiClientFor } from "../../../lib/api.server";
import { viewerFor } from "../../../lib/viewer.server";
import { toPersonCard } from "../feeds/index.server";

export async function loadInvite(request: Request, context: Readonly<RouterContextProvider>, token: string) {
  const url = new URL(request.url);
  const viewer = await viewerFor(request, context);
  const loggedIn = viewer?.type === "AUTH" && viewer.user !== null;
  const preview = INVITE_TOKEN_PATTERN.test(token)
    ? await apiClientFor(request, context).call(invitePreviewRoute, { params: { token } })
    : null;
  if (!preview?.ok) return data({ invite: null, token, loggedIn, userId: null, signupHref: null, loginHref: null }, { status: 404 });
  const here = `${url.pathname}${url.search}`;
  if (!loggedIn && !readAuthModal(url.searchParams)) throw redirect(authModalHref(url.pathname, url.search, { source: "boardInvite" }));
  const next = new URL(here, url.origin);
  for (const key of ["auth", "source", "respond_to"]) next.searchParams.delete(key);
  return {
    invite: { boardName: preview.data.board.name, boardUrl: preview.data.board.url, inviter: toPersonCard(preview.data.inviter) },
    token,
    loggedIn,
    userId: loggedIn ? viewer.user!.id : null,
    signupHref: authModalHref(url.pathname, url.search, { source: "boardInvite" }),
    loginHref: `/login?${new URLSearchParams({ next: `${next.pathname}${next.search}` })}`,
  };
}
