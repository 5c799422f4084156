/**
 * Why: board invites (saving.md §4 "Collaborator invites are queued and sent after the board is
 * saved", §6 "Only a normal owner can … invite collaborators", §7 the board invite resource;
 * migrations/0026_board_invites.sql). The owner invites accounts by id and people by address; an
 * address that is an account's becomes an invite of that account (the answer does not say so).
 * Every new invite is emailed (through the outbox, in the invite's own batch) with a link whose
 * token only the email holds (its SHA-256 is stored); the link lets whoever reads it accept for the account they are logged in with.
 * Accepting makes the invitee a collaborator and the board collaborative, in one D1 batch.
 */
import { getRandomValues } from "node:crypto";
import { ApiError } from "~common/errors";
import type { BoardInvite, InviteCreateBody, InvitePreview } from "~common/saving/collaborators/schemas";
import { INVITE_RESEND_SECONDS, MAX_BOARD_COLLABORATORS } from "~common/saving/constants";
import type { Board } from "~common/saving/schemas";
import { sha256Hex } from "../../auth/recovery";
import { canInviteToBoard, canManageBoard, canSeeBoard } from "../access";
import { findBoardFacts, findVisibleBoardRow, toBoards } from "../boards";
import { boardUrl } from "../pins";
import { userColumns, userSummary, type UserColumns } from "../profiles";
import { isoNow } from "../sql";
import { inviteMails } from "./invite-email";

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** A new link token (128 random bits, 22 characters) and its stored hash. */
export async function newInviteToken(): Promise<{ token: string; hash: string }> {
  const token = base64url(getRandomValues(new Uint8Array(16)));
  return { token, hash: await sha256Hex(token) };
}

const INVITE_SELECT = `SELECT i.id, i.email, i.created_at, b.id AS board_id, b.name AS board_name, b.slug AS board_slug, b.privacy AS board_privacy,
    o.username AS board_owner_username, ${userColumns("iu", "inviter_")}, ${userColumns("tu", "invited_")}
  FROM board_invites i JOIN boards b ON b.id = i.board_id JOIN users o ON o.id = b.owner_id AND o.hidden_at IS NULL
  JOIN users iu ON iu.id = i.inviter_id AND iu.hidden_at IS NULL LEFT JOIN users tu ON tu.id = i.invited_user_id`;

type InviteRow = UserColumns & {
  id: number;
  email: string | null;
  created_at: number;
  board_id: number;
  board_name: string;
  board_slug: string;
  board_privacy: Board["privacy"];
  board_owner_username: string;
};

function toInvite(r: InviteRow, showEmail: boolean): BoardInvite {
  return {
    id: String(r.id),
    board: { id: String(r.board_id), name: r.board_name, url: boardUrl(r.board_owner_username, r.board_slug), privacy: r.board_privacy },
    inviter: userSummary(r, "inviter_")!,
    invited_user: userSummary(r, "invited_"),
    email: showEmail ? r.email : null,
    created_at: isoNow(r.created_at),
  };
}

/** The board's pending invites, oldest first, as its owner sees them. */
export async function boardInvites(db: D1Database, boardId: number): Promise<BoardInvite[]> {
  const { results } = await db.prepare(`${INVITE_SELECT} WHERE i.board_id = ? ORDER BY i.id`).bind(boardId).all<InviteRow>();
  return results.map((r) => toInvite(r, true));
}

/** The viewer's pending invites (by account), newest first. */
export async function myInvites(db: D1Database, viewerId: string): Promise<BoardInvite[]> {
  const { results } = await db.prepare(`${INVITE_SELECT} WHERE i.invited_user_id = ? ORDER BY i.id DESC`).bind(viewerId).all<InviteRow>();
  return results.map((r) => toInvite(r, false));
}

/**
 * Invites `body`'s people to the board, each invite and its email's outbox row in one batch;
 * answers the board's pending invites and the outbox ids to hand to the queue.
 *
 * @example
 * const { invites, mailIds } = await createInvites(env.DB, viewer, 12, { user_ids: [], emails: ["ben@example.com"] }, origin);
 */
