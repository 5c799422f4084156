import { describe, expect, test } from "vitest";
import { AUTH_COPY } from "~common/auth/messages";
import {
  CONSENT_ANSWERS,
  CONSENT_KEYS,
  NO_CONSENTS,
  OPTIONAL_CONSENTS,
  REQUIRED_CONSENTS,
  canProceed,
  consentLabel,
  consentPayload,
  consentsFromTicks,
  storedAnswers,
  toggle,
  type ConsentKey,
  type ConsentState,
} from "~common/auth/signup/consent";

/** A state with exactly these boxes ticked, 'Agree to all' as the rules derive it. */
const ticked = (...keys: ConsentKey[]): ConsentState => keys.reduce((s, k) => toggle(s, k), NO_CONSENTS);
const ALL = ticked(...CONSENT_KEYS);
const REQUIRED_ONLY = ticked(...REQUIRED_CONSENTS);

test("the §3 keys: four required, one optional", () => {
  expect(REQUIRED_CONSENTS).toEqual([
    "terms",
    "collectionUsePersonalInfo",
    "thirdPartyProvisionPersonalInfo",
    "overseasTransferPersonalInfo",
  ]);
  expect(OPTIONAL_CONSENTS).toEqual(["optionalMarketingConsent"]);
  expect(NO_CONSENTS).toEqual({ ...Object.fromEntries(CONSENT_KEYS.map((k) => [k, false])), all: false });
});

describe("toggle (§4.5)", () => {
  test.each<[string, ConsentState, ConsentKey | "all", Partial<ConsentState>]>([
    ["ticking 'Agree to all' ticks everything", NO_CONSENTS, "all", { ...ALL }],
    ["ticking 'Agree to all' with some ticked ticks the rest", ticked("terms"), "all", { ...ALL }],
    ["unticking 'Agree to all' unticks everything", ALL, "all", { ...NO_CONSENTS }],
    ["unticking a required box unticks 'Agree to all'", ALL, "terms", { terms: false, all: false }],
    ["unticking the optional box unticks 'Agree to all'", ALL, "optionalMarketingConsent", { optionalMarketingConsent: false, all: false }],
    ["ticking the last box ticks 'Agree to all'", REQUIRED_ONLY, "optionalMarketingConsent", { ...ALL }],
    [
      "ticking the last required box when the optional one is ticked",
      ticked("optionalMarketingConsent", "terms", "collectionUsePersonalInfo", "thirdPartyProvisionPersonalInfo"),
      "overseasTransferPersonalInfo",
      { ...ALL },
    ],
    ["ticking one box of none leaves 'Agree to all' unticked", NO_CONSENTS, "terms", { terms: true, all: false }],
    ["unticking a box leaves the others alone", REQUIRED_ONLY, "terms", { terms: false, collectionUsePersonalInfo: true, all: false }],
  ])("%s", (_, state, key, expected) => {
    expect(toggle(state, key)).toMatchObject(expected);
  });

  test("'Agree to all' is ticked exactly when every box is, whatever the order", () => {
    // Every subset of boxes, reached by ticking in order: all === (subset is everything).
    for (let mask = 0; mask < 1 << CONSENT_KEYS.length; mask++) {
      const keys = CONSENT_KEYS.filter((_, i) => mask & (1 << i));
      const s = ticked(...keys);
      expect(s.all).toBe(keys.length === CONSENT_KEYS.length);
      for (const k of CONSENT_KEYS) expect(s[k]).toBe(keys.includes(k));
    }
  });

  test("toggling a box twice is the identity, and the input is not changed", () => {
    const before = ticked("terms");
    const copy = { ...before };
    for (const key of CONSENT_KEYS) expect(toggle(toggle(before, key), key)).toEqual(before);
    expect(before).toEqual(copy);
  });

  test("'Agree to all' twice from a partial state ends with nothing ticked (tick all, then untick all)", () => {
    expect(toggle(toggle(ticked("terms"), "all"), "all")).toEqual(NO_CONSENTS);
  });
});

describe("canProceed (§4.5, §5)", () => {
  test.each<[string, ConsentState, boolean]>([
    ["nothing ticked", NO_CONSENTS, false],
    ["everything ticked", ALL, true],
    ["the four required only", REQUIRED_ONLY, true],
    ["the optional one only", ticked("optionalMarketingConsent"), false],
    [
      "three required and the optional",
      ticked("terms", "collectionUsePersonalInfo", "thirdPartyProvisionPersonalInfo", "optionalMarketingConsent"),
      false,
    ],
    ...REQUIRED_CONSENTS.map((k): [string, ConsentState, boolean] => [`all but ${k}`, toggle(ALL, k), false]),
  ])("%s → %s", (_, state, expected) => {
    expect(canProceed(state)).toBe(expected);
  });
});

