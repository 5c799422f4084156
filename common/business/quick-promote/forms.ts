/**
 * Why: the business info and billing forms of quick promote (business.md §2, §4) are checked by
 * the page before sending and by the API on arrival; both call these rules, which answer with the
 * first field in error and the catalogue name of its error (common/business/errors.ts), in the
 * order the fields appear.
 */
import { BUSINESS_NAME_MAX_LENGTH } from "../../auth/constants";
import { isEmailFormat } from "../../auth/rules";

export type FormProblem<F extends string> = {
  field: F;
  error: "BUSINESS_NAME_MISSING" | "BUSINESS_NAME_TOO_LONG" | "DESTINATION_URL_INVALID" | "FIELD_MISSING" | "BILLING_EMAIL_INVALID";
};

const blank = (v: string | undefined) => (v ?? "").trim() === "";

/** An http(s) address with a dotted host name (§7 destination_url, the business website). */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

export interface BusinessInfoValues {
  business_name: string;
  website?: string;
  address_line1?: string;
  city?: string;
  postal_code?: string;
}

/**
 * The business info form: a name (as at sign-up), an optional website, and an address of all three
 * parts or none.
 *
 * @example
 * checkBusinessInfo({ business_name: "Bakery", city: "Springfield" }) // { field: "address_line1", error: "FIELD_MISSING" }
 */
export function checkBusinessInfo(v: BusinessInfoValues): FormProblem<keyof BusinessInfoValues> | null {
  if (blank(v.business_name)) return { field: "business_name", error: "BUSINESS_NAME_MISSING" };
  if ([...v.business_name.trim()].length > BUSINESS_NAME_MAX_LENGTH) return { field: "business_name", error: "BUSINESS_NAME_TOO_LONG" };
  if (!blank(v.website) && !isWebUrl(v.website!)) return { field: "website", error: "DESTINATION_URL_INVALID" };
  const address = (["address_line1", "city", "postal_code"] as const).filter((f) => !blank(v[f]));
  if (address.length > 0 && address.length < 3) {
    const missing = (["address_line1", "city", "postal_code"] as const).find((f) => blank(v[f]))!;
    return { field: missing, error: "FIELD_MISSING" };
  }
  return null;
}

export interface BillingValues {
  contact_name: string;
  email: string;
  address_line1: string;
  city: string;
  postal_code: string;
}

/**
 * The billing form: every field, and an email address.
 *
 * @example
 * checkBilling({ contact_name: "Jane", email: "nope", address_line1: "1 Main St", city: "X", postal_code: "1" }) // { field: "email", error: "BILLING_EMAIL_INVALID" }
 */
export function checkBilling(v: BillingValues): FormProblem<keyof BillingValues> | null {
  for (const f of ["contact_name", "email", "address_line1", "city", "postal_code"] as const) {
    if (blank(v[f])) return { field: f, error: "FIELD_MISSING" };
    if (f === "email" && !isEmailFormat(v.email.trim())) return { field: "email", error: "BILLING_EMAIL_INVALID" };
  }
  return null;
}
