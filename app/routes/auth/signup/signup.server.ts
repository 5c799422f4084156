/**
 * The sign-up action's work (auth.md §4.2): an email that already has an account logs in with
 * the typed password; otherwise the fields are checked (email → password → birthday), the email
 * is validated by the server, and the account is created. An under-age refusal stores the §4.4
 * flag cookie.
 */
import { formStateFromApiError } from "../modal/index.server";
import { botCheckTokens, mfaLoginPath } from "../login/index.server";
import { checkSignupForm } from "./signup-form-state";
import { data, redirect, type RouterContextProvider } from "react-router";
import { emailExistsRoute, emailValidationRoute, logInRoute, registerRoute } from "~common/auth/contracts";
import { AUTH_API_MESSAGES, AUTH_MESSAGES } from "~common/auth/messages";
import { suggestEmail } from "~common/auth/signup/typo";
import { safeNextPath } from "~common/auth/rules";
import { API_ERRORS } from "~common/errors";
import { apiClientFor, cookieHeaders } from "../../../lib/api.server";
import { formString } from "../../../lib/forms";
import { stepTitle } from "~common/auth/modal";
import {
  birthdayToEpochSeconds,
  fieldError,
  UNDERAGE_CONFIRM_INTENT,
  UNDERAGE_EDIT_INTENT,
  UNDERAGE_NOTICE,
  type AuthFormState,
} from "../modal";
import { clearUnderageFlagCookie, underageFlagCookie, underageFlagSet } from "./underage-flag.server";
import { consentPayload, NO_CONSENTS } from "~common/auth/signup/consent";
import { PLATFORM_MESSAGES } from "~common/platform/messages";
import type { ConsentsAnswer } from "./consents-step";
import type { SignupAnswer } from "./signup-form";
import { consentsStep, readConsentsSubmission } from "./consents.server";
import { finishSso, isSsoSubmission, ssoFailureState } from "../sso/index.server";

/** What the signup step typed, carried sealed to the consents step. */
interface PendingSignup {
  email: string;
  password: string;
  birthday: string;
}

/** Every answer of the action has the one shape the page (and the modal) renders. */
const answer = (body: SignupAnswer, init?: number | ResponseInit) => data(body, init);

/** The UnderageConfirmation step (auth.md §2.2): its title is based on the birthday entered. */
const underageStep = (birthday: string) => ({
  underageTitle: stepTitle("UnderageConfirmation", { birthday: birthdayToEpochSeconds(birthday) }),
});

