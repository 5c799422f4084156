/**
 * /{username}/'s loader work: the person (404 page in place when the path names nobody,
 * app/routes/saving/profiles/people.server.ts) and a page of their boards as the viewer may see them
 * (saving.md §7 BoardsResource: last pinned to first; secret boards only for their members), and
 * on the viewer's own profile their pending board invites (saving.md §4).
 */
import type { RouterContextProvider } from "react-router";
import { myInvitesRoute } from "~common/saving/collaborators";
import { userBoardsRoute } from "~common/saving/contracts";
import { apiClientFor } from "../../../lib/api.server";
import { resourceOrRedirect } from "../../../lib/resource.server";
import { viewerFor } from "../../../lib/viewer.server";
import { authLinks } from "./auth-links.server";
import { toBoardCard, toPersonCard } from "../feeds/index.server";
import type { InviteCard } from "../collaborators";
import { notFoundPage, personAt } from "./people.server";
import { SAVING_COPY } from "~common/saving/messages";
import { previewImage, shareMeta, type SharePreview } from "../share/index.server";

export async function loadProfile(request: Request, context: Readonly<RouterContextProvider>, username: string) {
  const person = await personAt(request, context, username);
  if (!person) return notFoundPage();
  const bookmark = new URL(request.url).searchParams.get("bookmark");
  const api = apiClientFor(request, context);
  const viewer = await viewerFor(request, context);
  const own = viewer?.user?.id === person.id;
  const [result, invites] = await Promise.all([
    api.call(userBoardsRoute, { params: { username: person.username }, query: bookmark ? { bookmark } : {} }),
    // The viewer's own profile lists their pending board invites (saving.md §4); a failed read lists none.
    own ? api.call(myInvitesRoute, {}) : null,
  ]);
  const boards = resourceOrRedirect(result, { request, viewer });
  const origin = new URL(request.url).origin;
  /** The link to share and its preview (Open Graph): the person's picture when they have one. */
  const share: SharePreview = {
    url: new URL(`/${person.username}/`, origin).href,
    image: person.is_default_image ? null : previewImage(origin, person.image_large_url, null, person.full_name),
    indexable: true,
    noindex: person.hide_from_search === true,
    type: "profile",
  };
  return {
    /** The page's title, description, canonical URL and link preview (the route's `meta`). */
    meta: shareMeta(`${person.full_name} (@${person.username})`, SAVING_COPY.profileDescription(person.full_name), share),
    notFound: false as const,
    person,
    // Archived boards come last (include_archived) and show as their own group.
    boards: boards.items.filter((b) => b.archived_by_me_at === null).map(toBoardCard),
    archived: boards.items.filter((b) => b.archived_by_me_at !== null).map(toBoardCard),
    bookmark: boards.bookmark,
    authLinks: authLinks(request),
    invites: invites?.ok
      ? invites.data.map((i): InviteCard => ({
          boardId: i.board.id,
          boardName: i.board.name,
          boardUrl: i.board.url,
          inviter: toPersonCard(i.inviter),
        }))
      : [],
  };
}
