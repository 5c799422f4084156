/**
 * The browser's half of a passkey ceremony (docs/decisions/038): whether this page can use
 * passkeys, each step posted to /resources/passkeys, and @simplewebauthn/browser loaded only when
 * a ceremony starts (it is not in any page's first script: test/build/budgets).
 */
import { PLATFORM_MESSAGES } from "~common/platform/messages";
import { PASSKEY_STEPS_PATH, type PasskeyStep } from "./passkey-state";

export type StepAnswer<T> = { ok: true; data: T } | { ok: false; message: string; code: number };

/** WebAuthn refuses IP addresses as relying parties: pages there never offer passkeys. */
const isIpAddress = (host: string) => /^[\d.]+$/.test(host) || host.includes(":") || host.startsWith("[");

/** Is this page open on an IP address (where a browser that makes passkeys still may not)? */
export const onIpAddress = () => typeof window !== "undefined" && isIpAddress(window.location.hostname);

/** Can this page make or use a passkey? (Only in the browser, after hydration.) */
export const passkeysSupported = () =>
  typeof window !== "undefined" && window.isSecureContext && "PublicKeyCredential" in window && !isIpAddress(window.location.hostname);

/**
 * This page on `localhost` when it is open on a loopback address (127.0.0.1, [::1]), where the
 * browser could make passkeys but WebAuthn refuses the address; else null.
 */
export const passkeysOnLocalhost = (): string | null => {
  if (typeof window === "undefined" || !("PublicKeyCredential" in window)) return null;
  const { hostname } = window.location;
  if (!/^127\.\d+\.\d+\.\d+$/.test(hostname) && hostname !== "[::1]") return null;
  const url = new URL(window.location.href);
  url.hostname = "localhost";
  return url.href;
};

export const webauthn = () => import("@simplewebauthn/browser");

/** One step of the ceremony. */
export async function postStep<T>(step: PasskeyStep, body: Record<string, unknown> = {}, signal?: AbortSignal): Promise<StepAnswer<T>> {
  try {
    const res = await fetch(PASSKEY_STEPS_PATH, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ step, ...body }),
      signal,
    });
    const json = (await res.json().catch(() => null)) as { data?: T; error?: { message: string; code: number } } | null;
    if (res.ok && json && "data" in json) return { ok: true, data: json.data as T };
    return { ok: false, message: json?.error?.message ?? PLATFORM_MESSAGES.somethingWrong, code: json?.error?.code ?? 0 };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, message: PLATFORM_MESSAGES.somethingWrong, code: 0 };
  }
}

/** The person closed the browser's passkey dialog, or it timed out: not an error to shout about. */
export const isCancelled = (error: unknown) =>
  error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError" || error.message.includes("cancel"));

type WebAuthnLib = Awaited<ReturnType<typeof webauthn>>;
export type RegistrationCredential = Awaited<ReturnType<WebAuthnLib["startRegistration"]>>;
export type AuthenticationCredential = Awaited<ReturnType<WebAuthnLib["startAuthentication"]>>;

/** Options from `optionsStep` (sent `body`), the browser's passkey dialog, then `finish` with what it made; `cancelled` if the person closed it. */
async function ceremony<C, T>(
  optionsStep: PasskeyStep,
  start: (lib: WebAuthnLib, optionsJSON: never) => Promise<C>,
  finish: (credential: C) => Promise<StepAnswer<T>>,
  cancelled: string,
  body: Record<string, unknown> = {},
): Promise<StepAnswer<T>> {
  const lib = await webauthn();
  const options = await postStep<never>(optionsStep, body);
  if (!options.ok) return options;
  let credential: C;
  try {
    credential = await start(lib, options.data);
  } catch (error) {
    return { ok: false, message: isCancelled(error) ? cancelled : (error as Error).message, code: 0 };
  }
  return finish(credential);
}

/**
 * A new passkey: registration options for a fresh proof (password, code, or a passkey's
 * signature: docs/decisions/038), the browser makes it, `finish` sends it.
 *
 * @example
 * const added = await registerPasskey({ password }, (credential) => postStep<Passkey>("register", { credential, name }), P.cancelled);
 */
export const registerPasskey = <T>(
  proof: { password?: string; code?: string; credential?: AuthenticationCredential },
  finish: (credential: RegistrationCredential) => Promise<StepAnswer<T>>,
  cancelled: string,
) => ceremony("register-options", (lib, optionsJSON) => lib.startRegistration({ optionsJSON }), finish, cancelled, proof);

/**
 * A use of a passkey (a log-in, or a confirmation): the options of `optionsStep`, the browser signs, `finish` sends it.
 *
 * @example
 * const answer = await signWithPasskey("login-options", (credential) => postStep<{ to: string }>("login", { credential, next }), P.loginCancelled);
 */
export const signWithPasskey = <T>(
  optionsStep: "login-options" | "confirm-options",
  finish: (credential: AuthenticationCredential) => Promise<StepAnswer<T>>,
  cancelled: string,
) => ceremony(optionsStep, (lib, optionsJSON) => lib.startAuthentication({ optionsJSON }), finish, cancelled);
