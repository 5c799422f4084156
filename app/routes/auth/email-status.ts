/**
 * GET /resources/email-status?email= — what the sign-up page asks on email blur (auth.md §4.2):
 * whether the email already has an account, and the §5 typo suggestion ('Did you mean {email}?').
 * The suggestion is computed here rather than in the page so its domain list stays out of the
 * page's client bundle (test/build budget). A resource route so the browser never talks to
 * the API directly and the API client stays the only way in.
 */
import { data } from "react-router";
import { emailExistsRoute } from "~common/auth/contracts";
import { suggestEmail } from "~common/auth/rules/typo";
import { apiClientFor } from "../../lib/api.server";
import type { Route } from "./+types/email-status";

export async function loader({ request, context }: Route.LoaderArgs) {
  const email = new URL(request.url).searchParams.get("email") ?? "";
  const result = await apiClientFor(request, context).call(emailExistsRoute, { query: { email } });
  return data({ email, exists: result.ok ? result.data : false, suggestion: suggestEmail(email) }, { headers: { "Cache-Control": "private, no-store" } });
}
