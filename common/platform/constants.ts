/**
 * Numbers the interface shares across areas, each with the spec section it comes from. The specs
 * give toast durations per message; the pages pick one of these by name rather than spelling ms.
 */

/** How long a toast stays on screen, in milliseconds. */
export const TOAST_DURATION_MS = {
  /** auth.md §9 "Toast durations: 3000, …" */
  short: 3000,
  /** auth.md §4.4 (under-age), §8.3 (reset-password and consent errors), §8.4 ("Email sent!"); business.md §9 */
  notice: 3500,
  /** saving.md §4, §9: the board save toast */
  boardSave: 4000,
  /** auth.md §4.3 ("We sent you a new code!"); saving.md §9 (bookmarklet "Saved to {board}" with View) */
  confirmation: 5000,
  /** ours: a deleted Pin's 'Undo' toast lasts its restore window (common/saving/pins PIN_RESTORE_WINDOW_SECONDS) */
  undo: 10000,
} as const;

export type ToastDuration = (typeof TOAST_DURATION_MS)[keyof typeof TOAST_DURATION_MS];

/** Modal widths in px (auth.md §9 "Modal widths: 484, 489 or 480 px"); 484 is the auth modal's. */
export const MODAL_WIDTHS = [484, 489, 480] as const;
export type ModalWidth = (typeof MODAL_WIDTHS)[number];

/** Where appeals and questions go (auth.md §8.4 suspended modal 'Contact us'; ours: not shown). */
export const SUPPORT_EMAIL = "support@pinboard.example";
