/**
 * The log-in page's parts of Facebook's retirement (auth.md §1, §2.3, §8.2; docs/decisions/020),
 * out of components.tsx, which the sign-up page shares: the banner and the 'Recover your account'
 * link. The sign-up page's banner is one line of its own (signup.tsx).
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FACEBOOK_RECOVERY_PATH } from "~common/auth/facebook/constants";
import { FACEBOOK_COPY as FB } from "~common/auth/facebook/messages";

/** §8.2: the 'Recover your account' link of a Facebook-only account's message: the reset route with lookup=true. */
export function RecoverAccountLink() {
  return (
    <p className="field__note">
      <Link className="link" to={FACEBOOK_RECOVERY_PATH}>
        {FB.recoverAccount}
      </Link>
    </p>
  );
}

/**
 * The log-in page's banner (§2.3): Facebook log-in is no longer available, with a link to the
 * password-reset route with lookup=true; `children` is the popup button where the flow still exists.
 */
export function FacebookBanner({ children }: { children?: ReactNode }) {
  return (
    <section className="auth-banner" aria-label={FB.loginBannerTitle}>
      <p className="auth-banner__title">{FB.loginBannerTitle}</p>
      <p>
        {FB.loginBannerBody}{" "}
        <Link className="link" to={FACEBOOK_RECOVERY_PATH}>
          {FB.loginBannerLink}
        </Link>
      </p>
      {children}
    </section>
  );
}
