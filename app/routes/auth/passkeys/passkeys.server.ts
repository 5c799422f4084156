/**
 * The pages' half of passkeys (docs/decisions/038):
 *   - POST /resources/passkeys (./passkeys.ts), JSON in and out, for the steps that run in the
 *     browser's WebAuthn ceremony: the options (registration, with its fresh proof; log-in;
 *     confirmation), the new credential, the log-in, and the emailed code a password-less
 *     account proves itself with. The API's ceremony cookie and, after a log-in, the session cookies
 *     ride on the answer.
 *   - /settings/security's plain forms: rename, and remove with the password or a two-factor code
 *     (both work without JavaScript).
 */
import { data, type RouterContextProvider } from "react-router";
import {
  addPasskeyRoute,
  passkeyAuthenticationOptionsRoute,
  passkeyEmailCodeRoute,
  passkeyLogInRoute,
  passkeyRegistrationOptionsRoute,
  removePasskeyRoute,
  renamePasskeyRoute,
  PASSKEY_COPY as P,
} from "~common/auth/passkeys";
import { safeNextPath } from "~common/auth/rules";
import { twoFactorCodeRoute } from "~common/auth/two-factor";
import { PLATFORM_MESSAGES } from "~common/platform/messages";
import { apiClientFor, cookieHeaders } from "../../../lib/api.server";
import { formString } from "../../../lib/forms";
import type { SecurityAnswer } from "../sessions/index.server";
import { PASSKEY_INTENTS, SEND_CODE_FIELD, type PasskeyStep } from "./passkey-state";

type Args = { request: Request; context: Readonly<RouterContextProvider> };
type Api = ReturnType<typeof apiClientFor>;
type Result = Awaited<ReturnType<Api["call"]>>;

const NO_STORE = { "Cache-Control": "private, no-store" };

/** An API answer as the browser's ceremony code reads it: `{ data }` or `{ error: { message, code } }`, with its cookies. */
function answer(result: Result, data: (value: never) => unknown = (value) => value): Response {
  const headers = cookieHeaders(result.setCookies);
  for (const [k, v] of Object.entries(NO_STORE)) headers.set(k, v);
  if (!result.ok)
    return Response.json(
      { error: { message: result.error.message, code: result.error.api_error_code } },
      { status: result.status, headers },
    );
  return Response.json({ data: data(result.data as never) }, { headers });
}

/** The proof fields of a step's body, as the API takes them (empty ones left out). */
function proofOf(body: Record<string, unknown>) {
  const text = (k: string) => (typeof body[k] === "string" && body[k] !== "" ? (body[k] as string) : undefined);
  const password = text("password");
  const code = text("code");
  return {
    ...(password && { password }),
    ...(code && { code }),
    ...(body.credential !== undefined && { credential: body.credential as never }),
  };
}

const refuse = () => Response.json({ error: { message: PLATFORM_MESSAGES.somethingWrong, code: 0 } }, { status: 400, headers: NO_STORE });

/** POST /resources/passkeys: one step of a ceremony. */
export async function passkeyStep({ request, context }: Args): Promise<Response> {
  const body = (await request.json().catch(() => null)) as { step?: PasskeyStep; [k: string]: unknown } | null;
  if (!body || typeof body !== "object") return refuse();
  const api = apiClientFor(request, context);
  switch (body.step) {
    case "login-options":
      return answer(await api.call(passkeyAuthenticationOptionsRoute, { json: { purpose: "login" } }));
    case "confirm-options":
      return answer(await api.call(passkeyAuthenticationOptionsRoute, { json: { purpose: "confirm" } }));
    case "register-options":
      return answer(await api.call(passkeyRegistrationOptionsRoute, { json: proofOf(body) }));
    case "email-code":
      return answer(await api.call(body.kind === "two-factor" ? twoFactorCodeRoute : passkeyEmailCodeRoute));
    case "register":
      return answer(
        await api.call(addPasskeyRoute, {
          json: { credential: body.credential as never, ...(typeof body.name === "string" && { name: body.name }) },
        }),
      );
    case "login": {
      const next = safeNextPath(typeof body.next === "string" ? body.next : null);
      return answer(await api.call(passkeyLogInRoute, { json: { credential: body.credential as never } }), () => ({ to: next }));
    }
    case "remove":
      return answer(
        await api.call(removePasskeyRoute, {
          params: { passkeyId: String(body.id ?? "") },
          json: { credential: body.credential as never },
        }),
      );
    default:
      return refuse();
  }
}

/** /settings/security's passkey forms (rename; remove with a password or a code; email that code). */
export async function passkeyFormAction(api: Api, intent: string, form: FormData) {
  const id = formString(form, "id");
  const reply = (extra: Partial<SecurityAnswer>, status = 200) => data<SecurityAnswer>({ fieldErrors: {}, intent, ...extra }, { status });
  if (intent === PASSKEY_INTENTS.rename) {
    const result = await api.call(renamePasskeyRoute, { params: { passkeyId: id }, json: { name: formString(form, "name") } });
    return result.ok ? reply({ notice: P.renamed }) : reply({ formError: result.error.message, passkeyId: id }, result.status);
  }
  // "Email me a code" (two-factor's, or passkeys' own for an account with neither): the code, not a removal.
  const sendCode = formString(form, SEND_CODE_FIELD);
  if (sendCode !== "") {
    const sent = await api.call(sendCode === "two-factor" ? twoFactorCodeRoute : passkeyEmailCodeRoute);
    return sent.ok
      ? reply({ notice: P.emailCodeSent(sent.data.email_hint), passkeyId: id })
      : reply({ formError: sent.error.message, passkeyId: id }, sent.status);
  }
  const password = formString(form, "password");
  const code = formString(form, "code");
  const result = await api.call(removePasskeyRoute, {
    params: { passkeyId: id },
    json: { ...(password && { password }), ...(code && { code }) },
  });
  return result.ok ? reply({ notice: P.removed }) : reply({ formError: result.error.message, passkeyId: id }, result.status);
}
