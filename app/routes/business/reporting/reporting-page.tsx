/**
 * Why: every reporting table of the console (business.md §2 /reporting/…; docs/decisions/053) is
 * one component: a GET form for the window, the comparison toggle, the filters and the sort; the
 * table with sortable column headers (links), names linking to their campaign or ad group, money in
 * the ad account's currency, a totals row over every matching row, paging links and the CSV link.
 * Everything is a link or a GET form, so it works without JavaScript; at 375 px each row is a card
 * (.console__table--cards). Also the preferences page: a checkbox list per level. The console
 * page (../console/console.tsx) loads this module lazily.
 */
import { Form, Link } from "react-router";
import { adGroupRoute, campaignInsightsRoute, CONSOLE_COPY, consoleRoute, OBJECTIVE_REPORTS } from "~common/business/console";
import {
  REPORT_SORTS,
  REPORT_STATUSES,
  REPORTING_COPY as T,
  type Report,
  type ReportColumn,
  type ReportMetrics,
  type ReportRow,
} from "~common/business/reporting";
import { Button } from "../../../components/button";
import { Checkbox } from "../../../components/checkbox";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import { money } from "../campaign-insights";
import type { ReportingView, ReportPreferencesView, ReportState, ReportTableView } from "./reporting.server";

const NUMBER_COLUMNS = ["impressions", "clicks", "ctr", "spend", "cpc", "cpm", "conversions", "cpa", "roas"] as const;
type NumberColumn = (typeof NUMBER_COLUMNS)[number];
const count = (n: number) => new Intl.NumberFormat("en").format(n);

function cellText(m: ReportMetrics, c: NumberColumn, currency: string): string {
  switch (c) {
    case "impressions":
      return count(m.impressions);
    case "clicks":
      return count(m.clicks);
    case "ctr":
      return `${(m.ctr * 100).toFixed(2)}%`;
    case "spend":
      return money(m.spend_in_micro_currency, currency);
    case "cpc":
      return money(m.cpc_in_micro_currency, currency);
    case "cpm":
      return money(m.cpm_in_micro_currency, currency);
    case "conversions":
      return count(m.conversions);
    case "cpa":
      return m.conversions > 0 ? money(m.cpa_in_micro_currency, currency) : "—";
    case "roas":
      return m.spend_in_micro_currency > 0 ? `${m.roas.toFixed(2)}×` : "—";
  }
}

/** The page's query with some parameters changed (a new sort or filter starts again at the first page). */
function hrefOf(state: ReportState, change: Partial<Record<keyof ReportState | "bookmark", string | boolean | null>>): string {
  const q = new URLSearchParams();
  const all = { ...state, ...change };
  for (const [k, v] of Object.entries(all)) {
    if (k === "compare") {
      if (v === true) q.set("compare", "1");
    } else if (typeof v === "string" && v !== "") q.set(k, v);
  }
  return `?${q}`;
}

function SortHeader({ state, column, label }: { state: ReportState; column: string; label: string }) {
  const current = state.sort === column;
  const next = current && state.direction === "desc" ? "asc" : "desc";
  return (
    <th scope="col" aria-sort={current ? (state.direction === "asc" ? "ascending" : "descending") : undefined}>
      <Link
        className="link reporting__sort"
        to={hrefOf(state, { sort: column, direction: current ? next : column === "name" ? "asc" : "desc" })}
      >
        {label}
        {current ? <span aria-hidden="true">{state.direction === "asc" ? " ▲" : " ▼"}</span> : null}
        <span className="visually-hidden"> ({T.sortBy(label)})</span>
      </Link>
    </th>
  );
}

function NameCell({ row, view, advertiserId }: { row: ReportRow; view: ReportTableView; advertiserId: string }) {
  switch (view.level) {
    case "campaigns":
      return (
        <Link className="link" to={campaignInsightsRoute(advertiserId, row.id)}>
          {row.name}
        </Link>
      );
    case "ad_groups":
      return (
        <Link className="link" to={adGroupRoute(advertiserId, row.id)}>
          {row.name}
        </Link>
      );
    case "ads":
    case "product_items":
      return row.pin_id ? (
        <Link className="link" to={`/pin/${row.pin_id}`}>
          {row.name}
        </Link>
      ) : (
        <>{row.name}</>
      );
    default:
      return <>{row.name}</>;
  }
}

