/**
 * Why: boards and sections appear as the same kind of card on profiles and board pages — a
 * collage of their latest images (the cover first, saving.md §3 cover and 170x images), the name,
 * the Pin count, and for a secret board a lock that says so.
 */
import { Link } from "react-router";
import { SAVING_COPY } from "~common/saving/messages";
import type { BoardCard, CollageImage, SectionCard } from "../pins";
import { LockIcon } from "./lock-icon";

export { LockIcon };

/**
 * How wide the collage's cells are drawn (app.css .collage: 2fr and 1fr of a card; two cards a row
 * on a phone), for `sizes`: the browser picks the variant.
 */
const MAIN_SIZES = "(max-width: 560px) calc((100vw - 44px) / 3), 200px";
const SIDE_SIZES = "(max-width: 560px) calc((100vw - 44px) / 6), 100px";

function Collage({ images }: { images: CollageImage[] }) {
  const [main, ...side] = images;
  const cell = (image: CollageImage | undefined, className: string, sizes: string) => (
    <span className={className} style={image ? { backgroundColor: image.color } : undefined}>
      {image ? (
        <img
          src={image.url}
          srcSet={image.srcSet ?? undefined}
          sizes={image.srcSet ? sizes : undefined}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : null}
    </span>
  );
  return (
    <span className="collage" aria-hidden="true">
      {cell(main, "collage__main", MAIN_SIZES)}
      {cell(side[0], "collage__side", SIDE_SIZES)}
      {cell(side[1], "collage__side", SIDE_SIZES)}
    </span>
  );
}

export function BoardCardView({ board }: { board: BoardCard }) {
  return (
    <Link to={board.url} className="board-card">
      <Collage images={board.images} />
      <span className="board-card__name">
        <span>{board.name}</span>
        {board.secret ? <LockIcon /> : null}
      </span>
      <span className="board-card__meta">
        {SAVING_COPY.pinCount(board.pinCount)}
        {board.sectionCount > 0 ? ` · ${SAVING_COPY.sectionCount(board.sectionCount)}` : ""}
      </span>
    </Link>
  );
}

export function SectionCardView({ section }: { section: SectionCard }) {
  return (
    <Link to={section.url} className="board-card board-card--section">
      <Collage images={section.images} />
      <span className="board-card__name">
        <span>{section.title}</span>
      </span>
      <span className="board-card__meta">{SAVING_COPY.pinCount(section.pinCount)}</span>
    </Link>
  );
}
