/**
 * The settings pages' server work (/settings/…; issue 34 items 4, 9): the viewer's settings
 * (GET /v3/users/me/settings/) for the layout, and one action for every section's forms — a zod
 * discriminated union on `intent`, one small handler each. Each handler runs the page's copy of
 * the Worker's rule before it calls (common/auth/settings), and answers the form's state: a
 * notice, or the refused field's message. Plain form posts: the same without JavaScript (the
 * photo is then the file as chosen; it must already be square).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { AUTH_PAGE_ERRORS } from "~common/auth/errors";
import { passkeyEmailCodeRoute } from "~common/auth/passkeys";
import {
  accountSettingsRoute,
  checkNewEmail,
  checkProfile,
  confirmEmailChangeRoute,
  removeProfilePhotoRoute,
  setProfilePhotoRoute,
  SETTINGS_COPY as S,
  startEmailChangeRoute,
  UNLINKABLE_PROVIDERS,
  unlinkIdentityRoute,
  updatePreferencesRoute,
  updateProfileRoute,
} from "~common/auth/settings";
import type { ApiResult } from "../../../lib/api-client";
import { apiClientFor } from "../../../lib/api.server";
import { requireUser } from "../../../lib/guards.server";
import { resourceOrRedirect } from "../../../lib/resource.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** What a settings form answers. */
export interface SettingsAnswer {
  intent: string;
  notice?: string;
  formError?: string;
  fieldErrors?: Record<string, string>;
  /** The values sent, so a refused form keeps them. */
  values?: Record<string, string>;
  /** An email change waiting for its code (the hint of the new address). */
  codeSentTo?: string;
  /** A proof code emailed to the current address (password-less accounts). */
  proofSentTo?: string;
}

export async function loadSettings(args: Args) {
  const viewer = await requireUser(args);
  const result = await apiClientFor(args.request, args.context).call(accountSettingsRoute);
  const settings = resourceOrRedirect(result, { request: args.request, viewer });
  return { settings, origin: new URL(args.request.url).origin, colorIndex: viewer.user.avatar_color_index };
}

const text = z.string().max(20_000).default("");
const Intent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("profile"), first_name: text, last_name: text, username: text, about: text, website_url: text }),
  z.object({ intent: z.literal("photo"), photo: z.instanceof(File) }),
  z.object({ intent: z.literal("remove_photo") }),
  z.object({ intent: z.literal("email_start"), email: text, password: text, code: text }),
  z.object({ intent: z.literal("email_proof_code") }),
  z.object({ intent: z.literal("email_confirm"), code: text, pending: text }),
  z.object({ intent: z.literal("unlink"), provider: z.enum(UNLINKABLE_PROVIDERS) }),
  z.object({ intent: z.literal("privacy"), hide_from_search: z.string().optional() }),
  z.object({ intent: z.literal("notifications"), email_board_invites: z.string().optional() }),
]);
type Form = z.infer<typeof Intent>;
type Of<I extends Form["intent"]> = Extract<Form, { intent: I }>;

const messageOf = (name: string) => (AUTH_PAGE_ERRORS as Record<string, { message: string } | undefined>)[name]?.message ?? name;

/** The answer of a refused call: the field it names, else the form's error. */
function refused(intent: string, result: Extract<ApiResult<unknown>, { ok: false }>, values?: Record<string, string>) {
  const field = result.error.data?.["field"];
  const answer: SettingsAnswer =
    typeof field === "string"
      ? { intent, fieldErrors: { [field]: result.error.message }, values }
      : { intent, formError: result.error.message, values };
  return data(answer, { status: result.status });
}

