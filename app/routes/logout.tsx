/** /logout — POST ends the session (the header's log-out control); GET just goes home. */
import { redirect } from "react-router";
import { apiClientFor, cookieHeaders } from "../lib/api.server";
import type { Route } from "./+types/logout";

export const loader = () => redirect("/");

export async function action({ request, context }: Route.ActionArgs) {
  const result = await apiClientFor(request, context).auth.logOut();
  throw redirect("/", { headers: cookieHeaders(result.setCookies) });
}
