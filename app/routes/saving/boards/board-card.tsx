/**
 * Why: boards and sections appear as the same kind of card on profiles and board pages — a
 * collage of their latest images (the cover first, saving.md §3 cover and 170x images), the name,
 * the Pin count, and for a secret board a lock that says so.
 */
import { Link } from "react-router";
import { SAVING_COPY } from "~common/saving/messages";
import type { BoardCard, SectionCard } from "../pins";
import { LockIcon } from "./lock-icon";

export { LockIcon };

function Collage({ images }: { images: { url: string; color: string }[] }) {
  const [main, ...side] = images;
  const cell = (image: { url: string; color: string } | undefined, className: string) => (
    <span className={className} style={image ? { backgroundColor: image.color } : undefined}>
      {image ? <img src={image.url} alt="" loading="lazy" decoding="async" /> : null}
    </span>
  );
  return (
    <span className="collage" aria-hidden="true">
      {cell(main, "collage__main")}
      {cell(side[0], "collage__side")}
      {cell(side[1], "collage__side")}
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
