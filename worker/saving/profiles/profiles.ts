/**
 * Why: a user's public profile (saving.md §3 User; the fields the auth modal's inviter uses,
 * auth.md §3) and following (saving.md §1 "follow users"). The board count is of the boards the
 * viewer can see listed; follower and following counts are recounted in the same D1 batch as each
 * follow or unfollow, so repeats and races leave them exact.
 */
import { ApiError } from "~common/errors";
import type { UserProfile } from "~common/saving/schemas";
import { DEFAULT_AVATAR_URL } from "../images";
import { LISTED_BOARD_SQL } from "../access";
import { fullNameOf } from "./user-summary";

interface ProfileRow {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  image_url: string | null;
  avatar_color_index: number;
  pin_count: number;
  follower_count: number;
  following_count: number;
  board_count: number;
  followed: number;
  created_at: number;
  about: string | null;
  listed_website_url: string | null;
  hide_from_search: number;
}

/**
 * The profile of `username` as `viewerId` sees it; 404 USER_NOT_FOUND when there is no such user.
 * `followerId` decides explicitly_followed_by_me: the viewer, or for a logged-out device the
 * account it remembers (limited login), whose follow the visitor prompt names ('Log in to
 * unfollow', business.md §2, §6).
 *
 * @example
 * const profile = await userProfile(env.DB, "ana_costa", viewer);
 */
export async function userProfile(
  db: D1Database,
  username: string,
  viewerId: string | null,
  followerId: string | null = viewerId,
): Promise<UserProfile> {
  const row = await db
    .prepare(
      `SELECT u.id, u.username, u.created_at, u.first_name, u.last_name, u.image_url, u.avatar_color_index, u.pin_count, u.follower_count, u.following_count,
         u.about, u.hide_from_search, (SELECT listed_website_url FROM user_settings WHERE user_id = u.id) AS listed_website_url,
         (SELECT COUNT(*) FROM boards b
           WHERE b.id IN (SELECT id FROM boards WHERE owner_id = u.id UNION ALL SELECT board_id FROM board_collaborators WHERE user_id = u.id AND archived_at IS NULL)
             AND (u.id = ?2 OR ${LISTED_BOARD_SQL("b", "?2")})) AS board_count,
         EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = ?3 AND f.followee_id = u.id) AS followed
       FROM users u WHERE u.username = ?1 COLLATE NOCASE AND u.hidden_at IS NULL`,
    )
    .bind(username, viewerId, followerId)
    .first<ProfileRow>();
  if (!row) throw new ApiError("USER_NOT_FOUND", { data: { field: "username" } });
  const image = row.image_url;
  return {
    id: row.id,
    type: "user",
    username: row.username,
    full_name: fullNameOf(row.first_name, row.last_name),
    first_name: row.first_name,
    image_medium_url: image ?? DEFAULT_AVATAR_URL,
    image_large_url: image ?? DEFAULT_AVATAR_URL,
    is_default_image: image === null,
    avatar_color_index: row.avatar_color_index,
    follower_count: row.follower_count,
    following_count: row.following_count,
    pin_count: row.pin_count,
    board_count: row.board_count,
    explicitly_followed_by_me: row.followed === 1,
    created_at: new Date(row.created_at * 1000).toISOString(),
    about: row.about,
    website_url: row.listed_website_url,
    hide_from_search: row.hide_from_search === 1,
  };
}

/**
 * Follows (`follow: true`) or stops following `username`; idempotent. Returns the profile after.
 *
 * @example
 * await setFollowing(env.DB, viewer, "ana_costa", true);
 */
export async function setFollowing(db: D1Database, viewerId: string, username: string, follow: boolean): Promise<UserProfile> {
  const target = await db
    .prepare("SELECT id FROM users WHERE username = ? COLLATE NOCASE AND hidden_at IS NULL")
    .bind(username)
    .first<{ id: string }>();
  if (!target) throw new ApiError("USER_NOT_FOUND", { data: { field: "username" } });
  if (target.id === viewerId) throw new ApiError("CANNOT_FOLLOW_SELF", { data: { field: "username" } });
  const change = follow
    ? db
        .prepare("INSERT INTO follows (follower_id, followee_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING")
        .bind(viewerId, target.id, Math.floor(Date.now() / 1000))
    : db.prepare("DELETE FROM follows WHERE follower_id = ? AND followee_id = ?").bind(viewerId, target.id);
  await db.batch([
    change,
    db.prepare("UPDATE users SET follower_count = (SELECT COUNT(*) FROM follows WHERE followee_id = ?1) WHERE id = ?1").bind(target.id),
    db.prepare("UPDATE users SET following_count = (SELECT COUNT(*) FROM follows WHERE follower_id = ?1) WHERE id = ?1").bind(viewerId),
  ]);
  return userProfile(db, username, viewerId);
}
