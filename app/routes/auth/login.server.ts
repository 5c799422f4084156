/**
 * The log-in action's work (auth.md §4.3): check the fields with the shared rules, call the API,
 * and either redirect with the new session cookie or hand the page its form state. A form sent
 * back by the SSO popup finishes SSO instead (./sso.server.ts).
 */
import { formStateFromApiError } from "./form-state.server";
import { data, redirect, type RouterContextProvider } from "react-router";
import { forgetRememberedAccountRoute, logInRoute } from "~common/auth/contracts";
import { safeNextPath } from "~common/auth/rules/next-path";
import { apiClientFor, cookieHeaders } from "../../lib/api.server";
import { formString } from "../../lib/forms";
import { checkLogInForm, FORGET_INTENT } from "./form-state";
import { finishSso, isSsoSubmission, ssoFailureState } from "./sso.server";

export async function logIn(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  if (formString(form, "intent") === FORGET_INTENT) return forgetAccount(request, context);
  const email = formString(form, "email");
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  // The 'Continue with SSO' popup came back with its code (auth.md §2.2, §7 SSO log-in call).
  if (isSsoSubmission(form)) {
    const done = await finishSso(request, context, form);
    if (done.ok) throw redirect(next, { headers: cookieHeaders(done.setCookies) });
    return data({ ...ssoFailureState(done.error), email }, { status: done.status });
  }
  const local = checkLogInForm(form);
  if (local) return data({ ...local, email }, { status: 400 });

  const result = await apiClientFor(request, context).call(logInRoute, {
    json: { username_or_email: email, password: formString(form, "password") },
  });
  if (result.ok) throw redirect(next, { headers: cookieHeaders(result.setCookies) });
  return data({ ...formStateFromApiError(result.error), email }, { status: result.status });
}

/** Forgets the device's remembered account and reloads /login (keeping `next`) as a normal log-in. */
async function forgetAccount(request: Request, context: Readonly<RouterContextProvider>): Promise<never> {
  const result = await apiClientFor(request, context).call(forgetRememberedAccountRoute);
  const next = new URL(request.url).searchParams.get("next");
  const to = next ? `/login?${new URLSearchParams({ next })}` : "/login";
  throw redirect(to, { headers: cookieHeaders(result.setCookies) });
}
