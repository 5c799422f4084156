/**
 * The auth modal container (auth.md §2.1, §2.2, §2.5, §4.7, §9 "Modal widths: 484 …"): a
 * logged-out visitor on any page opens log-in or sign-up over it — from the header, or by
 * pressing Save, Follow, Download or Comment, whose links (common/auth/modal/modal-link.ts) carry the
 * sign-up source that picks the title and container variant. It holds the pages' own forms and
 * steps (UnderageConfirmation, consents), posting to the /login and /signup actions through
 * fetchers, so refusals show inside the modal and success returns to this page (`next` is the
 * page itself; safeNextPath keeps it on our origin). Without JavaScript the forms post as plain
 * forms and a refusal shows on the full page, which keeps `next`. Closing drops the modal's
 * parameters from the URL. Like the pages, its log-in and sign-up steps offer 'Continue with
 * Google' above the email form (auth.md §1; ./auth-card.tsx ProviderButtons), back to this page.
 */
import { useState } from "react";
import { Link, useFetcher, useLocation, useNavigate, useRouteLoaderData, useSearchParams } from "react-router";
import { AUTH_MODAL_PARAMS, readAuthModal, withoutAuthModal } from "~common/auth/modal/modal-link";
import { safeNextPath } from "~common/auth/rules";
import { footerToggle, loginTitle, stepTitle, type Inviter } from "~common/auth/modal/titles";
import type { Viewer } from "~common/auth/schemas";
import { Modal } from "../../../components/dialog";
import { LoginForm, type LoginAnswer } from "../login";
import { mfaOf } from "../login";
import { SignupForm, type SignupAnswer } from "../signup";
import { ProviderButtons, useTermsNotice } from "./auth-card";
import { RecoveryModal } from "../recovery";
import { ConsentsStep } from "../signup";
import { UnderageConfirmation } from "../signup";

/** What the root loader resolved for the modal: the inviter and the person answered (§3 inviter). */
export interface AuthModalPeople {
  inviter: Inviter | null;
  respondTo: { name: string } | null;
}

export function AuthModal() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const root = useRouteLoaderData("root") as { viewer?: Viewer | null; authModal?: AuthModalPeople | null } | undefined;
  const terms = useTermsNotice();
  const signup = useFetcher<SignupAnswer>({ key: "auth-modal-signup" });
  const login = useFetcher<LoginAnswer>({ key: "auth-modal-login" });
  // The answer whose recovery modal was closed (a new answer opens its own).
  const [dismissed, setDismissed] = useState<LoginAnswer | null>(null);
  // The answer whose loginMfa step was left with 'Back to log in' (the fetcher keeps its data).
  const [leftMfa, setLeftMfa] = useState<LoginAnswer | null>(null);
  const request = readAuthModal(params);
  if (!request) return null;

  const rest = withoutAuthModal(params);
  const here = `${location.pathname}${rest.size ? `?${rest}` : ""}`;
  const next = safeNextPath(here);
  const { kind, container } = request;
  const action = `/${kind}?${new URLSearchParams({ next })}`;
  const toggle = footerToggle(kind, container);
  const other = new URLSearchParams(params);
  other.set(AUTH_MODAL_PARAMS.kind, kind === "login" ? "signup" : "login");
  const toOther = `${location.pathname}?${other}`;
  const close = () => navigate(here, { replace: true, preventScrollReset: true });
  const people = root?.authModal ?? null;

  if (kind === "login") {
    const viewer = root?.viewer ?? null;
    const answer = login.data && login.data !== leftMfa ? login.data : undefined;
    // The rate-limited modal of the pages would open over this one: here its text shows in the form.
    const shown = answer?.rateLimited ? { ...answer, formError: answer.rateLimited } : answer;
    const mfa = mfaOf(answer) !== null;
    return (
      <Modal
        key="login"
        title={mfa ? stepTitle("loginMfa") : loginTitle(viewer)}
        width={484}
        closeLabel
        className="auth-modal"
        onClose={close}
      >
        <div className="auth-modal__body">
          {mfa ? null : <ProviderButtons next={next} />}
          <LoginForm
            action={action}
            actionData={shown}
            defaultEmail={viewer?.type === "LIMITED_LOGIN" ? viewer.info?.email : null}
            focusOnMount
            FormComponent={login.Form}
            busy={login.state !== "idle"}
            onStartOver={() => setLeftMfa(login.data ?? null)}
            passkeyNext={next}
          />
        </div>
        {mfa ? null : <Footer prompt={toggle.prompt} action={toggle.action} to={toOther} />}
        {answer?.recovery && login.state === "idle" && dismissed !== answer ? (
          <RecoveryModal
            modal={answer.recovery}
            email={answer.email}
            closeHref={`${location.pathname}?${params}`}
            onClose={() => setDismissed(answer)}
          />
        ) : null}
      </Modal>
    );
  }

  const answer = signup.data;
  const busy = signup.state !== "idle";
  // §2.2 / §4.4: an under-age refusal shows UnderageConfirmation; Edit returns to the form.
  if (answer?.underage && answer.underageTitle) {
    return (
      <Modal key="underage" title={answer.underageTitle} width={484} closeLabel className="auth-modal" onClose={close}>
        <div className="auth-modal__body">
          <UnderageConfirmation email={answer.email} birthday={answer.birthday} action={action} FormComponent={signup.Form} />
        </div>
      </Modal>
    );
  }
  // §4.5: the consents step, where the Korean privacy-consent experiment applies.
  if (answer?.consents) {
    return (
      <Modal key="consents" title={stepTitle("consents")} width={484} closeLabel className="auth-modal" onClose={close}>
        <div className="auth-modal__body">
          <ConsentsStep answer={answer.consents} action={action} FormComponent={signup.Form} busy={busy} />
        </div>
      </Modal>
    );
  }
  const title = people?.respondTo
    ? stepTitle("respondMessage", { respondTo: people.respondTo.name, source: request.source })
    : stepTitle("signup", { source: request.source, inviter: people?.inviter });
  return (
    <Modal key="signup" title={title} width={484} closeLabel className="auth-modal" onClose={close}>
      <div className="auth-modal__body">
        <ProviderButtons next={next} />
        <SignupForm
          action={action}
          actionData={answer}
          underage={answer?.underage === true}
          next={next}
          focusOnMount
          FormComponent={signup.Form}
          busy={busy}
        />
      </div>
      <Footer prompt={toggle.prompt} action={toggle.action} to={toOther} />
      <p className="auth-card__legal">{terms}</p>
    </Modal>
  );
}

function Footer({ prompt, action, to }: { prompt: string; action: string; to: string }) {
  return (
    <p className="auth-card__footer">
      {prompt}{" "}
      <Link to={to} replace preventScrollReset className="link">
        {action}
      </Link>
    </p>
  );
}
