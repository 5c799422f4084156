/**
 * Why: the create-board form's collaborator search (saving.md §2, §3 Share suggestion, §7 "Read on
 * share suggestions and share suggestions typeahead resources") answers in ONE D1 batch: accounts
 * the viewer follows (user_share_suggestion, matching the query when there is one), then other
 * active accounts whose username or name starts with it (user), then the typed address itself
 * when it is an email (email). An address never says whether an account has it: inviting it
 * reaches that account either way (invites.ts).
 */
import { isInviteEmail } from "~common/saving/collaborators/rules";
import { SHARE_SUGGESTIONS_MAX } from "~common/saving/constants";
import type { ShareSuggestion } from "~common/saving/collaborators/schemas";
import { DEFAULT_AVATAR_URL } from "../images";
import { userColumns, userSummary, type UserColumns } from "../profiles";

const like = (q: string) => `${q.replace(/[\\%_]/g, "\\$&")}%`;
const MATCHES = `(u.username LIKE ?2 ESCAPE '\\' OR u.first_name LIKE ?2 ESCAPE '\\' OR u.last_name LIKE ?2 ESCAPE '\\'
  OR (u.first_name || ' ' || u.last_name) LIKE ?2 ESCAPE '\\')`;

function toSuggestion(row: UserColumns, type: ShareSuggestion["type"]): ShareSuggestion {
  const u = userSummary(row, "")!;
  return {
    type,
    id: u.id,
    full_name: u.full_name,
    username: u.username,
    title: u.full_name || u.username,
    image_medium_url: u.image_medium_url,
    image_large_url: u.image_medium_url,
  };
}

/**
 * @example
 * await shareSuggestions(env.DB, viewer, "an"); // [{ type: "user_share_suggestion", username: "ana_costa", … }, …]
 */
export async function shareSuggestions(db: D1Database, viewerId: string, query: string): Promise<ShareSuggestion[]> {
  const q = query.trim().replace(/^@/, "");
  const pattern = like(q);
  const [followed, others] = await db.batch<UserColumns>([
    db
      .prepare(
        `SELECT ${userColumns("u", "")} FROM follows f JOIN users u ON u.id = f.followee_id
         WHERE f.follower_id = ?1 AND u.account_state = 'active' AND u.hidden_at IS NULL AND (?3 = '' OR ${MATCHES})
         ORDER BY f.created_at DESC LIMIT ?4`,
      )
      .bind(viewerId, pattern, q, SHARE_SUGGESTIONS_MAX),
    db
      .prepare(
        `SELECT ${userColumns("u", "")} FROM users u
         WHERE ?3 <> '' AND u.id <> ?1 AND u.account_state = 'active' AND u.hidden_at IS NULL AND ${MATCHES}
           AND NOT EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = ?1 AND f.followee_id = u.id)
         ORDER BY u.username COLLATE NOCASE LIMIT ?4`,
      )
      .bind(viewerId, pattern, q, SHARE_SUGGESTIONS_MAX),
  ]);
  const out = [
    ...followed!.results.map((r) => toSuggestion(r, "user_share_suggestion")),
    ...others!.results.map((r) => toSuggestion(r, "user")),
  ];
  if (isInviteEmail(q)) {
    const email = q.toLowerCase();
    out.push({
      type: "email",
      id: email,
      full_name: "",
      username: "",
      title: email,
      image_medium_url: DEFAULT_AVATAR_URL,
      image_large_url: DEFAULT_AVATAR_URL,
    });
  }
  return out.slice(0, SHARE_SUGGESTIONS_MAX);
}
