/**
 * GET /resources/email-status?email= — what the sign-up page asks on email blur (auth.md §4.2):
 * whether the email already has an account. A resource route so the browser never talks to
 * the API directly and the API client stays the only way in.
 */
import { data } from "react-router";
import { emailExistsRoute } from "~common/auth/contracts";
import { apiClientFor } from "../../lib/api.server";
import type { Route } from "./+types/email-status";

export async function loader({ request, context }: Route.LoaderArgs) {
  const email = new URL(request.url).searchParams.get("email") ?? "";
  const result = await apiClientFor(request, context).call(emailExistsRoute, { query: { email } });
  return data({ email, exists: result.ok ? result.data : false }, { headers: { "Cache-Control": "private, no-store" } });
}
