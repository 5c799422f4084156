/**
 * /pin/{id}'s loader work: the Pin (GET /v3/pins/{id}/; a missing or secret one is a failed
 * resource, auth.md §2.5: to / with the show-error flag), its creator card (business.md §2,
 * app/routes/business/creator-card/creator-card.server.ts), and more Pins from the same board for the grid
 * under it.
 */
import type { RouterContextProvider } from "react-router";
import { pinRoute } from "~common/saving/contracts";
import { isDisplayableImage } from "~common/saving/images";
import { ID_PATTERN } from "~common/saving/schemas";
import { apiClientFor } from "../../../lib/api.server";
import { loadCreatorCard } from "../../business/creator-card/index.server";
import { resourceOrRedirect } from "../../../lib/resource.server";
import { viewerFor } from "../../../lib/viewer.server";
import { authLinks } from "../profiles/index.server";
import { loadPinPage, toPersonCard } from "../feeds/index.server";
import { notFoundPage } from "../profiles/index.server";

export async function loadPin(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  if (!ID_PATTERN.test(id)) return notFoundPage();
  const api = apiClientFor(request, context);
  const viewer = await viewerFor(request, context);
  const pin = resourceOrRedirect(await api.call(pinRoute, { params: { id }, query: {} }), { request, viewer });
  if (!pin.images || !pin.pinner || !pin.board) throw new Error("the pin read without field sets lacks fields");
  const [creator, more] = await Promise.all([
    loadCreatorCard(request, context, pin.id, pin.pinner, viewer, pin.link ?? null),
    loadPinPage(request, context, { feed: "board", id: pin.board.id }, null),
  ]);
  const board = { id: pin.board.id, name: pin.board.name, url: pin.board.url, secret: pin.board.privacy === "secret" };
  return {
    notFound: false as const,
    // The pinner asked search engines not to index their pages (/settings/privacy/).
    noindex: pin.pinner.hide_from_search === true,
    pin: {
      id: pin.id,
      title: pin.title ?? "",
      description: pin.description ?? "",
      link: pin.link ?? null,
      domain: pin.domain ?? null,
      color: pin.dominant_color ?? "#efefef",
      image: isDisplayableImage(pin.images.orig) ? pin.images.orig : null,
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
      ? { business: pin.promotion.business_name, destination: pin.promotion.destination_url, token: pin.promotion.token }
      : null,
    more: more.ok ? { ...more.data, items: more.data.items.filter((p) => p.id !== pin.id) } : { items: [], bookmark: null },
    authLinks: authLinks(request),
  };
}
