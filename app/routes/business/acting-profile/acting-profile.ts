/**
 * POST /resources/acting-profile — the business header's profile switch (business.md §4): the
 * session acts as another of the viewer's profiles (PUT /vx/business_access/acting/), then the
 * page it was sent from shows again (same-origin `next` only). A resource route: no page of its own.
 */
import { redirect } from "react-router";
import { safeNextPath } from "~common/auth/rules";
import { actingProfileRoute } from "~common/business/contracts";
import { API_ERRORS } from "~common/errors";
import { apiClientFor } from "../../../lib/api.server";
import { formString } from "../../../lib/forms";
import type { Route } from "./+types/acting-profile";

export const loader = () => redirect("/");

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const next = safeNextPath(formString(form, "next"));
  const result = await apiClientFor(request, context).call(actingProfileRoute, { json: { profile_id: formString(form, "profile_id") } });
  if (!result.ok && result.error.api_error_code === API_ERRORS.AUTH_REQUIRED.code)
    throw redirect(`/login?${new URLSearchParams({ next })}`);
  throw redirect(next);
}
