/**
 * The account-recovery modals the log-in answers open (auth.md §2.4, §4.6, §8.4), loaded only when
 * shown (components.tsx): rate limited, soft banned ('We protected your account'), suspended ('Your
 * account has been deactivated', with the reasons and 'Contact us') and login assistance ('Looks
 * like you're having trouble logging in'). Each closes back to the form it came from — a plain GET
 * form, so closing works without JavaScript too — and offers the password reset where it helps.
 */
import { Form, Link } from "react-router";
import { AUTH_COPY as C, AUTH_MESSAGES } from "~common/auth/messages";
import { FEDERATED_COPY as F } from "~common/auth/federated";
import { SUPPORT_EMAIL } from "~common/platform/constants";
import { Button, ButtonLink } from "../../../components/button";
import { Modal } from "../../../components/dialog";
import type { RecoveryState } from "../modal";

export interface RecoveryModalProps {
  /** Rate limited (its text is the server's message), or another recovery state from the action. */
  modal: "RATE_LIMITED" | "GOOGLE_UNAVAILABLE" | "FACEBOOK_UNAVAILABLE" | RecoveryState;
  /** The rate-limited modal's body: the server's message. */
  message?: string;
  /** The email typed, for the reset link's `ue` prefill (auth.md §2.3). */
  email?: string;
  /** Where closing goes: the form's own page, without the state that opened the modal. */
  closeHref: string;
  /** Close in place instead (a modal over the auth modal, whose answer came through a fetcher). */
  onClose?: () => void;
}

const resetHref = (email?: string, lookup = false) => {
  const q = new URLSearchParams({ ...(lookup && { lookup: "true" }), ...(email && { ue: email }) });
  return q.size ? `/password/reset?${q}` : "/password/reset";
};

export function RecoveryModal({ modal, message, email, closeHref, onClose }: RecoveryModalProps) {
  const copy =
    modal === "RATE_LIMITED"
      ? { modal, title: AUTH_MESSAGES.rateLimitedTitle, body: message ?? AUTH_MESSAGES.rateLimitedBody }
      : modal === "GOOGLE_UNAVAILABLE"
        ? { modal, title: AUTH_MESSAGES.googleUnavailable, body: F.providerUnavailableBody }
        : modal === "FACEBOOK_UNAVAILABLE"
          ? { modal, title: AUTH_MESSAGES.facebookUnavailable, body: F.providerUnavailableBody }
          : modal;
  const [path, query = ""] = closeHref.split("?");
  const close = (label: string, variant: "primary" | "secondary" = "primary", autoFocus = false) =>
    onClose ? (
      <Button variant={variant} block autoFocus={autoFocus} onClick={onClose}>
        {label}
      </Button>
    ) : (
      <Form method="get" action={path} className="dialog__action-form">
        {[...new URLSearchParams(query)].map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <Button type="submit" variant={variant} block autoFocus={autoFocus}>
          {label}
        </Button>
      </Form>
    );
  const reset = (
    <ButtonLink to={resetHref(email, copy.modal === "PREVENT_FACEBOOK_REGISTER")} block autoFocus>
      {C.resetPassword}
    </ButtonLink>
  );

  return (
    <Modal title={copy.title} className="recovery-modal" onClose={onClose}>
      {copy.modal === "SUSPENDED" ? (
        <div className="dialog__body">
          <p>{C.suspendedIntro}</p>
          <ul className="recovery-modal__reasons">
            <li>{C.suspendedReasonGuidelines}</li>
            <li>{C.suspendedReasonActivity}</li>
            <li>{C.suspendedReasonClosure}</li>
          </ul>
          <p>
            {C.suspendedAppeal}{" "}
            <Link className="link" to={`mailto:${SUPPORT_EMAIL}`}>
              {C.contactUs}
            </Link>
          </p>
        </div>
      ) : (
        <p className="dialog__body">{copy.body ?? C.loginAssistanceBody}</p>
      )}
      <div className="dialog__actions dialog__actions--stack">
        {copy.modal === "SOFT_BANNED" || copy.modal === "LOGIN_ASSISTANCE" || copy.modal === "PREVENT_FACEBOOK_REGISTER" ? (
          <>
            {reset}
            {close(copy.modal === "LOGIN_ASSISTANCE" ? C.tryAgain : C.gotIt, "secondary")}
          </>
        ) : (
          close(C.gotIt, "primary", true)
        )}
      </div>
    </Modal>
  );
}
