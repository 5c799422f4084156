/**
 * Why: "Download your data" (docs/decisions/042) is a complete, machine-readable archive: one JSON
 * file per kind of row the person made, plus the original image of each of their Pins, in one zip
 * (fflate: small, synchronous, no Node APIs). Every kind is bounded (DATA_EXPORT_ROWS_MAX) and the
 * images by total size (DATA_EXPORT_IMAGE_BYTES_MAX, the zip is built in memory): past it the
 * remaining images are listed in images-missing.json instead, and the archive says too_large.
 * Secrets never leave: no password hash, session, two-factor secret, passkey key or token hash.
 */
import { strToU8, zipSync, type Zippable } from "fflate";
import { DATA_EXPORT_IMAGE_BYTES_MAX, DATA_EXPORT_ROWS_MAX } from "~common/auth/data-export";

type Row = Record<string, unknown>;

/** Each kind's query, bound to the user id as ?1. */
const KINDS: Record<string, string> = {
  profile: `SELECT id, username, email, first_name, last_name, birthday, country, gender, image_url, signup_type, account_type,
                   business_name, two_factor_method, connected_to_google, connected_to_facebook, created_at, updated_at,
                   about, hide_from_search, email_board_invites,
                   (SELECT 'images/' || i.key || '.' || i.original_ext FROM images i WHERE i.id = users.avatar_image_id) AS photo_file,
                   (SELECT listed_website_url FROM user_settings WHERE user_id = users.id) AS website
              FROM users WHERE id = ?1`,
  former_usernames: "SELECT old_username, changed_at, expires_at FROM username_history WHERE user_id = ?1",
  comments: `SELECT c.id, c.pin_id, c.text, c.created_at, c.edited_at FROM pin_comments c WHERE c.author_id = ?1 ORDER BY c.id`,
  comment_reports: "SELECT comment_id, created_at FROM pin_comment_reports WHERE reporter_id = ?1",
  consents: "SELECT consent_key, answer FROM user_consents WHERE user_id = ?1",
  linked_accounts: "SELECT provider, email, created_at FROM user_identities WHERE user_id = ?1",
  boards: "SELECT * FROM boards WHERE owner_id = ?1 ORDER BY id",
  sections: "SELECT s.* FROM board_sections s JOIN boards b ON b.id = s.board_id WHERE b.owner_id = ?1 ORDER BY s.id",
  pins: `SELECT p.*, b.name AS board_name, s.title AS section_title, 'images/' || i.key || '.' || i.original_ext AS image_file
           FROM pins p JOIN boards b ON b.id = p.board_id JOIN images i ON i.id = p.image_id
           LEFT JOIN board_sections s ON s.id = p.section_id
          WHERE p.pinner_id = ?1 ORDER BY p.id`,
  collaborations: `SELECT b.id AS board_id, b.name AS board_name, o.username AS owner, bc.created_at
                     FROM board_collaborators bc JOIN boards b ON b.id = bc.board_id JOIN users o ON o.id = b.owner_id
                    WHERE bc.user_id = ?1`,
  following: "SELECT u.username, f.created_at FROM follows f JOIN users u ON u.id = f.followee_id WHERE f.follower_id = ?1",
  followers: "SELECT u.username, f.created_at FROM follows f JOIN users u ON u.id = f.follower_id WHERE f.followee_id = ?1",
  invites_sent: `SELECT i.board_id, b.name AS board_name, u.username AS invited_user, i.email AS invited_email, i.created_at
                   FROM board_invites i JOIN boards b ON b.id = i.board_id LEFT JOIN users u ON u.id = i.invited_user_id
                  WHERE i.inviter_id = ?1`,
  invites_received: `SELECT i.board_id, b.name AS board_name, u.username AS inviter, i.created_at
                       FROM board_invites i JOIN boards b ON b.id = i.board_id JOIN users u ON u.id = i.inviter_id
                      WHERE i.invited_user_id = ?1`,
  sign_in_history: "SELECT at, method, ok, device, country, city FROM sign_in_history WHERE user_id = ?1 ORDER BY at",
  passkeys: "SELECT name, device_type, backed_up, created_at, last_used_at FROM passkeys WHERE user_id = ?1",
  ad_accounts: "SELECT * FROM advertisers WHERE owner_user_id = ?1",
  billing_profiles: "SELECT bp.* FROM billing_profiles bp JOIN advertisers a ON a.id = bp.advertiser_id WHERE a.owner_user_id = ?1",
  campaigns: "SELECT c.* FROM campaigns c JOIN advertisers a ON a.id = c.advertiser_id WHERE a.owner_user_id = ?1",
  campaign_daily_stats: `SELECT st.* FROM campaign_daily_stats st JOIN campaigns c ON c.id = st.campaign_id
                           JOIN advertisers a ON a.id = c.advertiser_id WHERE a.owner_user_id = ?1`,
  ad_daily_stats: `SELECT st.* FROM ad_daily_stats st JOIN campaigns c ON c.id = st.campaign_id
                     JOIN advertisers a ON a.id = c.advertiser_id WHERE a.owner_user_id = ?1`,
  search_query_daily_stats: `SELECT st.* FROM search_query_daily_stats st JOIN campaigns c ON c.id = st.campaign_id
                               JOIN advertisers a ON a.id = c.advertiser_id WHERE a.owner_user_id = ?1`,
  report_preferences: "SELECT * FROM report_preferences WHERE user_id = ?1",
  report_subscriptions: `SELECT s.report_id, d.name AS report_name, s.created_at, s.stopped_at FROM report_subscriptions s
                           JOIN report_definitions d ON d.id = s.report_id WHERE s.user_id = ?1`,
  saved_reports:
    "SELECT id, advertiser_id, name, spec, frequency, weekday, created_at, updated_at FROM report_definitions WHERE created_by = ?1",
};

