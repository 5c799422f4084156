/**
 * The pins capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is pins's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { deletePinRoute, editPinRoute, restorePinRoute } from "./contracts";
export { PIN_EDIT_COPY, PIN_EDIT_MESSAGES } from "./messages";
export { PIN_ALT_TEXT_MAX_LENGTH, PIN_RESTORE_WINDOW_SECONDS, canRestore, checkPinEdit } from "./rules";
export type { PinEditFailure, PinEditText } from "./rules";
export { PinDeletedSchema, PinEditBodySchema } from "./schemas";
export type { PinDeleted, PinEditBody } from "./schemas";
