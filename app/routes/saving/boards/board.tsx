/**
 * /{username}/{board}/ — a board (saving.md §3 Board): its name (with a lock when secret, which
 * only its owner can open), description, owner and Pin count, its sections as cards, and its Pins
 * outside the sections in the infinite-scroll grid (saving.md §3 boardfeed).
 */
import { Link, redirect, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { SAVING_COPY } from "~common/saving/messages";
import { Avatar } from "../../../components/avatar";
import { ButtonLink } from "../../../components/button";
import { lazy, Suspense } from "react";
import { SHARE_BUTTON_COPY } from "~common/saving/share";
import { ShareButton, ShareSheet, useShareSheetOpen } from "../share";
import { notFoundMeta, NotFoundPage } from "../../not-found-page";
import { LockIcon, SectionCardView } from "./board-card";
import { BoardSectionsList } from "./board-sections-list";
import { BOARD_EDIT_COPY } from "~common/saving/boards/messages";
import { BoardPeople } from "../collaborators";
import { loadBoard } from "./board.server";
import { ORGANIZE_PARAM } from "../move-pins";
import { moveAction, movePlace } from "../move-pins/index.server";
import { PinGrid } from "../feeds";
import { SavedNotice } from "../board-picker";
import type { Route } from "./+types/board";

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData && !loaderData.notFound ? loaderData.meta : notFoundMeta());

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadBoard(request, context, params);

// The organize mode (saving.md §4 moving Pins) loads only when a member opens it (?organize=1;
// app/entry.server.tsx waits for it on a document request, so it is there without JavaScript).
const Organize = lazy(() => import("../move-pins/organize"));

export async function action({ request, context, params }: Route.ActionArgs) {
  const place = await movePlace(request, context, params);
  if (!place) throw redirect(new URL(request.url).pathname);
  return moveAction(request, context, place);
}

/** A refused collaborator removal keeps the page as it is (the person is shown again, saving.md §8). */
export const shouldRevalidate = ({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  (actionResult as { ok?: boolean } | undefined)?.ok === false ? false : defaultShouldRevalidate;

export default function BoardPage({ loaderData }: Route.ComponentProps) {
  const sharing = useShareSheetOpen();
  const location = useLocation();
  if (loaderData.notFound) return <NotFoundPage />;
  const { board, sections, list, pins, authLinks, member, organize } = loaderData;
  return (
    <main id="main" className="page page--wide">
      <SavedNotice />
      {sharing && !board.secret ? (
        <ShareSheet url={loaderData.share.url} title={board.name} heading={SHARE_BUTTON_COPY.shareBoard} />
      ) : null}
      <header className="board-head">
        <h1 className="board-head__name">
          {board.name}
          {board.secret ? <LockIcon size={24} /> : null}
        </h1>
        {board.description ? <p className="board-head__description">{board.description}</p> : null}
        <p className="board-head__meta">
          <Link to={`/${board.owner.username}/`} className="board-head__owner">
            <Avatar name={board.owner.name} colorIndex={board.owner.colorIndex} imageUrl={board.owner.imageUrl} size={32} />
            <span>{board.owner.name}</span>
          </Link>
          <span>{SAVING_COPY.pinCount(board.pinCount)}</span>
          {board.secret ? null : <ShareButton label={SHARE_BUTTON_COPY.shareBoard} />}
        </p>
        <BoardPeople
          boardId={board.id}
          owner={board.ownerPerson}
          collaborators={board.collaborators}
          invites={board.pendingInvites}
          canManage={board.ownerIsViewer}
        />
        {member && !organize ? (
          <div className="board-head__actions">
            <ButtonLink to={`/board/${board.id}/edit`} size="small" variant="secondary">
              {BOARD_EDIT_COPY.editBoard}
            </ButtonLink>
            <ButtonLink
              to={`/board/${board.id}/create_section/?${new URLSearchParams({ next: location.pathname })}`}
              size="small"
              variant="secondary"
            >
              {BOARD_EDIT_COPY.addSection}
            </ButtonLink>
            <ButtonLink to={`?${ORGANIZE_PARAM}=1`} size="small" variant="secondary">
              {SAVING_COPY.organize}
            </ButtonLink>
          </div>
        ) : null}
      </header>
      {sections.length > 0 ? (
        <section aria-labelledby="sections-title" className="sections-row">
          <h2 id="sections-title" className="section-title">
            {SAVING_COPY.sectionsHeading}
          </h2>
          {member && !organize ? (
            <BoardSectionsList boardId={board.id} sections={sections} />
          ) : (
            <ul className="board-grid board-grid--sections">
              {sections.map((s) => (
                <li key={s.id}>
                  <SectionCardView section={s} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {organize ? (
        <Suspense fallback={null}>
          <Organize pins={pins.items} {...organize} />
        </Suspense>
      ) : (
        <PinGrid
          page={pins}
          list={list}
          moreHref={(bookmark) => `?${new URLSearchParams({ bookmark })}`}
          saveHref={authLinks.save}
          label={SAVING_COPY.pinsOf(board.name)}
          empty={sections.length > 0 ? SAVING_COPY.allInSections : SAVING_COPY.emptyBoard}
        />
      )}
    </main>
  );
}
