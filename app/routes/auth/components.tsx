/** Building blocks shared by the log-in and sign-up pages. */
import type { CSSProperties, ReactNode } from "react";
import { Form, Link } from "react-router";
import { AUTH_COPY, AUTH_MESSAGES } from "~common/auth/messages";
import { Button } from "../../components/button";
import { Modal } from "../../components/dialog";
import { Logo } from "../../components/logo";
import { useExperiment } from "../../lib/experiments";

/**
 * The auth card: logo (or the returning viewer's picture, limited login), title, optional
 * subtitle, the form, and a footer toggle (§2.3).
 */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  picture,
  style,
  legal,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
  picture?: ReactNode;
  style?: CSSProperties;
  /** Small print under the footer (the sign-up card's terms line). */
  legal?: string;
}) {
  return (
    <section className="auth-card" aria-labelledby="auth-title" style={style}>
      <div className="auth-card__logo">{picture ?? <Logo />}</div>
      <h1 id="auth-title" className="auth-card__title">
        {title}
      </h1>
      {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
      <div className="auth-card__body">{children}</div>
      {footer ? <p className="auth-card__footer">{footer}</p> : null}
      {legal ? <p className="auth-card__legal">{legal}</p> : null}
    </section>
  );
}

export function FormError({ message }: { message?: string }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}

/** "Oops! Too many login attempts" (auth.md §2.4, §8.4). Closing returns to the log-in form. */
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

/** The terms line under sign-up: the Florida under-18 variant where fdbr_teen_compliance is on (auth.md §6). */
export function useTermsNotice(): string {
  return useExperiment("fdbr_teen_compliance") === "enabled" ? AUTH_COPY.termsNoticeFloridaTeen : AUTH_COPY.termsNotice;
}

export const withNext = (path: string, next: string | null) =>
  next && next !== "/" ? `${path}?${new URLSearchParams({ next })}` : path;

export function FooterToggle({ lead, label, to }: { lead: string; label: string; to: string }) {
  return (
    <>
      {lead}{" "}
      <Link to={to} className="link">
        {label}
      </Link>
    </>
  );
}
