/**
 * The viewer for the current request, fetched once however many loaders ask: the root loader
 * (header) and the page guards share one API call. The memo is keyed by the request's router
 * context, which lives exactly as long as the request.
 */
import type { RouterContextProvider } from "react-router";
import { viewerRoute } from "~common/auth/contracts";
import type { Viewer } from "~common/auth/schemas";
import { apiClientFor } from "./api.server";

const memo = new WeakMap<object, Promise<Viewer | null>>();

export function viewerFor(request: Request, context: Readonly<RouterContextProvider>): Promise<Viewer | null> {
  let viewer = memo.get(context);
  if (!viewer) {
    viewer = apiClientFor(request, context)
      .call(viewerRoute)
      .then((r) => (r.ok ? r.data : null));
    memo.set(context, viewer);
  }
  return viewer;
}
