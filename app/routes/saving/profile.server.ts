/**
 * /{username}/'s loader work: the person (404 page in place when the path names nobody,
 * app/routes/saving/people.server.ts) and a page of their boards as the viewer may see them
 * (saving.md §7 BoardsResource: last pinned to first; secret boards only for their owner).
 */
import type { RouterContextProvider } from "react-router";
import { userBoardsRoute } from "~common/saving/contracts";
import { apiClientFor } from "../../lib/api.server";
import { resourceOrRedirect } from "../../lib/resource.server";
import { viewerFor } from "../../lib/viewer.server";
import { authLinks } from "./auth-links.server";
import { toBoardCard } from "./feeds.server";
import { notFoundPage, personAt } from "./people.server";

export async function loadProfile(request: Request, context: Readonly<RouterContextProvider>, username: string) {
  const person = await personAt(request, context, username);
  if (!person) return notFoundPage();
  const bookmark = new URL(request.url).searchParams.get("bookmark");
  const result = await apiClientFor(request, context).call(userBoardsRoute, { params: { username: person.username }, query: bookmark ? { bookmark } : {} });
  const boards = resourceOrRedirect(result, { request, viewer: await viewerFor(request, context) });
  return { notFound: false as const, person, boards: boards.items.map(toBoardCard), bookmark: boards.bookmark, authLinks: authLinks(request) };
}
