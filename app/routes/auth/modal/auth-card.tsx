/** Building blocks shared by the log-in and sign-up pages. */
import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties, type FormEvent, type ReactNode, type Ref } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { AUTH_COPY, AUTH_MESSAGES } from "~common/auth/messages";
import { buttonClassName } from "../../../components/button";
import { TextField } from "../../../components/text-field";
import { Logo } from "../../../components/logo";
import { useExperiment } from "../../../lib/experiments";
import type { RecoveryModalProps } from "../recovery";
import type { SsoEmailCheck } from "../signup";
import type { BotCheckProps } from "../bot-check";
import { TermsNotice } from "../legal";

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
  legal?: ReactNode;
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

/**
 * The birthday field of the sign-up forms (auth.md §2.2, §4.4): a date no later than this year,
 * locked with the ineligible message while the device's under-age flag is set.
 *
 * @example
 * <BirthdayField inputRef={refs.birthday} hint={AUTH_COPY.birthdayHint} defaultValue="" locked={false} error={undefined} />
 */
export function BirthdayField({
  inputRef,
  hint,
  defaultValue,
  locked,
  error,
}: {
  inputRef: Ref<HTMLInputElement>;
  hint?: string;
  defaultValue: string;
  locked: boolean;
  error?: string;
}) {
  return (
    <TextField
      ref={inputRef}
      label={AUTH_COPY.birthdayLabel}
      hint={hint}
      name="birthday"
      type="date"
      max={`${new Date().getUTCFullYear()}-01-01`}
      defaultValue={defaultValue}
      disabled={locked}
      error={error ?? (locked ? AUTH_MESSAGES.underAge : undefined)}
    />
  );
}

export function FormError({ message }: { message?: string }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}

/**
 * The account-recovery modals (auth.md §2.4, §4.6, §8.4; recovery-modal.tsx), loaded only when a
 * page shows one: the dialog code stays out of the auth pages' first load (the document answer
 * to a form posted without JavaScript waits for it, app/entry.server.tsx).
 */
export function RecoveryModal(props: RecoveryModalProps) {
  return (
    <Suspense fallback={null}>
      <LazyRecoveryModal {...props} />
    </Suspense>
  );
}
const BotCheckFields = lazy(() => import("../bot-check/bot-check"));

/**
 * The bot-protection fields of a log-in or sign-up form (../bot-check/bot-check.tsx; auth.md §3, §8.2), in a
 * chunk of their own (the page's first load stays within budget). Without JavaScript they are
 * posted empty, which the server reads as no token.
 *
 * @example
 * <BotCheck action="login" answer={actionData} />
 */
export const BotCheck = (props: BotCheckProps) => (
  <Suspense fallback={null}>
    <BotCheckFields {...props} />
  </Suspense>
);

const LazyRecoveryModal = lazy(() => import("../recovery/recovery-modal").then((m) => ({ default: m.RecoveryModal })));

/** "Oops! Too many login attempts" (auth.md §2.4, §8.4). Closing returns to the form. */
export const RateLimitedModal = ({ message, closeHref }: { message: string; closeHref: string }) => (
  <RecoveryModal modal="RATE_LIMITED" message={message} closeHref={closeHref} />
);

/** The terms line under sign-up, its documents linked: the Florida under-18 variant where fdbr_teen_compliance is on (auth.md §6). */
export function useTermsNotice(): ReactNode {
  const text = useExperiment("fdbr_teen_compliance") === "enabled" ? AUTH_COPY.termsNoticeFloridaTeen : AUTH_COPY.termsNotice;
  return <TermsNotice text={text} />;
}

export const withNext = (path: string, next: string | null) => (next && next !== "/" ? `${path}?${new URLSearchParams({ next })}` : path);

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

/**
 * The federated sign-in buttons of the log-in and sign-up pages (auth.md §1, §2.3): links to
 * /oauth/:provider/start (oauth-start.ts, which says why not a form); here rather than in a module of its own, which
 * would cost the pages a file in their first load, so they need no script. Line is offered
 * only when the country is JP (§1, §9). Where web_google_disabled is on (§6) the start route
 * comes back with `?unavailable=google`, and the 'Oops! Google isn't available' modal opens
 * (§2.3, §8.3); closing it returns to the page.
 *
 * Each button carries its provider's mark at its left, as the providers' branding asks: Google's
 * sign-in button guidelines (a white button, a #747775 outline, #1F1F1F text, the four-colour "G"),
 * and LINE's login button its green mark (on white, not LINE's green fill: white text on #06C755
 * is below the 4.5:1 contrast the axe gate asks of 16 px text). The marks are decorative
 * (aria-hidden): the text is the button's name.
 */
