/**
 * Why: who may change what on a board (saving.md §6 "Only a normal owner can choose secret and
 * invite collaborators"; ours beyond it: the owner alone renames, chooses the cover, archives and
 * deletes; a collaborator, who saves, sections and moves Pins, may also rewrite the description)
 * is one rule: the Edit page shows only the fields the viewer may change and the Worker refuses
 * the rest with the same answer.
 */
export type BoardRole = "owner" | "collaborator";

/** The fields of an edit (PATCH /v3/boards/{id}/). */
export type BoardEditField = "name" | "description" | "privacy" | "cover_pin_id" | "archived";

const COLLABORATOR_FIELDS: ReadonlySet<BoardEditField> = new Set(["description"]);

/**
 * @example
 * mayChangeBoardField("collaborator", "description"); // true
 * mayChangeBoardField("collaborator", "privacy"); // false
 */
export const mayChangeBoardField = (role: BoardRole, field: BoardEditField): boolean => role === "owner" || COLLABORATOR_FIELDS.has(field);

/**
 * The first field of `fields` that `role` may not change, or null.
 *
 * @example
 * refusedBoardField("collaborator", ["description", "name"]); // "name"
 */
export const refusedBoardField = (role: BoardRole, fields: readonly BoardEditField[]): BoardEditField | null =>
  fields.find((f) => !mayChangeBoardField(role, f)) ?? null;
