/**
 * Why: page access rules live in one place, so every page that needs a user, an anonymous
 * visitor or a partner account says so in one line of its loader and gets the same redirects.
 * Each guard throws a redirect (React Router handles a thrown Response) or returns the viewer.
 */
import { redirect, type RouterContextProvider } from "react-router";
import type { Viewer } from "~common/auth/schemas";
import { safeNextPath } from "~common/auth/rules";
import { pageUrl } from "./page-url.server";
import { viewerFor } from "./viewer.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };
export type LoggedInViewer = Viewer & { type: "AUTH"; user: NonNullable<Viewer["user"]>; info: NonNullable<Viewer["info"]> };

const isLoggedIn = (v: Viewer | null): v is LoggedInViewer => v?.type === "AUTH" && v.user !== null && v.info !== null;

/** The page's own path and query, as a `next` value. */
const here = (request: Request) => {
  const url = pageUrl(request);
  return `${url.pathname}${url.search}`;
};

/**
 * The logged-in viewer; anyone else goes to /login and comes back here afterwards (auth.md §2.5).
 *
 * @example
 * export async function loader(args: Route.LoaderArgs) {
 *   const viewer = await requireUser(args);
 * }
 */
export async function requireUser({ request, context }: Args): Promise<LoggedInViewer> {
  const viewer = await viewerFor(request, context);
  if (!isLoggedIn(viewer)) throw redirect(`/login?${new URLSearchParams({ next: here(request) })}`);
  return viewer;
}

/**
 * For log-in and sign-up pages: a logged-in viewer goes on to `next` (or /) instead.
 *
 * @example
 * export const loader = (args: Route.LoaderArgs) => requireAnonymous(args);
 */
export async function requireAnonymous({ request, context }: Args): Promise<Viewer | null> {
  const viewer = await viewerFor(request, context);
  if (isLoggedIn(viewer)) throw redirect(safeNextPath(new URL(request.url).searchParams.get("next")));
  return viewer;
}

/**
 * A logged-in partner (business) account; a personal account is offered the business conversion
 * first (business.md §2 `/business/convert?next=…`), a logged-out visitor goes to log in.
 *
 * @example
 * const viewer = await requirePartner(args);
 */
export async function requirePartner(args: Args): Promise<LoggedInViewer> {
  const viewer = await requireUser(args);
  if (!viewer.user.is_partner) throw redirect(`/business/convert?${new URLSearchParams({ next: here(args.request) })}`);
  return viewer;
}
