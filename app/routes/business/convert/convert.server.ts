/**
 * /business/convert's loader and action (business.md §2): a logged-in viewer without an ad
 * account of their own fills in their business name and country; POST /v3/business/convert/ makes
 * them a partner with an ad account, and the page goes on to `next` (same-origin only, else /).
 * A viewer who already owns an ad account goes straight on; a visitor logs in first and comes back.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { safeNextPath } from "~common/auth/rules";
import { advertisersRoute, convertRoute } from "~common/business/contracts";
import { BUSINESS_MESSAGES } from "~common/business/messages";
import { API_ERRORS } from "~common/errors";
import { PLATFORM_MESSAGES } from "~common/platform/messages";
import { apiClientFor } from "../../../lib/api.server";
import { formString } from "../../../lib/forms";
import { requireUser, type LoggedInViewer } from "../../../lib/guards.server";
import { adsCountryFor, countryOptions } from "../quick-promote/index.server";

type Context = Readonly<RouterContextProvider>;

export type ConvertField = "business_name" | "country";
export interface ConvertAnswer {
  fieldErrors: Partial<Record<ConvertField, string>>;
  formError?: string;
  businessName: string;
  country: string;
}

const nextOf = (request: Request) => safeNextPath(new URL(request.url).searchParams.get("next"));

/** Whether the viewer owns an ad account (the list also holds ad accounts shared with them). */
async function ownsAdAccount(request: Request, context: Context, viewer: LoggedInViewer): Promise<boolean> {
  const list = await apiClientFor(request, context).call(advertisersRoute);
  return list.ok && list.data.some((a) => a.owner_user_id === viewer.user.id);
}

export async function convertLoader(request: Request, context: Context) {
  const viewer = await requireUser({ request, context });
  if (await ownsAdAccount(request, context, viewer)) throw redirect(nextOf(request));
  return {
    countries: countryOptions(),
    country: adsCountryFor(request),
    businessName: viewer.user.is_partner ? "" : viewer.user.full_name,
    partner: viewer.user.is_partner,
  };
}

export async function convertAction(request: Request, context: Context) {
  await requireUser({ request, context });
  const form = await request.formData();
  const businessName = formString(form, "business_name");
  const country = formString(form, "country");
  const answer = (state: Pick<ConvertAnswer, "fieldErrors" | "formError">, status: number) =>
    data<ConvertAnswer>({ ...state, businessName, country }, { status });
  const result = await apiClientFor(request, context).call(convertRoute, { json: { business_name: businessName, country } });
  if (result.ok) throw redirect(nextOf(request));
  const { api_error_code: code, message } = result.error;
  // Converted meanwhile (another tab): nothing to do but go on.
  if (code === API_ERRORS.ALREADY_CONVERTED.code) throw redirect(nextOf(request));
  const field = result.error.data?.field;
  if (field === "business_name" || field === "country") return answer({ fieldErrors: { [field]: message } }, result.status);
  return answer(
    {
      fieldErrors: {},
      formError: code === API_ERRORS.INTERNAL.code ? PLATFORM_MESSAGES.somethingWrong : message || BUSINESS_MESSAGES.countryUnsupported,
    },
    result.status,
  );
}
