/**
 * The Worker entry: API paths go to the Hono app, everything else to the React Router request
 * handler, which gets `{ env, ctx }` through its router context.
 */
import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext } from "../app/lib/cloudflare-context";
import { apiFor } from "./api/singleton";
import { isApiPath } from "./api/paths";

export { LoginLockout } from "./auth/login-lockout";

const handlePage = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (isApiPath(pathname)) return apiFor().fetch(request, env, ctx);
    const context = new RouterContextProvider();
    context.set(cloudflareContext, { env, ctx });
    return handlePage(request, context);
  },
} satisfies ExportedHandler<Env>;
