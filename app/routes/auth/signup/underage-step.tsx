/**
 * UnderageConfirmation's body (auth.md §2.2, §4.4), on /signup and in the auth modal: the
 * explanation, Edit and Confirm; the container shows the birthday-based title.
 */
import { useEffect, useState, type ComponentType } from "react";
import { Form, useNavigate, type FetcherFormProps } from "react-router";
import { TOAST_MS, UNDERAGE_REDIRECT_MS } from "~common/auth/constants";
import { AUTH_COPY, AUTH_MESSAGES } from "~common/auth/messages";
import { Button } from "../../../components/button";
import { useToast } from "../../../components/toast";
import { UNDERAGE_CONFIRM_INTENT, UNDERAGE_EDIT_INTENT } from "../modal";

/**
 * UnderageConfirmation (auth.md §2.2, §4.4): an explanation, Edit and Confirm (the container
 * shows the birthday-based title). Both are forms, so they work without JavaScript (Confirm then goes to / with a notice).
 * With JavaScript, Confirm shows the ineligible toast for 3.5 s and leaves for / after 4 s.
 */
export function UnderageConfirmation({
  email,
  birthday,
  action,
  FormComponent = Form,
}: {
  email: string;
  birthday: string;
  /** The sign-up action, when this is shown away from /signup (the auth modal). */
  action?: string;
  FormComponent?: ComponentType<FetcherFormProps>;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const [confirmed, setConfirmed] = useState(false);
  useEffect(() => {
    if (!confirmed) return;
    const timer = setTimeout(() => navigate("/", { replace: true }), UNDERAGE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [confirmed, navigate]);
  return (
    <>
      <p className="auth-card__text">{AUTH_COPY.underageBody}</p>
      <div className="auth-card__actions">
        <FormComponent method="post" action={action}>
          <input type="hidden" name="intent" value={UNDERAGE_EDIT_INTENT} />
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="birthday" value={birthday} />
          <Button type="submit" variant="secondary" block autoFocus disabled={confirmed}>
            {AUTH_COPY.edit}
          </Button>
        </FormComponent>
        <FormComponent
          method="post"
          action={action}
          onSubmit={(event) => {
            event.preventDefault();
            if (confirmed) return;
            setConfirmed(true);
            toast.show({ message: AUTH_MESSAGES.underAge, duration: TOAST_MS });
          }}
        >
          <input type="hidden" name="intent" value={UNDERAGE_CONFIRM_INTENT} />
          <Button type="submit" block disabled={confirmed}>
            {AUTH_COPY.confirm}
          </Button>
        </FormComponent>
      </div>
    </>
  );
}
