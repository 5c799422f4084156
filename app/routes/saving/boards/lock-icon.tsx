/**
 * Why: a secret board shows the same lock everywhere (board cards, the board page, the Pin page,
 * the board picker), named "Secret board" for screen readers; a module of its own so the
 * picker does not load the cards.
 */
import { SAVING_COPY } from "~common/saving/messages";

/** The lock of a secret board, named for screen readers. */
export function LockIcon({ size = 16 }: { size?: number }) {
  return (
    <svg className="lock-icon" role="img" aria-label={SAVING_COPY.secretBoard} width={size} height={size} viewBox="0 0 24 24">
      <title>{SAVING_COPY.secretBoard}</title>
      <path fill="currentColor" d="M17 9V7A5 5 0 0 0 7 7v2H5v13h14V9h-2zM9 7a3 3 0 0 1 6 0v2H9V7zm4 10.7V19h-2v-1.3a2 2 0 1 1 2 0z" />
    </svg>
  );
}
