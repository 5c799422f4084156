/**
 * Why: /audience_debug/ (issue 37 item 2): pick a test viewer (yourself or someone with access to
 * the ad account) and see, for each audience, whether delivery counts them in it and why, in
 * words. A GET form, so the answer has its own address and works without JavaScript.
 */
import { TableHead } from "../../../components/table-head";
import { Form, Link, useNavigation } from "react-router";
import { consoleRoute } from "~common/business/console";
import { Button } from "../../../components/button";
import { SelectField } from "../../../components/select-field";
import { AudiencesTabs } from "./audiences-tabs";
import { AUDIENCES_COPY as T } from "./copy";
import type { AudienceDebugView, DebugRow } from "./pages.server";

function Verdicts({ rows, advertiserId }: { rows: DebugRow[]; advertiserId: string }) {
  if (rows.length === 0)
    return (
      <div className="console__empty">
        <p>{T.noAudiences}</p>
        <Link className="link" to={consoleRoute("audiences", { advertiserId })}>
          {T.createLink}
        </Link>
      </div>
    );
  return (
    <table className="console__table console__table--cards audiences__debug">
      <TableHead columns={T.debugColumns} />
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} data-audience-id={r.id}>
            <td>
              <Link className="link" to={consoleRoute("audiences", { advertiserId, query: { id: r.id } })}>
                {r.name}
              </Link>
              <span className="audiences__sub">{r.kindName}</span>
            </td>
            <td data-label={T.debugColumns.member}>
              <span className={r.member ? "status" : "status status--paused"}>{r.member ? T.yes : T.no}</span>
            </td>
            <td data-label={T.debugColumns.why}>
              {r.why}
              {r.catchingUp ? <span className="audiences__sub">{T.catchingUp}</span> : null}
              {r.tooSmall ? <span className="audiences__sub audiences__sub--warn">{T.tooSmallUsage}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * @example
 * <AudienceDebugPage view={view} />
 */
export default function AudienceDebugPage({ view }: { view: AudienceDebugView }) {
  const navigation = useNavigation();
  const checking = navigation.state === "loading" && navigation.location.search.includes("username=");
  return (
    <div className="audiences">
      <h1 className="console__title">{T.debugTitle}</h1>
      <AudiencesTabs advertiserId={view.advertiserId} page="debug" />
      <p>{T.debugIntro}</p>
      <Form method="get" className="audiences__check" role="search" aria-label={T.debugTitle}>
        <SelectField
          label={T.viewerLabel}
          name="username"
          defaultValue={view.username ?? ""}
          error={view.error ?? undefined}
          options={[{ value: "", label: T.viewerChoose }, ...view.viewers]}
        />
        <Button type="submit" busy={checking} busyLabel={T.checking}>
          {T.check}
        </Button>
      </Form>
      {view.rows && view.viewerName ? (
        <section aria-labelledby="audience-debug-for">
          <h2 id="audience-debug-for">{T.debugFor(view.viewerName)}</h2>
          <Verdicts rows={view.rows} advertiserId={view.advertiserId} />
        </section>
      ) : null}
    </div>
  );
}
