/**
 * Why: a Pin's comments in D1 (migrations/0054_pin_comments.sql), and who may do what with one:
 * the author edits and deletes it, the Pin's pinner deletes any on their Pin, anyone else logged
 * in reports it once. Every call starts from the Pin as the viewer may see it (a Pin on someone
 * else's secret board is PIN_NOT_FOUND, comments and all).
 */
import { ApiError } from "~common/errors";
import type { Comment, CommentPage } from "~common/saving/comments/schemas";
import { COMMENT_WINDOW_SECONDS, COMMENTS_PER_WINDOW } from "~common/saving/comments/rules";
import { userColumns, userSummary, type UserColumns } from "../profiles";
import { findVisiblePin } from "../pins";
import { iso, isoNow, keyset, page } from "../sql";

/** The facts of a Pin the comment rules need. */
export interface CommentedPin {
  id: number;
  pinnerId: string;
}

interface CommentRow extends UserColumns {
  id: number;
  pin_id: number;
  text: string;
  created_at: number;
  edited_at: number | null;
  author_id: string;
  reported_by_me: number;
}

/** Comments of people whose account is not active or is hidden (suspended, deactivated, closed) are left out with them. */
const ACTIVE_AUTHOR = "u.account_state = 'active' AND u.hidden_at IS NULL";
const COMMENT_SELECT = `SELECT c.id, c.pin_id, c.text, c.created_at, c.edited_at, c.author_id, ${userColumns("u", "author_")},
    EXISTS (SELECT 1 FROM pin_comment_reports r WHERE r.comment_id = c.id AND r.reporter_id = ?) AS reported_by_me
  FROM pin_comments c JOIN users u ON u.id = c.author_id`;

const SCOPE = "pin-comments";
/** Newest first; the id breaks ties of one second. */
const ORDER = [
  { sql: "c.created_at", desc: true, type: "number" as const },
  { sql: "c.id", desc: true, type: "number" as const },
];

/**
 * The Pin if the viewer may see it, else 404 PIN_NOT_FOUND.
 *
 * @example
 * const pin = await visiblePin(env.DB, 12, viewer);
 */
export async function visiblePin(db: D1Database, pinId: number, viewerId: string | null): Promise<CommentedPin> {
  const pin = await findVisiblePin(db, pinId, viewerId);
  if (!pin) throw new ApiError("PIN_NOT_FOUND", { data: { field: "id" } });
  return { id: Number(pin.id), pinnerId: pin.pinner.id };
}

function toComment(row: CommentRow, pin: CommentedPin, viewerId: string | null): Comment {
  const mine = viewerId !== null && row.author_id === viewerId;
  return {
    id: String(row.id),
    type: "pin_comment",
    pin_id: String(row.pin_id),
    text: row.text,
    created_at: isoNow(row.created_at),
    edited_at: iso(row.edited_at),
    author: userSummary(row, "author_")!,
    can_edit: mine,
    can_delete: mine || (viewerId !== null && pin.pinnerId === viewerId),
    can_report: viewerId !== null && !mine && row.reported_by_me === 0,
    reported_by_me: row.reported_by_me === 1,
  };
}

/** A page of the Pin's comments, newest first, with how many it has in all. */
export async function listComments(
  db: D1Database,
  pin: CommentedPin,
  viewerId: string | null,
  query: { bookmark?: string; page_size: number },
): Promise<CommentPage> {
  const ks = keyset(SCOPE, ORDER, query.bookmark);
  const [rows, count] = await db.batch<CommentRow | { n: number }>([
    db
      .prepare(`${COMMENT_SELECT} WHERE c.pin_id = ? AND ${ACTIVE_AUTHOR} AND ${ks.where} ORDER BY ${ks.orderBy} LIMIT ?`)
      .bind(viewerId, pin.id, ...ks.params, query.page_size + 1),
    db
      .prepare(`SELECT COUNT(*) AS n FROM pin_comments c JOIN users u ON u.id = c.author_id WHERE c.pin_id = ? AND ${ACTIVE_AUTHOR}`)
      .bind(pin.id),
  ]);
  const { items, bookmark } = page(rows!.results as CommentRow[], query.page_size, SCOPE, (r) => [r.created_at, r.id]);
  return { items: items.map((r) => toComment(r, pin, viewerId)), bookmark, comment_count: (count!.results[0] as { n: number }).n };
}

