/**
 * Why: the resource-failure rule of auth.md §2.5, once, for every loader that reads a resource
 * through the API: a 404, or a 401 with api code 7 ("log in first"), sends the user to / (or to
 * /ideas/ for a logged-out visitor on an idea route) with a show-error flag the page turns into a
 * toast; a 301 with a `redirectUrl` goes there (same-origin paths only); any other failure is
 * thrown to the route's error boundary with its status.
 */
import { data, redirect } from "react-router";
import { safeNextPath } from "~common/auth/rules";
import type { Viewer } from "~common/auth/schemas";
import { API_ERRORS } from "~common/errors";
import type { ApiResult } from "./api-client";
import { SHOW_ERROR_PARAM } from "./landing";
import { pageUrl } from "./page-url.server";

export { SHOW_ERROR_PARAM };

/** Where a failed resource sends the user (auth.md §2.5). */
export function failureLanding(request: Request, viewer: Viewer | null): string {
  const path = pageUrl(request).pathname;
  const loggedOut = viewer === null || viewer.type !== "AUTH";
  const base = loggedOut && (path === "/ideas" || path.startsWith("/ideas/")) ? "/ideas/" : "/";
  return `${base}?${SHOW_ERROR_PARAM}=1`;
}

/**
 * The resource's data, or a thrown redirect / error response by the rule above.
 *
 * @example
 * const board = resourceOrRedirect(await api.call(boardRoute, { params: { id } }), { request, viewer });
 */
export function resourceOrRedirect<T>(result: ApiResult<T>, { request, viewer }: { request: Request; viewer: Viewer | null }): T {
  if (result.ok) return result.data;
  const { error, status } = result;
  if (status === 404 || (status === 401 && error.api_error_code === API_ERRORS.AUTH_REQUIRED.code)) {
    throw redirect(failureLanding(request, viewer));
  }
  const target = error.data?.["redirectUrl"];
  if (status === 301 && typeof target === "string") throw redirect(safeNextPath(target), 301);
  throw data(error, { status });
}