/** Where the row belongs (its campaign or ad group), linked. */
function ParentCell({ row, advertiserId }: { row: ReportRow; advertiserId: string }) {
  if (row.ad_group_id && row.ad_group_name)
    return (
      <Link className="link" to={adGroupRoute(advertiserId, row.ad_group_id)}>
        {row.ad_group_name}
      </Link>
    );
  if (row.campaign_id && row.campaign_name)
    return (
      <Link className="link" to={campaignInsightsRoute(advertiserId, row.campaign_id)}>
        {row.campaign_name}
      </Link>
    );
  if (row.product_group_id) return <>{row.product_group_id}</>;
  return null;
}

const hasParent = (level: ReportTableView["level"]) => level !== "campaigns" && level !== "product_groups";

function NumberCells({
  m,
  before,
  columns,
  currency,
}: {
  m: ReportMetrics;
  before: ReportMetrics | null;
  columns: NumberColumn[];
  currency: string;
}) {
  return (
    <>
      {columns.map((c) => (
        <td key={c} className="console__number" data-label={T.columns[c]}>
          {cellText(m, c, currency)}
          {before ? <span className="reporting__was">{T.comparisonCell(cellText(before, c, currency))}</span> : null}
        </td>
      ))}
    </>
  );
}

function Filters({ view }: { view: ReportTableView }) {
  const s = view.state;
  const withObjective = view.level !== "product_groups" && view.level !== "product_items";
  return (
    <Form method="get" className="reporting-form" aria-label={T.windowLegend} key={JSON.stringify(s)}>
      <fieldset className="reporting-form__window">
        <legend>{T.windowLegend}</legend>
        <TextField label={T.startLabel} name="start_date" type="date" defaultValue={s.start_date} />
        <TextField label={T.endLabel} name="end_date" type="date" defaultValue={s.end_date} />
      </fieldset>
      <SelectField
        label={T.statusLabel}
        name="status"
        defaultValue={s.status}
        options={[{ value: "", label: T.anyStatus }, ...REPORT_STATUSES.map((v) => ({ value: v, label: T.statuses[v] ?? v }))]}
      />
      {withObjective ? (
        <SelectField
          label={T.objectiveLabel}
          name="objective_type"
          defaultValue={s.objective_type}
          options={[
            { value: "", label: T.anyObjective },
            ...[...new Set(Object.values(OBJECTIVE_REPORTS))].map((v) => ({
              value: v,
              label: CONSOLE_COPY.objectives[v] ?? objectiveWords(v),
            })),
          ]}
        />
      ) : null}
      <SelectField
        label={T.sortLabel}
        name="sort"
        defaultValue={s.sort}
        options={REPORT_SORTS.map((v) => ({ value: v, label: v === "name" ? T.nameColumn[view.level] : T.columns[v] }))}
      />
      <SelectField
        label={T.directionLabel}
        name="direction"
        defaultValue={s.direction}
        options={[
          { value: "desc", label: T.descending },
          { value: "asc", label: T.ascending },
        ]}
      />
      <Checkbox name="compare" value="1" label={T.compareLabel} defaultChecked={s.compare} className="reporting-form__compare" />
      <Button type="submit" variant="secondary">
        {T.apply}
      </Button>
    </Form>
  );
}

/** "VIDEO_VIEW" → "Video view": an objective without words of its own. */
const objectiveWords = (v: string) => v.charAt(0) + v.slice(1).toLowerCase().replace(/_/g, " ");

