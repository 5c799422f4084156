/**
 * Why: the creator card of a Pin page (business.md §2 "avatar, name, verified badge, follower
 * count, sponsorship line"): the pinner's avatar and name (beside the verified badge, cut to 70
 * characters), their follower count, the Follow button — or, for a logged-out visitor, the login
 * prompt in its place ('Log in to follow', or 'Log in to unfollow' when the device's remembered
 * account follows them; business.md §2, §6), opening the log-in modal over the page — and the
 * paid partnership's line, naming the partner unless its status is 0, 2 or 3 (business.md §3).
 * A view of a Pin in a partnership with a campaign registers an attribution source (§7).
 */
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { creatorName, showsSponsorName } from "~common/business/creator-card/rules";
import { DISCOVERY_COPY } from "~common/business/discovery-messages";
import type { VisitorPrompt } from "~common/business/page-layout";
import { SAVING_COPY } from "~common/saving/messages";
import { Avatar } from "../../../components/avatar";
import { buttonClassName } from "../../../components/button";
import { FollowButton } from "../../saving/profiles";

export interface CreatorCardData {
  username: string;
  name: string;
  imageUrl: string | null;
  colorIndex: number;
  /** null when the card could not be read (the count is then left out). */
  followers: number | null;
  followed: boolean;
  verified: boolean;
  /** The partnership line's partner, or null when none is shown. */
  sponsor: { username: string; name: string } | null;
  /** For a logged-out visitor: the prompt in place of Follow, and the log-in modal link it opens. */
  prompt: { kind: VisitorPrompt; href: string } | null;
  /** A paid partnership with a campaign and an https link: what the Pin view's attribution source names. */
  attribution: { advertiserId: string; campaignId: string; destination: string } | null;
}

/**
 * A Pin view's attribution source (business.md §7), where the browser supports the Attribution
 * Reporting API: a request to /v3/attribution_source/ marked eligible to register an event
 * source (the browser reads the answer's registration header itself). Elsewhere nothing is sent.
 */
function useAttributionSource(attribution: CreatorCardData["attribution"]) {
  const key = attribution ? `${attribution.advertiserId}|${attribution.campaignId}|${attribution.destination}` : "";
  /** The view already registered: StrictMode runs a mounting component's effects twice in development. */
  const sent = useRef("");
  useEffect(() => {
    if (!attribution || sent.current === key) return;
    sent.current = key;
    const policy = (document as Document & { featurePolicy?: { allowsFeature?: (feature: string) => boolean } }).featurePolicy;
    if (policy?.allowsFeature?.("attribution-reporting") !== true) return;
    const query = new URLSearchParams({
      source_event_id: crypto.getRandomValues(new BigUint64Array(1))[0]!.toString(),
      destination: attribution.destination,
      advertiser_id: attribution.advertiserId,
      campaign_id: attribution.campaignId,
      event_type: "view",
    });
    const init = { keepalive: true, attributionReporting: { eventSourceEligible: true, triggerEligible: false } };
    fetch(`/v3/attribution_source/?${query}`, init as RequestInit).catch(() => {});
    // One source per Pin view: the key names it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

function VerifiedBadge() {
  return (
    <svg className="creator-card__badge" viewBox="0 0 24 24" width="18" height="18" role="img" aria-label={DISCOVERY_COPY.verified}>
      <title>{DISCOVERY_COPY.verified}</title>
      <path
        fill="#0074e8"
        d="M12 1l2.6 2.2 3.4-.4 1 3.3 3 1.7-.9 3.3 1.6 3-2.8 2-.2 3.4-3.4.4L12 23l-2.3-2.5-3.4-.4-.2-3.4-2.8-2 1.6-3-.9-3.3 3-1.7 1-3.3 3.4.4Z"
      />
      <path fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" d="m7.5 12.2 3 3 6-6.2" />
    </svg>
  );
}

export function CreatorCard({ card, signupHref }: { card: CreatorCardData; signupHref: string }) {
  const name = creatorName(card.name, card.verified);
  useAttributionSource(card.attribution);
  return (
    <div className="creator-card pin-detail__pinner">
      <div className="creator-card__who">
        <Link to={`/${card.username}/`} className="pin-detail__person">
          <Avatar name={card.name} colorIndex={card.colorIndex} imageUrl={card.imageUrl} size={48} />
          <span>
            <span className="pin-detail__name">
              {name}
              {card.verified ? <VerifiedBadge /> : null}
            </span>
            {card.followers !== null ? <span className="pin-detail__followers">{SAVING_COPY.followers(card.followers)}</span> : null}
          </span>
        </Link>
        {card.sponsor ? (
          <p className="creator-card__sponsor">
            {DISCOVERY_COPY.sponsoredBy("")}
            <Link to={`/${card.sponsor.username}/`}>{card.sponsor.name}</Link>
          </p>
        ) : null}
      </div>
      {card.prompt ? (
        <Link className={buttonClassName({ size: "small" })} to={card.prompt.href}>
          {DISCOVERY_COPY[card.prompt.kind]}
        </Link>
      ) : (
        <FollowButton username={card.username} name={card.name} followed={card.followed} signupHref={signupHref} />
      )}
    </div>
  );
}

/** The partnership line's partner when one is shown (business.md §3), for the loader. */
export const shownSponsor = (sponsorship: { status: number; sponsor: { username: string; fullName: string } } | null) =>
  sponsorship && showsSponsorName(sponsorship.status)
    ? { username: sponsorship.sponsor.username, name: sponsorship.sponsor.fullName }
    : null;
