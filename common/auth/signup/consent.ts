/**
 * Why: where the Korean privacy-consent experiment applies, sign-up passes a consents step
 * (auth.md §2.2, §4.5) whose checkboxes follow fixed rules: 'Agree to all' ticks or unticks
 * everything, unticking any box unticks it, ticking every box ticks it, and Next needs the four
 * required consents. The rules live here, pure, so the step and the API agree on the payload.
 */
import { AUTH_COPY } from "../messages";

/** §3 consent keys the user must accept to proceed. */
export const REQUIRED_CONSENTS = [
  "terms",
  "collectionUsePersonalInfo",
  "thirdPartyProvisionPersonalInfo",
  "overseasTransferPersonalInfo",
] as const;
/** §3 consent keys the user may leave unticked. */
export const OPTIONAL_CONSENTS = ["optionalMarketingConsent"] as const;
export const CONSENT_KEYS = [...REQUIRED_CONSENTS, ...OPTIONAL_CONSENTS] as const;

export type ConsentKey = (typeof CONSENT_KEYS)[number];

/** The ticked boxes, plus 'Agree to all', which is ticked exactly when every box is. */
export type ConsentState = Readonly<Record<ConsentKey, boolean> & { all: boolean }>;

/** §3 consent answer values as stored. */
export const CONSENT_ANSWERS = { NOT_ANSWERED: 0, YES: 1, NO: 2, NOT_SURE: 3 } as const;
export type ConsentAnswer = (typeof CONSENT_ANSWERS)[keyof typeof CONSENT_ANSWERS];

/** The sign-up fields the consents step adds (§3 signup payload, §4.5). */
export interface ConsentPayload {
  kr_privacy_consent_opt_in: true;
  marketing_notifs_opt_out: boolean;
}

const withAll = (boxes: Record<ConsentKey, boolean>): ConsentState => ({
  ...boxes,
  all: CONSENT_KEYS.every((k) => boxes[k]),
});

const everything = (value: boolean) => withAll(Object.fromEntries(CONSENT_KEYS.map((k) => [k, value])) as Record<ConsentKey, boolean>);

/** Nothing ticked: the step's first state. */
export const NO_CONSENTS: ConsentState = everything(false);

/**
 * Ticks or unticks one box, or 'Agree to all' (§4.5).
 *
 * @example
 * const s = toggle(NO_CONSENTS, "all"); // every box ticked, s.all === true
 * toggle(s, "optionalMarketingConsent").all; // false: unticking any box unticks 'Agree to all'
 */
export function toggle(state: ConsentState, key: ConsentKey | "all"): ConsentState {
  if (key === "all") return everything(!state.all);
  const { all: _all, ...boxes } = state;
  return withAll({ ...boxes, [key]: !state[key] });
}

/**
 * The boxes a submitted form ticked, where the form may have been sent without JavaScript: then
 * 'Agree to all' could not tick the others in the page, so a ticked 'Agree to all' ticks them here.
 *
 * @example
 * consentsFromTicks(["all"]).terms; // true
 * consentsFromTicks(["terms"]).all; // false
 */
export function consentsFromTicks(ticked: Iterable<string>): ConsentState {
  const on = new Set(ticked);
  if (on.has("all")) return everything(true);
  return withAll(Object.fromEntries(CONSENT_KEYS.map((k) => [k, on.has(k)])) as Record<ConsentKey, boolean>);
}

/**
 * Next is enabled only when all four required consents are ticked (§4.5, §5).
 *
 * @example
 * canProceed(toggle(NO_CONSENTS, "all")); // true
 */
export const canProceed = (state: ConsentState): boolean => REQUIRED_CONSENTS.every((k) => state[k]);

/**
 * What submitting the step sends (§4.5): the opt-in, and a marketing opt-out when the optional box
 * is not ticked.
 *
 * @example
 * consentPayload(toggle(NO_CONSENTS, "all")); // { kr_privacy_consent_opt_in: true, marketing_notifs_opt_out: false }
 */
export const consentPayload = (state: ConsentState): ConsentPayload => ({
  kr_privacy_consent_opt_in: true,
  marketing_notifs_opt_out: !state.optionalMarketingConsent,
});

/**
 * The answers to store per key (§3 values). `null` means the step was never shown: nothing was
 * answered. Once submitted, a ticked box is YES and an unticked one NO; checkboxes have no way to
 * say NOT_SURE, which other consent surfaces may store.
 *
 * @example
 * storedAnswers(null).terms; // CONSENT_ANSWERS.NOT_ANSWERED
 */
export function storedAnswers(state: ConsentState | null): Record<ConsentKey, ConsentAnswer> {
  const answer = (k: ConsentKey): ConsentAnswer =>
    state === null ? CONSENT_ANSWERS.NOT_ANSWERED : state[k] ? CONSENT_ANSWERS.YES : CONSENT_ANSWERS.NO;
  return Object.fromEntries(CONSENT_KEYS.map((k) => [k, answer(k)])) as Record<ConsentKey, ConsentAnswer>;
}

/** The label beside each box; a partner account agrees to the business terms (§6). */
export function consentLabel(key: ConsentKey, { isPartner = false }: { isPartner?: boolean } = {}): string {
  switch (key) {
    case "terms":
      return isPartner ? AUTH_COPY.consentTermsBusiness : AUTH_COPY.consentTerms;
    case "collectionUsePersonalInfo":
      return AUTH_COPY.consentCollectionUse;
    case "thirdPartyProvisionPersonalInfo":
      return AUTH_COPY.consentThirdParty;
    case "overseasTransferPersonalInfo":
      return AUTH_COPY.consentOverseas;
    case "optionalMarketingConsent":
      return AUTH_COPY.consentMarketing;
  }
}
