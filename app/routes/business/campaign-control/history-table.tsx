/**
 * Why: the console's /history/ page (business.md §2; docs/decisions/052): every change by whom,
 * when, from what to what, filterable by kind — money as money in the ad account's currency,
 * statuses and targeting by their names, things by their names with a link to their page.
 */
import { Form, Link } from "react-router";
import { CAMPAIGN_CONTROL_COPY as T, HISTORY_ENTITIES, targetingWords, type HistoryEntry } from "~common/business/campaign-control";
import { adGroupRoute, campaignInsightsRoute, CONSOLE_COPY } from "~common/business/console";
import { Button } from "../../../components/button";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import { money } from "../campaign-insights";
import type { HistoryView } from "./campaign-control.server";

/** A history value as the page shows it. */
function valueText(field: string, value: string | null, currency: string): string {
  if (value === null) return field === "inclusive_end_date" ? T.noEnd : field === "bid_in_micro_currency" ? T.automaticBid : "";
  switch (field) {
    case "status":
      return CONSOLE_COPY.status[value] ?? value;
    case "budget_in_micro_currency":
    case "lifetime_budget_in_micro_currency":
    case "bid_in_micro_currency":
      return /^\d+$/.test(value) ? money(Number(value), currency) : value;
    case "keywords": {
      try {
        const words = JSON.parse(value) as string[];
        return words.length ? words.join(", ") : T.noKeywords;
      } catch {
        return value;
      }
    }
    case "targeting_spec": {
      try {
        const words = targetingWords(JSON.parse(value) as Parameters<typeof targetingWords>[0]);
        return words.length ? words.join(", ") : T.everyone;
      } catch {
        return value;
      }
    }
    default:
      return value;
  }
}

const when = (iso: string) =>
  new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso)) + " UTC";

function Thing({ e, advertiserId }: { e: HistoryEntry; advertiserId: string }) {
  const to = e.entity_type === "AD_GROUP" ? adGroupRoute(advertiserId, e.entity_id) : campaignInsightsRoute(advertiserId, e.campaign_id);
  return (
    <>
      <span className="history__kind">{T.historyEntity[e.entity_type]}</span>{" "}
      <Link className="link" to={to}>
        {e.entity_name}
      </Link>
    </>
  );
}

/**
 * @example
 * <HistoryTable view={page.history} advertiserId="7" />
 */
export default function HistoryTable({ view, advertiserId }: { view: HistoryView; advertiserId: string }) {
  const items = view.page?.items ?? [];
  const currency = view.page?.currency ?? "USD";
  const next = view.page?.bookmark
    ? `?${new URLSearchParams({
        ...(view.entity ? { entity_type: view.entity } : {}),
        ...(view.campaignId ? { campaign_id: view.campaignId } : {}),
        ...(view.actorId ? { actor_id: view.actorId } : {}),
        ...(view.start ? { start_date: view.start } : {}),
        ...(view.end ? { end_date: view.end } : {}),
        bookmark: view.page.bookmark,
      })}`
    : null;
  return (
    <>
      <h1 className="console__title">{T.historyTitle}</h1>
      <p className="console__lead">{T.historyLead}</p>
      <Form method="get" className="history__filter">
        {view.campaignId ? <input type="hidden" name="campaign_id" value={view.campaignId} /> : null}
        <SelectField
          label={T.historyFilter}
          name="entity_type"
          defaultValue={view.entity ?? ""}
          options={[{ value: "", label: T.historyAll }, ...HISTORY_ENTITIES.map((e) => ({ value: e, label: T.historyEntities[e]! }))]}
        />
        <SelectField
          label={T.historyWho}
          name="actor_id"
          defaultValue={view.actorId ?? ""}
          options={[
            { value: "", label: T.historyAnyone },
            ...(view.page?.actors ?? []).map((a) => ({ value: a.id, label: a.full_name || a.username })),
          ]}
        />
        <TextField label={T.historyFrom} name="start_date" type="date" defaultValue={view.start ?? ""} />
        <TextField label={T.historyTo} name="end_date" type="date" defaultValue={view.end ?? ""} />
        <Button type="submit" size="small" variant="secondary">
          {T.historyApply}
        </Button>
      </Form>
      {view.error ? (
        <p className="insights-error" role="alert">
          {view.error}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="console__empty">{T.historyEmpty}</p>
      ) : (
        <table className="console__table console__table--cards history">
          <thead>
            <tr>
              <th scope="col">{T.columnWhen}</th>
              <th scope="col">{T.columnWho}</th>
              <th scope="col">{T.columnWhat}</th>
              <th scope="col">{T.columnChange}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((e) => (
              <tr key={e.id}>
                <td data-label={T.columnWhen}>
                  <time dateTime={e.created_at}>{when(e.created_at)}</time>
                </td>
                <td data-label={T.columnWho}>
                  {e.actor ? e.actor.full_name || e.actor.username : T.someoneRemoved}
                  {/* A bulk upload's change says so (docs/decisions/055). */}
                  {e.bulk_upload_id ? <span className="history__source"> · {T.byBulkUpload}</span> : null}
                </td>
                <td data-label={T.columnWhat}>
                  <Thing e={e} advertiserId={advertiserId} />
                </td>
                <td data-label={T.columnChange}>
                  {e.field === "created" ? (
                    T.fields.created
                  ) : (
                    <>
                      {T.fields[e.field]}: {valueText(e.field, e.from, currency)} → {valueText(e.field, e.to, currency)}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {next ? (
        <p>
          <Link className="link" to={next}>
            {T.olderChanges}
          </Link>
        </p>
      ) : null}
    </>
  );
}
