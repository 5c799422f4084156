/**
 * Why: the save-success dialog (saving.md §2, test id saved-pin-modal, minimum width 500) and the
 * save confirmation animation of business.md §4, shown after a save made from a Pin's own page:
 * 'Saved to {boardName}' (or '… {sectionName} in {boardName}'), the Pin at 236 px, 'Send' (only
 * without 'Promote your Pin'), 'See it now' (grey for partners or a promotable Pin, else red),
 * 'Promote your Pin' under the promote rule, the follow card for the link domain's official user
 * under its rule (both decided on the server, app/routes/saving/board-picker/repin.server.ts), and confetti:
 * CONFETTI.particles pieces that start after CONFETTI.startMs and are removed CONFETTI.removeAfterMs
 * later, with 'You saved this Pin to {board}!' or, for an account's first save, 'You saved your
 * first Pin to {board}!'. Loaded on demand with the save-to-board modal.
 */
import { useEffect, useState } from "react";
import { BUSINESS_COPY } from "~common/business/messages";
import { CONFETTI, SAVE_SUCCESS_IMAGE_WIDTH } from "~common/saving/constants";
import { SAVING_COPY } from "~common/saving/messages";
import { SAVE_FLOW_COPY } from "~common/saving/board-picker";
import { confettiLine } from "~common/saving/save-success/rules";
import { Avatar } from "../../../components/avatar";
import { ButtonLink } from "../../../components/button";
import { Modal } from "../../../components/dialog";
import { FollowButton } from "../profiles";
import type { SaveOutcome, SaveSuccess } from "../board-picker/index.server";

const CONFETTI_COLORS = ["#e60023", "#f5b700", "#00a86b", "#0074e8", "#9b5de5", "#ff7a00"];

/** business.md §4: the pieces appear after startMs and are gone removeAfterMs later. */
function Confetti() {
  const [phase, setPhase] = useState<"waiting" | "falling" | "done">("waiting");
  useEffect(() => {
    const start = setTimeout(() => setPhase("falling"), CONFETTI.startMs);
    const end = setTimeout(() => setPhase("done"), CONFETTI.startMs + CONFETTI.removeAfterMs);
    return () => {
      clearTimeout(start);
      clearTimeout(end);
    };
  }, []);
  // Positions are random per dialog, fixed for its life.
  const [pieces] = useState(() =>
    Array.from({ length: CONFETTI.particles }, (_, i) => ({
      left: Math.random() * 100,
      drift: (Math.random() - 0.5) * 160,
      delay: Math.random() * 200,
      spin: Math.round(Math.random() * 720 - 360),
      color: CONFETTI_COLORS[i % CONFETTI_COLORS.length],
    })),
  );
  if (phase !== "falling") return null;
  return (
    <div className="confetti" aria-hidden="true" data-testid="confetti">
      {pieces.map((p, i) => (
        <span
          key={i}
          className="confetti__piece"
          style={{
            left: `${p.left}%`,
            backgroundColor: p.color,
            animationDelay: `${p.delay}ms`,
            animationDuration: `${CONFETTI.removeAfterMs - p.delay}ms`,
            ["--drift" as string]: `${p.drift}px`,
            ["--spin" as string]: `${p.spin}deg`,
          }}
        />
      ))}
    </div>
  );
}

export function SaveSuccessDialog({
  outcome,
  success,
  onClose,
}: {
  outcome: Extract<SaveOutcome, { ok: true }>;
  success: SaveSuccess;
  onClose: () => void;
}) {
  const { pinId, board, section } = outcome;
  const title = section ? SAVING_COPY.savedToSection(section.title, board.name) : SAVING_COPY.savedTo(board.name);
  const line =
    confettiLine(success.viewerPinCount) === "first"
      ? BUSINESS_COPY.youSavedFirstPin(board.name)
      : BUSINESS_COPY.youSavedThisPin(board.name);
  const height = success.image
    ? Math.round((success.image.height * SAVE_SUCCESS_IMAGE_WIDTH) / success.image.width)
    : SAVE_SUCCESS_IMAGE_WIDTH;
  const promoteHref = `/business/convert?${new URLSearchParams({ next: `/advertiser/quick_promote?pinId=${pinId}` })}`;
  return (
    <Modal title={title} closeLabel onClose={onClose} className="save-success" testId="saved-pin-modal">
      <div
        className="save-success__media"
        style={{ backgroundColor: success.color, width: SAVE_SUCCESS_IMAGE_WIDTH, aspectRatio: `${SAVE_SUCCESS_IMAGE_WIDTH} / ${height}` }}
      >
        {success.image ? <img src={success.image.url} width={SAVE_SUCCESS_IMAGE_WIDTH} height={height} alt="" /> : null}
        <Confetti />
      </div>
      <p className="save-success__line" role="status">
        {line}
      </p>
      <div className="dialog__actions">
        {success.promote ? null : (
          // Closes as it goes: the Pin page keeps its Save button (and this dialog) mounted, and the
          // share sheet it opens must be the only modal.
          <ButtonLink to={`/pin/${pinId}/?share=true`} variant="secondary" onClick={onClose}>
            {SAVE_FLOW_COPY.send}
          </ButtonLink>
        )}
        <ButtonLink to={`/pin/${pinId}`} variant={success.partner || success.promote ? "secondary" : "primary"} onClick={onClose}>
          {SAVE_FLOW_COPY.seeItNow}
        </ButtonLink>
        {success.promote ? <ButtonLink to={promoteHref}>{SAVE_FLOW_COPY.promoteYourPin}</ButtonLink> : null}
      </div>
      {success.followCard ? (
        <div className="follow-card">
          <Avatar
            name={success.followCard.name}
            colorIndex={success.followCard.colorIndex}
            imageUrl={success.followCard.imageUrl}
            size={48}
          />
          <div className="follow-card__text">
            <span className="follow-card__name">{success.followCard.name}</span>
            <span className="follow-card__domain">{success.followCard.domain}</span>
          </div>
          <FollowButton username={success.followCard.username} name={success.followCard.name} followed={false} signupHref="/login" />
        </div>
      ) : null}
    </Modal>
  );
}
