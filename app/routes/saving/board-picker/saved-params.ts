/**
 * The query flags a save made without JavaScript comes back to its page with (saving.md §4: the
 * saved notice 'Saved to {board}' / '… {section} in {board}', or why it failed), shared by the
 * Save button, the save-to-board page and the create-board page without loading either.
 */
export const SAVED_PARAM = "saved";
export const SAVED_TO_PARAM = "saved_to";
export const SAVED_SECTION_PARAM = "saved_section";
export const SAVE_ERROR_PARAM = "save_error";

/** The Pin a logged-out visitor pressed Save on; after log-in the save goes on (save-after-login.server.ts). */
export const SAVE_AFTER_LOGIN_PARAM = "save_pin";

/** The save-to-board page past a sensitive Pin's notice ('Save anyway', saving.md §2): ?notice=seen. */
export const NOTICE_PARAM = "notice";
export const NOTICE_SEEN = "seen";