const bytesToBase64 = (bytes: Uint8Array) => {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

const handlers: { [I in Form["intent"]]: (api: ReturnType<typeof apiClientFor>, form: Of<I>) => Promise<unknown> } = {
  async profile(api, form) {
    const { intent, ...values } = form;
    const failure = checkProfile(values);
    if (failure)
      return data<SettingsAnswer>({ intent, values, fieldErrors: { [failure.field]: messageOf(failure.error) } }, { status: 400 });
    const result = await api.call(updateProfileRoute, { json: values });
    if (!result.ok) return refused(intent, result, values);
    return { intent, notice: S.saved } satisfies SettingsAnswer;
  },
  async photo(api, form) {
    const bytes = new Uint8Array(await form.photo.arrayBuffer());
    const result = await api.call(setProfilePhotoRoute, { json: { image_base64: bytesToBase64(bytes) } });
    if (!result.ok) return refused(form.intent, result);
    return { intent: form.intent, notice: S.saved } satisfies SettingsAnswer;
  },
  async remove_photo(api, form) {
    const result = await api.call(removeProfilePhotoRoute);
    if (!result.ok) return refused(form.intent, result);
    return { intent: form.intent, notice: S.saved } satisfies SettingsAnswer;
  },
  async email_start(api, form) {
    const values = { email: form.email };
    const current = await api.call(accountSettingsRoute);
    const failure = current.ok ? checkNewEmail(form.email, current.data.email) : null;
    if (failure) return data<SettingsAnswer>({ intent: form.intent, values, fieldErrors: { email: messageOf(failure) } }, { status: 400 });
    const proof = form.password !== "" ? { password: form.password } : { code: form.code };
    const result = await api.call(startEmailChangeRoute, { json: { email: form.email, ...proof } });
    if (!result.ok) {
      // A refused proof belongs beside the proof's field.
      if (result.error.data?.["field"] === undefined && result.status !== 429)
        return data<SettingsAnswer>(
          { intent: form.intent, values, fieldErrors: { [form.password !== "" ? "password" : "code"]: result.error.message } },
          { status: result.status },
        );
      return refused(form.intent, result, values);
    }
    return {
      intent: form.intent,
      values,
      codeSentTo: result.data.email_hint,
      notice: S.codeSent(result.data.email_hint),
    } satisfies SettingsAnswer;
  },
  async email_proof_code(api, form) {
    const result = await api.call(passkeyEmailCodeRoute);
    if (!result.ok) return refused(form.intent, result);
    return {
      intent: form.intent,
      proofSentTo: result.data.email_hint,
      notice: S.proofCodeSent(result.data.email_hint),
    } satisfies SettingsAnswer;
  },
  async email_confirm(api, form) {
    const result = await api.call(confirmEmailChangeRoute, { json: { code: form.code } });
    if (!result.ok) {
      const answer: SettingsAnswer = { intent: form.intent, codeSentTo: form.pending, fieldErrors: { code: result.error.message } };
      return data(answer, { status: result.status });
    }
    return { intent: form.intent, notice: S.emailChanged(result.data.email) } satisfies SettingsAnswer;
  },
  async unlink(api, form) {
    const result = await api.call(unlinkIdentityRoute, { params: { provider: form.provider } });
    if (!result.ok) return data<SettingsAnswer>({ intent: form.intent, formError: result.error.message }, { status: result.status });
    return { intent: form.intent, notice: S.unlinked(form.provider) } satisfies SettingsAnswer;
  },
  async privacy(api, form) {
    const result = await api.call(updatePreferencesRoute, { json: { hide_from_search: form.hide_from_search === "on" } });
    if (!result.ok) return refused(form.intent, result);
    return { intent: form.intent, notice: S.saved } satisfies SettingsAnswer;
  },
  async notifications(api, form) {
    const result = await api.call(updatePreferencesRoute, { json: { email_board_invites: form.email_board_invites === "on" } });
    if (!result.ok) return refused(form.intent, result);
    return { intent: form.intent, notice: S.saved } satisfies SettingsAnswer;
  },
};

export async function settingsAction(args: Args) {
  await requireUser(args);
  const parsed = Intent.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) return data<SettingsAnswer>({ intent: "", formError: messageOf("BAD_REQUEST") }, { status: 400 });
  const api = apiClientFor(args.request, args.context);
  const form = parsed.data;
  return (handlers[form.intent] as (api: ReturnType<typeof apiClientFor>, form: Form) => Promise<unknown>)(api, form);
}

/** /settings/ itself opens the first section. */
export const toFirstSection = () => redirect("/settings/profile/");
