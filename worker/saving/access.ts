/**
 * Why: who may see and change a board is decided here and nowhere else (saving.md §6). A secret
 * board is seen by its owner only (collaborators join them with the collaborators work): by id it
 * is a 404 to anyone else, exactly like a board that does not exist, and it is never listed. A
 * protected board (an advertiser's, §6 "not listed on the user's profile") is not listed to others
 * but may be opened by id. Only the owner changes a board. Both the rules (for rows already read)
 * and their SQL (for lists) live here, side by side.
 */
export type BoardPrivacy = "public" | "secret" | "protected";

export interface BoardAccessFacts {
  owner_id: string;
  privacy: BoardPrivacy;
}

/** The board may be opened by id (and its sections and Pins read). */
export const canSeeBoard = (board: BoardAccessFacts, viewerId: string | null): boolean =>
  board.privacy !== "secret" || board.owner_id === viewerId;

/** The board may be changed (saved to, sectioned, deleted). */
export const canEditBoard = (board: BoardAccessFacts, viewerId: string | null): boolean => viewerId !== null && board.owner_id === viewerId;

/**
 * SQL that is true for boards the viewer may open by id; binds the viewer id (or NULL) once, as
 * `viewerParam` (a numbered parameter such as "?2" when the query numbers them).
 *
 * @example
 * db.prepare(`SELECT … FROM boards b WHERE b.id = ? AND ${VISIBLE_BOARD_SQL("b")}`).bind(id, viewerId)
 */
export const VISIBLE_BOARD_SQL = (alias: string, viewerParam = "?") => `(${alias}.privacy <> 'secret' OR ${alias}.owner_id = ${viewerParam})`;

/** SQL true for boards listed to the viewer: every board of their own, public boards of others. */
export const LISTED_BOARD_SQL = (alias: string, viewerParam = "?") => `(${alias}.privacy = 'public' OR ${alias}.owner_id = ${viewerParam})`;
