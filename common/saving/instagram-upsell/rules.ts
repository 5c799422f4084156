/**
 * Why: the Instagram upsell (saving.md §2 modal, §3 "Local-storage list claiming_upsells_seen
 * holds the upsell key POST_CREATE_UPSELL_V2", §4 "shows only when the url host ends with {host},
 * the upsell has not been seen before, the user has not claimed Instagram, and the user does have
 * an Instagram link in their listed website. Showing it records the key as seen.") is decided by
 * this pure rule, over the seen list as local storage holds it (a JSON array of keys).
 */

export const UPSELL_SEEN_STORAGE_KEY = "claiming_upsells_seen";
export const POST_CREATE_UPSELL_KEY = "POST_CREATE_UPSELL_V2";
/** §4 "{host}": the Instagram site. */
export const INSTAGRAM_HOST = "instagram.com";
/** §9 "upsell dismiss delay 2000 ms". */
export const UPSELL_DISMISS_DELAY_MS = 2000;

const hostOf = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
};
const isInstagram = (url: string | null | undefined) => {
  const host = hostOf(url);
  return host !== null && (host === INSTAGRAM_HOST || host.endsWith(`.${INSTAGRAM_HOST}`));
};

/** The keys of the seen list as stored (anything unreadable counts as none seen). */
export function seenUpsells(stored: string | null): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? "[]");
    return Array.isArray(value) ? value.filter((k): k is string => typeof k === "string") : [];
  } catch {
    return [];
  }
}

/** The seen list with the post-create upsell recorded, as it is stored. */
export const recordUpsellSeen = (stored: string | null): string =>
  JSON.stringify([...new Set([...seenUpsells(stored), POST_CREATE_UPSELL_KEY])]);

/**
 * @example
 * showInstagramUpsell({ sourceUrl: "https://www.instagram.com/p/x/", seen: null, connected: false, listedWebsite: "https://instagram.com/ana" }); // true
 */
export function showInstagramUpsell(facts: {
  sourceUrl: string | null;
  seen: string | null;
  connected: boolean;
  listedWebsite: string | null;
}): boolean {
  return (
    isInstagram(facts.sourceUrl) &&
    !seenUpsells(facts.seen).includes(POST_CREATE_UPSELL_KEY) &&
    !facts.connected &&
    isInstagram(facts.listedWebsite)
  );
}
