/** The 'Password reset email sent' modal of /password/reset (auth.md §2.4, §8.4), loaded when shown. */
import { useState } from "react";
import { Form, useFetcher } from "react-router";
import { AUTH_MESSAGES } from "~common/auth/messages";
import { AUTH_RECOVERY_COPY as RC } from "~common/auth/recovery/messages";
import { Button } from "../../../components/button";
import { Modal } from "../../../components/dialog";
import { FallbackNotice, useNoticeToast } from "./recovery-components";
import { firstMessage, RESEND_INTENT } from "./recovery-form-state";
import type { ForgotAnswer } from "./password-reset.server";

/**
 * 'Password reset email sent' (auth.md §2.4, §8.4). 'Resend email' posts again: with JavaScript
 * through a fetcher, so the modal stays and 'Email sent!' shows as a toast for 3.5 s; without, the
 * page comes back with the modal and 'Email sent!' as text in it.
 */
export function ResetSentModal({ answer, fields }: { answer: ForgotAnswer; fields: readonly string[] }) {
  const [open, setOpen] = useState(true);
  const resend = useFetcher<ForgotAnswer>();
  const resendAnswer = resend.state === "idle" ? resend.data : undefined;
  useNoticeToast(resendAnswer?.sent ? RC.emailSent : firstMessage(resendAnswer, fields), resendAnswer);
  // A new answer opens the modal again (adjusted during the render that sees it).
  const [answerSeen, setAnswerSeen] = useState(answer);
  if (answerSeen !== answer) {
    setAnswerSeen(answer);
    setOpen(true);
  }
  if (!open) return null;
  return (
    <Modal title={AUTH_MESSAGES.passwordResetSentTitle} closeLabel onClose={() => setOpen(false)}>
      <p className="dialog__body recovery__sent-body">{AUTH_MESSAGES.passwordResetSentBody(answer.identifier)}</p>
      {/* Only a no-JavaScript resend lands here as a page answer. */}
      <FallbackNotice message={answer.resent ? RC.emailSent : undefined} />
      <div className="dialog__actions">
        <resend.Form method="post">
          <input type="hidden" name="intent" value={RESEND_INTENT} />
          <input type="hidden" name="email" value={answer.identifier} />
          <Button type="submit" variant="secondary" busy={resend.state !== "idle"} busyLabel={RC.sendingResetLink}>
            {RC.resendEmail}
          </Button>
        </resend.Form>
        <Form method="get" action="/login">
          {answer.identifier.includes("@") ? <input type="hidden" name="email" value={answer.identifier} /> : null}
          <Button type="submit" autoFocus>
            {RC.backToLogIn}
          </Button>
        </Form>
      </div>
    </Modal>
  );
}
