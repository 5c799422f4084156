/**
 * The consents step's server half (auth.md §4.5), shared by the personal and business sign-up
 * actions: what the signup step typed is sealed into the step (app/lib/sealed.server.ts) when the
 * API asks for consent, and read back with the ticked boxes when Back or Next is pressed.
 */
import type { RouterContextProvider } from "react-router";
import { canProceed, CONSENT_KEYS, consentsFromTicks, NO_CONSENTS, type ConsentState } from "~common/auth/signup/consent";
import { cloudflareContext } from "../../../lib/cloudflare-context";
import { formString } from "../../../lib/forms";
import { seal, unseal } from "../../../lib/sealed.server";
import type { ConsentsAnswer } from "./consents-step";
import { CONSENTS_BACK_INTENT, CONSENTS_NEXT_INTENT } from "../modal";

/** How long the consents step keeps what the signup step typed (ours: the spec gives no time). */
export const CONSENTS_STEP_TTL_SECONDS = 15 * 60;

const secret = (context: Readonly<RouterContextProvider>) => context.get(cloudflareContext).env.DEVICE_COOKIE_SECRET;

/**
 * The consents step for what the signup step typed (`purpose` names the form, so a business
 * step's seal never opens on the personal form).
 *
 * @example
 * if (result.error.api_error_code === API_ERRORS.CONSENT_REQUIRED.code)
 *   return data({ …, consents: await consentsStep(context, "signup", { email, password, birthday }) });
 */
export async function consentsStep<T>(
  context: Readonly<RouterContextProvider>,
  purpose: string,
  pending: T,
  state: ConsentState = NO_CONSENTS,
  error: string | null = null,
): Promise<ConsentsAnswer> {
  const sealed = await seal(pending, { secret: secret(context), purpose: `consents:${purpose}`, ttlSeconds: CONSENTS_STEP_TTL_SECONDS });
  return { sealed, state, error };
}

export type ConsentsSubmission<T> =
  | { kind: "none" }
  /** The seal is missing, expired or tampered with: start the signup step again. */
  | { kind: "expired" }
  | { kind: "back"; pending: T }
  | { kind: "next"; pending: T; state: ConsentState; ready: boolean };

/** What a post from the consents step asks for; `none` when the post is not from it. */
export async function readConsentsSubmission<T>(
  context: Readonly<RouterContextProvider>,
  purpose: string,
  form: FormData,
): Promise<ConsentsSubmission<T>> {
  const intent = formString(form, "intent");
  if (intent !== CONSENTS_BACK_INTENT && intent !== CONSENTS_NEXT_INTENT) return { kind: "none" };
  const pending = await unseal<T>(formString(form, "sealed"), { secret: secret(context), purpose: `consents:${purpose}` });
  if (pending === null) return { kind: "expired" };
  if (intent === CONSENTS_BACK_INTENT) return { kind: "back", pending };
  const ticked: string[] = CONSENT_KEYS.filter((k) => form.has(k));
  if (form.has("all")) ticked.push("all");
  const state = consentsFromTicks(ticked);
  return { kind: "next", pending, state, ready: canProceed(state) };
}
