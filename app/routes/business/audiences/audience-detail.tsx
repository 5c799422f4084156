/**
 * One audience's page (`?id=`): what it is, the ad groups that use it, its name, its rule, more
 * emails for a customer list, and delete.
 */
import { Link } from "react-router";
import { consoleRoute } from "~common/business/console";
import { AddEmailsForm, RenameForm, RuleForm } from "./audience-forms";
import { AudienceSize } from "./audience-table";
import { AudienceUsage } from "./audience-usage";
import { AUDIENCES_COPY as T } from "./copy";
import { DeleteAudience } from "./delete-audience";
import { AnswerNotice, useAudienceAnswer } from "./feedback";
import type { AudienceDetailView } from "./pages.server";

/**
 * @example
 * <AudienceDetail detail={view.detail} advertiserId="7" />
 */
export function AudienceDetail({ detail: d, advertiserId }: { detail: AudienceDetailView; advertiserId: string }) {
  const answer = useAudienceAnswer();
  return (
    <>
      <p>
        <Link className="link" to={consoleRoute("audiences", { advertiserId })}>
          {T.back}
        </Link>
      </p>
      <AnswerNotice answer={answer} />
      <dl className="console__facts">
        <dt>{T.detailFacts.kind}</dt>
        <dd>{d.kindName}</dd>
        <dt>{T.detailFacts.size}</dt>
        <dd>
          <AudienceSize row={d} />
        </dd>
        <dt>{T.detailFacts.madeOf}</dt>
        <dd>{d.madeOf}</dd>
        <dt>{T.detailFacts.refreshed}</dt>
        <dd>{d.refreshed}</dd>
      </dl>
      <AudienceUsage detail={d} answer={answer} />
      <div className="audiences__forms">
        <RenameForm detail={d} answer={answer} />
        <RuleForm detail={d} answer={answer} />
        <AddEmailsForm detail={d} answer={answer} />
      </div>
      <DeleteAudience id={d.id} name={d.name} answer={answer} />
    </>
  );
}
