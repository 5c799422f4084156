/**
 * /settings/data — download your data (docs/decisions/042): ask for an archive (a fresh proof, once
 * a day), watch it being prepared (the page checks again every few seconds with JavaScript; a
 * reload without), then download it while its link lasts (7 days; only with this account's
 * session). Plain form posts; with JavaScript the answers also show as toasts.
 */
import { useEffect } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { deletionDate } from "~common/auth/account-lifecycle";
import { DATA_EXPORT_COPY as D, DATA_EXPORT_IMAGE_BYTES_MAX, mebibytes, type DataExports } from "~common/auth/data-export";
import { Button } from "../../../components/button";
import { Spinner } from "../../../components/spinner";
import { formString } from "../../../lib/forms";
import { pageMeta } from "../../../lib/meta";
import { FallbackError, FallbackNotice, useNoticeToast } from "../recovery";
import { ProofFields, SEND_CODE_FIELD } from "../account-lifecycle";
import { dataAction, loadData, type DataAnswer } from "./data.server";
import stylesheet from "../recovery/recovery.css?url";
import type { Route } from "./+types/data";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];
export const meta: Route.MetaFunction = () => [...pageMeta(D.title, D.intro), { name: "robots", content: "noindex" }];
export const loader = (args: Route.LoaderArgs) => loadData(args);
export const action = (args: Route.ActionArgs) => dataAction(args);

/** How often the page looks again while an archive is prepared. */
const POLL_MS = 3000;

export default function DataPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer: DataAnswer | undefined = actionData;
  useNoticeToast(answer?.notice ?? answer?.formError, answer);
  const { exports, kinds, email, now } = loaderData;
  const preparing = exports.latest?.state === "preparing";
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!preparing) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [preparing, revalidator]);
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" ? navigation.formData : undefined;
  const sendingCode = pending !== undefined && formString(pending, SEND_CODE_FIELD) !== "";
  return (
    <main id="main" className="page settings">
      <h1 className="page__title">{D.title}</h1>
      <FallbackNotice message={answer?.notice} />
      <FallbackError message={answer?.formError} />
      <section className="settings__section" aria-labelledby="archive-heading">
        <h2 id="archive-heading" className="settings__heading">
          {D.archiveHeading}
        </h2>
        <p className="settings__lead">{D.intro}</p>
        <Latest exports={exports} />
        {exports.next_allowed_at <= now ? (
          <Form method="post" noValidate className="auth-form settings__form">
            <ProofFields kinds={kinds} email={email} sendingCode={sendingCode} error={answer?.formError} />
            <Button type="submit" busy={pending !== undefined && !sendingCode} busyLabel={D.requestButton}>
              {D.requestButton}
            </Button>
          </Form>
        ) : (
          <p className="settings__lead">{D.nextAllowed(deletionDate(exports.next_allowed_at))}</p>
        )}
      </section>
    </main>
  );
}

function Latest({ exports }: { exports: DataExports }) {
  const latest = exports.latest;
  if (!latest) return null;
  if (latest.state === "preparing")
    return (
      <p className="notice" role="status">
        <Spinner size="small" decorative /> {D.preparing}
      </p>
    );
  if (latest.state === "failed") return <p className="notice">{D.failed}</p>;
  if (latest.state === "expired") return <p className="notice">{D.expired}</p>;
  return (
    <div className="notice" role="status">
      <p>{D.ready(deletionDate(latest.expires_at ?? 0))}</p>
      {latest.state === "too_large" ? <p>{D.tooLarge(mebibytes(DATA_EXPORT_IMAGE_BYTES_MAX))}</p> : null}
      {latest.download_path ? (
        // A plain link: the download is the API's, checked against this session (not a page).
        <a className="button button--primary" href={latest.download_path} download>
          {D.download} ({D.size(mebibytes(latest.bytes ?? 0))})
        </a>
      ) : null}
    </div>
  );
}
