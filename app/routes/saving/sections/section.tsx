/**
 * /{username}/{board}/{section}/ — a board section (saving.md §3 Board section): the section's
 * title under its board's name (a link back), its Pin count, and its Pins in the infinite-scroll
 * grid (saving.md §3 board-section-pins).
 */
import { Link, redirect } from "react-router";
import { SAVING_COPY } from "~common/saving/messages";
import { lazy, Suspense } from "react";
import { pageMeta } from "../../../lib/meta";
import { notFoundMeta, NotFoundPage } from "../../not-found-page";
import { ButtonLink } from "../../../components/button";
import { BOARD_EDIT_COPY } from "~common/saving/boards";
import { LockIcon } from "../boards";
import { loadBoard } from "../boards/index.server";
import { ORGANIZE_PARAM } from "../move-pins";
import { moveAction, movePlace } from "../move-pins/index.server";
import { PinGrid } from "../feeds";
import { SavedNotice } from "../board-picker";
import type { Route } from "./+types/section";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData && !loaderData.notFound && loaderData.section
    ? pageMeta(
        `${loaderData.section.title} · ${loaderData.board.name}`,
        SAVING_COPY.boardDescription(loaderData.board.name, loaderData.board.owner.name),
      )
    : notFoundMeta();

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadBoard(request, context, params);

// The organize mode (saving.md §4 moving Pins) loads only when a member opens it (?organize=1;
// app/entry.server.tsx waits for it on a document request, so it is there without JavaScript).
const Organize = lazy(() => import("../move-pins/organize"));

export async function action({ request, context, params }: Route.ActionArgs) {
  const place = await movePlace(request, context, params);
  if (!place) throw redirect(new URL(request.url).pathname);
  return moveAction(request, context, place);
}

export default function SectionPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound || !loaderData.section) return <NotFoundPage />;
  const { board, section, list, pins, authLinks, member, organize } = loaderData;
  return (
    <main id="main" className="page page--wide">
      <SavedNotice />
      <header className="board-head">
        <p className="board-head__crumb">
          <Link to={board.url}>{board.name}</Link>
          {board.secret ? <LockIcon /> : null}
        </p>
        <h1 className="board-head__name">{section.title}</h1>
        <p className="board-head__meta">
          <span>{SAVING_COPY.pinCount(section.pinCount)}</span>
        </p>
        {member && !organize ? (
          <div className="board-head__actions">
            <ButtonLink to={`/board/${board.id}/section/${section.id}/edit`} size="small" variant="secondary">
              {BOARD_EDIT_COPY.editSection}
            </ButtonLink>
            <ButtonLink to={`?${ORGANIZE_PARAM}=1`} size="small" variant="secondary">
              {SAVING_COPY.organize}
            </ButtonLink>
          </div>
        ) : null}
      </header>
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
          label={SAVING_COPY.pinsOf(section.title)}
          empty={SAVING_COPY.emptySection}
        />
      )}
    </main>
  );
}
