/**
 * The Facebook parts of /login that only some visitors meet (auth.md §6, §8.2, §8.3;
 * docs/decisions/020), loaded when shown so the page's first load stays in its budget
 * (test/build/budgets.integration.test.ts): the popup button of
 * dweb_unauth_fb_login_account_recovery_flow, and the popup's outcome.
 */
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { CONNECT_FACEBOOK_PATH, FACEBOOK_POPUP_SIZE } from "~common/auth/facebook/constants";
import { FACEBOOK_COPY as FB } from "~common/auth/facebook/messages";
import { FACEBOOK_OUTCOME_PARAM } from "~common/auth/facebook/rules";
import { SSO_COPY } from "~common/auth/sso";
import type { ToastDuration } from "~common/platform/constants";
import { buttonClassName } from "../../../components/button";
import { useToastFor } from "../../../components/toast";
import { FormError, RecoveryModal } from "../modal";
import { RecoverAccountLink } from "./facebook-banner";
import type { FacebookOutcomeState } from "../login/index.server";
import { watchPopup } from "../federated";

/**
 * 'Find your account with Facebook' (§6 dweb_unauth_fb_login_account_recovery_flow, §7 the popup
 * GET /connect/facebook/): a link that works without JavaScript (the whole page goes through
 * Facebook and back to /login with the outcome); with it, a 600x600 popup whose page posts the
 * outcome back (connect-facebook.tsx), watched as every sign-in popup is (../federated/provider-popup.ts, §9 poll):
 * closed with no answer is "denied" ('Couldn't connect. You must authorize Pinboard.', §8.3); a
 * blocked popup is 'You must enable popups!'.
 */
export function FindWithFacebook() {
  const navigate = useNavigate();
  const [blocked, setBlocked] = useState(false);
  const cleanup = useRef<() => void>(undefined);
  useEffect(() => () => cleanup.current?.(), []);
  return (
    <>
      <a
        href={CONNECT_FACEBOOK_PATH}
        className={buttonClassName({ variant: "secondary", block: true })}
        onClick={(event) => {
          event.preventDefault();
          cleanup.current?.();
          const size = `width=${FACEBOOK_POPUP_SIZE},height=${FACEBOOK_POPUP_SIZE}`;
          const popup = window.open(`${CONNECT_FACEBOOK_PATH}?popup=1`, "pinboard-facebook", size);
          if (!popup) return setBlocked(true);
          setBlocked(false);
          const finish = (outcome: string) => {
            cleanup.current?.();
            navigate(`/login?${new URLSearchParams({ [FACEBOOK_OUTCOME_PARAM]: outcome })}`, { replace: true });
          };
          const stop = watchPopup(
            popup,
            (data) => {
              const message = data as { type?: unknown; outcome?: unknown } | null;
              return message?.type === "pinboard-facebook" && typeof message.outcome === "string" ? message.outcome : null;
            },
            finish,
            () => finish("denied"),
          );
          cleanup.current = () => {
            stop();
            cleanup.current = undefined;
          };
        }}
      >
        {FB.findWithFacebook}
      </a>
      <FormError message={blocked ? SSO_COPY.popupsBlocked : undefined} />
    </>
  );
}

/**
 * The popup's outcome on /login (common/auth/facebook/rules.ts): the message above the form (with
 * 'Recover your account' for a Facebook-only account), 'Sorry, we can't log you in.' as a toast,
 * or a modal ('Oops! Something went wrong', 'Oops! Facebook isn't available').
 */
export function FacebookOutcome({ shown, closeHref }: { shown: FacebookOutcomeState; closeHref: string }) {
  useToastFor(shown, shown.kind === "toast" && { message: shown.message, duration: shown.durationMs as ToastDuration });
  if (shown.kind === "modal") return <RecoveryModal modal={shown.modal} closeHref={closeHref} />;
  if (shown.kind === "toast") return null;
  return (
    <>
      <FormError message={shown.message} />
      {shown.recover ? <RecoverAccountLink /> : null}
    </>
  );
}
