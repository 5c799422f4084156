/**
 * The log-in's reopen screen (docs/decisions/042): a closed account's right password (and second
 * factor) in its grace brings this instead of a session — "Your account is scheduled for deletion
 * on <date>. Reopen it?". A plain form posting the one-time token to the log-in action, so it works
 * without JavaScript, in the /login page and in the modal alike.
 */
import type { ComponentType } from "react";
import { Form, Link, type FetcherFormProps } from "react-router";
import { LIFECYCLE_COPY as L } from "~common/auth/account-lifecycle";
import { Button } from "../../../components/button";
import { REOPEN_INTENT } from "./reopen-intent";

export default function ReopenAccount({
  reopen,
  action,
  FormComponent = Form,
  busy,
}: {
  reopen: { token: string; question: string };
  action?: string;
  FormComponent?: ComponentType<FetcherFormProps>;
  busy?: boolean;
}) {
  return (
    <FormComponent method="post" action={action} className="auth-form" aria-labelledby="reopen-heading">
      <h2 id="reopen-heading" className="auth-card__title">
        {L.reopenTitle}
      </h2>
      <p role="status">{reopen.question}</p>
      <input type="hidden" name="intent" value={REOPEN_INTENT} />
      <input type="hidden" name="reopen_token" value={reopen.token} />
      <Button type="submit" block busy={busy} busyLabel={L.reopenButton}>
        {L.reopenButton}
      </Button>
      <p className="field__note">
        <Link className="link" to="/">
          {L.reopenCancel}
        </Link>
      </p>
    </FormComponent>
  );
}
