import { describe, expect, test } from "vitest";
import { TOAST_LONG_MS, TOAST_MS, UNDERAGE_REDIRECT_MS } from "~common/auth/constants";
import { AUTH_MESSAGES } from "~common/auth/messages";
import { NO_CONSENTS, consentPayload, toggle } from "~common/auth/signup/consent";
import {
  AUTH_STEPS,
  initialAuthState,
  nextStep,
  type AuthContext,
  type AuthEffect,
  type AuthEvent,
  type AuthState,
  type AuthStep,
} from "~common/auth/modal/steps";

const BASE = initialAuthState();
const at = (step: AuthStep, context: Partial<AuthContext> = {}): AuthState => ({ step, context: { ...BASE.context, ...context } });
const KR = { krPrivacyConsent: true };
const GOOGLE = { provider: "google" as const, email: "g@example.com" };
const FACEBOOK_NO_EMAIL = { provider: "facebook" as const, email: null };
const BDAY = 631152000; // 1990-01-01
const CONSENT = consentPayload(toggle(NO_CONSENTS, "all"));

/** One instance of every event type. */
const EVENTS: Record<AuthEvent["type"], AuthEvent> = {
  TOGGLE: { type: "TOGGLE" },
  EMAIL_CHECKED: { type: "EMAIL_CHECKED", email: "jane@example.com", exists: true },
  SIGNUP_VALID: { type: "SIGNUP_VALID", email: "jane@example.com", birthday: BDAY },
  MFA_REQUIRED: { type: "MFA_REQUIRED", phoneNumberEnd: "42" },
  MFA_RESENT: { type: "MFA_RESENT" },
  MFA_EXPIRED: { type: "MFA_EXPIRED" },
  SOCIAL_SIGNUP: { type: "SOCIAL_SIGNUP", ...GOOGLE },
  BIRTHDAY_COLLECTED: { type: "BIRTHDAY_COLLECTED", birthday: BDAY },
  EMAIL_COLLECTED: { type: "EMAIL_COLLECTED", email: "jane@example.com" },
  EMAIL_EXISTS: { type: "EMAIL_EXISTS", email: "jane@example.com" },
  NOT_NOW: { type: "NOT_NOW" },
  UNDERAGE: { type: "UNDERAGE", birthday: BDAY },
  EDIT: { type: "EDIT" },
  CONFIRM_UNDERAGE: { type: "CONFIRM_UNDERAGE" },
  CONSENTS_ACCEPTED: { type: "CONSENTS_ACCEPTED", consent: CONSENT },
  BACK: { type: "BACK" },
  PREVENTED_SOCIAL_REGISTER: { type: "PREVENTED_SOCIAL_REGISTER" },
};

/**
 * Where each event applies (§4.1, §4.2, §4.4), written out independently of the reducer. Every
 * other (step, event) pair must leave the state as it is, with no effects.
 */
const APPLIES: Record<AuthEvent["type"], AuthStep[]> = {
  TOGGLE: ["signup", "respondMessage", "login", "EmailAlreadyExist"],
  EMAIL_CHECKED: ["signup", "respondMessage"], // exists: true switches sign-up to log-in
  SIGNUP_VALID: ["signup", "respondMessage"],
  MFA_REQUIRED: ["signup", "respondMessage", "login"],
  MFA_RESENT: ["loginMfa"],
  MFA_EXPIRED: ["loginMfa"],
  SOCIAL_SIGNUP: ["signup", "respondMessage", "login"],
  BIRTHDAY_COLLECTED: ["socialSignupWithAge"],
  EMAIL_COLLECTED: ["EmailCollection"],
  EMAIL_EXISTS: ["EmailCollection"],
  NOT_NOW: ["EmailCollection"],
  UNDERAGE: ["signup", "respondMessage", "socialSignupWithAge", "consents"],
  EDIT: ["UnderageConfirmation"],
  CONFIRM_UNDERAGE: ["UnderageConfirmation"],
  CONSENTS_ACCEPTED: ["consents"],
  BACK: ["consents"],
  PREVENTED_SOCIAL_REGISTER: ["signup", "respondMessage", "login"],
};