export async function createInvites(
  db: D1Database,
  viewerId: string,
  boardId: number,
  body: InviteCreateBody,
  origin: string,
): Promise<{ invites: BoardInvite[]; mailIds: string[] }> {
  const board = await ownedBoard(db, viewerId, boardId);
  if (!canInviteToBoard(board, viewerId)) throw new ApiError("BOARD_INVITES_NOT_ALLOWED", { data: { field: "id" } });

  const ids = [...new Set(body.user_ids)];
  const addresses = [...new Set(body.emails.map((e) => e.trim().toLowerCase()))];
  const [byId, byEmail, taken] = await db.batch<{ id: string; email: string }>([
    db.prepare("SELECT id, email FROM users WHERE id IN (SELECT value FROM json_each(?))").bind(JSON.stringify(ids)),
    db
      .prepare("SELECT id, lower(email) AS email FROM users WHERE lower(email) IN (SELECT value FROM json_each(?))")
      .bind(JSON.stringify(addresses)),
    // Who is already in: collaborators and pending invites (by account or address).
    db
      .prepare(
        `SELECT user_id AS id, NULL AS email FROM board_collaborators WHERE board_id = ?1
         UNION ALL SELECT invited_user_id, email FROM board_invites WHERE board_id = ?1`,
      )
      .bind(boardId),
  ]);
  if (byId!.results.length !== ids.length) throw new ApiError("USER_NOT_FOUND", { data: { field: "user_ids" } });
  const accountOf = new Map(byEmail!.results.map((r) => [r.email, r]));
  const takenIds = new Set(taken!.results.map((r) => r.id).filter(Boolean));
  const takenEmails = new Set(taken!.results.map((r) => r.email).filter(Boolean));

  // Accounts (asked by id, or by an address that is theirs) and the addresses of nobody.
  const accounts = new Map<string, string>();
  for (const u of byId!.results) accounts.set(u.id, u.email);
  const emailsOnly: string[] = [];
  for (const address of addresses) {
    const account = accountOf.get(address);
    if (account) accounts.set(account.id, address);
    else if (!takenEmails.has(address)) emailsOnly.push(address);
  }
  for (const id of [...accounts.keys()]) if (id === board.owner_id || takenIds.has(id)) accounts.delete(id);

  if (takenIds.size + takenEmails.size + accounts.size + emailsOnly.length > MAX_BOARD_COLLABORATORS) {
    throw new ApiError("TOO_MANY_COLLABORATORS", { data: { field: "id" } });
  }
  const now = Math.floor(Date.now() / 1000);
  const rows = await Promise.all([
    ...[...accounts].map(async ([userId, to]) => ({ userId, email: null, to, ...(await newInviteToken()) })),
    ...emailsOnly.map(async (to) => ({ userId: null, email: to, to, ...(await newInviteToken()) })),
  ]);
  const mails = await inviteMails(db, { origin, inviterId: viewerId, board: board.name }, rows);
  if (rows.length > 0) {
    // A row a concurrent call made first is ignored, and so is its email (inviteMails' condition).
    await db.batch(
      rows.flatMap((r, i) => [
        db
          .prepare(
            "INSERT OR IGNORE INTO board_invites (board_id, inviter_id, invited_user_id, email, token_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)",
          )
          .bind(boardId, viewerId, r.userId, r.email, r.hash, now),
        ...(mails[i] ? [mails[i].statement] : []),
      ]),
    );
  }
  return { invites: await boardInvites(db, boardId), mailIds: mails.flatMap((m) => (m ? [m.id] : [])) };
}

/** The board's facts once the viewer is known to own it; 404 to whoever cannot see it, 403 to others. */
async function ownedBoard(db: D1Database, viewerId: string, boardId: number) {
  const board = await findBoardFacts(db, boardId, viewerId);
  if (!board || !canSeeBoard(board, viewerId)) throw new ApiError("BOARD_NOT_FOUND", { data: { field: "id" } });
  if (!canManageBoard(board, viewerId)) throw new ApiError("NOT_BOARD_OWNER", { data: { field: "id" } });
  return board;
}

