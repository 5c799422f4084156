/**
 * Error catalogue of discovery (business.md §7, §8): codes 3500–3599 of the business range
 * (docs/decisions/014-discovery.md). business.md §8 names no code for these calls; search and
 * autocomplete refuse bad options with the platform's BAD_REQUEST and a Pin that is not there
 * with the saving area's PIN_NOT_FOUND.
 */
import { defineErrors } from "../platform/errors";
import { DISCOVERY_API_MESSAGES as M } from "./discovery-messages";

export const DISCOVERY_ERRORS = defineErrors("business", {
  // §4, auth.md §2.5: only http(s) links are ever checked or opened
  OFFSITE_URL_INVALID: { code: 3500, status: 400, message: M.offsiteUrlInvalid },
});
