/**
 * /business/create's loader and action work (auth.md §2.3, business.md §5): the loader fetches the
 * business password rules from the API (auth.md §5: a failure to fetch them blocks sign-up); the
 * action checks the fields with the shared rules, then registers a business (partner) account
 * with POST /v3/register/ (`account_type: "business"`, `business_name`) and goes on to `next`
 * (safe) or / with the new session, or hands the page its form state.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { passwordRulesRoute, registerRoute } from "~common/auth/contracts";
import { AUTH_MESSAGES } from "~common/auth/messages";
import { safeNextPath } from "~common/auth/rules/next-path";
import { API_ERRORS } from "~common/errors";
import { apiClientFor, cookieHeaders } from "../../lib/api.server";
import { formString } from "../../lib/forms";
import { birthdayToEpochSeconds } from "../auth/form-state";
import { underageFlagCookie, underageFlagSet } from "../auth/underage-flag.server";
import { checkBusinessSignupForm, type BusinessFormState } from "./form-state";
import { businessStateFromApiError } from "./form-state.server";

/** The action's answer: the form state plus the typed values the page puts back. */
export interface BusinessSignupAnswer extends BusinessFormState {
  businessName: string;
  email: string;
  birthday: string;
  underage: boolean;
}

/** The business form's password rules, or null when the API could not give them. */
export async function businessPasswordRules(request: Request, context: Readonly<RouterContextProvider>) {
  const result = await apiClientFor(request, context).call(passwordRulesRoute, { query: { form: "business" } });
  return result.ok ? result.data : null;
}

export async function signUpBusiness(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const businessName = formString(form, "business_name").trim();
  const email = formString(form, "email").trim();
  const password = formString(form, "password");
  const birthday = formString(form, "birthday");
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  const echo = { businessName, email, birthday, underage: false };
  const answer = (state: BusinessFormState, status: number, underage = false, headers?: Headers) =>
    data<BusinessSignupAnswer>({ ...state, ...echo, underage }, { status, headers });

  // auth.md §4.4: while the device's under-age flag is set, sign-up is refused whatever the birthday says.
  if (underageFlagSet(request)) {
    return answer({ fieldErrors: { birthday: AUTH_MESSAGES.underAge } }, 400, true);
  }
  const local = checkBusinessSignupForm(form);
  if (local) return answer(local, 400);

  const result = await apiClientFor(request, context).call(registerRoute, {
    json: {
      type: "email",
      account_type: "business",
      business_name: businessName,
      email,
      password,
      birthday: birthdayToEpochSeconds(birthday),
    },
  });
  if (result.ok) throw redirect(next, { headers: cookieHeaders(result.setCookies) });
  const headers = new Headers();
  const underage = result.error.api_error_code === API_ERRORS.UNDER_AGE.code;
  if (underage) headers.append("Set-Cookie", underageFlagCookie(request));
  return answer(businessStateFromApiError(result.error), result.status, underage, headers);
}
