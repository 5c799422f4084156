/**
 * Message catalogue of discovery (business.md §2 other screens, §3 notices, §4 offsite links, §6
 * visitor prompts): search, autocomplete, advisory notices, the creator card, the offsite link
 * page and the visitor prompts. Verbatim from business.md where it quotes the text; "ours"
 * elsewhere. test/common/spec-strings.test.ts checks business.md's strings against it. The header
 * search box's words are in ./search-box-messages.ts (every page loads them).
 */
import { SEARCH_BOX_COPY } from "./search/search-box-messages";

/** business.md §2 "Login prompts for visitors", shown in place of the action a visitor cannot take. */
export const VISITOR_PROMPTS = {
  continue: "Log in to continue",
  follow: "Log in to follow",
  unfollow: "Log in to unfollow",
  almostThere: "You're almost there! Log in to access all of the site",
} as const;

export const DISCOVERY_COPY = {
  ...VISITOR_PROMPTS,
  ...SEARCH_BOX_COPY,
  // The search page (ours)
  searchTitle: (query: string) => `${query} ideas`,
  searchDescription: (query: string) => `Pins about ${query} on Pinboard.`,
  searchHeading: (query: string) => `Pins for ${query}`,
  emptyQuery: "What are you looking for? Type a few words in the search box.",
  noResults: (query: string) => `We couldn't find any Pins for ${query}. Try other words.`,
  showingResultsFor: (query: string) => `Showing results for ${query}`,
  searchInsteadFor: "Search instead for",
  noticeLabel: "Search notice",
  // The creator card (ours; business.md §2 lists its parts)
  verified: "Verified",
  sponsoredBy: (partner: string) => `Paid partnership with ${partner}`,
  // The offsite link page (ours; business.md §4: blocked, suspicious or porn does not open the link)
  offsiteTitle: "Leaving Pinboard",
  offsiteBlockedTitle: "This link is blocked",
  offsiteBlockedBody: "We've blocked this site because it's known to be harmful or spammy.",
  offsiteSuspiciousTitle: "This link may not be safe",
  offsiteSuspiciousBody: "We couldn't confirm this link is safe, so we won't open it from here.",
  offsitePornTitle: "This link leads to adult content",
  offsitePornBody: "Pinboard doesn't open links to adult sites.",
  offsiteInvalidTitle: "This link can't be opened",
  offsiteInvalidBody: "Only web links (http or https) can be opened from a Pin.",
  offsiteLinkWas: "The link was:",
  offsiteBack: "Back to the Pin",
  offsiteOpen: "Open the link",
  offsiteUncheckedBody: "This link isn't part of a Pin, so we haven't checked it. Open it only if you trust it.",
} as const;

/** Messages only the API sends (the discovery error catalogue); pages do not carry them. */
export const DISCOVERY_API_MESSAGES = {
  offsiteUrlInvalid: "Only http and https links can be checked.", // ours
} as const;