export async function signUp(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const email = formString(form, "email").trim();
  const password = formString(form, "password");
  const birthday = formString(form, "birthday");
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  // §5: the typo suggestion rides on every answer, so a form sent without JavaScript shows it too.
  const echo = { email, birthday, underage: false, suggestion: suggestEmail(email), underageTitle: null as string | null, edited: false };
  const api = apiClientFor(request, context);
  const intent = formString(form, "intent");

  // §4.4 UnderageConfirmation: Confirm leaves for / (this is the no-JavaScript path; with JS the
  // page shows the toast and leaves by itself); Edit resets the flag and returns to the signup step.
  if (intent === UNDERAGE_CONFIRM_INTENT) {
    throw redirect(`/?${new URLSearchParams({ notice: UNDERAGE_NOTICE })}`);
  }
  if (intent === UNDERAGE_EDIT_INTENT) {
    const cleared: AuthFormState = { fieldErrors: {} };
    return answer(
      { ...cleared, ...echo, suggestion: null, existing: false, edited: true },
      { headers: { "Set-Cookie": clearUnderageFlagCookie(request) } },
    );
  }

  // §4.1, §4.5: the consents step's Back returns to the signup step; Next registers with the answers.
  const consents = await readConsentsSubmission<PendingSignup>(context, "signup", form);
  if (consents.kind === "expired") {
    return answer({ fieldErrors: {}, formError: PLATFORM_MESSAGES.somethingWrong, ...echo, existing: false }, { status: 400 });
  }
  if (consents.kind !== "none") {
    const { pending } = consents;
    const back = { ...echo, email: pending.email, birthday: pending.birthday, suggestion: null };
    if (consents.kind === "back") return answer({ fieldErrors: {}, ...back, existing: false });
    if (!consents.ready) {
      const step = await consentsStep(context, "signup", pending, consents.state, AUTH_API_MESSAGES.consentMissing);
      return answer({ fieldErrors: {}, ...back, existing: false, consents: step }, { status: 400 });
    }
    return register(request, context, pending, next, back, consentPayload(consents.state), consents.state);
  }

  // §2.2 'Continue with SSO' on the signup step: an SSO user's popup came back, which logs in.
  if (isSsoSubmission(form)) {
    const done = await finishSso(request, context, form);
    if (done.ok) throw redirect(next, { headers: cookieHeaders(done.setCookies) });
    return answer({ ...ssoFailureState(done.error), ...echo, existing: false }, { status: done.status });
  }

  // §4.4: while the device's under-age flag is set, sign-up is refused whatever the birthday says.
  if (underageFlagSet(request)) {
    return answer(
      { ...fieldError("birthday", AUTH_MESSAGES.underAge), ...echo, ...underageStep(birthday), existing: false, underage: true },
      { status: 400 },
    );
  }

  // §4.2 step 1: an existing email logs in with the typed password.
  const exists = await api.call(emailExistsRoute, { query: { email } });
  if (exists.ok && exists.data) {
    const login = await api.call(logInRoute, { json: { username_or_email: email, password, ...botCheckTokens(form) } });
    if (login.ok) throw redirect(next, { headers: cookieHeaders(login.setCookies) });
    const state = formStateFromApiError(login.error);
    // §4.1 "Signup or login goes to loginMfa": the code step is /login's (docs/decisions/019).
    if (state.mfa) throw redirect(mfaLoginPath(state.mfa, { next, email }), { headers: cookieHeaders(login.setCookies) });
    // Say why a sign-up form answers with a log-in error (§2.2 EmailAlreadyExist).
    if (!state.rateLimited) state.formError ??= AUTH_MESSAGES.emailTaken;
    return answer({ ...state, ...echo, existing: true }, { status: login.status });
  }

  const local = checkSignupForm(form);
  if (local) return answer({ ...local, ...echo, existing: false }, { status: 400 });

  const validation = await api.call(emailValidationRoute, { query: { email } });
  if (validation.ok && !validation.data.is_valid) {
    return answer({ ...fieldError("email", AUTH_MESSAGES.emailNotValid), ...echo, existing: false }, { status: 400 });
  }

  return register(request, context, { email, password, birthday }, next, echo, null, NO_CONSENTS, botCheckTokens(form, { v2: false }));
}

/**
 * The register call (§4.2 step 3) and what its answer means for the page: the account (and back to
 * `next`), the consents step where it applies (§4.5), or the refusal on the step it belongs to.
 */
async function register(
  request: Request,
  context: Readonly<RouterContextProvider>,
  pending: PendingSignup,
  next: string,
  echo: { email: string; birthday: string; underage: boolean; suggestion: string | null; underageTitle: string | null; edited: boolean },
  consent: ReturnType<typeof consentPayload> | null,
  ticked: ConsentsAnswer["state"],
  /** The signup step's v3 token (auth.md §3 signup payload); the consents step's Next carries none. */
  bot: { recaptchaV3Token?: string } = {},
) {
  const api = apiClientFor(request, context);
  const result = await api.call(registerRoute, {
    json: {
      type: "email",
      email: pending.email,
      password: pending.password,
      birthday: birthdayToEpochSeconds(pending.birthday),
      ...consent,
      ...bot,
    },
  });
  if (result.ok) throw redirect(next, { headers: cookieHeaders(result.setCookies) });
  if (result.error.api_error_code === API_ERRORS.CONSENT_REQUIRED.code) {
    // Everything else is valid (the API checks consent last): on to the consents step.
    return answer({
      fieldErrors: {},
      ...echo,
      existing: false,
      consents: await consentsStep(context, "signup", pending, ticked, consent ? AUTH_API_MESSAGES.consentMissing : null),
    });
  }
  const headers = new Headers();
  // §4.4: an under-age refusal stores a flag that keeps the birthday field disabled.
  const underage = result.error.api_error_code === API_ERRORS.UNDER_AGE.code;
  if (underage) headers.append("Set-Cookie", underageFlagCookie(request));
  const state = formStateFromApiError(result.error);
  // A refusal on the consents step that is not about a field stays there, in a toast (§8.3).
  if (consent && Object.keys(state.fieldErrors).length === 0 && !state.rateLimited && !underage) {
    const message = state.formError ?? PLATFORM_MESSAGES.somethingWrong;
    return answer(
      { fieldErrors: {}, ...echo, existing: false, consents: await consentsStep(context, "signup", pending, ticked, message) },
      { status: result.status },
    );
  }
  return answer(
    { ...state, ...echo, ...(underage && underageStep(pending.birthday)), existing: false, underage },
    { status: result.status, headers },
  );
}
