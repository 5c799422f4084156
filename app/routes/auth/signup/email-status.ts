/**
 * GET /resources/email-status?email= — what the sign-up page asks on email blur (auth.md §4.2):
 * whether the email already has an account, and the §5 typo suggestion ('Did you mean {email}?').
 * The suggestion is computed here rather than in the page so its domain list stays out of the
 * page's client bundle (test/build budget). A resource route so the browser never talks to
 * the API directly and the API client stays the only way in.
 *
 * With `&check=sso` it is instead the email step's debounced SSO check (auth.md §4.2 "The email
 * check for SSO detection is debounced", §7 POST /v3/sso/info/; docs/decisions/018), answered in
 * the client's form (common/auth/sso/rules.ts toSsoCheck) with the email it is for. For an SSO
 * email the API has started a flow at the domain's identity provider and binds it to this browser
 * with the `oidc_flow` cookie, passed on here. Any refusal reads as "not SSO".
 */
import { data } from "react-router";
import { emailExistsRoute } from "~common/auth/contracts";
import { normalizeEmail } from "~common/auth/rules";
import type { SsoCheck } from "~common/auth/sso";
import { suggestEmail } from "~common/auth/signup/typo";
import { apiClientFor } from "../../../lib/api.server";
import { ssoCheckFor } from "../sso/index.server";
import type { Route } from "./+types/email-status";

/** The answer on blur. */
export interface EmailStatus {
  email: string;
  exists: boolean;
  suggestion: string | null;
}
/** The answer of `?check=sso`. */
export type SsoEmailCheck = SsoCheck & { email: string };

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const email = query.get("email") ?? "";
  if (query.get("check") === "sso") {
    const normalized = normalizeEmail(email);
    const { check, headers } = await ssoCheckFor(request, context, normalized);
    headers.set("Cache-Control", "private, no-store");
    return data<SsoEmailCheck>({ ...check, email: normalized }, { headers });
  }
  const result = await apiClientFor(request, context).call(emailExistsRoute, { query: { email } });
  return data<EmailStatus>(
    { email, exists: result.ok ? result.data : false, suggestion: suggestEmail(email) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
