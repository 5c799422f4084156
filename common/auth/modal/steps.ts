/**
 * Why: the auth modal moves between nine steps (auth.md §2.2) by the rules of §4.1, §4.2, §4.3 and
 * §4.4, and several of those moves carry side effects (a toast, a redirect, the under-age flag,
 * the sign-up call). Keeping the moves in one pure reducer, `nextStep(state, event)`, lets the
 * modal, the pages and the tests share them; the caller performs the returned effects. An event
 * that does not apply to the current step changes nothing and has no effects.
 */
import { TOAST_LONG_MS, TOAST_MS, UNDERAGE_REDIRECT_MS } from "../constants";
import { AUTH_MESSAGES } from "../messages";
import type { ConsentPayload } from "../signup";
import type { SocialProvider } from "../rules";
import type { MfaMethod } from "../two-factor";

/** §2.2 steps, with the spec's names. */
export const AUTH_STEPS = [
  "signup",
  "respondMessage",
  "login",
  "loginMfa",
  "socialSignupWithAge",
  "EmailCollection",
  "EmailAlreadyExist",
  "UnderageConfirmation",
  "consents",
] as const;
export type AuthStep = (typeof AUTH_STEPS)[number];

/** respondMessage is the signup step under another title (§2.2); "back to signup" keeps the one shown. */
export type SignupStep = "signup" | "respondMessage";

export interface AuthContext {
  /** Which sign-up step this modal shows. */
  signupStep: SignupStep;
  /** §4.1: when set, toggling to sign-up navigates here instead. */
  signupRedirectUrl: string | null;
  /** §4.1, §6: the kr_privacy_consent experiment applies, so sign-up passes the consents step. */
  krPrivacyConsent: boolean;
  /** The email typed, collected (EmailCollection) or found to exist. */
  email: string | null;
  /** The birthday entered, in epoch seconds (§3). */
  birthday: number | null;
  /** §8.2: the end of the phone number the MFA code went to. */
  phoneNumberEnd: string | null;
  /** §8.2 "or the email/app hint": where the code comes from (docs/decisions/019), and the masked address of an emailed one. */
  mfaMethod: MfaMethod | null;
  emailHint: string | null;
  /** A social sign-up in progress: its provider and the email it gave, if any. */
  social: { provider: SocialProvider; email: string | null } | null;
}

export interface AuthState {
  step: AuthStep;
  context: AuthContext;
}

export type AuthEvent =
  /** §2.3 footer toggle, signup ⇄ login (and from EmailAlreadyExist to log in). */
  | { type: "TOGGLE" }
  /** §4.2: the email-exists check on blur. */
  | { type: "EMAIL_CHECKED"; email: string; exists: boolean }
  /** §4.2: the sign-up form passed its checks (email, password, birthday). */
  | { type: "SIGNUP_VALID"; email: string; birthday: number }
  /** §4.1, §8.2: the server demands two-factor authentication. */
  | { type: "MFA_REQUIRED"; phoneNumberEnd: string | null; method?: MfaMethod | null; emailHint?: string | null }
  /** §4.3: a new code was sent. */
  | { type: "MFA_RESENT" }
  /** The log-in waiting for its code is over (too many wrong codes, or 10 minutes): log in again. */
  | { type: "MFA_EXPIRED" }
  /** §4.1: a social log-in found no account, so social sign-up starts. */
  | { type: "SOCIAL_SIGNUP"; provider: SocialProvider; email: string | null }
  /** §2.2 socialSignupWithAge: 'Create account' with a birthday. */
  | { type: "BIRTHDAY_COLLECTED"; birthday: number }
  /** §2.2 EmailCollection: Continue with a free email. */
  | { type: "EMAIL_COLLECTED"; email: string }
  /** §4.1: the collected email already has an account. */
  | { type: "EMAIL_EXISTS"; email: string }
  /** §4.1: 'Not now' on EmailCollection. */
  | { type: "NOT_NOW" }
  /** §4.1, §4.4: an under-age birthday (or the server's under-age error). */
  | { type: "UNDERAGE"; birthday: number | null }
  /** §4.4: Edit on UnderageConfirmation. */
  | { type: "EDIT" }
  /** §4.4: Confirm on UnderageConfirmation. */
  | { type: "CONFIRM_UNDERAGE" }
  /** §4.5: Next on the consents step (the payload of rules/consent.ts). */
  | { type: "CONSENTS_ACCEPTED"; consent: ConsentPayload }
  /** §4.1: the consents Back button. */
  | { type: "BACK" }
  /** §4.1: account recovery prevented a social register. */
  | { type: "PREVENTED_SOCIAL_REGISTER" };

