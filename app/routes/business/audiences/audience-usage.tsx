/**
 * "Use in ad groups": every ad group of the account with Not used / Target / Exclude for this
 * audience, saved together (every row is sent, so a row set back to Not used is taken out).
 */
import { Form } from "react-router";
import { Button } from "../../../components/button";
import type { AudienceAnswer } from "./actions.server";
import { AUDIENCES_COPY as T } from "./copy";
import { FormError, refusal, useBusy, useFormTarget } from "./feedback";
import type { AudienceDetailView } from "./pages.server";

const MODES = ["none", "include", "exclude"] as const;

/**
 * @example
 * <AudienceUsage detail={detail} answer={answer} />
 */
export function AudienceUsage({ detail: d, answer }: { detail: AudienceDetailView; answer: AudienceAnswer | undefined }) {
  const busy = useBusy("usage");
  const target = useFormTarget();
  return (
    <section className="audiences__section" aria-labelledby="audience-usage-title">
      <h2 id="audience-usage-title">{T.usageTitle}</h2>
      <p className="console__note">{T.usageHint}</p>
      {d.tooSmall ? <p className="audiences__warning">{T.tooSmallUsage}</p> : null}
      {d.adGroups.length === 0 ? (
        <p className="console__empty">{T.noAdGroups}</p>
      ) : (
        <Form action={target} method="post" noValidate>
          <input type="hidden" name="intent" value="usage" />
          <input type="hidden" name="audience_id" value={d.id} />
          <table className="console__table audiences__usage">
            <thead>
              <tr>
                <th scope="col">{T.usageColumns.adGroup}</th>
                <th scope="col">{T.usageColumns.use}</th>
              </tr>
            </thead>
            <tbody>
              {d.adGroups.map((g) => (
                <tr key={g.id}>
                  <th scope="row" id={`usage-${g.id}`}>
                    {g.name}
                    <input type="hidden" name="ad_group_id" value={g.id} />
                  </th>
                  <td>
                    <div className="audiences__modes" role="radiogroup" aria-labelledby={`usage-${g.id}`}>
                      {MODES.map((m) => (
                        <label key={m} className="checkbox">
                          <input type="radio" name={`mode_${g.id}`} value={m} defaultChecked={g.mode === m} className="checkbox__input" />
                          <span className="checkbox__label">{T.modes[m]}</span>
                        </label>
                      ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <FormError message={refusal(answer, "usage")} />
          <div className="console__actions">
            <Button type="submit" busy={busy} busyLabel={T.busy}>
              {T.saveUsage}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}
