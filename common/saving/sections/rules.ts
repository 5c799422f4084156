/**
 * Why: a section's new place among its board's sections is one rule, applied by the Worker inside
 * the board's action lock and by the board page to show the new order before the answer comes
 * (rolled back if it fails).
 */

/**
 * `ids` with `id` moved to index `position` (clamped to the list); unchanged when `id` is absent.
 *
 * @example
 * reorderSections(["1", "2", "3"], "3", 0); // ["3", "1", "2"]
 * reorderSections(["1", "2", "3"], "1", 9); // ["2", "3", "1"]
 */
export function reorderSections<T>(ids: readonly T[], id: T, position: number): T[] {
  const from = ids.indexOf(id);
  if (from < 0) return [...ids];
  const rest = ids.filter((x) => x !== id);
  const to = Math.max(0, Math.min(rest.length, Math.trunc(position)));
  return [...rest.slice(0, to), id, ...rest.slice(to)];
}

/** What happens to a deleted section's Pins: they stay on the board (outside its sections), or go with it. */
export const SECTION_PIN_FATES = ["keep", "delete"] as const;
export type SectionPinFate = (typeof SECTION_PIN_FATES)[number];
