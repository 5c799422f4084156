/**
 * The auth modal container (auth.md §2.1, §9 "Modal widths: 484 …"): a logged-out visitor on any
 * page opens log-in or sign-up over it with `?auth=login` or `?auth=signup`. It shows the same
 * forms as the pages (auth-forms.tsx), posting to /login or /signup with `next` set to the current
 * path, so success returns here (§2.5; safeNextPath keeps it on our origin). A refused attempt
 * shows its errors on the full page, which keeps `next`. Closing drops `auth` from the URL.
 */
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { AUTH_COPY } from "~common/auth/messages";
import { safeNextPath } from "~common/auth/rules/next-path";
import { footerToggle } from "~common/auth/titles";
import { Modal } from "../../components/dialog";
import { LoginForm, SignupForm } from "./auth-forms";
import { useTermsNotice } from "./components";

/** The query parameter that opens the modal, and its values. */
export const AUTH_MODAL_PARAM = "auth";
type AuthModalKind = "login" | "signup";

export function AuthModal() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const terms = useTermsNotice();
  const kind = params.get(AUTH_MODAL_PARAM);
  if (kind !== "login" && kind !== "signup") return null;

  const rest = new URLSearchParams(params);
  rest.delete(AUTH_MODAL_PARAM);
  const here = `${location.pathname}${rest.size ? `?${rest}` : ""}`;
  const next = safeNextPath(here);
  const action = `/${kind}?${new URLSearchParams({ next })}`;
  const other: AuthModalKind = kind === "login" ? "signup" : "login";
  const toggle = footerToggle(kind, "home_page");
  const toOther = `${location.pathname}?${new URLSearchParams({ ...Object.fromEntries(rest), [AUTH_MODAL_PARAM]: other })}`;

  return (
    <Modal
      key={kind}
      title={kind === "login" ? AUTH_COPY.loginTitle : AUTH_COPY.signupTitle}
      width={484}
      closeLabel
      className="auth-modal"
      onClose={() => navigate(here, { replace: true, preventScrollReset: true })}
    >
      <div className="auth-modal__body">
        {kind === "login" ? (
          <LoginForm action={action} focusOnMount />
        ) : (
          <SignupForm action={action} underage={false} next={next} focusOnMount />
        )}
      </div>
      <p className="auth-card__footer">
        {toggle.prompt}{" "}
        <Link to={toOther} replace preventScrollReset className="link">
          {toggle.action}
        </Link>
      </p>
      {kind === "signup" ? <p className="auth-card__legal">{terms}</p> : null}
    </Modal>
  );
}
