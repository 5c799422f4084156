/**
 * The Pin lists behind the grids (saving.md §3 feed types; business.md §7 search): one page of
 * the home feed, a board's Pins (outside its sections), a section's or a search's, read through
 * the API and turned into cards. Used by the page loaders (first page, or the page a no-JavaScript
 * "More ideas" link asks for) and by the /resources/pins route that infinite scroll calls.
 */
import type { RouterContextProvider } from "react-router";
import type { ApiResult } from "../../../lib/api-client";
import { boardPinsRoute, homeFeedRoute, sectionPinsRoute } from "~common/saving/contracts";
import { imageSrcSet, isDisplayableImage } from "~common/saving/images";
import type { Board, BoardSection, Pin, UserSummary } from "~common/saving/schemas";
import { apiClientFor } from "../../../lib/api.server";
import { searchPinsRoute } from "~common/business/search";
import type { FeedPin } from "~common/business/promoted-pins";
import { searchQuery } from "../../business/search";
import type { BoardCard, CollageImage, PersonCard, PinCard, PinCardPage, PinList, SectionCard } from "../pins";

/** The widest variant a grid card asks for: 3× half a 375 px phone (166 px), 2× the 236 px column. */
const CARD_MAX_VARIANT = 508;

/**
 * A collage image from one of the API's named sizes (`nominal` px wide): a file narrower than
 * that is the whole original, so no variant past it is listed; `max` is the widest it is drawn at 3×.
 */
const collageImage = (spec: { url: string; width: number }, nominal: number, max: number, color: string): CollageImage => ({
  url: spec.url,
  srcSet: imageSrcSet(spec.url, spec.width < nominal ? spec.width : Number.MAX_SAFE_INTEGER, max),
  color,
});

export const toPersonCard = (u: UserSummary): PersonCard => ({
  username: u.username,
  name: u.full_name || u.username,
  imageUrl: u.is_default_image ? null : u.image_medium_url,
  colorIndex: u.avatar_color_index,
});

export function toPinCard(pin: Pin | FeedPin): PinCard {
  const promotion = "promotion" in pin && pin.promotion ? { business: pin.promotion.business_name, token: pin.promotion.token } : undefined;
  return {
    id: pin.id,
    title: pin.title,
    image: isDisplayableImage(pin.images.orig)
      ? { ...pin.images["236x"], srcSet: imageSrcSet(pin.images["236x"].url, pin.images.orig.width, CARD_MAX_VARIANT) }
      : null,
    color: pin.dominant_color,
    pinner: toPersonCard(pin.pinner),
    domain: pin.domain,
    ...(promotion && { promotion }),
  };
}

export function toBoardCard(board: Board): BoardCard {
  const cover = board.cover_images
    ? [collageImage(board.cover_images["236x"], 236, 340, board.images["170x"][0]?.dominant_color ?? "#efefef")]
    : [];
  const thumbs = board.images["170x"]
    .filter((t) => t.url !== board.cover_images?.["170x"].url)
    .map((t) => collageImage(t, 170, 340, t.dominant_color));
  return {
    id: board.id,
    name: board.name,
    url: board.url,
    secret: board.privacy === "secret",
    pinCount: board.pin_count,
    sectionCount: board.section_count,
    images: [...cover, ...thumbs].slice(0, 3),
    description: board.description,
    owner: toPersonCard(board.owner),
  };
}

export const toSectionCard = (s: BoardSection): SectionCard => ({
  id: s.id,
  title: s.title,
  url: s.url,
  pinCount: s.pin_count,
  images: s.preview_pins.map((p) =>
    collageImage({ url: p.image_square_url, width: p.image_square_size_pixels.width }, 170, 340, p.dominant_color),
  ),
});

/** The cards of a Pin page answer, or its failure as it came. */
export function toPinCardPage(result: ApiResult<{ items: (Pin | FeedPin)[]; bookmark: string | null }>): ApiResult<PinCardPage> {
  if (!result.ok) return result;
  return { ...result, data: { items: result.data.items.map(toPinCard), bookmark: result.data.bookmark } };
}

/**
 * One page of a Pin list as cards.
 *
 * @example
 * const page = await loadPinPage(request, context, { feed: "board", id: board.id }, bookmark);
 */
export async function loadPinPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  list: PinList,
  bookmark: string | null,
): Promise<ApiResult<PinCardPage>> {
  const api = apiClientFor(request, context);
  const query = bookmark ? { bookmark } : {};
  switch (list.feed) {
    case "home":
      return toPinCardPage(await api.call(homeFeedRoute, { query }));
    case "board":
      return toPinCardPage(await api.call(boardPinsRoute, { params: { id: list.id }, query }));
    case "section":
      return toPinCardPage(await api.call(sectionPinsRoute, { params: { id: list.id }, query }));
    case "search":
      return toPinCardPage(await api.call(searchPinsRoute, { query: { ...query, ...searchQuery(list) } }));
  }
}
