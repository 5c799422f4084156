/**
 * Why: the board and section name rules of saving.md §5, shared by the create forms (checked
 * before sending) and the API (checked again): each returns the catalogue name of the error, or
 * null when the name is fine.
 */
import { BOARD_NAME_MAX_LENGTH, SECTION_NAME_MAX_LENGTH } from "../constants";

export type BoardNameError = "BOARD_NAME_MISSING" | "BOARD_NAME_TOO_LONG";
export type SectionNameError = "SECTION_NAME_MISSING" | "SECTION_NAME_TOO_LONG";

/** Length in characters (code points), as a person counts them. */
const length = (s: string) => [...s].length;

/**
 * saving.md §5 Board name: required ("Don't forget to name your board!"), at most
 * BOARD_NAME_MAX_LENGTH characters once trimmed.
 *
 * @example
 * checkBoardName("  "); // "BOARD_NAME_MISSING"
 * checkBoardName("Recipes"); // null
 */
export function checkBoardName(name: string): BoardNameError | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return "BOARD_NAME_MISSING";
  if (length(trimmed) > BOARD_NAME_MAX_LENGTH) return "BOARD_NAME_TOO_LONG";
  return null;
}

/**
 * saving.md §5 Section name: "trimmed and required"; at most SECTION_NAME_MAX_LENGTH characters.
 *
 * @example
 * checkSectionName(" Soups "); // null (it is saved as "Soups")
 */
export function checkSectionName(name: string): SectionNameError | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return "SECTION_NAME_MISSING";
  if (length(trimmed) > SECTION_NAME_MAX_LENGTH) return "SECTION_NAME_TOO_LONG";
  return null;
}