export type AuthEffect =
  | { type: "navigate"; url: string }
  | { type: "toast"; message: string; durationMs: number }
  | { type: "redirect"; to: string; afterMs: number }
  /** §4.4: store the under-age flag (its cookie disables the birthday field). */
  | { type: "setUnderageFlag" }
  /** §4.4: Edit resets the stored flag. */
  | { type: "clearUnderageFlag" }
  /** §4.2: call sign-up now; the form adds what the machine does not hold (the password). */
  | {
      type: "register";
      via: "email" | SocialProvider;
      email: string | null;
      birthday: number | null;
      consent: ConsentPayload | null;
    };

export interface Transition {
  state: AuthState;
  effects: AuthEffect[];
}

export interface InitialOptions {
  /** The first step: sign-up (default), log-in, or sign-up titled for a message reply. */
  step?: SignupStep | "login";
  signupRedirectUrl?: string | null;
  krPrivacyConsent?: boolean;
  email?: string | null;
}

/**
 * The modal's first state.
 *
 * @example
 * initialAuthState({ step: "login", krPrivacyConsent: true }).step; // "login"
 */
export function initialAuthState(opts: InitialOptions = {}): AuthState {
  const step = opts.step ?? "signup";
  return {
    step,
    context: {
      signupStep: step === "respondMessage" ? "respondMessage" : "signup",
      signupRedirectUrl: opts.signupRedirectUrl || null,
      krPrivacyConsent: opts.krPrivacyConsent ?? false,
      email: opts.email ?? null,
      birthday: null,
      phoneNumberEnd: null,
      mfaMethod: null,
      emailHint: null,
      social: null,
    },
  };
}

const isSignup = (step: AuthStep): step is SignupStep => step === "signup" || step === "respondMessage";

/**
 * The next state and the effects to perform for an event (§4.1, §4.2, §4.4).
 *
 * @example
 * nextStep(initialAuthState(), { type: "TOGGLE" }).state.step; // "login"
 * nextStep({ ...s, step: "UnderageConfirmation" }, { type: "CONFIRM_UNDERAGE" }).effects;
 * // [{ type: "toast", message: AUTH_MESSAGES.underAge, durationMs: 3500 }, { type: "redirect", to: "/", afterMs: 4000 }]
 */
