/**
 * /settings/account/close's work (docs/decisions/042): the proof the viewer can give, and the
 * two forms — deactivate, close (with the acknowledgement) — plus "Email me a code". A success
 * ends the session (its cookies go back to the browser) and lands on this page's `?done=` view,
 * which needs no session.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import {
  checkClose,
  closeAccountRoute,
  deactivateAccountRoute,
  deletionDate,
  LIFECYCLE_ACTIONS,
  LIFECYCLE_COPY as L,
} from "~common/auth/account-lifecycle";
import { AUTH_PAGE_ERRORS } from "~common/auth/errors";
import { checkProof } from "~common/auth/passkeys";
import { apiClientFor, cookieHeaders } from "../../../lib/api.server";
import { requireUser } from "../../../lib/guards.server";
import { proofKinds, proofOf, sendCodeIfAsked } from "./proof.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export const CLOSE_PATH = "/settings/account/close";

export interface LeaveAnswer {
  intent: string;
  formError?: string;
  notice?: string;
}

/** The `?done=` view after leaving: what happened and when the account goes. */
export type DoneView = { state: "deactivated"; message: string } | { state: "closed"; message: string };

const DoneSchema = z.discriminatedUnion("done", [
  z.object({ done: z.literal("deactivated") }),
  z.object({ done: z.literal("closed"), at: z.coerce.number().int().positive() }),
]);

export async function loadClose(args: Args) {
  const params = Object.fromEntries(new URL(args.request.url).searchParams);
  const done = DoneSchema.safeParse(params);
  if (done.success) {
    const view: DoneView =
      done.data.done === "closed"
        ? { state: "closed", message: L.closedDone(deletionDate(done.data.at)) }
        : { state: "deactivated", message: L.deactivatedDone };
    return { done: view };
  }
  const viewer = await requireUser(args);
  const api = apiClientFor(args.request, args.context);
  return { done: null, email: viewer.info.email, kinds: await proofKinds(api, viewer) };
}

const IntentSchema = z.enum(LIFECYCLE_ACTIONS);

export async function closeAction(args: Args) {
  await requireUser(args);
  const form = await args.request.formData();
  const intent = IntentSchema.safeParse(form.get("intent"));
  if (!intent.success) return data<LeaveAnswer>({ intent: "", formError: AUTH_PAGE_ERRORS.BAD_REQUEST.message }, { status: 400 });
  const api = apiClientFor(args.request, args.context);
  const reply = (answer: Omit<LeaveAnswer, "intent">, status = 200) => data<LeaveAnswer>({ intent: intent.data, ...answer }, { status });
  const code = await sendCodeIfAsked(api, form);
  if (code) return reply({ notice: code.notice, formError: code.formError }, code.status);

  const proof = proofOf(form);
  const acknowledged = form.get("acknowledge") === "1";
  // The page's checks are the Worker's rules, run before sending.
  const refusal = checkClose(intent.data, acknowledged) ?? checkProof(proof);
  if (refusal) return reply({ formError: AUTH_PAGE_ERRORS[refusal].message }, 400);
  const result =
    intent.data === "close"
      ? await api.call(closeAccountRoute, { json: { ...proof, acknowledge: true } })
      : await api.call(deactivateAccountRoute, { json: proof });
  if (!result.ok) return reply({ formError: result.error.message }, result.status);
  const done = result.data.state === "closed" ? `done=closed&at=${result.data.deletion_at}` : "done=deactivated";
  throw redirect(`${CLOSE_PATH}?${done}`, { headers: cookieHeaders(result.setCookies) });
}
