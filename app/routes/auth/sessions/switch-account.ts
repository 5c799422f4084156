/**
 * POST /resources/switch-account — the account menu's switch (app/routes/auth/sessions/account-menu.tsx):
 * the device makes another account it holds active, without a password (login type
 * SWITCH_ACCOUNT 7), and goes to that account's profile (auth.md §4.3 "In account-switch mode the
 * new user's profile is used instead"). An account the device no longer holds (its session ended)
 * goes to /add-account with its email filled in, to log in to it again. A resource route: no page
 * of its own.
 */
import { redirect } from "react-router";
import { switchAccountRoute } from "~common/auth/contracts";
import { API_ERRORS } from "~common/errors";
import { apiClientFor, cookieHeaders } from "../../../lib/api.server";
import { formString } from "../../../lib/forms";
import { ADD_ACCOUNT_GONE_PARAM } from "./add-account.server";
import type { Route } from "./+types/switch-account";

export const loader = () => redirect("/");

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await apiClientFor(request, context).call(switchAccountRoute, { json: { user_id: formString(form, "user_id") } });
  const headers = cookieHeaders(result.setCookies);
  if (result.ok) throw redirect(`/${result.data.user.username}/`, { headers });
  if (result.error.api_error_code === API_ERRORS.AUTH_REQUIRED.code) throw redirect("/login", { headers });
  if (result.error.api_error_code === API_ERRORS.ACCOUNT_NOT_ON_DEVICE.code) {
    throw redirect(`/add-account?${new URLSearchParams({ email: formString(form, "email"), [ADD_ACCOUNT_GONE_PARAM]: "1" })}`, { headers });
  }
  throw redirect("/", { headers });
}