/** A state in each step as the flows reach it (a social sign-up in progress where it belongs). */
const REACHED: Record<AuthStep, AuthState> = {
  signup: at("signup"),
  respondMessage: at("respondMessage", { signupStep: "respondMessage" }),
  login: at("login"),
  loginMfa: at("loginMfa", { phoneNumberEnd: "42" }),
  socialSignupWithAge: at("socialSignupWithAge", { social: GOOGLE, email: GOOGLE.email }),
  EmailCollection: at("EmailCollection", { social: FACEBOOK_NO_EMAIL, birthday: BDAY }),
  EmailAlreadyExist: at("EmailAlreadyExist", { social: FACEBOOK_NO_EMAIL, email: "jane@example.com", birthday: BDAY }),
  UnderageConfirmation: at("UnderageConfirmation", { birthday: BDAY }),
  consents: at("consents", { ...KR, email: "jane@example.com", birthday: BDAY }),
};

describe("events that do not apply leave the step unchanged, with no effects", () => {
  const pairs = AUTH_STEPS.flatMap((step) =>
    (Object.keys(EVENTS) as AuthEvent["type"][]).filter((e) => !APPLIES[e].includes(step)).map((e) => [step, e] as const),
  );
  test.each(pairs)("%s + %s", (step, type) => {
    const state = REACHED[step];
    const result = nextStep(state, EVENTS[type]);
    expect(result.state).toBe(state);
    expect(result.effects).toEqual([]);
  });

  test("events that do apply change the state or have effects", () => {
    for (const [type, steps] of Object.entries(APPLIES) as [AuthEvent["type"], AuthStep[]][]) {
      for (const step of steps) {
        const result = nextStep(REACHED[step], EVENTS[type]);
        expect(result.state !== REACHED[step] || result.effects.length > 0, `${step} + ${type}`).toBe(true);
      }
    }
  });
});

const register = (over: Partial<Extract<AuthEffect, { type: "register" }>> = {}): AuthEffect => ({
  type: "register",
  via: "email",
  email: null,
  birthday: null,
  consent: null,
  ...over,
});

