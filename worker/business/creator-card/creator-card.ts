/**
 * Why: the creator card of a Pin page (business.md §2, §3): the Pin's pinner as the card shows
 * them (entityId, followedByMe, fullName, imageMediumUrl, username, and the follower count and
 * verified badge) and the Pin's paid partnership, read in one statement. `followedByMe` is for the
 * logged-in viewer; for a logged-out device that remembers an account (limited login, auth.md §3
 * Viewer LIMITED_LOGIN) it is for that account, so the card can say 'Log in to unfollow' to someone
 * who follows the creator but is logged out. Whether the partner's name is shown is the page's
 * rule (common/business/creator-card/rules.ts): the API sends the status and the partner.
 */
import type { CreatorCard } from "~common/business/creator-card/schemas";
import { ApiError } from "~common/errors";
import { VISIBLE_BOARD_SQL } from "../../saving/access";
import { fullNameOf, userColumns, userSummary } from "../../saving/profiles";

interface CardRow extends Record<string, unknown> {
  follower_count: number;
  verified: number;
  followed: number;
  sponsorship_status: number | null;
  campaign_id: number | null;
  sponsor_id: string | null;
  sponsor_username: string | null;
  sponsor_first: string | null;
  sponsor_last: string | null;
  sponsor_business: string | null;
}

/**
 * The creator card of Pin `pinId` as `viewerId` sees it (`followerId`: whose following decides
 * followedByMe); 404 PIN_NOT_FOUND when the viewer may not see the Pin.
 *
 * @example
 * const card = await creatorCard(env.DB, 42, viewerId, viewerId ?? rememberedId);
 */
export async function creatorCard(db: D1Database, pinId: number, viewerId: string | null, followerId: string | null): Promise<CreatorCard> {
  const row = await db
    .prepare(
      `SELECT ${userColumns("u", "u_")}, u.follower_count, u.verified,
         EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = ?3 AND f.followee_id = u.id) AS followed,
         s.status AS sponsorship_status, s.campaign_id, su.id AS sponsor_id, su.username AS sponsor_username,
         su.first_name AS sponsor_first, su.last_name AS sponsor_last, su.business_name AS sponsor_business
       FROM pins p JOIN boards b ON b.id = p.board_id JOIN users u ON u.id = p.pinner_id
       LEFT JOIN pin_sponsorships s ON s.pin_id = p.id LEFT JOIN users su ON su.id = s.sponsor_id
       WHERE p.id = ?1 AND ${VISIBLE_BOARD_SQL("b", "?2")}`,
    )
    .bind(pinId, viewerId, followerId)
    .first<CardRow>();
  if (!row) throw new ApiError("PIN_NOT_FOUND", { data: { field: "id" } });
  const user = userSummary(row, "u_")!;
  return {
    user: {
      entityId: user.id,
      followedByMe: row.followed === 1,
      fullName: user.full_name || user.username,
      imageMediumUrl: user.image_medium_url,
      username: user.username,
      isDefaultImage: user.is_default_image,
      avatarColorIndex: user.avatar_color_index,
      followerCount: row.follower_count,
      verified: row.verified === 1,
    },
    sponsorship:
      row.sponsorship_status === null || row.sponsor_id === null
        ? null
        : {
            status: row.sponsorship_status,
            sponsor: {
              entityId: row.sponsor_id,
              fullName: row.sponsor_business || fullNameOf(row.sponsor_first ?? "", row.sponsor_last ?? "") || row.sponsor_username!,
              username: row.sponsor_username!,
            },
            campaignId: row.campaign_id === null ? null : String(row.campaign_id),
          },
  };
}
