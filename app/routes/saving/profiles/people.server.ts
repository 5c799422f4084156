/**
 * What the /{username}/… pages share on the server: the first path segment is a person only when
 * it is a possible username that is not one of the product's own paths, and that person exists;
 * otherwise the page is the site's 404 page, rendered in place (such a path is no resource of
 * ours, so auth.md §2.5's redirect-on-failed-resource does not apply, and the auth modal can
 * still open over it). Pages under an existing person use resourceOrRedirect for the rest.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { usernameRoute } from "~common/auth/settings";
import { userProfileRoute } from "~common/saving/contracts";
import { isReservedUsername } from "~common/saving/reserved-usernames";
import { USERNAME_PATTERN, type UserProfile } from "~common/saving/schemas";
import { apiClientFor } from "../../../lib/api.server";

/** The loader answer of a path that names nobody: the 404 page, in place. */
export const notFoundPage = () => data({ notFound: true as const }, { status: 404 });

/**
 * The profile the path's first segment names, or null when it names nobody (reserved, malformed
 * or unknown). A former username still redirecting (USERNAME_REDIRECT_DAYS) sends the same path
 * under the current name, with a 302: the redirect ends, and the name may be someone else's later.
 * Other failures are thrown to the error boundary.
 *
 * @example
 * const profile = await personAt(request, context, params.username);
 * if (!profile) return notFoundPage();
 */
export async function personAt(request: Request, context: Readonly<RouterContextProvider>, username: string): Promise<UserProfile | null> {
  if (!USERNAME_PATTERN.test(username) || isReservedUsername(username)) return null;
  const api = apiClientFor(request, context);
  const result = await api.call(userProfileRoute, { params: { username } });
  if (result.ok) return result.data;
  if (result.status === 404) {
    await redirectFormerUsername(api, request, username);
    return null;
  }
  throw data(result.error, { status: result.status });
}

async function redirectFormerUsername(api: ReturnType<typeof apiClientFor>, request: Request, username: string): Promise<void> {
  const found = await api.call(usernameRoute, { params: { username } });
  if (!found.ok || !found.data.moved) return;
  const url = new URL(request.url);
  const rest = url.pathname.split("/").slice(2).join("/");
  throw redirect(`/${encodeURIComponent(found.data.username)}/${rest}${url.search}`, 302);
}
