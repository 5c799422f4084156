/**
 * Why: the pages show Pins, boards and sections as cards; these are the few fields a card needs,
 * so loaders send the browser only those (the API's entities carry much more), and every grid,
 * server-rendered or loaded by infinite scroll, draws the same shape.
 */

export interface PersonCard {
  username: string;
  name: string;
  /** The uploaded picture, or null for the default (the Avatar draws the initial). */
  imageUrl: string | null;
  colorIndex: number;
}

export interface PinCard {
  id: string;
  title: string;
  /**
   * The 236x image and its variants for `srcset` (docs/decisions/044), or null when it may not be
   * shown (business.md §4: both sides over 119 px).
   */
  image: { url: string; width: number; height: number; srcSet: string | null } | null;
  /** Shown while the image loads, and as the placeholder without one. */
  color: string;
  pinner: PersonCard;
  domain: string | null;
  /** A promoted card (docs/decisions/039): whose ad it is, and its delivery token for the impression and click. */
  promotion?: { business: string; token: string };
}

/** A page of cards and the bookmark of the next page (null at the end). */
export interface PinCardPage {
  items: PinCard[];
  bookmark: string | null;
}

export interface BoardCard {
  id: string;
  name: string;
  url: string;
  secret: boolean;
  pinCount: number;
  sectionCount: number;
  /** Cover first, then the latest Pins' thumbnails (up to three images for the collage). */
  images: CollageImage[];
  description: string;
  owner: PersonCard;
}

export interface SectionCard {
  id: string;
  title: string;
  url: string;
  pinCount: number;
  images: CollageImage[];
}

/** An image of a board's or section's collage: its URL, its variants for `srcset`, its colour. */
export interface CollageImage {
  url: string;
  srcSet: string | null;
  color: string;
}

/**
 * Which Pin list a grid pages through (the resource route /resources/pins reads it back); a
 * search is its query, and `exact` when auto-correction is off (app/routes/business/search/search.tsx).
 */
export type PinList =
  { feed: "home" } | { feed: "board"; id: string } | { feed: "section"; id: string } | { feed: "search"; q: string; exact: boolean };

/** The URL the grid fetches the page after `bookmark` from (app/routes/saving/feeds/pin-page.ts). */
export function pinPageUrl(list: PinList, bookmark: string): string {
  const params = new URLSearchParams({ feed: list.feed, bookmark });
  if (list.feed === "board" || list.feed === "section") params.set("id", list.id);
  if (list.feed === "search") {
    params.set("q", list.q);
    if (list.exact) params.set("exact", "1");
  }
  return `/resources/pins?${params}`;
}