describe("transitions (§4.1, §4.2, §4.4)", () => {
  test.each<[string, AuthState, AuthEvent, AuthStep, Partial<AuthContext>, AuthEffect[]]>([
    // §4.1 toggles
    ["signup → login", at("signup"), { type: "TOGGLE" }, "login", {}, []],
    ["login → signup", at("login"), { type: "TOGGLE" }, "signup", {}, []],
    ["respondMessage → login", at("respondMessage", { signupStep: "respondMessage" }), { type: "TOGGLE" }, "login", {}, []],
    ["login → back to respondMessage", at("login", { signupStep: "respondMessage" }), { type: "TOGGLE" }, "respondMessage", {}, []],
    [
      "login with a signup redirect URL navigates instead",
      at("login", { signupRedirectUrl: "/business/create" }),
      { type: "TOGGLE" },
      "login",
      {},
      [{ type: "navigate", url: "/business/create" }],
    ],
    [
      "signup with a signup redirect URL still toggles to login",
      at("signup", { signupRedirectUrl: "/business/create" }),
      { type: "TOGGLE" },
      "login",
      {},
      [],
    ],
    [
      "EmailAlreadyExist → log in with that email",
      REACHED.EmailAlreadyExist,
      { type: "TOGGLE" },
      "login",
      { email: "jane@example.com", social: null, birthday: null },
      [],
    ],
    // §4.2 email-exists check on blur
    [
      "signup, email exists → login",
      at("signup"),
      { type: "EMAIL_CHECKED", email: "a@b.co", exists: true },
      "login",
      { email: "a@b.co" },
      [],
    ],
    [
      "login, email free → signup",
      at("login"),
      { type: "EMAIL_CHECKED", email: "a@b.co", exists: false },
      "signup",
      { email: "a@b.co" },
      [],
    ],
    // §4.2 sign-up then consents or register
    [
      "signup valid → register",
      at("signup"),
      EVENTS.SIGNUP_VALID,
      "signup",
      { email: "jane@example.com", birthday: BDAY },
      [register({ email: "jane@example.com", birthday: BDAY })],
    ],
    [
      "signup valid with kr_privacy_consent → consents",
      at("signup", KR),
      EVENTS.SIGNUP_VALID,
      "consents",
      { email: "jane@example.com", birthday: BDAY },
      [],
    ],
    [
      "consents Next → register with the consent",
      REACHED.consents,
      EVENTS.CONSENTS_ACCEPTED,
      "consents",
      {},
      [register({ email: "jane@example.com", birthday: BDAY, consent: CONSENT })],
    ],
    ["consents Back → signup", REACHED.consents, { type: "BACK" }, "signup", { social: null, birthday: null }, []],
    [
      "consents Back → respondMessage when that was shown",
      at("consents", { ...KR, signupStep: "respondMessage" }),
      { type: "BACK" },
      "respondMessage",
      {},
      [],
    ],
    // §4.1 MFA
    ["login → loginMfa", at("login"), EVENTS.MFA_REQUIRED, "loginMfa", { phoneNumberEnd: "42" }, []],
    ["signup → loginMfa", at("signup"), { type: "MFA_REQUIRED", phoneNumberEnd: null }, "loginMfa", { phoneNumberEnd: null }, []],
    [
      "resend code → toast 5000 ms",
      REACHED.loginMfa,
      { type: "MFA_RESENT" },
      "loginMfa",
      {},
      [{ type: "toast", message: AUTH_MESSAGES.mfaCodeResent, durationMs: TOAST_LONG_MS }],
    ],
    [
      "login → loginMfa, codes by email with the hint",
      at("login"),
      { type: "MFA_REQUIRED", phoneNumberEnd: null, method: "email", emailHint: "j•••@example.com" },
      "loginMfa",
      { mfaMethod: "email", emailHint: "j•••@example.com" },
      [],
    ],
    [
      "login → loginMfa, codes from an app",
      at("login"),
      { type: "MFA_REQUIRED", phoneNumberEnd: null, method: "totp" },
      "loginMfa",
      { mfaMethod: "totp" },
      [],
    ],
    [
      "the code's log-in is over → login, the step's words dropped",
      at("loginMfa", { mfaMethod: "email", emailHint: "j•••@example.com" }),
      { type: "MFA_EXPIRED" },
      "login",
      { mfaMethod: null, emailHint: null, phoneNumberEnd: null },
      [],
    ],
    // §4.1 social sign-up
    [
      "social sign-up from signup → birthday",
      at("signup"),
      EVENTS.SOCIAL_SIGNUP,
      "socialSignupWithAge",
      { social: GOOGLE, email: GOOGLE.email },
      [],
    ],
    [
      "social sign-up from login → birthday",
      at("login"),
      { type: "SOCIAL_SIGNUP", ...FACEBOOK_NO_EMAIL },
      "socialSignupWithAge",
      { social: FACEBOOK_NO_EMAIL, email: null },
      [],
    ],
    [
      "birthday, email given → register",
      REACHED.socialSignupWithAge,
      EVENTS.BIRTHDAY_COLLECTED,
      "socialSignupWithAge",
      { birthday: BDAY },
      [register({ via: "google", email: GOOGLE.email, birthday: BDAY })],
    ],
    [
      "birthday, email given, kr_privacy_consent → consents",
      at("socialSignupWithAge", { ...KR, social: GOOGLE, email: GOOGLE.email }),
      EVENTS.BIRTHDAY_COLLECTED,
      "consents",
      { birthday: BDAY },
      [],
    ],
    [
      "birthday, no email → EmailCollection",
      at("socialSignupWithAge", { social: FACEBOOK_NO_EMAIL }),
      EVENTS.BIRTHDAY_COLLECTED,
      "EmailCollection",
      { birthday: BDAY },
      [],
    ],
    [
      "birthday, no email, kr_privacy_consent → EmailCollection first",
      at("socialSignupWithAge", { ...KR, social: FACEBOOK_NO_EMAIL }),
      EVENTS.BIRTHDAY_COLLECTED,
      "EmailCollection",
      { birthday: BDAY },
      [],
    ],
    [
      "email collected → register",
      REACHED.EmailCollection,
      EVENTS.EMAIL_COLLECTED,
      "EmailCollection",
      { email: "jane@example.com" },
      [register({ via: "facebook", email: "jane@example.com", birthday: BDAY })],
    ],
    [
      "email collected, kr_privacy_consent → consents",
      at("EmailCollection", { ...KR, social: FACEBOOK_NO_EMAIL, birthday: BDAY }),
      EVENTS.EMAIL_COLLECTED,
      "consents",
      { email: "jane@example.com" },
      [],
    ],
    [
      "email exists → EmailAlreadyExist",
      REACHED.EmailCollection,
      EVENTS.EMAIL_EXISTS,
      "EmailAlreadyExist",
      { email: "jane@example.com" },
      [],
    ],
    ["Not now → signup, social dropped", REACHED.EmailCollection, { type: "NOT_NOW" }, "signup", { social: null, birthday: null }, []],
    [
      "social consents Next → register via the provider",
      at("consents", { ...KR, social: GOOGLE, email: GOOGLE.email, birthday: BDAY }),
      EVENTS.CONSENTS_ACCEPTED,
      "consents",
      {},
      [register({ via: "google", email: GOOGLE.email, birthday: BDAY, consent: CONSENT })],
    ],
    [
      "prevented social register from login → signup",
      at("login", { social: GOOGLE }),
      { type: "PREVENTED_SOCIAL_REGISTER" },
      "signup",
      { social: null },
      [],
    ],
    // §4.4 under age
    [
      "signup, under age → confirmation, flag stored",
      at("signup"),
      EVENTS.UNDERAGE,
      "UnderageConfirmation",
      { birthday: BDAY },
      [{ type: "setUnderageFlag" }],
    ],
    [
      "under age without a birthday keeps the one entered",
      at("consents", { birthday: BDAY }),
      { type: "UNDERAGE", birthday: null },
      "UnderageConfirmation",
      { birthday: BDAY },
      [{ type: "setUnderageFlag" }],
    ],
    ["Edit → signup, flag reset", REACHED.UnderageConfirmation, { type: "EDIT" }, "signup", {}, [{ type: "clearUnderageFlag" }]],
    [
      "Edit → respondMessage when that was shown",
      at("UnderageConfirmation", { signupStep: "respondMessage" }),
      { type: "EDIT" },
      "respondMessage",
      {},
      [{ type: "clearUnderageFlag" }],
    ],
    [
      "Edit in a social sign-up → its birthday step",
      at("UnderageConfirmation", { social: GOOGLE }),
      { type: "EDIT" },
      "socialSignupWithAge",
      { social: GOOGLE },
      [{ type: "clearUnderageFlag" }],
    ],
    [
      "Confirm → toast 3.5 s, redirect to / after 4 s",
      REACHED.UnderageConfirmation,
      { type: "CONFIRM_UNDERAGE" },
      "UnderageConfirmation",
      {},
      [
        { type: "toast", message: AUTH_MESSAGES.underAge, durationMs: TOAST_MS },
        { type: "redirect", to: "/", afterMs: UNDERAGE_REDIRECT_MS },
      ],
    ],
  ])("%s", (_, state, event, step, context, effects) => {
    const result = nextStep(state, event);
    expect(result.state.step).toBe(step);
    expect(result.state.context).toMatchObject(context);
    expect(result.effects).toEqual(effects);
  });
});

