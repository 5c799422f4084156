/** /logout — POST ends the session (the header's log-out control); GET just goes home. */
import { redirect } from "react-router";
import { logOutRoute } from "~common/auth/contracts";
import { apiClientFor, cookieHeaders } from "../../lib/api.server";
import type { Route } from "./+types/logout";

export const loader = () => redirect("/");

export async function action({ request, context }: Route.ActionArgs) {
  const result = await apiClientFor(request, context).call(logOutRoute);
  throw redirect("/", { headers: cookieHeaders(result.setCookies) });
}