export interface BuiltArchive {
  zip: Uint8Array;
  /** Images left out for the size bound. */
  missing: number;
}

/**
 * The zip of everything the account made.
 *
 * @example
 * const { zip, missing } = await buildArchive(env.DB, env.IMAGES, user.id, now);
 */
export async function buildArchive(db: D1Database, bucket: R2Bucket, userId: string, now: number): Promise<BuiltArchive> {
  const queries = KINDS;
  const names = Object.keys(queries);
  const answers = await db.batch(names.map((name) => db.prepare(`${queries[name]} LIMIT ${DATA_EXPORT_ROWS_MAX}`).bind(userId)));
  const files: Zippable = {};
  const data: Record<string, Row[]> = {};
  names.forEach((name, i) => {
    data[name] = answers[i]!.results as Row[];
    files[`${name}.json`] = [strToU8(JSON.stringify(data[name], null, 2)), { level: 6 }];
  });
  const wanted = [
    ...new Set(
      [...(data.pins ?? []).map((p) => p.image_file), ...(data.profile ?? []).map((p) => p.photo_file)].filter(Boolean).map(String),
    ),
  ];
  const missing: string[] = [];
  let bytes = 0;
  for (const file of wanted) {
    const object = await bucket.get(file.replace(/^images\//, "originals/"));
    if (!object) continue;
    if (bytes + object.size > DATA_EXPORT_IMAGE_BYTES_MAX) {
      await object.body.cancel();
      missing.push(file);
      continue;
    }
    bytes += object.size;
    // Images are compressed already: stored, not deflated again.
    files[file] = [new Uint8Array(await object.arrayBuffer()), { level: 0 }];
  }
  if (missing.length > 0) files["images-missing.json"] = strToU8(JSON.stringify(missing, null, 2));
  files["README.txt"] = strToU8(
    `Your data, as of ${new Date(now * 1000).toISOString()}.\nOne JSON file per kind; images/ holds the originals of your Pins (pins.json names each one's file).\n`,
  );
  return { zip: zipSync(files), missing: missing.length };
}
