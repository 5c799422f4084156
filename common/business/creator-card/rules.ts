/**
 * Why: what the creator card shows (business.md §2, §3, §5, §9) is decided by two small rules,
 * kept pure and tested: the sponsorship line names the partner unless the partnership's status is
 * 0, 2 or 3 (states in which no partner name is shown), and the name beside the verified badge is
 * cut to 70 characters ("Verified badge name length 70").
 */
import { SPONSORSHIP_HIDDEN_STATUSES, VERIFIED_BADGE_NAME_LENGTH } from "./constants";

/**
 * True when the sponsorship line shows the partner's name.
 *
 * @example
 * showsSponsorName(1); // true
 * showsSponsorName(2); // false
 */
export const showsSponsorName = (status: number): boolean => !(SPONSORSHIP_HIDDEN_STATUSES as readonly number[]).includes(status);

/**
 * The creator's name as the card shows it: beside a verified badge, at most 70 characters (69 and
 * an ellipsis when longer); without the badge, as it is.
 *
 * @example
 * creatorName("Ana Costa", true); // "Ana Costa"
 * creatorName("x".repeat(80), true).length; // 70
 */
export function creatorName(name: string, verified: boolean): string {
  const chars = [...name];
  if (!verified || chars.length <= VERIFIED_BADGE_NAME_LENGTH) return name;
  return `${chars
    .slice(0, VERIFIED_BADGE_NAME_LENGTH - 1)
    .join("")
    .trimEnd()}…`;
}
