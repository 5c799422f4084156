/**
 * The billing page's edit of the billing profile (issue 36 item 7): what the page shows of it (who
 * may edit, whether the form is open: `?edit=1`, a plain link, so it opens without JavaScript), and
 * the action behind its form — checked by quick promote's billing rules first (the API checks the
 * same again), then PATCH …/billing_profile/ through the typed client. A fetcher (js=1) gets the
 * answer as data (a toast); a plain form is redirected back with the words in `done` when saved,
 * and answered with its values and the field's error when not.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { BILLING_PROFILE_COPY as T, updateBillingProfileRoute } from "~common/business/billing-profile";
import { CAMPAIGN_CONTROL_COPY } from "~common/business/campaign-control";
import { checkBilling } from "~common/business/quick-promote";
import type { AdvertiserDetail } from "~common/business/schemas";
import { API_ERRORS } from "~common/errors";
import { apiClientFor } from "../../../lib/api.server";
import { pageUrl } from "../../../lib/page-url.server";

type Context = Readonly<RouterContextProvider>;

export const BILLING_FIELDS = ["contact_name", "email", "address_line1", "postal_code", "city"] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];
export type BillingFormValues = Record<BillingField, string>;

export interface BillingEditView {
  values: BillingFormValues;
  country: string;
  currency: string;
  /** The owner or an admin (business.md §4): who pays is theirs to say. */
  canEdit: boolean;
  /** The form is open (`?edit=1`). */
  editing: boolean;
}

export interface BillingAnswer {
  ok: boolean;
  message: string;
  field?: BillingField;
  /** A plain form's values, shown again with its error. */
  values?: BillingFormValues;
}

/**
 * The billing page's edit part, or null without a billing profile.
 *
 * @example
 * billingEditView(account.data, url.searchParams) // { values: { contact_name: "Lena", … }, canEdit: true, editing: false, … }
 */
export function billingEditView(a: AdvertiserDetail, q: URLSearchParams): BillingEditView | null {
  const b = a.billing_profile;
  if (!b) return null;
  return {
    values: {
      contact_name: b.contact_name,
      email: b.email,
      address_line1: b.address.line1,
      postal_code: b.address.postal_code,
      city: b.address.city,
    },
    country: b.address.country,
    currency: b.currency,
    canEdit: a.permissions.includes("OWNER") || a.permissions.includes("ADMIN"),
    editing: q.get("edit") === "1",
  };
}

const field = z.string().max(2000);
const IntentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("billing_profile_edit"),
    contact_name: field,
    email: field,
    address_line1: field,
    postal_code: field,
    city: field,
    js: z.string().optional(),
  }),
]);

const isField = (f: unknown): f is BillingField => (BILLING_FIELDS as readonly unknown[]).includes(f);

/**
 * @example
 * if (match.key === "billing") return billingProfileAction(request, context, advertiserId);
 */
export async function billingProfileAction(request: Request, context: Context, advertiserId: string) {
  const parsed = IntentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<BillingAnswer>({ ok: false, message: CAMPAIGN_CONTROL_COPY.somethingWrong }, { status: 400 });
  const { intent: _intent, js, ...values } = parsed.data;
  const refuse = (a: Omit<BillingAnswer, "ok" | "values">, status: number) => data<BillingAnswer>({ ok: false, ...a, values }, { status });
  const problem = checkBilling(values);
  if (problem) return refuse({ message: API_ERRORS[problem.error].message, field: problem.field }, 400);
  const result = await apiClientFor(request, context).call(updateBillingProfileRoute, { params: { advertiserId }, json: values });
  if (!result.ok) {
    const f = result.error.data?.field;
    return refuse({ message: result.error.message_detail ?? result.error.message, field: isField(f) ? f : undefined }, result.status);
  }
  if (js === "1") return data<BillingAnswer>({ ok: true, message: T.saved });
  const back = pageUrl(request);
  back.searchParams.delete("edit");
  back.searchParams.set("done", T.saved);
  throw redirect(`${back.pathname}?${back.searchParams}`);
}
