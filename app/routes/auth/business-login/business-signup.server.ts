/**
 * /business/create's loader and action work (auth.md §2.3, business.md §5): the loader fetches the
 * business password rules from the API (auth.md §5: a failure to fetch them blocks sign-up); the
 * action checks the fields with the shared rules, then registers a business (partner) account
 * with POST /v3/register/ (`account_type: "business"`, `business_name`) and goes on to `next`
 * (safe) or / with the new session, or hands the page its form state.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { passwordRulesRoute, registerRoute } from "~common/auth/contracts";
import { AUTH_API_MESSAGES, AUTH_MESSAGES } from "~common/auth/messages";
import { safeNextPath } from "~common/auth/rules";
import { API_ERRORS } from "~common/errors";
import { apiClientFor, cookieHeaders } from "../../../lib/api.server";
import { formString } from "../../../lib/forms";
import { birthdayToEpochSeconds } from "../modal";
import { underageFlagCookie, underageFlagSet } from "../signup/index.server";
import { checkBusinessSignupForm, type BusinessFormState } from "./form-state";
import { businessStateFromApiError } from "./form-state.server";
import { consentPayload, NO_CONSENTS, type ConsentState } from "~common/auth/signup";
import { PLATFORM_MESSAGES } from "~common/platform/messages";
import type { ConsentsAnswer } from "../signup";
import { consentsStep, readConsentsSubmission } from "../signup/index.server";

/** The action's answer: the form state plus the typed values the page puts back. */
export interface BusinessSignupAnswer extends BusinessFormState {
  businessName: string;
  email: string;
  birthday: string;
  underage: boolean;
  /** Present while the consents step shows (auth.md §4.5). */
  consents?: ConsentsAnswer;
}

/** What the business form typed, carried sealed to the consents step. */
interface PendingBusinessSignup {
  businessName: string;
  email: string;
  password: string;
  birthday: string;
}

/** The business form's password rules, or null when the API could not give them. */
export async function businessPasswordRules(request: Request, context: Readonly<RouterContextProvider>) {
  const result = await apiClientFor(request, context).call(passwordRulesRoute, { query: { form: "business" } });
  return result.ok ? result.data : null;
}

export async function signUpBusiness(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  const typed: PendingBusinessSignup = {
    businessName: formString(form, "business_name").trim(),
    email: formString(form, "email").trim(),
    password: formString(form, "password"),
    birthday: formString(form, "birthday"),
  };
  const answer = (
    pending: Omit<PendingBusinessSignup, "password">,
    state: BusinessFormState,
    status: number,
    extra: Partial<BusinessSignupAnswer> = {},
    headers?: Headers,
  ) =>
    data<BusinessSignupAnswer>(
      { ...state, businessName: pending.businessName, email: pending.email, birthday: pending.birthday, underage: false, ...extra },
      { status, headers },
    );

  // auth.md §4.5: Back from the consents step returns to the form; Next registers with the answers.
  const consents = await readConsentsSubmission<PendingBusinessSignup>(context, "business", form);
  if (consents.kind === "expired") return answer(typed, { fieldErrors: {}, formError: PLATFORM_MESSAGES.somethingWrong }, 400);
  if (consents.kind === "back") return answer(consents.pending, { fieldErrors: {} }, 200);
  if (consents.kind === "next") {
    if (!consents.ready) {
      const step = await consentsStep(context, "business", consents.pending, consents.state, AUTH_API_MESSAGES.consentMissing);
      return answer(consents.pending, { fieldErrors: {} }, 400, { consents: step });
    }
    return register(request, context, consents.pending, next, consents.state, answer);
  }

  // auth.md §4.4: while the device's under-age flag is set, sign-up is refused whatever the birthday says.
  if (underageFlagSet(request)) {
    return answer(typed, { fieldErrors: { birthday: AUTH_MESSAGES.underAge } }, 400, { underage: true });
  }
  const local = checkBusinessSignupForm(form);
  if (local) return answer(typed, local, 400);
  return register(request, context, typed, next, null, answer);
}

async function register(
  request: Request,
  context: Readonly<RouterContextProvider>,
  pending: PendingBusinessSignup,
  next: string,
  ticked: ConsentState | null,
  answer: (
    pending: Omit<PendingBusinessSignup, "password">,
    state: BusinessFormState,
    status: number,
    extra?: Partial<BusinessSignupAnswer>,
    headers?: Headers,
  ) => ReturnType<typeof data<BusinessSignupAnswer>>,
) {
  const result = await apiClientFor(request, context).call(registerRoute, {
    json: {
      type: "email",
      account_type: "business",
      business_name: pending.businessName,
      email: pending.email,
      password: pending.password,
      birthday: birthdayToEpochSeconds(pending.birthday),
      ...(ticked && consentPayload(ticked)),
    },
  });
  if (result.ok) throw redirect(next, { headers: cookieHeaders(result.setCookies) });
  if (result.error.api_error_code === API_ERRORS.CONSENT_REQUIRED.code) {
    const step = await consentsStep(context, "business", pending, ticked ?? NO_CONSENTS, ticked ? AUTH_API_MESSAGES.consentMissing : null);
    return answer(pending, { fieldErrors: {} }, 200, { consents: step });
  }
  const headers = new Headers();
  const underage = result.error.api_error_code === API_ERRORS.UNDER_AGE.code;
  if (underage) headers.append("Set-Cookie", underageFlagCookie(request));
  const state = businessStateFromApiError(result.error);
  // A refusal on the consents step that is not about a field stays there, in a toast (auth.md §8.3).
  if (ticked && Object.keys(state.fieldErrors).length === 0 && !state.rateLimited && !underage) {
    const step = await consentsStep(context, "business", pending, ticked, state.formError ?? PLATFORM_MESSAGES.somethingWrong);
    return answer(pending, { fieldErrors: {} }, result.status, { consents: step });
  }
  return answer(pending, state, result.status, { underage }, headers);
}