/**
 * The board's pending invites, for its owner only.
 *
 * @example
 * const invites = await ownerBoardInvites(env.DB, viewer, 12);
 */
export async function ownerBoardInvites(db: D1Database, viewerId: string, boardId: number): Promise<BoardInvite[]> {
  await ownedBoard(db, viewerId, boardId);
  return boardInvites(db, boardId);
}

/**
 * Sends a pending invite's email again with a new link (the old token stops working), at most once
 * every INVITE_RESEND_SECONDS: the new token, the pace mark and the email's outbox row are one batch.
 *
 * @example
 * const { invite, mailIds } = await resendInvite(env.DB, viewer, 12, 7, origin);
 */
export async function resendInvite(
  db: D1Database,
  viewerId: string,
  boardId: number,
  inviteId: number,
  origin: string,
): Promise<{ invite: BoardInvite; mailIds: string[] }> {
  const board = await ownedBoard(db, viewerId, boardId);
  const row = await db
    .prepare(
      `SELECT COALESCE(u.email, i.email) AS to_address, COALESCE(i.sent_at, i.created_at) AS last_sent
       FROM board_invites i LEFT JOIN users u ON u.id = i.invited_user_id WHERE i.id = ? AND i.board_id = ?`,
    )
    .bind(inviteId, boardId)
    .first<{ to_address: string | null; last_sent: number }>();
  if (!row?.to_address) throw new ApiError("INVITE_NOT_FOUND", { data: { field: "invite_id" } });
  const now = Math.floor(Date.now() / 1000);
  const tooSoon = (lastSent: number) => {
    const wait = Math.max(1, lastSent + INVITE_RESEND_SECONDS - now);
    return new ApiError("INVITE_RESEND_TOO_SOON", { headers: { "Retry-After": String(wait) }, data: { retry_after_seconds: wait } });
  };
  if (row.last_sent + INVITE_RESEND_SECONDS > now) throw tooSoon(row.last_sent);
  const link = await newInviteToken();
  const [mail] = await inviteMails(db, { origin, inviterId: viewerId, board: board.name }, [{ to: row.to_address, ...link }]);
  // The pace is checked again in the write: of two re-sends at once, one changes the row.
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE board_invites SET token_hash = CASE WHEN ?1 THEN ?2 ELSE token_hash END, sent_at = ?3
         WHERE id = ?4 AND board_id = ?5 AND COALESCE(sent_at, created_at) <= ?3 - ?6`,
      )
      .bind(mail ? 1 : 0, link.hash, now, inviteId, boardId, INVITE_RESEND_SECONDS),
    ...(mail ? [mail.statement] : []),
  ]);
  if (update!.meta.changes === 0) throw tooSoon(now);
  const invite = await db.prepare(`${INVITE_SELECT} WHERE i.id = ?`).bind(inviteId).first<InviteRow>();
  return { invite: toInvite(invite!, true), mailIds: mail ? [mail.id] : [] };
}

/** Adds the viewer to the board's collaborators and deletes the invites that brought them, in one batch. */
async function join(db: D1Database, viewerId: string, boardId: number, inviteIds: number[]): Promise<Board> {
  const count = await db.prepare("SELECT COUNT(*) AS n FROM board_collaborators WHERE board_id = ?").bind(boardId).first<{ n: number }>();
  if ((count?.n ?? 0) >= MAX_BOARD_COLLABORATORS) throw new ApiError("TOO_MANY_COLLABORATORS", { data: { field: "id" } });
  const now = Math.floor(Date.now() / 1000);
  await db.batch([
    db.prepare("INSERT OR IGNORE INTO board_collaborators (board_id, user_id, created_at) VALUES (?, ?, ?)").bind(boardId, viewerId, now),
    db.prepare("UPDATE boards SET is_collaborative = 1, updated_at = ? WHERE id = ?").bind(now, boardId),
    db
      .prepare("DELETE FROM board_invites WHERE board_id = ? AND (invited_user_id = ? OR id IN (SELECT value FROM json_each(?)))")
      .bind(boardId, viewerId, JSON.stringify(inviteIds)),
  ]);
  const row = await findVisibleBoardRow(db, boardId, viewerId);
  return (await toBoards(db, [row!]))[0]!;
}

/**
 * Accepts the viewer's invite to the board (`userId` must be the viewer); 404 INVITE_NOT_FOUND otherwise.
 *
 * @example
 * const board = await acceptInvite(env.DB, viewer, 12, viewer);
 */
export async function acceptInvite(db: D1Database, viewerId: string, boardId: number, userId: string): Promise<Board> {
  const invite =
    userId === viewerId
      ? await db
          .prepare("SELECT id FROM board_invites WHERE board_id = ? AND invited_user_id = ?")
          .bind(boardId, viewerId)
          .first<{ id: number }>()
      : null;
  if (!invite) throw new ApiError("INVITE_NOT_FOUND", { data: { field: "id" } });
  return join(db, viewerId, boardId, [invite.id]);
}

/**
 * Declines (the invitee) or withdraws (the board's owner) the invite of `userId`.
 *
 * @example
 * await deleteInvite(env.DB, viewer, 12, viewer);
 */
export async function deleteInvite(db: D1Database, viewerId: string, boardId: number, userId: string): Promise<void> {
  const board = await findBoardFacts(db, boardId, viewerId);
  const allowed = userId === viewerId || (board !== null && canManageBoard(board, viewerId));
  const gone = allowed
    ? await db.prepare("DELETE FROM board_invites WHERE board_id = ? AND invited_user_id = ?").bind(boardId, userId).run()
    : null;
  if (!gone || gone.meta.changes === 0) throw new ApiError("INVITE_NOT_FOUND", { data: { field: "user_id" } });
}

interface LinkRow {
  id: number;
  board_id: number;
  invited_user_id: string | null;
  owner_id: string;
}

const findLink = async (db: D1Database, token: string) =>
  db
    .prepare(
      "SELECT i.id, i.board_id, i.invited_user_id, b.owner_id FROM board_invites i JOIN boards b ON b.id = i.board_id WHERE i.token_hash = ?",
    )
    .bind(await sha256Hex(token))
    .first<LinkRow>();

/** What an invite link shows; 404 INVITE_NOT_FOUND once it is used, declined or withdrawn. */
export async function invitePreview(db: D1Database, token: string): Promise<InvitePreview> {
  const row = await db
    .prepare(`${INVITE_SELECT} WHERE i.token_hash = ?`)
    .bind(await sha256Hex(token))
    .first<InviteRow>();
  if (!row) throw new ApiError("INVITE_NOT_FOUND", { data: { field: "token" } });
  const { board, inviter } = toInvite(row, false);
  return { board, inviter };
}

/**
 * Accepts a link's invite for the viewer: an invite by address goes to whoever holds the link; an
 * invite of an account only to that account. The owner following their own link just gets the board.
 *
 * @example
 * const board = await acceptInviteLink(env.DB, viewer, "q3v9X0aZbT1mYcK7dLwE2g");
 */
export async function acceptInviteLink(db: D1Database, viewerId: string, token: string): Promise<Board> {
  const link = await findLink(db, token);
  if (!link || (link.invited_user_id !== null && link.invited_user_id !== viewerId && link.owner_id !== viewerId)) {
    throw new ApiError("INVITE_NOT_FOUND", { data: { field: "token" } });
  }
  if (link.owner_id === viewerId) {
    const row = await findVisibleBoardRow(db, link.board_id, viewerId);
    return (await toBoards(db, [row!]))[0]!;
  }
  return join(db, viewerId, link.board_id, [link.id]);
}

/** Declines a link's invite (an address's, or the viewer's own). */
export async function declineInviteLink(db: D1Database, viewerId: string, token: string): Promise<void> {
  const link = await findLink(db, token);
  if (!link || (link.invited_user_id !== null && link.invited_user_id !== viewerId && link.owner_id !== viewerId)) {
    throw new ApiError("INVITE_NOT_FOUND", { data: { field: "token" } });
  }
  await db.prepare("DELETE FROM board_invites WHERE id = ?").bind(link.id).run();
}
