/** The rate-limited recovery modal of the auth pages (auth.md §2.4, §4.6, §8.4). */
import { Form } from "react-router";
import { AUTH_COPY, AUTH_MESSAGES } from "~common/auth/messages";
import { Button } from "../../components/button";
import { Modal } from "../../components/dialog";

/** "Oops! Too many login attempts". Closing returns to the log-in form. */
export function RateLimitedModal({ message, closeHref }: { message: string; closeHref: string }) {
  return (
    <Modal title={AUTH_MESSAGES.rateLimitedTitle}>
      <p className="dialog__body">{message}</p>
      <Form method="get" action={closeHref.split("?")[0]} className="dialog__actions">
        {[...new URLSearchParams(closeHref.split("?")[1] ?? "")].map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <Button type="submit" autoFocus>
          {AUTH_COPY.gotIt}
        </Button>
      </Form>
    </Modal>
  );
}

