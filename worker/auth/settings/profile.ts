/**
 * Why: the profile's fields change here (issue 34 item 4). Every field is judged by the rules the
 * page runs (common/auth/settings checkProfile); a username is unique regardless of case, and the
 * one given up keeps pointing at its person for USERNAME_REDIRECT_DAYS (username_history,
 * migrations/0055): /{old}/ and its boards redirect, and nobody else may take it meanwhile — the
 * database refuses that too (its triggers), so a race ends as USERNAME_TAKEN, not a stolen URL.
 * Everything one PATCH changes is written in one batch.
 */
import { ApiError } from "~common/errors";
import { checkProfile, normalizeAbout, normalizeNamePart, USERNAME_REDIRECT_DAYS, type ProfileFieldError } from "~common/auth/settings";
import { DEFAULT_DOMINANT_COLOR, originalSpec, storeBase64Image } from "../../saving/images";

/** Former usernames one person holds at once; older ones stop redirecting (no hoarding of names). */
const HISTORY_PER_USER_MAX = 5;
const DAY = 86_400;
/** The largest photo side taken (the page sends PHOTO_SIZE; a little room for other clients). */
const PHOTO_MAX_SIDE = 1024;

export interface ProfilePatch {
  first_name?: string;
  last_name?: string;
  username?: string;
  about?: string;
  website_url?: string;
}

const refuse = (f: ProfileFieldError): never => {
  throw new ApiError(f.error, { data: { field: f.field } });
};

/** True when `username` is another person's, or another person's former one still redirecting. */
async function usernameTaken(db: D1Database, username: string, userId: string, now: number): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM users WHERE username = ?1 COLLATE NOCASE AND id <> ?2)
           OR EXISTS (SELECT 1 FROM username_history WHERE old_username = ?1 AND user_id <> ?2 AND expires_at > ?3) AS taken`,
    )
    .bind(username, userId, now)
    .first<{ taken: number }>();
  return row?.taken === 1;
}

/**
 * Applies `patch` to `userId`'s profile. `current` is the username before.
 *
 * @example
 * await updateProfile(env.DB, user.id, user.username, { username: "ana_makes" }, now);
 */
export async function updateProfile(db: D1Database, userId: string, current: string, patch: ProfilePatch, now: number): Promise<void> {
  const failure = checkProfile(patch);
  if (failure) refuse(failure);
  const writes: D1PreparedStatement[] = [];
  const sets: string[] = [];
  const values: unknown[] = [];
  const set = (column: string, value: unknown) => {
    sets.push(`${column} = ?`);
    values.push(value);
  };
  if (patch.first_name !== undefined) set("first_name", normalizeNamePart(patch.first_name));
  if (patch.last_name !== undefined) set("last_name", normalizeNamePart(patch.last_name));
  if (patch.about !== undefined) set("about", normalizeAbout(patch.about) || null);
  const username = patch.username?.trim();
  const renamed = username !== undefined && username !== current;
  if (renamed) {
    const sameName = username.toLowerCase() === current.toLowerCase();
    if (!sameName && (await usernameTaken(db, username, userId, now)))
      throw new ApiError("USERNAME_TAKEN", { data: { field: "username" } });
    if (!sameName) {
      // The name taken back (one's own former one, or an expired one of anybody's) stops redirecting.
      writes.push(
        db
          .prepare("DELETE FROM username_history WHERE old_username = ?1 AND (user_id = ?2 OR expires_at <= ?3)")
          .bind(username, userId, now),
        db
          .prepare(
            `INSERT INTO username_history (old_username, user_id, changed_at, expires_at) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (old_username) DO UPDATE SET user_id = ?2, changed_at = ?3, expires_at = ?4`,
          )
          .bind(current, userId, now, now + USERNAME_REDIRECT_DAYS * DAY),
        db
          .prepare(
            `DELETE FROM username_history WHERE user_id = ?1 AND old_username NOT IN
               (SELECT old_username FROM username_history WHERE user_id = ?1 ORDER BY changed_at DESC LIMIT ?2)`,
          )
          .bind(userId, HISTORY_PER_USER_MAX),
      );
    }
    set("username", username);
  }
  if (sets.length > 0) {
    writes.push(db.prepare(`UPDATE users SET ${sets.join(", ")}, updated_at = ? WHERE id = ?`).bind(...values, now, userId));
  }
  if (patch.website_url !== undefined) {
    const url = patch.website_url.trim();
    writes.push(
      db
        .prepare(
          `INSERT INTO user_settings (user_id, listed_website_url, updated_at) VALUES (?1, ?2, ?3)
           ON CONFLICT (user_id) DO UPDATE SET listed_website_url = ?2, updated_at = ?3`,
        )
        .bind(userId, url === "" ? null : url, now),
    );
  }
  if (writes.length === 0) return;
  try {
    await db.batch(writes);
  } catch (err) {
    if (/UNIQUE constraint failed: users\.username/.test(String((err as Error)?.message ?? err)))
      throw new ApiError("USERNAME_TAKEN", { data: { field: "username" } });
    throw err;
  }
}

/**
 * Stores a square photo through the images capability's upload path (an original in R2 and its
 * images row) and makes it the person's picture; 400 PHOTO_INVALID for anything else.
 *
 * @example
 * await setPhoto(env, user.id, body.image_base64, now);
 */
export async function setPhoto(env: Env, userId: string, base64: string, now: number): Promise<void> {
  let image;
  try {
    image = await storeBase64Image(env.IMAGES, base64, undefined);
  } catch (err) {
    if (err instanceof ApiError) throw new ApiError("PHOTO_INVALID", { data: { field: "image_base64" } });
    throw err;
  }
  if (image.width !== image.height || image.width > PHOTO_MAX_SIDE || image.ext === "gif")
    throw new ApiError("PHOTO_INVALID", { data: { field: "image_base64" } });
  const url = originalSpec({ key: image.key, original_ext: image.ext, width: image.width, height: image.height, sized: 0 }).url;
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO images (key, original_ext, width, height, dominant_color, sized, created_at) VALUES (?, ?, ?, ?, ?, 0, ?)
       ON CONFLICT (key) DO NOTHING`,
    ).bind(image.key, image.ext, image.width, image.height, DEFAULT_DOMINANT_COLOR, now),
    env.DB.prepare(
      "UPDATE users SET avatar_image_id = (SELECT id FROM images WHERE key = ?), image_url = ?, updated_at = ? WHERE id = ?",
    ).bind(image.key, url, now, userId),
  ]);
}

export const removePhoto = (db: D1Database, userId: string, now: number) =>
  db.prepare("UPDATE users SET avatar_image_id = NULL, image_url = NULL, updated_at = ? WHERE id = ?").bind(now, userId).run();

/**
 * Whose `username` is now: its person's current username, and whether it was a former one.
 *
 * @example
 * await lookUpUsername(env.DB, "ana_old", now) // { username: "ana_makes", moved: true }
 */
export async function lookUpUsername(db: D1Database, username: string, now: number): Promise<{ username: string; moved: boolean } | null> {
  const row = await db
    .prepare(
      `SELECT username, 0 AS moved FROM users WHERE username = ?1 COLLATE NOCASE
       UNION ALL
       SELECT u.username, 1 AS moved FROM username_history h JOIN users u ON u.id = h.user_id WHERE h.old_username = ?1 AND h.expires_at > ?2
       LIMIT 1`,
    )
    .bind(username, now)
    .first<{ username: string; moved: number }>();
  return row ? { username: row.username, moved: row.moved === 1 } : null;
}
