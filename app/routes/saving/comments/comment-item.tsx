/**
 * Why: one comment and what the logged-in viewer may do with it (loaded lazily: visitors never need it) — its author edits or deletes it, the Pin's
 * pinner deletes it, anyone else logged in reports it — each behind a `<details>` that asks first
 * and posts a plain form, so it works without JavaScript. With JavaScript the form goes through a
 * fetcher: the change shows at once and is put back, with a toast, when the API refuses.
 * The text is rendered as text (React escapes it): no HTML of a comment ever reaches the page.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { TOAST_DURATION_MS } from "~common/platform/constants";
import { COMMENT_RULE_MESSAGES, COMMENTS_COPY } from "~common/saving/comments/messages";
import { checkCommentText, COMMENT_MAX_LENGTH } from "~common/saving/comments/rules";
import type { Comment } from "~common/saving/comments/schemas";
import { Button } from "../../../components/button";
import { useToast } from "../../../components/toast";
import { useHydrated } from "../../../lib/hydrated";
import type { CommentAnswer } from "./comments.server";
import { CommentView } from "./comment-view";

export const COMMENTS_ACTION = "/resources/comments";

const FAILED: Record<string, string> = {
  create: COMMENTS_COPY.postFailed,
  edit: COMMENTS_COPY.editFailed,
  delete: COMMENTS_COPY.removeFailed,
  report: COMMENTS_COPY.reportFailed,
};

/** A toast once for each refused answer of `fetcher`: what failed, and the API's reason. */
export function useFailureToast(fetcher: { state: string; data?: CommentAnswer }) {
  const toast = useToast();
  const shown = useRef<CommentAnswer | null>(null);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || answer.ok || shown.current === answer) return;
    shown.current = answer;
    toast.show({ message: `${FAILED[answer.intent]} ${answer.message ?? ""}`.trim(), duration: TOAST_DURATION_MS.notice });
  }, [fetcher.state, fetcher.data, toast]);
}

/** The hidden fields every comment form sends. */
export function CommentFormFields({ intent, pinId, commentId }: { intent: string; pinId: string; commentId?: string }) {
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="pin_id" value={pinId} />
      {commentId ? <input type="hidden" name="comment_id" value={commentId} /> : null}
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
    </>
  );
}

/** A question and its one button, behind a `<details>` summary (closed once the form is sent). */
function Ask({
  label,
  question,
  confirm,
  fields,
  fetcher,
}: {
  label: string;
  question: string;
  confirm: string;
  fields: { intent: string; pinId: string; commentId: string };
  fetcher: ReturnType<typeof useFetcher<CommentAnswer>>;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  return (
    <details className="comment__ask" ref={ref}>
      <summary className="comment__action">{label}</summary>
      <fetcher.Form
        method="post"
        action={COMMENTS_ACTION}
        className="comment__confirm"
        onSubmit={() => ref.current?.removeAttribute("open")}
      >
        <CommentFormFields {...fields} />
        <p className="comment__question">{question}</p>
        <Button type="submit" size="small">
          {confirm}
        </Button>
      </fetcher.Form>
    </details>
  );
}

export function CommentItem({ comment, pinId }: { comment: Comment; pinId: string }) {
  const fetcher = useFetcher<CommentAnswer>({ key: `comment-${comment.id}` });
  useFailureToast(fetcher);
  const [editError, setEditError] = useState<string | null>(null);
  const editRef = useRef<HTMLDetailsElement>(null);
  const sending = fetcher.state !== "idle" ? String(fetcher.formData?.get("intent") ?? "") : null;
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  if (sending === "delete" || (answer?.ok && answer.intent === "delete")) return null;
  // What the viewer sees now: the text being sent, else the API's latest answer, else the list's.
  const shown: Comment =
    sending === "edit"
      ? { ...comment, text: String(fetcher.formData?.get("text") ?? "").trim(), edited_at: comment.edited_at ?? new Date().toISOString() }
      : sending === "report"
        ? { ...comment, reported_by_me: true, can_report: false }
        : answer?.ok && answer.comment
          ? answer.comment
          : comment;
  const fields = { pinId, commentId: comment.id };
  const checkEdit = (event: FormEvent<HTMLFormElement>) => {
    const failure = checkCommentText(String(new FormData(event.currentTarget).get("text") ?? ""));
    setEditError(failure ? COMMENT_RULE_MESSAGES[failure] : null);
    if (failure) event.preventDefault();
    else editRef.current?.removeAttribute("open");
  };
  return (
    <CommentView comment={shown}>
      <div className="comment__actions">
        {shown.can_edit ? (
          <details className="comment__ask" ref={editRef}>
            <summary className="comment__action">{COMMENTS_COPY.edit}</summary>
            <fetcher.Form method="post" action={COMMENTS_ACTION} className="comment__edit" onSubmit={checkEdit} noValidate>
              <CommentFormFields intent="edit" {...fields} />
              <label className="visually-hidden" htmlFor={`comment-edit-${comment.id}`}>
                {COMMENTS_COPY.editLabel}
              </label>
              <textarea
                id={`comment-edit-${comment.id}`}
                name="text"
                className="field__input comment__input"
                defaultValue={shown.text}
                maxLength={COMMENT_MAX_LENGTH}
                required
                rows={2}
                aria-invalid={editError ? true : undefined}
                aria-describedby={editError ? `comment-edit-error-${comment.id}` : undefined}
              />
              {editError ? (
                <p className="field__error" id={`comment-edit-error-${comment.id}`}>
                  {editError}
                </p>
              ) : null}
              <Button type="submit" size="small">
                {COMMENTS_COPY.save}
              </Button>
            </fetcher.Form>
          </details>
        ) : null}
        {shown.can_delete ? (
          <Ask
            label={COMMENTS_COPY.remove}
            question={COMMENTS_COPY.removeConfirm}
            confirm={COMMENTS_COPY.removeConfirmButton}
            fields={{ intent: "delete", ...fields }}
            fetcher={fetcher}
          />
        ) : null}
        {shown.can_report ? (
          <Ask
            label={COMMENTS_COPY.report}
            question={COMMENTS_COPY.reportConfirm}
            confirm={COMMENTS_COPY.reportConfirmButton}
            fields={{ intent: "report", ...fields }}
            fetcher={fetcher}
          />
        ) : shown.reported_by_me ? (
          <span className="comment__reported">{COMMENTS_COPY.reported}</span>
        ) : null}
      </div>
    </CommentView>
  );
}
