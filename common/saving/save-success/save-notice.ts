/**
 * Why: saving.md §2 "A sensitive-content notice can replace the content" of the save modal. A Pin
 * about a sensitive topic carries the advisory a search for that topic carries (business.md §3,
 * PinFields `sensitivity`); which severities stop the picker, and whether the saver may go on, is
 * one pure rule shared by the modal, the picker page and its tests:
 * - ABUSIVE (0): the catalogue's notice ('This Pin can't be saved') replaces the picker and there
 *   is no way on (the API refuses the save too, PIN_NOT_SAVEABLE). The advisory's own notice is
 *   not used here: for this severity it speaks of a search with no results (business.md §2);
 * - SENSITIVE (1): the notice replaces the picker until 'Save anyway';
 * - BRAND_UNSAFE (2): no notice — it is about advertising next to the Pin, not about the saver.
 * For SENSITIVE, a notice of the advisory's own is shown (its first, whatever its style: the modal
 * has room for one); an advisory without notices gets the catalogue's words.
 */
import { SEVERITY } from "../../business/advisories";
import type { Notice, Sensitivity } from "../../business/advisories";
import { SAVE_FLOW_COPY as C } from "../board-picker";

export interface SaveNotice {
  notice: Notice;
  /** False for an ABUSIVE Pin: the modal offers no way to the picker. */
  canSave: boolean;
}

const fallback = (id: string, title: string, text: string): Notice => ({
  id,
  style: 2,
  title,
  description: { text, textTags: [] },
  actions: [],
  footer: null,
});

/**
 * The notice the save modal shows in place of its content, or null to show the picker.
 *
 * @example
 * saveNotice(pin.sensitivity); // { notice: { title: "Look before you eat", … }, canSave: true }
 * saveNotice({ severity: 0, … }); // { notice: { title: "This Pin can't be saved", … }, canSave: false }
 * saveNotice(null); // null
 */
export function saveNotice(sensitivity: Sensitivity | null | undefined): SaveNotice | null {
  if (!sensitivity) return null;
  const [own] = sensitivity.notices;
  switch (sensitivity.severity) {
    case SEVERITY.ABUSIVE:
      return { notice: fallback("abusive", C.abusiveTitle, C.abusiveText), canSave: false };
    case SEVERITY.SENSITIVE:
      return { notice: own ?? fallback("sensitive", C.sensitiveFallbackTitle, C.sensitiveFallbackText), canSave: true };
    default:
      return null;
  }
}
