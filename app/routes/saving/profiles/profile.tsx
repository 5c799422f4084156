/**
 * /{username}/ — a person's profile (saving.md §2 "A user's profile link"): picture, name,
 * followers and following, the Follow button (not on your own profile), and their boards as
 * cards (cover collage, name, Pin count, a lock on secret boards, which only the owner sees).
 * A path that names nobody is the site's 404 page.
 */
import { Link } from "react-router";
import { SAVING_COPY } from "~common/saving/messages";
import { Avatar } from "../../../components/avatar";
import { notFoundMeta, NotFoundPage } from "../../not-found-page";
import { BoardCardView } from "../boards";
import { FollowButton } from "./follow-button";
import { InvitesList } from "../collaborators";
import { loadProfile } from "./profile.server";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData && !loaderData.notFound ? loaderData.meta : notFoundMeta());

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadProfile(request, context, params.username);

export default function Profile({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) return <NotFoundPage />;
  const { person, boards, archived, bookmark, authLinks, invites } = loaderData;
  return (
    <main id="main" className="page page--wide">
      <header className="profile-head">
        <Avatar
          name={person.full_name}
          colorIndex={person.avatar_color_index}
          imageUrl={person.is_default_image ? null : person.image_large_url}
          size={120}
        />
        <h1 className="profile-head__name">{person.full_name}</h1>
        <p className="profile-head__username">@{person.username}</p>
        {person.about ? <p className="profile-head__about">{person.about}</p> : null}
        {person.website_url ? (
          <p className="profile-head__website">
            <a href={person.website_url} rel="nofollow noopener ugc" target="_blank">
              {person.website_url.replace(/^https?:\/\//i, "").replace(/\/$/, "")}
            </a>
          </p>
        ) : null}
        <p className="profile-head__counts">
          <span>{SAVING_COPY.followers(person.follower_count)}</span>
          <span aria-hidden="true">·</span>
          <span>{SAVING_COPY.followingCount(person.following_count)}</span>
        </p>
        <FollowButton
          username={person.username}
          name={person.full_name}
          followed={person.explicitly_followed_by_me}
          signupHref={authLinks.follow}
          logInHref={authLinks.followLogIn}
        />
      </header>
      <InvitesList invites={invites} userId={person.id} />
      <section aria-labelledby="boards-title">
        <h2 id="boards-title" className="section-title">
          {SAVING_COPY.boardsHeading}
        </h2>
        {boards.length === 0 && archived.length === 0 ? (
          <p className="empty-state">{SAVING_COPY.emptyProfile}</p>
        ) : (
          <ul className="board-grid">
            {boards.map((board) => (
              <li key={board.id}>
                <BoardCardView board={board} />
              </li>
            ))}
          </ul>
        )}
        {archived.length > 0 ? (
          <>
            <h3 className="section-title">{SAVING_COPY.archivedBoardsHeading}</h3>
            <ul className="board-grid" aria-label={SAVING_COPY.archivedBoardsHeading}>
              {archived.map((board) => (
                <li key={board.id}>
                  <BoardCardView board={board} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {bookmark ? (
          <p className="pin-grid__more">
            <Link to={`?${new URLSearchParams({ bookmark })}`} className="button button--secondary">
              {SAVING_COPY.moreBoards}
            </Link>
          </p>
        ) : null}
      </section>
    </main>
  );
}
