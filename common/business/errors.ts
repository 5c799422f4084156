/** Error catalogue of the business area (business.md), codes 3000–3999; the business issues fill it. */
import { defineErrors } from "../platform/errors";

export const BUSINESS_ERRORS = defineErrors("business", {});