export function nextStep(state: AuthState, event: AuthEvent): Transition {
  const { step, context } = state;
  const unchanged: Transition = { state, effects: [] };
  const go = (to: AuthStep, patch: Partial<AuthContext> = {}, effects: AuthEffect[] = []): Transition => ({
    state: { step: to, context: { ...context, ...patch } },
    effects,
  });
  const stay = (effects: AuthEffect[]): Transition => ({ state, effects });
  /** Back to a fresh sign-up: the social sign-up in progress is dropped. */
  const toSignup = (effects: AuthEffect[] = []) => go(context.signupStep, { social: null, birthday: null }, effects);
  /** §4.2 step 3: the consents step where it applies, else the sign-up call. */
  const registerOrConsent = (patch: Partial<AuthContext>): Transition => {
    const next = { ...context, ...patch };
    if (next.krPrivacyConsent) return go("consents", patch);
    return go(step, patch, [registerEffect(next, null)]);
  };

  switch (event.type) {
    case "TOGGLE":
      if (isSignup(step)) return go("login");
      if (step === "EmailAlreadyExist") return go("login", { social: null, birthday: null });
      if (step !== "login") return unchanged;
      if (context.signupRedirectUrl) return stay([{ type: "navigate", url: context.signupRedirectUrl }]);
      return go(context.signupStep);

    case "EMAIL_CHECKED":
      // A blur switches views, but never navigates away (that is the toggle's job).
      if (isSignup(step) && event.exists) return go("login", { email: event.email });
      if (step === "login" && !event.exists && !context.signupRedirectUrl) return go(context.signupStep, { email: event.email });
      return unchanged;

    case "SIGNUP_VALID":
      if (!isSignup(step)) return unchanged;
      return registerOrConsent({ email: event.email, birthday: event.birthday, social: null });

    case "MFA_REQUIRED":
      if (!isSignup(step) && step !== "login") return unchanged;
      return go("loginMfa", { phoneNumberEnd: event.phoneNumberEnd, mfaMethod: event.method ?? null, emailHint: event.emailHint ?? null });

    case "MFA_RESENT":
      if (step !== "loginMfa") return unchanged;
      return stay([{ type: "toast", message: AUTH_MESSAGES.mfaCodeResent, durationMs: TOAST_LONG_MS }]);

    case "MFA_EXPIRED":
      if (step !== "loginMfa") return unchanged;
      return go("login", { phoneNumberEnd: null, mfaMethod: null, emailHint: null });

    case "SOCIAL_SIGNUP":
      if (!isSignup(step) && step !== "login") return unchanged;
      return go("socialSignupWithAge", { social: { provider: event.provider, email: event.email }, email: event.email, birthday: null });

    case "BIRTHDAY_COLLECTED":
      if (step !== "socialSignupWithAge" || !context.social) return unchanged;
      if (!context.social.email) return go("EmailCollection", { birthday: event.birthday });
      return registerOrConsent({ birthday: event.birthday });

    case "EMAIL_COLLECTED":
      if (step !== "EmailCollection") return unchanged;
      return registerOrConsent({ email: event.email });

    case "EMAIL_EXISTS":
      if (step !== "EmailCollection") return unchanged;
      return go("EmailAlreadyExist", { email: event.email });

    case "NOT_NOW":
      if (step !== "EmailCollection") return unchanged;
      return toSignup();

    case "UNDERAGE":
      if (!isSignup(step) && step !== "socialSignupWithAge" && step !== "consents") return unchanged;
      return go("UnderageConfirmation", { birthday: event.birthday ?? context.birthday }, [{ type: "setUnderageFlag" }]);

    case "EDIT":
      if (step !== "UnderageConfirmation") return unchanged;
      // Back to the birthday field: signup (§4.1), or the social sign-up's own birthday step.
      return go(context.social ? "socialSignupWithAge" : context.signupStep, {}, [{ type: "clearUnderageFlag" }]);

    case "CONFIRM_UNDERAGE":
      if (step !== "UnderageConfirmation") return unchanged;
      return stay([
        { type: "toast", message: AUTH_MESSAGES.underAge, durationMs: TOAST_MS },
        { type: "redirect", to: "/", afterMs: UNDERAGE_REDIRECT_MS },
      ]);

    case "CONSENTS_ACCEPTED":
      if (step !== "consents") return unchanged;
      return stay([registerEffect(context, event.consent)]);

    case "BACK":
      if (step !== "consents") return unchanged;
      return toSignup();

    case "PREVENTED_SOCIAL_REGISTER":
      if (!isSignup(step) && step !== "login") return unchanged;
      return toSignup();
  }
}

function registerEffect(context: AuthContext, consent: ConsentPayload | null): AuthEffect {
  return {
    type: "register",
    via: context.social?.provider ?? "email",
    email: context.email,
    birthday: context.birthday,
    consent,
  };
}
