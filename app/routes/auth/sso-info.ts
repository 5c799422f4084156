/**
 * GET /resources/sso-info?email= — the email step's debounced SSO check (auth.md §4.2 "The email
 * check for SSO detection is debounced", §7 POST /v3/sso/info/; docs/decisions/018), answered in
 * the client's form (common/auth/rules/sso.ts toSsoCheck) with the email it is for. For an SSO email
 * the API has started a flow at the domain's identity provider and binds it to this browser with
 * the `oidc_flow` cookie, passed on here. Any refusal (a malformed email, a provider that is not
 * configured, a cross-site request) reads as "not SSO": the form keeps its own button.
 */
import { data } from "react-router";
import { normalizeEmail } from "~common/auth/rules/email";
import type { SsoCheck } from "~common/auth/rules/sso";
import { ssoCheckFor } from "./sso.server";
import type { Route } from "./+types/sso-info";

export type SsoEmailCheck = SsoCheck & { email: string };

export async function loader({ request, context }: Route.LoaderArgs) {
  const email = normalizeEmail(new URL(request.url).searchParams.get("email") ?? "");
  const { check, headers } = await ssoCheckFor(request, context, email);
  headers.set("Cache-Control", "private, no-store");
  return data<SsoEmailCheck>({ ...check, email }, { headers });
}
