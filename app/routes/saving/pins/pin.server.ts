/**
 * /pin/{id}'s loader work: the Pin (GET /v3/pins/{id}/; a missing or secret one is a failed
 * resource, auth.md §2.5: to / with the show-error flag), its creator card (business.md §2,
 * app/routes/business/creator-card/creator-card.server.ts), and more Pins from the same board for the grid
 * under it.
 */
import { withClickId } from "~common/business/conversions";
import type { RouterContextProvider } from "react-router";
import { pinRoute } from "~common/saving/contracts";
import { imageKeyOf, imageSrcSet, isDisplayableImage, variantUrl } from "~common/saving/images";
import { ID_PATTERN } from "~common/saving/schemas";
import { apiClientFor } from "../../../lib/api.server";
import { loadCreatorCard } from "../../business/creator-card/index.server";
import { loadComments } from "../comments/index.server";
import { resourceOrRedirect } from "../../../lib/resource.server";
import { viewerFor } from "../../../lib/viewer.server";
import { authLinks } from "../profiles/index.server";
import { loadPinPage, toPersonCard } from "../feeds/index.server";
import { notFoundPage } from "../profiles/index.server";
import { SAVING_COPY } from "~common/saving/messages";
import { previewImage, shareMeta, type SharePreview } from "../share/index.server";

/**
 * The Pin page's picture: its original's size, drawn from a variant (docs/decisions/044) — 508 px
 * (the page's column) unless the browser's `srcset` pick is wider (a phone's whole width at 2×–3×).
 */
function pageImage(orig: { url: string; width: number; height: number }) {
  const key = imageKeyOf(orig.url);
  return { ...orig, url: key ? variantUrl(key, 508) : orig.url, srcSet: imageSrcSet(orig.url, orig.width) };
}

export async function loadPin(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  if (!ID_PATTERN.test(id)) return notFoundPage();
  const api = apiClientFor(request, context);
  const viewer = await viewerFor(request, context);
  const pin = resourceOrRedirect(await api.call(pinRoute, { params: { id }, query: {} }), { request, viewer });
  if (!pin.images || !pin.pinner || !pin.board) throw new Error("the pin read without field sets lacks fields");
  const [creator, more, comments] = await Promise.all([
    loadCreatorCard(request, context, pin.id, pin.pinner, viewer, pin.link ?? null),
    loadPinPage(request, context, { feed: "board", id: pin.board.id }, null),
    loadComments(request, context, pin.id),
  ]);
  const board = { id: pin.board.id, name: pin.board.name, url: pin.board.url, secret: pin.board.privacy === "secret" };
  const origin = new URL(request.url).origin;
  const alt = pin.title || pin.description || pin.pinner.full_name;
  /** The link to share and its preview (Open Graph); none for a secret board's Pin (only its members see it). */
  const share: SharePreview = {
    url: new URL(`/pin/${pin.id}/`, origin).href,
    image: isDisplayableImage(pin.images.orig) ? previewImage(origin, pin.images.orig.url, pin.images.orig, alt) : null,
    indexable: !board.secret,
    noindex: pin.pinner.hide_from_search === true,
    type: "article",
  };
  return {
    notFound: false as const,
    pin: {
      id: pin.id,
      title: pin.title ?? "",
      description: pin.description ?? "",
      /** What the image shows, as its pinner wrote it ("" for none). */
      altText: pin.alt_text ?? "",
      link: pin.link ?? null,
      domain: pin.domain ?? null,
      color: pin.dominant_color ?? "#efefef",
      image: isDisplayableImage(pin.images.orig) ? pageImage(pin.images.orig) : null,
      /** The original file, for Download. */
      downloadUrl: pin.images.orig.url,
      createdAt: pin.created_at ?? null,
      via: pin.via_pinner ? toPersonCard(pin.via_pinner) : null,
    },
    pinner: toPersonCard(pin.pinner),
    creator,
    board,
    /** Promoted to this viewer now (docs/decisions/039): whose ad, where it leads, its token for the click. */
    promotion: pin.promotion
      ? {
          business: pin.promotion.business_name,
          destination: withClickId(pin.promotion.destination_url, pin.promotion.click_id),
          token: pin.promotion.token,
        }
      : null,
    more: more.ok ? { ...more.data, items: more.data.items.filter((p) => p.id !== pin.id) } : { items: [], bookmark: null },
    comments,
    authLinks: authLinks(request),
    share,
    /** The page's title, description, canonical URL and link preview (the route's `meta`). */
    meta: shareMeta(pin.title || SAVING_COPY.pinBy(pin.pinner.full_name || pin.pinner.username), pin.description || undefined, share),
    /** The pinner and the board's owner get an Edit button (/pin/{id}/edit; issue 34). */
    canEdit: viewer?.user ? [pin.pinner.id, pin.board.owner.id].includes(viewer.user.id) : false,
  };
}
