/**
 * /settings/account/close — deactivate or close the account (docs/decisions/042): deactivating
 * hides everything until the next log-in; closing hides it at once and deletes it for good after
 * the grace, during which a log-in offers to reopen it. Both ask a fresh proof. Plain form posts
 * (work without JavaScript); with JavaScript the answers also show as toasts. After leaving, the
 * page says what happened (`?done=`), without a session.
 */
import { Form, Link, useNavigation } from "react-router";
import { DEFAULT_GRACE_SECONDS, graceDays, LIFECYCLE_COPY as L, type LifecycleAction } from "~common/auth/account-lifecycle";
import type { ProofKinds } from "~common/auth/passkeys";
import { Button } from "../../../components/button";
import { Checkbox } from "../../../components/checkbox";
import { formString } from "../../../lib/forms";
import { pageMeta } from "../../../lib/meta";
import { FallbackError, FallbackNotice, useNoticeToast } from "../recovery";
import { closeAction, loadClose, type LeaveAnswer } from "./close-account.server";
import { ProofFields, SEND_CODE_FIELD } from "./proof-fields";
import stylesheet from "../recovery/recovery.css?url";
import type { Route } from "./+types/close-account";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];
export const meta: Route.MetaFunction = () => [...pageMeta(L.title, L.deactivateWhat), { name: "robots", content: "noindex" }];
export const loader = (args: Route.LoaderArgs) => loadClose(args);
export const action = (args: Route.ActionArgs) => closeAction(args);
// Leaving ends the session: the cleared cookies ride on the redirect.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export default function CloseAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer: LeaveAnswer | undefined = actionData;
  useNoticeToast(answer?.notice ?? answer?.formError, answer);
  if (loaderData.done) {
    return (
      <main id="main" className="page settings">
        <h1 className="page__title">{loaderData.done.state === "closed" ? L.closeHeading : L.deactivateHeading}</h1>
        <p className="notice" role="status">
          {loaderData.done.message}
        </p>
        <p>
          <Link className="link" to="/">
            {L.home}
          </Link>
        </p>
      </main>
    );
  }
  const { kinds, email } = loaderData;
  return (
    <main id="main" className="page settings">
      <h1 className="page__title">{L.title}</h1>
      <FallbackNotice message={answer?.notice} />
      <FallbackError message={answer?.formError} />
      <LeaveSection action="deactivate" kinds={kinds} email={email} answer={answer} />
      <LeaveSection action="close" kinds={kinds} email={email} answer={answer} />
    </main>
  );
}

function LeaveSection({
  action,
  kinds,
  email,
  answer,
}: {
  action: LifecycleAction;
  kinds: ProofKinds;
  email: string;
  answer?: LeaveAnswer;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" ? navigation.formData : undefined;
  const mine = pending !== undefined && formString(pending, "intent") === action;
  const sendingCode = mine && formString(pending, SEND_CODE_FIELD) !== "";
  const close = action === "close";
  const heading = `${action}-heading`;
  return (
    <section className="settings__section" aria-labelledby={heading}>
      <h2 id={heading} className="settings__heading">
        {close ? L.closeHeading : L.deactivateHeading}
      </h2>
      <p className="settings__lead">{close ? L.closeWhat(graceDays(DEFAULT_GRACE_SECONDS)) : L.deactivateWhat}</p>
      {close ? (
        <p className="settings__lead">
          {L.closeKept}{" "}
          <Link className="link" to="/settings/data">
            {L.exportLink}
          </Link>
        </p>
      ) : null}
      <Form method="post" noValidate className="auth-form settings__form">
        <input type="hidden" name="intent" value={action} />
        <ProofFields
          kinds={kinds}
          email={email}
          sendingCode={sendingCode}
          error={answer?.intent === action ? answer.formError : undefined}
        />
        {close ? <Checkbox name="acknowledge" label={L.closeAcknowledge} required /> : null}
        <Button
          type="submit"
          variant={close ? "primary" : "secondary"}
          busy={mine && !sendingCode}
          busyLabel={close ? L.closeButton : L.deactivateButton}
        >
          {close ? L.closeButton : L.deactivateButton}
        </Button>
      </Form>
    </section>
  );
}
