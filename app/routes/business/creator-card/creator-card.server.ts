/**
 * The Pin page's creator card data (business.md §2, §3): GET /v3/pins/{id}/creator_card/ read
 * into what the card shows, with the login prompt a logged-out visitor gets in place of Follow and
 * the log-in modal link it opens (auth.md §2.1, source followButton), and what a view's
 * attribution source names (the partner, its campaign, the Pin link's https site). When the read
 * fails the card still shows the pinner from the Pin itself, without counts.
 */
import type { RouterContextProvider } from "react-router";
import { authModalHref } from "~common/auth/modal";
import type { Viewer } from "~common/auth/schemas";
import { creatorCardRoute } from "~common/business/creator-card/contracts";
import { linkDestination } from "~common/business/attribution";
import { followPrompt } from "~common/business/page-layout";
import type { UserSummary } from "~common/saving/schemas";
import { apiClientFor } from "../../../lib/api.server";
import { pageUrl } from "../../../lib/page-url.server";
import { shownSponsor, type CreatorCardData } from "./creator-card";

export async function loadCreatorCard(
  request: Request,
  context: Readonly<RouterContextProvider>,
  pinId: string,
  pinner: UserSummary,
  viewer: Viewer | null,
  link: string | null,
): Promise<CreatorCardData> {
  const result = await apiClientFor(request, context).call(creatorCardRoute, { params: { id: pinId } });
  const loggedIn = viewer?.type === "AUTH";
  const { pathname, search } = pageUrl(request);
  const promptFor = (followedByMe: boolean) => {
    const kind = followPrompt({ loggedIn, followedByMe });
    return kind ? { kind, href: authModalHref(pathname, search, { kind: "login", source: "followButton" }) } : null;
  };
  if (!result.ok) {
    return {
      username: pinner.username,
      name: pinner.full_name || pinner.username,
      imageUrl: pinner.is_default_image ? null : pinner.image_medium_url,
      colorIndex: pinner.avatar_color_index,
      followers: null,
      followed: false,
      verified: false,
      sponsor: null,
      prompt: promptFor(false),
      attribution: null,
    };
  }
  const { user, sponsorship } = result.data;
  const destination = linkDestination(link);
  return {
    username: user.username,
    name: user.fullName,
    imageUrl: user.isDefaultImage ? null : user.imageMediumUrl,
    colorIndex: user.avatarColorIndex,
    followers: user.followerCount,
    followed: loggedIn && user.followedByMe,
    verified: user.verified,
    sponsor: shownSponsor(sponsorship),
    prompt: promptFor(user.followedByMe),
    attribution:
      destination && sponsorship?.campaignId
        ? { advertiserId: sponsorship.sponsor.entityId, campaignId: sponsorship.campaignId, destination }
        : null,
  };
}
