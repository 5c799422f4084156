/**
 * Why: the save-success dialog (saving.md §2) decides three things from who is saving and what
 * was saved — whether 'Promote your Pin' shows (and with it whether 'Send' hides and 'See it now'
 * turns grey), whether the follow card for the link domain's official user shows, and how the
 * website-media grid is laid out — and the confetti line of business.md §4 picks its text from
 * whether this was the viewer's first save. Pure so the dialog and its tests read the same rules.
 */
import { RECENT_ACCOUNT_DAYS, SAVE_SUCCESS_GRID } from "../constants";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PromoteInput {
  signedIn: boolean;
  isPartner: boolean;
  /**
   * The Pin cannot be advertised: ours, a Pin on a secret or protected board, or a Pin without a
   * link to send people to.
   */
  excluded: boolean;
  /** When the viewer's account was made (ISO 8601). */
  accountCreatedAt: string | null;
  /** The link domain's site type; ours: 0 for every site until sites are classified (3 is never promoted). */
  siteType: number;
  now: number;
}

/**
 * saving.md §2 "The promote button is shown if the pinner is signed in, not a partner, not
 * excluded, the account is not recent, and the site type is not 3". "Recent" is ours:
 * RECENT_ACCOUNT_DAYS.
 *
 * @example
 * showPromote({ signedIn: true, isPartner: false, excluded: false, accountCreatedAt: "2026-01-01T00:00:00Z", siteType: 0, now: Date.now() }) // true
 */
export function showPromote(input: PromoteInput): boolean {
  if (!input.signedIn || input.isPartner || input.excluded || input.siteType === 3 || !input.accountCreatedAt) return false;
  const age = input.now - Date.parse(input.accountCreatedAt);
  return Number.isFinite(age) && age >= RECENT_ACCOUNT_DAYS * DAY_MS;
}

/**
 * saving.md §2 "A follow card for the pin's link-domain official user shows when the viewer is
 * signed in, that user is not the viewer, and the viewer does not follow them".
 *
 * @example
 * showFollowCard({ viewerId: "1", officialUserId: "2", followsOfficialUser: false }) // true
 */
export function showFollowCard({
  viewerId,
  officialUserId,
  followsOfficialUser,
}: {
  viewerId: string | null;
  officialUserId: string | null;
  followsOfficialUser: boolean;
}): boolean {
  return viewerId !== null && officialUserId !== null && officialUserId !== viewerId && !followsOfficialUser;
}

/**
 * The website-media grid (saving.md §2, §9: column width 160, at least 3 columns, max height 540):
 * shown only when there is more than one image; as many 160 px columns as fit, never fewer than 3.
 *
 * @example
 * mediaGridColumns(2, 600)  // 0 (one image or fewer is shown alone)
 * mediaGridColumns(8, 500)  // 3
 */
export function mediaGridColumns(images: number, availableWidth: number): number {
  if (images <= 1) return 0;
  const fit = Math.floor((availableWidth + SAVE_SUCCESS_GRID.gap) / (SAVE_SUCCESS_GRID.columnWidth + SAVE_SUCCESS_GRID.gap));
  return Math.max(SAVE_SUCCESS_GRID.minColumns, fit);
}

/**
 * Which confetti line (business.md §4): the first save of an account gets its own.
 *
 * @example
 * confettiLine(1) // "first"
 */
export const confettiLine = (viewerPinCountAfterSave: number): "first" | "again" => (viewerPinCountAfterSave <= 1 ? "first" : "again");