/** One comment of the Pin, else 404 COMMENT_NOT_FOUND. */
export async function findComment(db: D1Database, pin: CommentedPin, commentId: number, viewerId: string | null): Promise<Comment> {
  const row = await db
    .prepare(`${COMMENT_SELECT} WHERE c.id = ? AND c.pin_id = ? AND ${ACTIVE_AUTHOR}`)
    .bind(viewerId, commentId, pin.id)
    .first<CommentRow>();
  if (!row) throw new ApiError("COMMENT_NOT_FOUND", { data: { field: "comment_id" } });
  return toComment(row, pin, viewerId);
}

/**
 * Adds the viewer's comment, unless they posted COMMENTS_PER_WINDOW in the last
 * COMMENT_WINDOW_SECONDS: the count and the insert are one statement, so a burst of concurrent
 * posts cannot pass the limit together.
 */
export async function addComment(db: D1Database, pin: CommentedPin, authorId: string, text: string, limited = true): Promise<Comment> {
  const now = Math.floor(Date.now() / 1000);
  const since = now - COMMENT_WINDOW_SECONDS;
  const inserted = await db
    .prepare(
      `INSERT INTO pin_comments (pin_id, author_id, text, created_at)
       SELECT ?1, ?2, ?3, ?4 WHERE (SELECT COUNT(*) FROM pin_comments WHERE author_id = ?2 AND created_at > ?5) < ?6
       RETURNING id`,
    )
    .bind(pin.id, authorId, text, now, since, limited ? COMMENTS_PER_WINDOW : Number.MAX_SAFE_INTEGER)
    .first<{ id: number }>();
  if (!inserted) {
    const oldest = await db
      .prepare("SELECT MIN(created_at) AS t FROM pin_comments WHERE author_id = ? AND created_at > ?")
      .bind(authorId, since)
      .first<{ t: number | null }>();
    const wait = Math.max(1, (oldest?.t ?? now) + COMMENT_WINDOW_SECONDS - now);
    throw new ApiError("COMMENTING_TOO_FAST", { headers: { "Retry-After": String(wait) }, data: { retry_after_seconds: wait } });
  }
  return findComment(db, pin, inserted.id, authorId);
}

/** The author's new text (edited_at set when it changed). */
export async function editComment(db: D1Database, pin: CommentedPin, commentId: number, viewerId: string, text: string): Promise<Comment> {
  const comment = await findComment(db, pin, commentId, viewerId);
  if (!comment.can_edit) throw new ApiError("NOT_YOUR_COMMENT", { data: { field: "comment_id" } });
  if (comment.text === text) return comment;
  const res = await db
    .prepare("UPDATE pin_comments SET text = ?, edited_at = ? WHERE id = ? AND author_id = ?")
    .bind(text, Math.floor(Date.now() / 1000), commentId, viewerId)
    .run();
  if (res.meta.changes === 0) throw new ApiError("COMMENT_NOT_FOUND", { data: { field: "comment_id" } });
  return findComment(db, pin, commentId, viewerId);
}

/** Deletes the comment (its author, or the Pin's pinner); its reports go with it (ON DELETE CASCADE). */
export async function deleteComment(db: D1Database, pin: CommentedPin, commentId: number, viewerId: string): Promise<void> {
  const comment = await findComment(db, pin, commentId, viewerId);
  if (!comment.can_delete) throw new ApiError("CANNOT_DELETE_COMMENT", { data: { field: "comment_id" } });
  const res = await db.prepare("DELETE FROM pin_comments WHERE id = ? AND pin_id = ?").bind(commentId, pin.id).run();
  if (res.meta.changes === 0) throw new ApiError("COMMENT_NOT_FOUND", { data: { field: "comment_id" } });
}

/** Records the viewer's report, once (the primary key); the comment itself stays. */
export async function reportComment(db: D1Database, pin: CommentedPin, commentId: number, viewerId: string): Promise<Comment> {
  const comment = await findComment(db, pin, commentId, viewerId);
  if (comment.author.id === viewerId) throw new ApiError("CANNOT_REPORT_OWN_COMMENT", { data: { field: "comment_id" } });
  const res = await db
    .prepare("INSERT INTO pin_comment_reports (comment_id, reporter_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING")
    .bind(commentId, viewerId, Math.floor(Date.now() / 1000))
    .run();
  if (res.meta.changes === 0) throw new ApiError("COMMENT_ALREADY_REPORTED", { data: { field: "comment_id" } });
  return findComment(db, pin, commentId, viewerId);
}
