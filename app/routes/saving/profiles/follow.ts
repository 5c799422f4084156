/**
 * POST /resources/follow — the Follow button's form (app/routes/saving/profiles/follow-button.tsx): follow
 * or stop following `username`, then back to `next` (a JavaScript submission stays on the page,
 * whose loaders revalidate). A logged-out visitor is sent to the auth
 * modal over that page (source followButton). A resource route: no page of its own.
 */
import { data, redirect } from "react-router";
import { authModalHref } from "~common/auth/modal";
import { safeNextPath } from "~common/auth/rules";
import { followUserRoute, unfollowUserRoute } from "~common/saving/contracts";
import { USERNAME_PATTERN } from "~common/saving/schemas";
import { apiClientFor } from "../../../lib/api.server";
import { formString } from "../../../lib/forms";
import type { Route } from "./+types/follow";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const username = formString(form, "username");
  const next = safeNextPath(formString(form, "next"));
  if (!USERNAME_PATTERN.test(username)) throw redirect(next);
  const route = formString(form, "intent") === "unfollow" ? unfollowUserRoute : followUserRoute;
  const result = await apiClientFor(request, context).call(route, { params: { username } });
  if (!result.ok && result.status === 401) {
    const url = new URL(next, "http://same-origin.invalid");
    throw redirect(authModalHref(url.pathname, url.search, { source: "followButton" }));
  }
  // With JavaScript the fetcher's data return revalidates the page in place; without, back to it.
  if (formString(form, "js") === "1") return data({ ok: result.ok, status: result.status });
  return redirect(next);
}
