/**
 * Why: the Pin page's comments (issue 34 item 8): the newest first, "More comments" for older ones
 * (a fetcher with JavaScript, a link without), and the composer (composer.tsx). The Pin page loads
 * it lazily, so it costs nothing of the page's first-load budget; its HTML is whole all the same
 * (app/entry.server.tsx waits for a Pin page's lazily loaded parts). A visitor who clicks into the composer or starts
 * typing gets the sign-up modal titled for it (auth.md §2.2 source commentComposer); without
 * JavaScript the composer's link opens it.
 */
import { useState, type KeyboardEvent } from "react";
import { Link, useFetcher, useNavigate, useRouteLoaderData } from "react-router";
import { COMMENTS_COPY } from "~common/saving/comments/messages";
import type { Comment, CommentPage } from "~common/saving/comments/schemas";
import { ButtonLink } from "../../../components/button";
import type { loader as rootLoader } from "../../../root";
import { CommentItem } from "./comment-item";
import { CommentView } from "./comment-view";
import type { CommentsData } from "./comments.server";
import Composer from "./composer";

function VisitorComposer({ signupHref }: { signupHref: string }) {
  const navigate = useNavigate();
  const open = () => navigate(signupHref, { preventScrollReset: true });
  const typing = (event: KeyboardEvent) => {
    if (event.key.length === 1 || event.key === "Enter") open();
  };
  return (
    <div className="comment-composer">
      <label className="visually-hidden" htmlFor="comment-text">
        {COMMENTS_COPY.composerLabel}
      </label>
      <textarea
        id="comment-text"
        className="field__input comment__input"
        placeholder={COMMENTS_COPY.composerPlaceholder}
        rows={1}
        readOnly
        onClick={open}
        onKeyDown={typing}
      />
      <ButtonLink to={signupHref} size="small" preventScrollReset>
        {COMMENTS_COPY.signUpToComment}
      </ButtonLink>
    </div>
  );
}

/**
 * @example
 * <PinComments comments={loaderData.comments} signupHref={authLinks.comment} />
 */
export function PinComments({ comments, signupHref }: { comments: CommentsData; signupHref: string }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const viewer = root?.viewer?.type === "AUTH" ? root.viewer.user : null;
  const more = useFetcher<{ ok: boolean; page?: CommentPage }>();
  const [older, setOlder] = useState<{ items: Comment[]; bookmark: string | null; from: CommentPage } | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const { pinId, page } = comments;
  // Each page "More comments" fetched is added once (state adjusted during render, not in an effect).
  const fetched = more.state === "idle" ? more.data?.page : undefined;
  if (fetched && older?.from !== fetched)
    setOlder({ items: [...(older?.items ?? []), ...fetched.items], bookmark: fetched.bookmark, from: fetched });
  const seen = new Set(page.items.map((c) => c.id));
  const items = [...page.items, ...(older?.items ?? []).filter((c) => !seen.has(c.id))];
  const bookmark = older ? older.bookmark : page.bookmark;
  return (
    <section className="pin-detail__comments" id="comments" aria-labelledby="comments-title">
      <h2 id="comments-title" className="pin-detail__comments-title">
        {page.comment_count > 0 ? COMMENTS_COPY.count(page.comment_count) : COMMENTS_COPY.heading}
      </h2>
      {comments.error ? (
        <p className="form-error" role="alert">
          {comments.error}
        </p>
      ) : null}
      {viewer ? <Composer pinId={pinId} onPending={setPending} /> : <VisitorComposer signupHref={signupHref} />}
      {items.length === 0 && pending === null ? <p className="pin-detail__comments-note">{COMMENTS_COPY.none}</p> : null}
      <ul className="comment-list">
        {pending !== null && viewer ? (
          <li className="comment comment--pending" aria-busy="true">
            <div className="comment__body">
              <p className="comment__meta">
                <span className="comment__author">{viewer.full_name || viewer.username}</span> <span>{COMMENTS_COPY.posting}</span>
              </p>
              <p className="comment__text">{pending.trim()}</p>
            </div>
          </li>
        ) : null}
        {items.map((c) => (viewer ? <CommentItem key={c.id} comment={c} pinId={pinId} /> : <CommentView key={c.id} comment={c} />))}
      </ul>
      {comments.later ? (
        <Link className="comment-list__more" to={`/pin/${pinId}/#comments`}>
          {COMMENTS_COPY.newest}
        </Link>
      ) : null}
      {bookmark ? (
        <Link
          className="comment-list__more"
          to={`/pin/${pinId}/?comments=${encodeURIComponent(bookmark)}#comments`}
          onClick={(e) => {
            e.preventDefault();
            more.load(`/resources/comments?${new URLSearchParams({ pin: pinId, bookmark })}`);
          }}
          aria-busy={more.state !== "idle" || undefined}
        >
          {COMMENTS_COPY.more}
        </Link>
      ) : null}
    </section>
  );
}
