/**
 * Why: /audiences/ (issue 37 item 2): the ad account's audiences with their sizes and what each
 * is made of, and the form that makes one; `?id=` opens one audience's page instead. Plain forms
 * and links, so it works without JavaScript; with it, a customer list is hashed before it is sent
 * and answers toast.
 */
import { useDoneToast } from "../../../components/toast";
import { AudienceDetail } from "./audience-detail";
import { AudienceTable } from "./audience-table";
import { AudiencesTabs } from "./audiences-tabs";
import { AUDIENCES_COPY as T } from "./copy";
import { CreateAudienceForm } from "./create-audience-form";
import type { AudiencesView } from "./pages.server";

/**
 * @example
 * <AudiencesPage view={view} />
 */
export default function AudiencesPage({ view }: { view: AudiencesView }) {
  useDoneToast();
  const d = view.detail;
  return (
    <div className="audiences">
      <h1 className="console__title">{d ? d.name : T.title}</h1>
      <AudiencesTabs advertiserId={view.advertiserId} page="audiences" />
      {d ? (
        <AudienceDetail detail={d} advertiserId={view.advertiserId} />
      ) : (
        <>
          <p>{T.intro}</p>
          <AudienceTable rows={view.rows} advertiserId={view.advertiserId} />
          {view.full ? <p className="console__empty">{T.full}</p> : <CreateAudienceForm view={view} />}
        </>
      )}
    </div>
  );
}