describe("consentPayload (§4.5)", () => {
  test.each<[string, ConsentState, boolean]>([
    ["marketing ticked", ALL, false],
    ["marketing not ticked", REQUIRED_ONLY, true],
    ["nothing ticked", NO_CONSENTS, true],
  ])("%s → marketing_notifs_opt_out %s", (_, state, optOut) => {
    expect(consentPayload(state)).toEqual({ kr_privacy_consent_opt_in: true, marketing_notifs_opt_out: optOut });
  });
});

describe("storedAnswers (§3 values)", () => {
  test("the values of §3", () => {
    expect(CONSENT_ANSWERS).toEqual({ NOT_ANSWERED: 0, YES: 1, NO: 2, NOT_SURE: 3 });
  });
  test.each<[string, ConsentState | null, Record<ConsentKey, number>]>([
    [
      "step not shown",
      null,
      {
        terms: 0,
        collectionUsePersonalInfo: 0,
        thirdPartyProvisionPersonalInfo: 0,
        overseasTransferPersonalInfo: 0,
        optionalMarketingConsent: 0,
      },
    ],
    [
      "everything ticked",
      ALL,
      {
        terms: 1,
        collectionUsePersonalInfo: 1,
        thirdPartyProvisionPersonalInfo: 1,
        overseasTransferPersonalInfo: 1,
        optionalMarketingConsent: 1,
      },
    ],
    [
      "marketing declined",
      REQUIRED_ONLY,
      {
        terms: 1,
        collectionUsePersonalInfo: 1,
        thirdPartyProvisionPersonalInfo: 1,
        overseasTransferPersonalInfo: 1,
        optionalMarketingConsent: 2,
      },
    ],
    [
      "nothing ticked",
      NO_CONSENTS,
      {
        terms: 2,
        collectionUsePersonalInfo: 2,
        thirdPartyProvisionPersonalInfo: 2,
        overseasTransferPersonalInfo: 2,
        optionalMarketingConsent: 2,
      },
    ],
  ])("%s", (_, state, expected) => {
    expect(storedAnswers(state)).toEqual(expected);
  });
});

describe("consentLabel", () => {
  test.each<[ConsentKey, boolean, string]>([
    ["terms", false, AUTH_COPY.consentTerms],
    ["terms", true, AUTH_COPY.consentTermsBusiness],
    ["collectionUsePersonalInfo", false, AUTH_COPY.consentCollectionUse],
    ["thirdPartyProvisionPersonalInfo", true, AUTH_COPY.consentThirdParty],
    ["overseasTransferPersonalInfo", false, AUTH_COPY.consentOverseas],
    ["optionalMarketingConsent", false, AUTH_COPY.consentMarketing],
  ])("%s (partner %s)", (key, isPartner, label) => {
    expect(consentLabel(key, { isPartner })).toBe(label);
  });
  test("every key has its own label", () => {
    expect(new Set(CONSENT_KEYS.map((k) => consentLabel(k))).size).toBe(CONSENT_KEYS.length);
  });
});

describe("consentsFromTicks: a form sent with or without JavaScript", () => {
  test("'Agree to all' ticks everything, whatever else was sent", () => {
    const s = consentsFromTicks(["all"]);
    expect(canProceed(s)).toBe(true);
    expect(s.optionalMarketingConsent).toBe(true);
    expect(s.all).toBe(true);
  });

  test("the four required boxes proceed; 'all' follows the boxes", () => {
    const s = consentsFromTicks([...REQUIRED_CONSENTS]);
    expect(canProceed(s)).toBe(true);
    expect(s.all).toBe(false);
    expect(consentsFromTicks([...REQUIRED_CONSENTS, "optionalMarketingConsent"]).all).toBe(true);
  });

  test("missing any required box does not proceed; unknown names are ignored", () => {
    for (const missing of REQUIRED_CONSENTS) {
      expect(canProceed(consentsFromTicks([...REQUIRED_CONSENTS.filter((k) => k !== missing), "optionalMarketingConsent", "admin"]))).toBe(
        false,
      );
    }
    expect(consentsFromTicks([])).toEqual(NO_CONSENTS);
  });
});
