/**
 * Why: saving.md §4 "the cover image is set from the pin when the board has none or the save went
 * to a section" is one rule; the Worker applies it inside the save's D1 batch (as SQL, with the
 * same inputs) and the seed replays it over its generated saves, so both are checked by the same
 * table test.
 */

/**
 * The board's cover pin after a save of `pinId`.
 *
 * @example
 * coverAfterSave({ coverPinId: null, pinId: 9, sectionId: null }); // 9: the board had none
 * coverAfterSave({ coverPinId: 4, pinId: 9, sectionId: null }); // 4: kept
 * coverAfterSave({ coverPinId: 4, pinId: 9, sectionId: 2 }); // 9: saved to a section
 */
export function coverAfterSave({
  coverPinId,
  pinId,
  sectionId,
}: {
  coverPinId: number | null;
  pinId: number;
  sectionId: number | null;
}): number {
  return coverPinId === null || sectionId !== null ? pinId : coverPinId;
}
