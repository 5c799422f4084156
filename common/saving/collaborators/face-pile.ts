/**
 * Why: a shared board's face pile (saving.md §9 "Collaborator face pile shows at most 3 names,
 * then 'and N more'") reads the same wherever it shows; the rule is pure and small, so the board
 * page loads it alone.
 */
import { FACE_PILE_MAX_NAMES } from "../constants";

/**
 * The face pile's names (saving.md §9): at most FACE_PILE_MAX_NAMES, and how many more there are.
 *
 * @example
 * facePile(["Ana", "Ben", "Kenji", "Olu", "Lena"]); // { names: ["Ana", "Ben", "Kenji"], more: 2 }
 */
export function facePile(names: readonly string[]): { names: string[]; more: number } {
  return { names: names.slice(0, FACE_PILE_MAX_NAMES), more: Math.max(0, names.length - FACE_PILE_MAX_NAMES) };
}

/**
 * The face pile as one line: "Ana", "Ana and Ben", "Ana, Ben and Kenji", "Ana, Ben, Kenji and 2 more".
 *
 * @example
 * facePileText(["Ana", "Ben", "Kenji", "Olu"], (n) => `and ${n} more`); // "Ana, Ben, Kenji and 1 more"
 */
export function facePileText(all: readonly string[], andMore: (n: number) => string): string {
  const { names, more } = facePile(all);
  if (more > 0) return `${names.join(", ")} ${andMore(more)}`;
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
