/** API refusals of a business sign-up as form state (server-only, like auth/form-state.server.ts). */
import type { ApiErrorBody } from "~common/errors";
import { formStateFromApiError } from "../modal/index.server";
import type { BusinessFormState } from "./form-state";

/** An API refusal of a business sign-up as form state: the business name's own field, else as on /signup. */
export function businessStateFromApiError(error: ApiErrorBody): BusinessFormState {
  if (error.data?.field === "business_name") return { fieldErrors: { business_name: error.message } };
  return formStateFromApiError(error);
}