describe("edge cases", () => {
  test("a blur never navigates: login, free email, redirect URL configured → unchanged", () => {
    const state = at("login", { signupRedirectUrl: "/business/create" });
    expect(nextStep(state, { type: "EMAIL_CHECKED", email: "a@b.co", exists: false })).toEqual({ state, effects: [] });
  });

  test("a blur that confirms the current view changes nothing", () => {
    expect(nextStep(at("signup"), { type: "EMAIL_CHECKED", email: "a@b.co", exists: false }).state).toEqual(at("signup"));
    expect(nextStep(at("login"), { type: "EMAIL_CHECKED", email: "a@b.co", exists: true }).state).toEqual(at("login"));
  });

  test("a birthday without a social sign-up in progress changes nothing", () => {
    const state = at("socialSignupWithAge");
    expect(nextStep(state, EVENTS.BIRTHDAY_COLLECTED)).toEqual({ state, effects: [] });
  });

  test("the input state is never changed", () => {
    const state = structuredClone(REACHED.EmailCollection);
    const frozen = structuredClone(state);
    for (const event of Object.values(EVENTS)) nextStep(state, event);
    expect(state).toEqual(frozen);
  });

  test("a whole social sign-up: Google without email, under kr_privacy_consent", () => {
    let s = initialAuthState({ krPrivacyConsent: true });
    const events: AuthEvent[] = [
      { type: "SOCIAL_SIGNUP", provider: "google", email: null },
      { type: "BIRTHDAY_COLLECTED", birthday: BDAY },
      { type: "EMAIL_COLLECTED", email: "new@example.com" },
    ];
    const steps = events.map((e) => (s = nextStep(s, e).state).step);
    expect(steps).toEqual(["socialSignupWithAge", "EmailCollection", "consents"]);
    expect(nextStep(s, EVENTS.CONSENTS_ACCEPTED).effects).toEqual([
      register({ via: "google", email: "new@example.com", birthday: BDAY, consent: CONSENT }),
    ]);
  });
});

describe("initialAuthState", () => {
  test.each([
    [{}, "signup", "signup"],
    [{ step: "login" as const }, "login", "signup"],
    [{ step: "respondMessage" as const }, "respondMessage", "respondMessage"],
  ])("%j → %s", (opts, step, signupStep) => {
    const s = initialAuthState(opts);
    expect(s.step).toBe(step);
    expect(s.context.signupStep).toBe(signupStep);
  });

  test("an empty redirect URL counts as none", () => {
    expect(initialAuthState({ signupRedirectUrl: "" }).context.signupRedirectUrl).toBeNull();
  });
});
