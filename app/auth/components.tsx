/** Building blocks shared by the log-in and sign-up pages. */
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Dialog } from "../components/dialog";
import { AUTH_COPY, AUTH_MESSAGES } from "./copy";

export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg className="logo" viewBox="0 0 48 48" width={size} height={size} aria-hidden="true">
      <circle cx="24" cy="24" r="24" fill="currentColor" />
      <path
        fill="#fff"
        d="M25 10c-8 0-12.5 5.6-12.5 11 0 3 1.1 5.6 3.6 6.6.4.2.8 0 .9-.4l.4-1.4c.1-.4 0-.6-.3-1-.7-.8-1.2-2-1.2-3.6 0-4.6 3.5-8.8 9-8.8 4.9 0 7.6 3 7.6 7 0 5.3-2.3 9.7-5.8 9.7-1.9 0-3.3-1.6-2.9-3.5.6-2.3 1.6-4.8 1.6-6.5 0-1.5-.8-2.8-2.5-2.8-2 0-3.6 2.1-3.6 4.8 0 1.8.6 3 .6 3L17 34.9c-.7 3-.1 6.6 0 7 0 .2.3.3.5.1.2-.3 2.6-3.3 3.5-6.3l1.4-5.4c.7 1.3 2.7 2.5 4.8 2.5 6.3 0 10.6-5.8 10.6-13.5C37.8 15.4 32.7 10 25 10Z"
      />
    </svg>
  );
}

/** The auth card: logo, title, optional subtitle, the form, and a footer toggle (§2.3). */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer: ReactNode }) {
  return (
    <section className="auth-card" aria-labelledby="auth-title">
      <div className="auth-card__logo">
        <Logo />
      </div>
      <h1 id="auth-title" className="auth-card__title">
        {title}
      </h1>
      {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
      <div className="auth-card__body">{children}</div>
      <p className="auth-card__footer">{footer}</p>
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
    <Dialog title={AUTH_MESSAGES.rateLimitedTitle}>
      <p className="dialog__body">{message}</p>
      <Form method="get" action={closeHref.split("?")[0]} className="dialog__actions">
        {[...new URLSearchParams(closeHref.split("?")[1] ?? "")].map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <button type="submit" className="button button--primary" autoFocus>
          {AUTH_COPY.gotIt}
        </button>
      </Form>
    </Dialog>
  );
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
