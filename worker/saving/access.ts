/**
 * Why: who may see and change a board is decided here and nowhere else (saving.md §6). A secret
 * board is seen by its owner and its collaborators only (§6 "A board owner or a collaborator sees
 * the board in the board list"): by id it is a 404 to anyone else, exactly like a board that does
 * not exist, and it is never listed to them. A protected board (an advertiser's, §6 "not listed on
 * the user's profile") is not listed to others but may be opened by id. The owner and the
 * collaborators save to a board, add sections and move its Pins (members); only the owner deletes
 * it, invites and removes collaborators (§6 "Only a normal owner can … invite collaborators": not
 * on a protected board). Both the rules (for rows already read) and their SQL (for lists) live here,
 * side by side, so every read and write answers the same.
 */
export type BoardPrivacy = "public" | "secret" | "protected";

export interface BoardAccessFacts {
  owner_id: string;
  privacy: BoardPrivacy;
  /** 1 (or true) when the viewer the facts were read for collaborates on the board. */
  is_collaborator?: number | boolean;
}

const isMember = (board: BoardAccessFacts, viewerId: string | null) =>
  viewerId !== null && (board.owner_id === viewerId || Boolean(board.is_collaborator));

/** The board may be opened by id (and its sections and Pins read). */
export const canSeeBoard = (board: BoardAccessFacts, viewerId: string | null): boolean =>
  board.privacy !== "secret" || isMember(board, viewerId);

/** The board may be saved to, sectioned and its Pins moved: its owner and its collaborators. */
export const canEditBoard = (board: BoardAccessFacts, viewerId: string | null): boolean => isMember(board, viewerId);

/** The board may be deleted and its collaborators managed: its owner only. */
export const canManageBoard = (board: BoardAccessFacts, viewerId: string | null): boolean =>
  viewerId !== null && board.owner_id === viewerId;

/** Collaborators may be invited to the board: its owner, unless the board is protected (§6 "a normal owner"). */
export const canInviteToBoard = (board: BoardAccessFacts, viewerId: string | null): boolean =>
  canManageBoard(board, viewerId) && board.privacy !== "protected";

/** SQL true when the viewer (`viewerParam`, bound once) is the owner of board `alias` or collaborates on it. */
export const MEMBER_SQL = (alias: string, viewerParam = "?") =>
  `${viewerParam} IN (SELECT ${alias}.owner_id UNION ALL SELECT bcm.user_id FROM board_collaborators bcm WHERE bcm.board_id = ${alias}.id)`;

/**
 * SQL that is true for boards the viewer may open by id; binds the viewer id (or NULL) once, as
 * `viewerParam` (a numbered parameter such as "?2" when the query numbers them).
 *
 * @example
 * db.prepare(`SELECT … FROM boards b WHERE b.id = ? AND ${VISIBLE_BOARD_SQL("b")}`).bind(id, viewerId)
 */
export const VISIBLE_BOARD_SQL = (alias: string, viewerParam = "?") =>
  `(${alias}.privacy <> 'secret' OR ${MEMBER_SQL(alias, viewerParam)}) AND ${SHOWN_USER_SQL(`${alias}.owner_id`)}`;

/** SQL true for boards listed to the viewer: public ones, and every board they own or collaborate on. */
export const LISTED_BOARD_SQL = (alias: string, viewerParam = "?") =>
  `(${alias}.privacy = 'public' OR ${MEMBER_SQL(alias, viewerParam)}) AND ${SHOWN_USER_SQL(`${alias}.owner_id`)}`;

/**
 * SQL true when the user in `column` is shown: not deactivated or closed by its owner
 * (users.hidden_at, docs/decisions/042). A hidden account's boards, Pins, follows, collaborations
 * and invites leave every page through this one condition (the hidden accounts are few: a partial index).
 */
export const SHOWN_USER_SQL = (column: string) => `${column} NOT IN (SELECT id FROM users WHERE hidden_at IS NOT NULL)`;
