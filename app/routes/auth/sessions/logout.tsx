/**
 * /logout — POST ends the session of the active account (the header's 'Log out'): when the device
 * holds other accounts, the most recently used one takes over (docs/decisions/012). With
 * `scope=all` (the account menu's 'Log out of all accounts') every account on the device is logged
 * out. GET just goes home.
 */
import { redirect } from "react-router";
import { logOutAllAccountsRoute, logOutRoute } from "~common/auth/contracts";
import { apiClientFor, cookieHeaders } from "../../../lib/api.server";
import { formString } from "../../../lib/forms";
import type { Route } from "./+types/logout";

export const loader = () => redirect("/");

export async function action({ request, context }: Route.ActionArgs) {
  const all = formString(await request.formData(), "scope") === "all";
  const api = apiClientFor(request, context);
  const result = all ? await api.call(logOutAllAccountsRoute) : await api.call(logOutRoute);
  throw redirect("/", { headers: cookieHeaders(result.setCookies) });
}
