/**
 * Why: the logged-in viewer's composer (loaded lazily: a visitor's is pin-comments.tsx's), a plain
 * form; with JavaScript the comment shows at once (the list shows the text being sent) and, if the
 * API refuses it, leaves again with its text back in the box and a toast. The page runs the same
 * rule as the API before it posts.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { COMMENT_RULE_MESSAGES, COMMENTS_COPY } from "~common/saving/comments/messages";
import { checkCommentText, COMMENT_MAX_LENGTH } from "~common/saving/comments/rules";
import { Button } from "../../../components/button";
import { CommentFormFields, COMMENTS_ACTION, useFailureToast } from "./comment-item";
import type { CommentAnswer } from "./comments.server";

export default function Composer({ pinId, onPending }: { pinId: string; onPending: (text: string | null) => void }) {
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
