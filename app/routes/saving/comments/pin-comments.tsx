/**
 * Why: the Pin page's comments (issue 34 item 8): the newest first, "More comments" for older ones
 * (a fetcher with JavaScript, a link without), and the composer. A logged-in viewer's composer is
 * a plain form; with JavaScript the comment shows at once and, if the API refuses it, leaves again
 * with its text back in the box and a toast. A visitor who clicks into the composer or starts
 * typing gets the sign-up modal titled for it (auth.md §2.2 source commentComposer); without
 * JavaScript the composer's link opens it.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Link, useFetcher, useNavigate, useRouteLoaderData } from "react-router";
import { COMMENT_RULE_MESSAGES, COMMENTS_COPY } from "~common/saving/comments/messages";
import { checkCommentText, COMMENT_MAX_LENGTH } from "~common/saving/comments/rules";
import type { Comment, CommentPage } from "~common/saving/comments/schemas";
import { Button, ButtonLink } from "../../../components/button";
import type { loader as rootLoader } from "../../../root";
import { CommentFormFields, CommentItem, COMMENTS_ACTION, useFailureToast } from "./comment-item";
import type { CommentAnswer, CommentsData } from "./comments.server";

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

function Composer({ pinId, onPending }: { pinId: string; onPending: (text: string | null) => void }) {
  const fetcher = useFetcher<CommentAnswer>({ key: `comment-create-${pinId}` });
  useFailureToast(fetcher);
  const [error, setError] = useState<string | null>(null);
  const [length, setLength] = useState(0);
  const box = useRef<HTMLTextAreaElement>(null);
  const sent = useRef("");
  const pending = fetcher.state !== "idle" ? String(fetcher.formData?.get("text") ?? "") : null;
  useEffect(() => onPending(pending), [pending, onPending]);
  // Refused: the text comes back to the box, to fix or send again.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok && box.current && box.current.value === "") {
      box.current.value = sent.current;
      setLength(sent.current.length);
    }
  }, [fetcher.state, fetcher.data]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const text = String(new FormData(event.currentTarget).get("text") ?? "");
    const failure = checkCommentText(text);
    setError(failure ? COMMENT_RULE_MESSAGES[failure] : null);
    if (failure) {
      event.preventDefault();
      box.current?.focus();
      return;
    }
    sent.current = text;
    // The form's data is read before this handler returns; the box empties at once.
    queueMicrotask(() => {
      if (box.current) box.current.value = "";
      setLength(0);
    });
  };
  const left = COMMENT_MAX_LENGTH - length;
  return (
    <fetcher.Form method="post" action={COMMENTS_ACTION} className="comment-composer" onSubmit={submit} noValidate>
      <CommentFormFields intent="create" pinId={pinId} />
      <label className="visually-hidden" htmlFor="comment-text">
        {COMMENTS_COPY.composerLabel}
      </label>
      <textarea
        id="comment-text"
        ref={box}
        name="text"
        className="field__input comment__input"
        placeholder={COMMENTS_COPY.composerPlaceholder}
        rows={1}
        maxLength={COMMENT_MAX_LENGTH}
        required
        onChange={(e) => setLength(e.currentTarget.value.trim().length)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "comment-text-error comment-text-left" : "comment-text-left"}
      />
      <Button type="submit" size="small" busy={pending !== null} busyLabel={COMMENTS_COPY.posting}>
        {COMMENTS_COPY.post}
      </Button>
      <p className="comment-composer__left" id="comment-text-left" aria-live="polite">
        {left < 100 ? COMMENTS_COPY.charactersLeft(left) : ""}
      </p>
      {error ? (
        <p className="field__error comment-composer__error" id="comment-text-error">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
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
        {items.map((c) => (
          <CommentItem key={c.id} comment={c} pinId={pinId} />
        ))}
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
