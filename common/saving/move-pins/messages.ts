/**
 * Words of the organize mode (saving.md §4 "Moving pins works as a bulk change", §5 the same place
 * refused; ours: the spec shows no text), part of the saving catalogue
 * (test/common/spec-strings.test.ts reads it with SAVING_COPY and SAVE_FLOW_COPY); a module of its
 * own so only the mode's chunk, loaded when a member opens it, carries them. The board page's
 * 'Organize' link is SAVING_COPY.organize.
 */
export const ORGANIZE_COPY = {
  organizeBar: "Move Pins",
  selectAll: "Select all",
  selectedCount: (n: number) => `${n} selected`,
  allSelected: (excluded: number) => (excluded === 0 ? "All Pins selected" : `All Pins but ${excluded} selected`),
  moveTo: "Move to",
  chooseDestination: "Choose a board",
  moveToSection: "Section",
  noSection: "No section",
  showSections: "Show sections",
  loadingSections: "Loading sections…",
  move: "Move",
  moving: "Moving…",
  doneOrganizing: "Done",
  nothingToOrganize: "No Pins to move here.",
} as const;
