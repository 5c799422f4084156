/**
 * Why: boards and sections appear as the same kind of card on profiles and board pages — a
 * collage of their latest images (the cover first, saving.md §3 cover and 170x images), the name,
 * the Pin count, and for a secret board a lock that says so.
 */
import { Link } from "react-router";
import { SAVING_COPY } from "~common/saving/messages";
import type { BoardCard, SectionCard } from "./cards";

/** The lock of a secret board, named for screen readers. */
export function LockIcon({ size = 16 }: { size?: number }) {
  return (
    <svg className="lock-icon" role="img" aria-label={SAVING_COPY.secretBoard} width={size} height={size} viewBox="0 0 24 24">
      <title>{SAVING_COPY.secretBoard}</title>
      <path fill="currentColor" d="M17 9V7A5 5 0 0 0 7 7v2H5v13h14V9h-2zM9 7a3 3 0 0 1 6 0v2H9V7zm4 10.7V19h-2v-1.3a2 2 0 1 1 2 0z" />
    </svg>
  );
}

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
