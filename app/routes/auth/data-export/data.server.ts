/**
 * /settings/data's work (docs/decisions/042): the viewer's latest archive and when another may be
 * asked for, and the request form (with the fresh proof, or "Email me a code").
 */
import { data, type RouterContextProvider } from "react-router";
import { DATA_EXPORT_COPY as D, dataExportsRoute, requestDataExportRoute } from "~common/auth/data-export";
import { AUTH_PAGE_ERRORS } from "~common/auth/errors";
import { checkProof } from "~common/auth/passkeys";
import { apiClientFor } from "../../../lib/api.server";
import { requireUser } from "../../../lib/guards.server";
import { resourceOrRedirect } from "../../../lib/resource.server";
import { proofKinds, proofOf, sendCodeIfAsked } from "../account-lifecycle/index.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export interface DataAnswer {
  formError?: string;
  notice?: string;
}

export async function loadData(args: Args) {
  const viewer = await requireUser(args);
  const api = apiClientFor(args.request, args.context);
  const [exports, kinds] = await Promise.all([api.call(dataExportsRoute), proofKinds(api, viewer)]);
  return {
    exports: resourceOrRedirect(exports, { request: args.request, viewer }),
    kinds,
    email: viewer.info.email,
    now: Math.floor(Date.now() / 1000),
  };
}

export async function dataAction(args: Args) {
  await requireUser(args);
  const form = await args.request.formData();
  const api = apiClientFor(args.request, args.context);
  const code = await sendCodeIfAsked(api, form);
  if (code) return data<DataAnswer>({ notice: code.notice, formError: code.formError }, { status: code.status });
  const proof = proofOf(form);
  const refusal = checkProof(proof);
  if (refusal) return data<DataAnswer>({ formError: AUTH_PAGE_ERRORS[refusal].message }, { status: 400 });
  const result = await api.call(requestDataExportRoute, { json: proof });
  return result.ok
    ? data<DataAnswer>({ notice: D.requested })
    : data<DataAnswer>({ formError: result.error.message }, { status: result.status });
}
