/**
 * /{username}/{board}/ and /{username}/{board}/{section}/ loader work: the person (404 page in
 * place when the path names nobody), the board by its path segment and, for a section page, the
 * section (a missing or secret board or section is a failed resource: auth.md §2.5's redirect to
 * / with the show-error flag), the board's sections, and the first page of Pins (or the page a
 * no-JavaScript "More ideas" link asks for).
 */
import { redirect, type RouterContextProvider } from "react-router";
import { boardBySlugRoute, boardSectionsRoute, sectionBySlugRoute } from "~common/saving/contracts";
import { boardInvitesRoute } from "~common/saving/collaborators";
import type { Board } from "~common/saving/schemas";
import { apiClientFor } from "../../../lib/api.server";
import { resourceOrRedirect } from "../../../lib/resource.server";
import { viewerFor } from "../../../lib/viewer.server";
import { authLinks } from "../profiles/index.server";
import type { BoardPerson, PendingInvite } from "../collaborators";
import { loadPinPage, toBoardCard, toPersonCard, toSectionCard } from "../feeds/index.server";
import { organizeData } from "../move-pins/index.server";
import { notFoundPage, personAt } from "../profiles/index.server";
import { SAVING_COPY } from "~common/saving/messages";
import { previewImage, shareMeta, type SharePreview } from "../share/index.server";

const DEFAULT_AVATAR = "/default-avatar.svg";

/** A collaborator as the face pile shows them (saving.md §3 collaborating_users). */
const toBoardPerson = (u: Board["collaborating_users"][number], i: number): BoardPerson => ({
  id: u.id,
  username: u.username,
  name: u.full_name || u.username,
  imageUrl: u.image_medium_url === DEFAULT_AVATAR ? null : u.image_medium_url,
  colorIndex: i + 1,
});

export async function loadBoard(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { username: string; boardSlug: string; sectionSlug?: string },
) {
  const person = await personAt(request, context, params.username);
  if (!person) return notFoundPage();
  const api = apiClientFor(request, context);
  const viewer = await viewerFor(request, context);
  const resource = <T>(result: Parameters<typeof resourceOrRedirect<T>>[0]) => resourceOrRedirect(result, { request, viewer });

  const board = resource(await api.call(boardBySlugRoute, { params: { username: person.username, slug: params.boardSlug } }));
  const section = params.sectionSlug
    ? resource(await api.call(sectionBySlugRoute, { params: { id: board.id, slug: params.sectionSlug } }))
    : null;
  // A renamed board or section answers its old path segment (board_slug_redirects): send the
  // visitor to where it lives now, the query kept.
  if (board.slug !== params.boardSlug || (section && section.slug !== params.sectionSlug)) {
    throw redirect(`${section ? section.url : board.url}${new URL(request.url).search}`, 301);
  }
  const bookmark = new URL(request.url).searchParams.get("bookmark");
  const list = section ? ({ feed: "section", id: section.id } as const) : ({ feed: "board", id: board.id } as const);
  const ownerIsViewer = viewer?.user?.id === board.owner.id;
  const [sections, pins, invites] = await Promise.all([
    section ? null : api.call(boardSectionsRoute, { params: { id: board.id }, query: {} }),
    loadPinPage(request, context, list, bookmark),
    // The owner's pending invites, each with its Re-send button (a failed read just shows none).
    ownerIsViewer ? api.call(boardInvitesRoute, { params: { id: board.id } }) : null,
  ]);
  const pendingInvites: PendingInvite[] = invites?.ok
    ? invites.data.map((i) => ({ id: i.id, name: i.invited_user ? i.invited_user.full_name || i.invited_user.username : (i.email ?? "") }))
    : [];
  const member = viewer?.user?.id === board.owner.id || board.collaborating_users.some((u) => u.id === viewer?.user?.id);
  const organize = await organizeData(request, context, { boardId: board.id, sectionId: section?.id ?? null }, member);
  const origin = new URL(request.url).origin;
  // The cover's 236x size is the original when narrower than 236 px; a wider original's size is not in the answer.
  const cover = board.cover_images?.["236x"];
  /** The link to share and its preview (Open Graph); none for a secret board (only its members see it). */
  const share: SharePreview = {
    url: new URL(section?.url ?? board.url, origin).href,
    image: cover ? previewImage(origin, cover.url, cover.width < 236 ? cover : null, board.name) : null,
    indexable: board.privacy !== "secret",
    noindex: board.owner.hide_from_search === true,
    type: "website",
  };
  return {
    notFound: false as const,
    member,
    organize,
    board: {
      ...toBoardCard(board),
      ownerIsViewer,
      collaborators: board.collaborating_users.map(toBoardPerson),
      pendingInvites,
      ownerPerson: { id: board.owner.id, ...toPersonCard(board.owner) },
    },
    section: section ? toSectionCard(section) : null,
    sections: sections ? resource(sections).items.map(toSectionCard) : [],
    list,
    pins: resource(pins),
    authLinks: authLinks(request),
    share,
    /** The page's title, description, canonical URL and link preview (the route's `meta`). */
    meta: shareMeta(
      section ? `${section.title} · ${board.name}` : board.name,
      board.description || SAVING_COPY.boardDescription(board.name, board.owner.full_name || board.owner.username),
      share,
    ),
  };
}
