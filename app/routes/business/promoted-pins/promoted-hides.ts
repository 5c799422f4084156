/**
 * POST /resources/promoted-hides — the promoted card's "Hide" without JavaScript
 * (hide-ad.tsx; docs/decisions/039): hide the ad the token names, then back to `next`. A logged-out
 * visitor never sees the button; one who posts anyway goes back all the same. A resource route: no
 * page of its own.
 */
import { redirect } from "react-router";
import { safeNextPath } from "~common/auth/rules";
import { hidePromotedRoute } from "~common/business/promoted-pins";
import { apiClientFor } from "../../../lib/api.server";
import { formString } from "../../../lib/forms";
import type { Route } from "./+types/promoted-hides";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = formString(form, "token");
  if (token) await apiClientFor(request, context).call(hidePromotedRoute, { json: { token } });
  return redirect(safeNextPath(formString(form, "next")));
}
