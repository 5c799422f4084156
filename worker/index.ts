/**
 * The Worker entry: API paths go to the Hono app, everything else to the React Router request
 * handler, which gets `{ env, ctx }` through its router context.
 */
import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext } from "../app/lib/cloudflare-context";
import { apiFor } from "./platform/api";
import { isApiPath } from "./platform/paths";

export { LoginLockout } from "./auth/login/login-lockout";

const handlePage = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

function route(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> | Response {
  if (isApiPath(new URL(request.url).pathname)) return apiFor().fetch(request, env, ctx);
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env, ctx, api: apiFor() });
  return handlePage(request, context);
}

export default {
  async fetch(request, env, ctx) {
    const response = await route(request, env, ctx);
    // Errors (403/415/429...) answer before reading the body. Discard what is left (streamed, so
    // nothing is buffered) before answering, as wrangler's body-drain middleware does for bundled
    // dev builds: the built (no_bundle) Worker lacks it, and an unread body can make the dev proxy
    // drop the next request (workers-sdk#15203). At the edge it costs a read of a small body.
    if (request.body && !request.bodyUsed) await request.body.pipeTo(new WritableStream()).catch(() => {});
    return response;
  },
} satisfies ExportedHandler<Env>;