function Table({ view, report, advertiserId }: { view: ReportTableView; report: Report; advertiserId: string }) {
  const s = view.state;
  const columns = report.columns;
  const numbers = NUMBER_COLUMNS.filter((c) => columns.includes(c));
  const showStatus = columns.includes("status");
  const showObjective = columns.includes("objective");
  const compared = report.comp_start_date !== null;
  const currency = report.currency;
  return (
    <table className="console__table console__table--cards reporting__table">
      <caption className="visually-hidden">
        {view.title}.{" "}
        {T.sortedBy(s.sort === "name" ? T.nameColumn[view.level] : (T.columns[s.sort as ReportColumn] ?? s.sort), s.direction)}
      </caption>
      <thead>
        <tr>
          <SortHeader state={s} column="name" label={T.nameColumn[view.level]} />
          {hasParent(view.level) ? <th scope="col">{T.parentColumn}</th> : null}
          {showStatus ? <SortHeader state={s} column="status" label={T.columns.status} /> : null}
          {showObjective ? <th scope="col">{T.columns.objective}</th> : null}
          {numbers.map((c) => (
            <SortHeader key={c} state={s} column={c} label={T.columns[c]} />
          ))}
        </tr>
      </thead>
      <tbody>
        {report.items.map((row) => (
          <tr key={row.id} data-row-id={row.id}>
            <td>
              <NameCell row={row} view={view} advertiserId={advertiserId} />
            </td>
            {hasParent(view.level) ? (
              <td data-label={T.parentColumn}>
                <ParentCell row={row} advertiserId={advertiserId} />
              </td>
            ) : null}
            {showStatus ? (
              <td data-label={T.columns.status}>{row.status ? (T.statuses[row.status] ?? row.status) : T.noComparison}</td>
            ) : null}
            {showObjective ? (
              <td data-label={T.columns.objective}>
                {row.objective_type ? (CONSOLE_COPY.objectives[row.objective_type] ?? objectiveWords(row.objective_type)) : T.noComparison}
              </td>
            ) : null}
            <NumberCells m={row.current} before={compared ? row.comparison : null} columns={numbers} currency={currency} />
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="reporting__totals">
          <th scope="row">{T.total}</th>
          {hasParent(view.level) ? <td aria-hidden="true" /> : null}
          {showStatus ? <td aria-hidden="true" /> : null}
          {showObjective ? <td aria-hidden="true" /> : null}
          <NumberCells
            m={report.totals.current}
            before={compared ? report.totals.comparison : null}
            columns={numbers}
            currency={currency}
          />
        </tr>
      </tfoot>
    </table>
  );
}

function TablePage({ view, advertiserId }: { view: ReportTableView; advertiserId: string }) {
  const report = view.report;
  return (
    <>
      <h1 className="console__title">{view.title}</h1>
      {view.note === "positive" ? <p className="console__note reporting__note">{T.noKeywordsPositive}</p> : null}
      {view.note === "negative" ? <p className="console__note reporting__note">{T.noKeywordsNegative}</p> : null}
      <Filters view={view} />
      {view.error ? (
        <p className="insights-error" role="alert">
          {view.error}
        </p>
      ) : null}
      {report ? (
        <>
          <p className="console__note">
            {T.totalRows(report.total_rows)}
            {report.comp_start_date && report.comp_end_date ? ` · ${T.comparedTo(report.comp_start_date, report.comp_end_date)}` : null}
          </p>
          {report.truncated ? <p className="console__note">{T.truncated}</p> : null}
          <div className="console__actions reporting__actions">
            <a className="link" href={view.csvHref} download>
              {T.downloadCsv}
            </a>
            <Link className="link" to={consoleRoute("reporting_preferences", { advertiserId })}>
              {T.preferencesLink}
            </Link>
          </div>
          {report.items.length ? (
            <Table view={view} report={report} advertiserId={advertiserId} />
          ) : (
            <p className="console__empty">{T.empty[view.level]}</p>
          )}
          <nav className="reporting__paging" aria-label={T.pagingLabel}>
            {view.bookmark ? (
              <Link className="link" to={hrefOf(view.state, {})}>
                {T.firstPage}
              </Link>
            ) : null}
            {report.bookmark ? (
              <Link className="link" to={hrefOf(view.state, { bookmark: report.bookmark })}>
                {T.nextPage}
              </Link>
            ) : null}
          </nav>
          <p className="console__note">{T.csvNote}</p>
        </>
      ) : null}
    </>
  );
}

function PreferencesPage({ view }: { view: ReportPreferencesView }) {
  return (
    <>
      <h1 className="console__title">{T.preferencesTitle}</h1>
      <p className="console__note">{T.preferencesIntro}</p>
      {view.error ? (
        <p className="insights-error" role="alert">
          {view.error}
        </p>
      ) : null}
      <div className="reporting-preferences">
        {view.levels.map((l) => (
          <Form method="post" key={l.level} id={l.level} className="reporting-preferences__level">
            <fieldset>
              <legend>{T.levelNames[l.level]}</legend>
              <input type="hidden" name="level" value={l.level} />
              {l.columns.map((c) => (
                <Checkbox key={c.column} name="columns" value={c.column} label={T.columns[c.column]} defaultChecked={c.chosen} />
              ))}
            </fieldset>
            <Button type="submit" variant="secondary" size="small" aria-label={`${T.savePreferences}: ${T.levelNames[l.level]}`}>
              {T.savePreferences}
            </Button>
          </Form>
        ))}
      </div>
    </>
  );
}

export default function ReportingPage({ view, advertiserId }: { view: ReportingView; advertiserId: string }) {
  return view.kind === "preferences" ? <PreferencesPage view={view} /> : <TablePage view={view} advertiserId={advertiserId} />;
}