export function ProviderButtons({ next, line = false }: { next: string | null; line?: boolean }) {
  const providers = [
    { id: "google", label: AUTH_COPY.continueWithGoogle, mark: <GoogleMark /> },
    ...(line ? [{ id: "line", label: AUTH_COPY.continueWithLine, mark: <LineMark /> }] : []),
  ];
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const unavailable = query.get("unavailable") === "google";
  query.delete("unavailable");
  const closeHref = `${location.pathname}${query.size ? `?${query}` : ""}`;
  return (
    <div className="auth-providers">
      {unavailable ? <RecoveryModal modal="GOOGLE_UNAVAILABLE" closeHref={closeHref} /> : null}
      {providers.map((p) => {
        const href = `/oauth/${p.id}/start?${new URLSearchParams({ ...(next && { next }) })}`;
        return (
          // A document navigation (the browser leaves for the provider): never a client-side one.
          // On a wide screen the provider opens in a popup instead (../federated/provider-popup.ts); blocked, the page goes.
          <a
            key={p.id}
            href={href}
            className={buttonClassName({ variant: "tertiary", block: true }, `provider-button provider-button--${p.id}`)}
            onClick={(event) => {
              event.preventDefault();
              void import("../federated/provider-popup").then((m) => m.signInWithPopup(href, p.id, { wideOnly: true }));
            }}
          >
            {p.mark}
            <span>{p.label}</span>
          </a>
        );
      })}
      <p className="auth-providers__or" aria-hidden="true">
        {AUTH_COPY.orDivider}
      </p>
    </div>
  );
}

/**
 * The providers' marks (Google's four-colour "G" of its sign-in branding guidelines, 20 px; LINE's
 * speech bubble in LINE green, 22 px): decorative images from public/marks/, so their drawings stay
 * out of the log-in page's first-load JavaScript (test/build/budgets.integration.test.ts).
 */
const GoogleMark = () => <img className="provider-button__mark" src="/marks/google.svg" alt="" width="20" height="20" data-mark="google" />;
const LineMark = () => <img className="provider-button__mark" src="/marks/line.svg" alt="" width="22" height="22" data-mark="line" />;

// One load of the SSO code for every keystroke: callbacks on one promise run in the order they
// were added, while separate import() calls made during the chunk's load may settle in any order,
// and a stale, shorter email checked last would cancel the debounced check of the whole one.
let ssoWork: Promise<typeof import("../sso/sso-email")> | undefined;
const loadSsoWork = () =>
  (ssoWork ??= import("../sso/sso-email").catch((error: unknown) => {
    ssoWork = undefined; // the next keystroke tries again
    throw error;
  }));

/**
 * The email step's SSO seam (auth.md §2.2 'Continue with SSO', §4.2 debounced SSO check; used by
 * login-form.tsx and signup-form.tsx): `on` while the typed email is an SSO email, `onInput` for
 * the email field, `onSubmit` taking over the press then (false otherwise), `error` for the form.
 * The work is in ../sso/sso-email.ts, loaded at the first keystroke; here rather than in a module of
 * its own, which would cost the pages a file in their first load. `answer` is the form's last
 * action answer: an attempt uses the flow up, so the email is checked again for a fresh one.
 *
 * @example
 * const sso = useSsoEmail(defaultEmail, actionData);
 * <Form onSubmit={(e) => sso.onSubmit(e) || form.onSubmit(e)}>
 *   <TextField name="email" onInput={sso.onInput} … />
 *   <Button type="submit">{sso.on ? AUTH_COPY.continueWithSso : AUTH_COPY.continue}</Button>
 */
export function useSsoEmail(defaultEmail: string | null | undefined, answer: unknown) {
  const [check, setCheck] = useState<SsoEmailCheck | null>(null);
  const [error, setError] = useState<string>();
  const work = useRef<typeof import("../sso/sso-email")>(undefined);
  const navigate = useNavigate();
  const run = (email: string, wait?: number) =>
    void loadSsoWork().then(
      (m) => (work.current = m).checkSsoEmail(email, setCheck, wait),
      () => undefined,
    );
  useEffect(() => {
    if (defaultEmail) run(defaultEmail, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A new answer clears the SSO error (adjusted during the render that sees it) and checks the
  // email again.
  const [answerSeen, setAnswerSeen] = useState(answer);
  if (answerSeen !== answer) {
    setAnswerSeen(answer);
    setError(undefined);
  }
  useEffect(() => {
    if (check) run(check.email, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
  return {
    on: check !== null,
    error,
    onInput: (event: FormEvent<HTMLInputElement>) => run(event.currentTarget.value),
    onSubmit: (event: FormEvent<HTMLFormElement>) => check !== null && work.current!.pressSso(event, check, setError, navigate),
  };
}
