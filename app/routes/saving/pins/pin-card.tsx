/**
 * Why: a Pin in a grid looks the same on every page — its 236 px image on its dominant colour
 * (or, when the image is too small to show, business.md §4, the colour with a note), its title,
 * its pinner, and the Save button over the image (shown on hover and keyboard focus, always on
 * touch screens).
 */
import { useRef } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../../root";
import { PIN_COLUMN_WIDTH } from "~common/saving/constants";
import { SAVING_COPY } from "~common/saving/messages";
import { Avatar } from "../../../components/avatar";
import type { PinCard } from "./cards";
import { SaveButton } from "../board-picker";
import {
  HiddenAd,
  HideAdButton,
  PromotedLabel,
  queuePromotedEvent,
  usePromotedHide,
  usePromotedImpression,
} from "../../business/promoted-pins";

/** Height of a card's part under its image (title and pinner), for the masonry arithmetic. */
export const CARD_FOOTER_HEIGHT = 72;
/**
 * The width a card's image is drawn at, for `sizes`: half a phone (app.css, under 561 px: two
 * columns, 16 px margins and a 12 px gap), else the 236 px column. The browser picks the variant.
 */
export const CARD_IMAGE_SIZES = "(max-width: 560px) calc((100vw - 44px) / 2), 236px";
/** Height given to a card whose image is not shown. */
export const PLACEHOLDER_HEIGHT = 160;

export function PinCardView({
  pin,
  saveHref,
  eager = false,
  first = false,
}: {
  pin: PinCard;
  saveHref: string;
  /** Fetch the image at once (not lazily). */
  eager?: boolean;
  /** The grid's first card: its image is fetched before any other (the largest paint on a phone). */
  first?: boolean;
}) {
  const imageHeight = pin.image ? Math.round((pin.image.height * PIN_COLUMN_WIDTH) / pin.image.width) : PLACEHOLDER_HEIGHT;
  const name = pin.title || SAVING_COPY.pinBy(pin.pinner.name);
  const cardRef = useRef<HTMLElement>(null);
  const token = pin.promotion?.token;
  usePromotedImpression(cardRef, token);
  // A promoted card opened (its image or its name, with any button): the click (docs/decisions/039).
  const opened = token ? () => queuePromotedEvent("click", token) : undefined;
  const ad = usePromotedHide(pin.id, token);
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (pin.promotion && ad.state === "hidden") {
    return (
      <article className="pin-card pin-card--promoted" data-promoted="">
        <HiddenAd onUndo={ad.undo} />
      </article>
    );
  }
  return (
    <article
      className={pin.promotion ? "pin-card pin-card--promoted" : "pin-card"}
      ref={cardRef}
      data-promoted={pin.promotion ? "" : undefined}
    >
      <div className="pin-card__media" style={{ backgroundColor: pin.color, aspectRatio: `${PIN_COLUMN_WIDTH} / ${imageHeight}` }}>
        {/* With the placeholder shown, its words begin the name (WCAG 2.5.3, axe label-content-name-mismatch). */}
        <Link
          to={`/pin/${pin.id}`}
          className="pin-card__image-link"
          aria-label={pin.image ? name : `${SAVING_COPY.imageTooSmall}: ${name}`}
          onClick={opened}
          onAuxClick={opened}
        >
          {pin.image ? (
            <img
              className="pin-card__image"
              src={pin.image.url}
              srcSet={pin.image.srcSet ?? undefined}
              sizes={pin.image.srcSet ? CARD_IMAGE_SIZES : undefined}
              width={pin.image.width}
              height={pin.image.height}
              alt=""
              loading={eager || first ? "eager" : "lazy"}
              fetchPriority={first ? "high" : undefined}
              decoding="async"
            />
          ) : (
            <span className="pin-card__placeholder">{SAVING_COPY.imageTooSmall}</span>
          )}
        </Link>
        <div className="pin-card__save">
          <SaveButton pinId={pin.id} title={pin.title} signupHref={saveHref} />
        </div>
      </div>
      <div className="pin-card__meta">
        {pin.title ? <p className="pin-card__title">{pin.title}</p> : null}
        {pin.promotion ? (
          <div className="pin-card__promoted">
            <PromotedLabel business={pin.promotion.business} />
            {root?.viewer?.type === "AUTH" ? (
              <HideAdButton token={pin.promotion.token} business={pin.promotion.business} onHide={ad.hide} />
            ) : null}
          </div>
        ) : (
          <Link to={`/${pin.pinner.username}/`} className="pin-card__pinner">
            <Avatar name={pin.pinner.name} colorIndex={pin.pinner.colorIndex} imageUrl={pin.pinner.imageUrl} size={24} />
            <span>{pin.pinner.name}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
