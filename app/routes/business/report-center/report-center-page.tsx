/**
 * Why: the report center's console pages (business.md §2 /report-center/ and its sub-pages;
 * docs/decisions/054): the saved reports with their buttons, the builder, the runs' history, a
 * run's download page and an emailed report's unsubscribe page. Plain forms and links: every
 * button works without JavaScript; with it the buttons go in the background with a toast, the
 * builder checks itself before it sends (checkReport, the API's own rules) and a page with a run
 * still being made asks again every two seconds until it is ready. The console page
 * (../console/console.tsx) loads this module lazily.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  Form,
  Link,
  useActionData,
  useFetcher,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from "react-router";
import { CONSOLE_COPY, consoleRoute, type ConsoleRouteKey } from "~common/business/console";
import { BUSINESS_MESSAGES } from "~common/business/messages";
import {
  REPORT_CENTER_COPY as T,
  REPORT_GRANULARITIES,
  REPORT_RANGES,
  type ReportRun,
  type SavedReport,
  type ReportSpec,
} from "~common/business/report-center";
import { LEVEL_COLUMNS, REPORT_LEVELS, REPORT_OBJECTIVES, REPORT_STATUSES, REPORTING_COPY } from "~common/business/reporting";
import { TOAST_DURATION_MS } from "~common/platform/constants";
import { Button, ButtonLink, buttonClassName } from "../../../components/button";
import { Checkbox } from "../../../components/checkbox";
import { Modal } from "../../../components/dialog";
import { SelectField } from "../../../components/select-field";
import { Spinner } from "../../../components/spinner";
import { TextField } from "../../../components/text-field";
import { useDoneToast, useToast } from "../../../components/toast";
import { useHydrated } from "../../../lib/hydrated";
import type { ReportAnswer, ReportCenterTab, ReportCenterView, UnsubscribePageView } from "./report-center.server";
import { builderFromData, builderProblems, hasObjective, levelColumns, utcToday, type BuilderForm, type FieldProblem } from "./report-form";

/** ours: how often a page with a run still being made asks again. */
const POLL_MS = 2_000;

const TABS: { tab: ReportCenterTab; key: ConsoleRouteKey; label: string }[] = [
  { tab: "reports", key: "report_center", label: T.tabs.reports },
  { tab: "builder", key: "report_center_builder", label: T.tabs.builder },
  { tab: "history", key: "report_center_history", label: T.tabs.history },
];

const when = (iso: string) =>
  new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso)) + " UTC";
const day = (iso: string) => new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
/** "VIDEO_VIEW" → "Video view": an objective without words of its own (as the reporting tables say it). */
const objectiveWords = (v: string) => v.charAt(0) + v.slice(1).toLowerCase().replace(/_/g, " ");
const objectiveName = (v: string) => CONSOLE_COPY.objectives[v] ?? objectiveWords(v);
const weekdayName = (n: number | null) => T.weekdays[(n ?? 1) - 1] ?? T.weekdays[0]!;
const windowText = (spec: Pick<ReportSpec, "date_range" | "start_date" | "end_date">) =>
  spec.date_range === "CUSTOM" && spec.start_date && spec.end_date
    ? T.customWindow(day(spec.start_date), day(spec.end_date))
    : T.ranges[spec.date_range];
const scheduleText = (r: SavedReport) =>
  r.schedule.frequency === "WEEKLY" ? T.weekly(weekdayName(r.schedule.weekday)) : T.frequencies.NONE;
const byText = (run: ReportRun) => run.requested_by ?? (run.trigger === "schedule" ? T.bySchedule : T.removedPerson);

/** Toasts each new answer of a fetcher once (StrictMode renders twice; an answer is one object). */
function useAnswerToast(answer: ReportAnswer | undefined) {
  const toast = useToast();
  const shown = useRef<ReportAnswer | undefined>(undefined);
  useEffect(() => {
    if (!answer || shown.current === answer || !answer.message) return;
    shown.current = answer;
    toast.show({ message: answer.message, duration: TOAST_DURATION_MS.notice });
  }, [answer, toast]);
}

/** While `waiting` (a run is being made), the page's data is asked for again every POLL_MS. */
function useRefreshWhile(waiting: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!waiting || revalidator.state !== "idle") return;
    const timer = setTimeout(() => void revalidator.revalidate(), POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, revalidator]);
}

function RunState({ state }: { state: ReportRun["state"] }) {
  return (
    <span className={`status report-center__state report-center__state--${state}`}>
      {state === "queued" ? <Spinner size="small" decorative /> : null}
      {T.states[state] ?? state}
    </span>
  );
}

/** A ready run's CSV: an API path the browser fetches itself, with its cookie. */
function DownloadLink({ run, button = false }: { run: ReportRun; button?: boolean }) {
  if (run.state !== "ready" || !run.download_path) return null;
  return (
    <a className={button ? buttonClassName() : "link"} href={run.download_path} download>
      {T.download}
      {button ? null : <span className="visually-hidden"> ({T.customWindow(day(run.start_date), day(run.end_date))})</span>}
    </a>
  );
}

/** One of a report's background buttons (Run now, Email me weekly, Stop emailing me). */
function RowButton({
  fetcher,
  report,
  intent,
  label,
  busyLabel,
}: {
  fetcher: ReturnType<typeof useFetcher<ReportAnswer>>;
  report: SavedReport;
  intent: "run" | "subscribe" | "unsubscribe";
  label: string;
  busyLabel: string;
}) {
  const hydrated = useHydrated();
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("intent") === intent;
  return (
    <fetcher.Form method="post" className="campaign-controls__form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="report_id" value={report.id} />
      <input type="hidden" name="name" value={report.name} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <Button type="submit" size="small" variant="secondary" busy={busy} busyLabel={busyLabel}>
        {label}
      </Button>
    </fetcher.Form>
  );
}

function ReportRow({ report: r, advertiserId, deleteHref }: { report: SavedReport; advertiserId: string; deleteHref: string }) {
  const fetcher = useFetcher<ReportAnswer>({ key: `report-${r.id}` });
  useAnswerToast(fetcher.data);
  const small = buttonClassName({ size: "small", variant: "secondary" });
  const run = r.last_run;
  return (
    <tr data-report-id={r.id}>
      <td>
        {r.name}
        <span className="report-center__sub">{T.madeBy(r.created_by ?? T.removedPerson)}</span>
      </td>
      <td data-label={T.columns.level}>{REPORTING_COPY.levelNames[r.spec.level]}</td>
      <td data-label={T.columns.window}>{windowText(r.spec)}</td>
      <td data-label={T.columns.breakdown}>{T.granularities[r.spec.granularity]}</td>
      <td data-label={T.columns.schedule}>
        {scheduleText(r)}
        {r.schedule.frequency === "WEEKLY" ? (
          <>
            <span className="report-center__sub">{T.subscribers(r.subscribers)}</span>
            {r.schedule.next_run_at ? <span className="report-center__sub">{T.nextRun(day(r.schedule.next_run_at))}</span> : null}
          </>
        ) : null}
      </td>
      <td data-label={T.columns.lastRun}>
        {run ? (
          <>
            <RunState state={run.state} />
            <span className="report-center__sub">{when(run.requested_at)}</span>
            <DownloadLink run={run} />
          </>
        ) : (
          T.neverRun
        )}
      </td>
      <td data-label={T.columns.actions} className="report-center__actions-cell">
        <div className="report-center__actions">
          <RowButton fetcher={fetcher} report={r} intent="run" label={T.run} busyLabel={T.running} />
          {r.may_change ? (
            <>
              <Link className={small} to={consoleRoute("report_center_builder", { advertiserId, query: { report_id: r.id } })}>
                {T.edit}
                <span className="visually-hidden"> {r.name}</span>
              </Link>
              <Link className={small} to={deleteHref} replace preventScrollReset>
                {T.delete}
                <span className="visually-hidden"> {r.name}</span>
              </Link>
            </>
          ) : null}
          {r.schedule.frequency === "WEEKLY" ? (
            r.subscribed ? (
              <RowButton fetcher={fetcher} report={r} intent="unsubscribe" label={T.unsubscribe} busyLabel={T.saving} />
            ) : (
              <RowButton fetcher={fetcher} report={r} intent="subscribe" label={T.subscribe} busyLabel={T.saving} />
            )
          ) : null}
          <Link
            className="link report-center__history-link"
            to={consoleRoute("report_center_history", { advertiserId, query: { report_id: r.id } })}
          >
            {T.tabs.history}
            <span className="visually-hidden"> {r.name}</span>
          </Link>
        </div>
        {r.may_change ? null : <p className="report-center__note">{T.readOnly}</p>}
      </td>
    </tr>
  );
}

function Reports({ view, advertiserId }: { view: Extract<ReportCenterView, { tab: "reports" }>; advertiserId: string }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const items = view.reports?.items ?? [];
  useRefreshWhile(items.some((r) => r.last_run?.state === "queued"));
  const hrefWith = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    next.delete("done");
    if (value === null) next.delete(name);
    else next.set(name, value);
    return `${location.pathname}${next.size ? `?${next}` : ""}`;
  };
  const builder = consoleRoute("report_center_builder", { advertiserId });
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  if (items.length === 0 && !view.bookmark)
    return (
      <div className="console__empty">
        <p>{T.noReports}</p>
        <ButtonLink to={builder}>{T.newReport}</ButtonLink>
      </div>
    );
  const d = view.deleting;
  return (
    <>
      <p>{T.intro}</p>
      <div className="console__actions">
        <ButtonLink to={builder}>{T.newReport}</ButtonLink>
      </div>
      <table className="console__table console__table--cards report-center__table">
        <thead>
          <tr>
            <th scope="col">{T.columns.name}</th>
            <th scope="col">{T.columns.level}</th>
            <th scope="col">{T.columns.window}</th>
            <th scope="col">{T.columns.breakdown}</th>
            <th scope="col">{T.columns.schedule}</th>
            <th scope="col">{T.columns.lastRun}</th>
            <th scope="col">{T.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((r) => (
            <ReportRow key={r.id} report={r} advertiserId={advertiserId} deleteHref={hrefWith("delete", r.id)} />
          ))}
        </tbody>
      </table>
      {view.reports?.bookmark ? (
        <p>
          <Link className="link" to={`?${new URLSearchParams({ bookmark: view.reports.bookmark })}`}>
            {T.moreReports}
          </Link>
        </p>
      ) : null}
      {d ? (
        <Modal
          title={T.deleteTitle}
          width={480}
          onClose={() => void navigate(hrefWith("delete", null), { replace: true, preventScrollReset: true })}
        >
          <p>{T.deleteConfirm(d.name)}</p>
          <Form method="post" replace className="campaign-controls__confirm report-center__confirm">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="report_id" value={d.id} />
            <input type="hidden" name="name" value={d.name} />
            <Button type="submit" size="small" busy={deleting} busyLabel={T.deleting}>
              {T.delete}
            </Button>
            <Link
              className={buttonClassName({ size: "small", variant: "secondary" })}
              to={hrefWith("delete", null)}
              replace
              preventScrollReset
            >
              {T.cancel}
            </Link>
          </Form>
        </Modal>
      ) : null}
    </>
  );
}

const errorFor = (problems: FieldProblem[], field: string) => problems.find((p) => p.field === field)?.message;

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field__error" role="alert">
      {message}
    </p>
  ) : null;
}

function Builder({ view, advertiserId }: { view: Extract<ReportCenterView, { tab: "builder" }>; advertiserId: string }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const answer = useActionData<ReportAnswer>();
  const start: BuilderForm = answer?.form ?? view.form;
  const [level, setLevel] = useState(start.level);
  const [columns, setColumns] = useState<string[]>(start.columns);
  const [range, setRange] = useState(start.date_range);
  const [frequency, setFrequency] = useState(start.frequency);
  const [local, setLocal] = useState<FieldProblem[] | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const problems = local ?? answer?.problems ?? [];
  const reports = consoleRoute("report_center", { advertiserId });

  if (view.editing && !view.editing.mayChange)
    return (
      <>
        <p className="console__empty">{T.readOnly}</p>
        <ButtonLink to={reports} variant="secondary">
          {T.backToReports}
        </ButtonLink>
      </>
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The rules the API runs, before anything is sent.
    const found = builderProblems(builderFromData(new FormData(event.currentTarget)), utcToday());
    setLocal(found);
    if (found.length) {
      event.preventDefault();
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>("[aria-invalid='true'], .report-builder__invalid input")?.focus(),
      );
    }
  };
  const changeLevel = (next: (typeof REPORT_LEVELS)[number]) => {
    setLevel(next);
    // Only the level's own columns stay chosen; none left, all of its numbers.
    const kept = levelColumns(next, columns);
    setColumns(kept.length ? kept : LEVEL_COLUMNS[next].filter((c) => c !== "status" && c !== "objective"));
  };
  const toggle = (c: string) => setColumns((now) => (now.includes(c) ? now.filter((x) => x !== c) : [...now, c]));
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const runNow = saving && navigation.formData?.get("run_now") === "1";
  // Without JavaScript every column, both dates and the weekday are in the form (the action reads only what applies).
  const shownColumns = hydrated ? LEVEL_COLUMNS[level] : LEVEL_COLUMNS.campaigns;
  const showDates = !hydrated || range === "CUSTOM";
  const showWeekday = !hydrated || frequency === "WEEKLY";
  const showObjective = !hydrated || hasObjective(level);
  const general = problems.filter(
    (p) =>
      p.field === "" ||
      !["name", "level", "columns", "date_range", "start_date", "end_date", "granularity", "weekday", "frequency"].includes(p.field),
  );
  const onFields = problems.filter((p) => !general.includes(p));
  const columnsError = errorFor(problems, "columns");
  const weekdayError = errorFor(problems, "weekday") ?? errorFor(problems, "frequency");
  return (
    <>
      {view.missing ? (
        <p className="bulk__refused" role="alert">
          {BUSINESS_MESSAGES.reportNotFound}
        </p>
      ) : null}
      <Form method="post" className="ads-form report-builder" noValidate ref={formRef} onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="save" />
        {view.editing ? (
          <>
            <input type="hidden" name="report_id" value={view.editing.id} />
            <input type="hidden" name="version" value={view.editing.version} />
          </>
        ) : null}
        {problems.length ? (
          <div className="ads-form__problems" role="alert">
            {general.map((p, i) => (
              <p key={i}>{p.message}</p>
            ))}
            {onFields.length ? (
              <>
                <p>{T.fixProblems(onFields.length)}</p>
                <ul>
                  {onFields.map((p) => (
                    <li key={p.field}>{p.message}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
        <section className="ads-section">
          <TextField
            label={T.name}
            name="name"
            defaultValue={start.name}
            maxLength={400}
            autoComplete="off"
            error={errorFor(problems, "name")}
          />
          <SelectField
            label={T.level}
            name="level"
            value={level}
            onChange={(e) => changeLevel(e.currentTarget.value as (typeof REPORT_LEVELS)[number])}
            options={REPORT_LEVELS.map((l) => ({ value: l, label: REPORTING_COPY.levelNames[l] }))}
            error={errorFor(problems, "level")}
          />
          <fieldset
            className={`ads-choices${columnsError ? " report-builder__invalid" : ""}`}
            aria-describedby={columnsError ? "report-columns-error" : "report-columns-hint"}
          >
            <legend className="field__label">{T.columnsLegend}</legend>
            <p id="report-columns-hint" className="field__hint">
              {T.columnsHint}
            </p>
            <div className="ads-choices__list">
              {shownColumns.map((c) => (
                <Checkbox
                  key={c}
                  name="columns"
                  value={c}
                  label={REPORTING_COPY.columns[c]}
                  checked={columns.includes(c)}
                  onChange={() => toggle(c)}
                  aria-invalid={columnsError ? true : undefined}
                />
              ))}
            </div>
            <FieldError id="report-columns-error" message={columnsError} />
          </fieldset>
        </section>
        <section className="ads-section">
          <div className="ads-form__row">
            <SelectField
              label={T.window}
              name="date_range"
              value={range}
              onChange={(e) => setRange(e.currentTarget.value as (typeof REPORT_RANGES)[number])}
              options={REPORT_RANGES.map((r) => ({ value: r, label: T.ranges[r] }))}
              error={errorFor(problems, "date_range")}
            />
            <SelectField
              label={T.breakdown}
              name="granularity"
              defaultValue={start.granularity}
              hint={T.breakdownHint}
              options={REPORT_GRANULARITIES.map((g) => ({ value: g, label: T.granularities[g] }))}
              error={errorFor(problems, "granularity")}
            />
          </div>
          {showDates ? (
            <fieldset className="ads-choices">
              <legend className="field__label">{T.ranges.CUSTOM}</legend>
              <div className="ads-form__row">
                <TextField
                  label={T.startDate}
                  name="start_date"
                  type="date"
                  defaultValue={start.start_date}
                  error={errorFor(problems, "start_date")}
                />
                <TextField
                  label={T.endDate}
                  name="end_date"
                  type="date"
                  defaultValue={start.end_date}
                  error={errorFor(problems, "end_date")}
                />
              </div>
            </fieldset>
          ) : null}
        </section>
        <section className="ads-section">
          <fieldset className="ads-choices">
            <legend className="field__label">{T.filtersLegend}</legend>
            <div className="ads-form__row">
              <SelectField
                label={T.statusFilter}
                name="status"
                defaultValue={start.status}
                options={[
                  { value: "", label: T.any },
                  ...REPORT_STATUSES.map((s) => ({ value: s, label: REPORTING_COPY.statuses[s] ?? s })),
                ]}
              />
              {showObjective ? (
                <SelectField
                  label={T.objectiveFilter}
                  name="objective_type"
                  defaultValue={start.objective_type}
                  options={[
                    { value: "", label: T.any },
                    ...[...new Set(REPORT_OBJECTIVES)].map((o) => ({ value: o, label: objectiveName(o) })),
                  ]}
                />
              ) : null}
            </div>
          </fieldset>
        </section>
        <section className="ads-section">
          <fieldset className="ads-choices" aria-describedby="report-schedule-hint">
            <legend className="field__label">{T.schedule}</legend>
            <p id="report-schedule-hint" className="field__hint">
              {T.scheduleHint}
            </p>
            <div className="ads-choices__list">
              {(["NONE", "WEEKLY"] as const).map((f) => (
                <label key={f} className="checkbox">
                  <input
                    type="radio"
                    name="frequency"
                    value={f}
                    checked={frequency === f}
                    onChange={() => setFrequency(f)}
                    className="checkbox__input"
                  />
                  <span className="checkbox__label">{T.frequencies[f]}</span>
                </label>
              ))}
            </div>
            {showWeekday ? (
              <SelectField
                label={T.weekday}
                name="weekday"
                defaultValue={start.weekday}
                options={T.weekdays.map((w, i) => ({ value: String(i + 1), label: w }))}
                error={weekdayError}
                className="report-builder__weekday"
              />
            ) : null}
          </fieldset>
        </section>
        <div className="ads-form__submit">
          <ButtonLink to={reports} variant="tertiary">
            {T.cancel}
          </ButtonLink>
          <Button type="submit" variant="secondary" busy={saving && !runNow} busyLabel={T.saving}>
            {T.save}
          </Button>
          <Button type="submit" name="run_now" value="1" busy={runNow} busyLabel={T.saving}>
            {T.saveAndRun}
          </Button>
        </div>
      </Form>
    </>
  );
}

function History({ view, advertiserId }: { view: Extract<ReportCenterView, { tab: "history" }>; advertiserId: string }) {
  const items = view.runs?.items ?? [];
  useRefreshWhile(items.some((r) => r.state === "queued"));
  const c = T.columns;
  return (
    <>
      {view.report ? (
        <p>
          <Link className="link" to={consoleRoute("report_center_history", { advertiserId })}>
            {T.allRuns}
          </Link>
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="console__empty">{T.noRuns}</p>
      ) : (
        <table className="console__table console__table--cards report-center__table">
          <thead>
            <tr>
              <th scope="col">{c.name}</th>
              <th scope="col">{c.requested}</th>
              <th scope="col">{c.window}</th>
              <th scope="col">{c.state}</th>
              <th scope="col">{c.size}</th>
              <th scope="col">{c.expires}</th>
              <th scope="col">{c.file}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((run) => (
              <tr key={run.id} data-run-id={run.id}>
                <td>
                  {run.name}
                  <span className="report-center__sub">
                    {REPORTING_COPY.levelNames[run.level]}, {T.granularities[run.granularity]}
                  </span>
                </td>
                <td data-label={c.requested}>
                  {when(run.requested_at)}
                  <span className="report-center__sub">
                    {T.triggers[run.trigger]} · {byText(run)}
                  </span>
                </td>
                <td data-label={c.window}>{T.customWindow(day(run.start_date), day(run.end_date))}</td>
                <td data-label={c.state}>
                  <RunState state={run.state} />
                </td>
                <td data-label={c.size}>
                  {run.state === "ready" && run.lines !== null ? (
                    <>
                      {T.lines(run.lines)}
                      {run.bytes !== null ? <span className="report-center__sub">{T.kilobytes(run.bytes)}</span> : null}
                      {run.truncated ? <span className="report-center__sub">{T.truncated}</span> : null}
                    </>
                  ) : (
                    REPORTING_COPY.noComparison
                  )}
                </td>
                <td data-label={c.expires}>{run.expires_at ? day(run.expires_at) : REPORTING_COPY.noComparison}</td>
                <td data-label={c.file}>{run.state === "ready" ? <DownloadLink run={run} /> : REPORTING_COPY.noComparison}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {view.runs?.bookmark ? (
        <p>
          <Link
            className="link"
            to={`?${new URLSearchParams({ bookmark: view.runs.bookmark, ...(view.report ? { report_id: view.report.id } : {}) })}`}
          >
            {T.olderRuns}
          </Link>
        </p>
      ) : null}
    </>
  );
}

function Download({ view, advertiserId }: { view: Extract<ReportCenterView, { tab: "download" }>; advertiserId: string }) {
  const run = view.run;
  useRefreshWhile(run?.state === "queued");
  const words = !run
    ? T.downloadMissing
    : run.state === "ready"
      ? T.downloadReady(run.name)
      : run.state === "queued"
        ? T.downloadWaiting(run.name)
        : run.state === "failed"
          ? T.downloadFailed(run.name)
          : T.downloadExpired(run.name);
  return (
    <section className="report-center__download" aria-labelledby="report-download-state">
      <p id="report-download-state" className="report-center__download-state" role="status">
        {run?.state === "queued" ? <Spinner size="small" decorative /> : null}
        {words}
      </p>
      {run ? (
        <dl className="console__facts">
          <dt>{T.columns.window}</dt>
          <dd>{T.customWindow(day(run.start_date), day(run.end_date))}</dd>
          <dt>{T.columns.requested}</dt>
          <dd>
            {when(run.requested_at)} · {byText(run)}
          </dd>
          {run.state === "ready" && run.lines !== null ? (
            <>
              <dt>{T.columns.size}</dt>
              <dd>
                {T.lines(run.lines)}
                {run.bytes !== null ? ` · ${T.kilobytes(run.bytes)}` : ""}
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {run ? <DownloadLink run={run} button /> : null}
      {run?.state === "ready" && run.expires_at ? <p className="report-center__sub">{T.expires(day(run.expires_at))}</p> : null}
      <Link className="link" to={consoleRoute("report_center", { advertiserId })}>
        {T.backToReports}
      </Link>
    </section>
  );
}

/**
 * @example
 * <ReportCenterPage view={page.view} advertiserId="7" />
 */
export default function ReportCenterPage({ view, advertiserId }: { view: ReportCenterView; advertiserId: string }) {
  useDoneToast();
  const title =
    view.tab === "builder"
      ? view.editing
        ? T.editTitle(view.editing.name)
        : T.builderTitle
      : view.tab === "history"
        ? view.report
          ? T.historyOf(view.report.name)
          : T.title
        : view.tab === "download"
          ? T.downloadTitle
          : T.title;
  return (
    <div className="report-center">
      <h1 className="console__title">{title}</h1>
      <nav className="bulk__tabs" aria-label={T.tabsLabel}>
        {TABS.map((t) => (
          <Link
            key={t.tab}
            to={consoleRoute(t.key, { advertiserId })}
            className="bulk__tab"
            aria-current={t.tab === view.tab ? "page" : undefined}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {view.tab === "reports" ? <Reports view={view} advertiserId={advertiserId} /> : null}
      {view.tab === "builder" ? <Builder key={view.editing?.id ?? "new"} view={view} advertiserId={advertiserId} /> : null}
      {view.tab === "history" ? <History view={view} advertiserId={advertiserId} /> : null}
      {view.tab === "download" ? <Download view={view} advertiserId={advertiserId} /> : null}
    </div>
  );
}

/**
 * An emailed report's unsubscribe page (logged out too): what the link stops, and its one button.
 *
 * @example
 * <UnsubscribePage page={loaderData.unsubscribe} />
 */
export function UnsubscribePage({ page }: { page: UnsubscribePageView }) {
  const answer = useActionData<ReportAnswer>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.has("token") === true;
  const v = page.view;
  const center = consoleRoute("report_center", { advertiserId: page.advertiserId });
  return (
    <div className="report-unsubscribe">
      <h1 className="console__title">{T.unsubscribeTitle}</h1>
      {answer && !answer.ok ? (
        <p className="bulk__refused" role="alert">
          {answer.message}
        </p>
      ) : null}
      {!v ? (
        <p className="bulk__refused" role="alert">
          {page.error}
        </p>
      ) : v.subscribed ? (
        <Form method="post" className="report-unsubscribe__form">
          <p>{T.unsubscribeAsk(v.report_name, v.advertiser_name, v.email)}</p>
          <input type="hidden" name="token" value={page.token} />
          <Button type="submit" busy={busy} busyLabel={T.unsubscribing}>
            {T.unsubscribeButton}
          </Button>
        </Form>
      ) : (
        <div role="status">
          <p className="console__notice">{T.unsubscribeDone(v.report_name, v.email)}</p>
          <p>{T.unsubscribeAgain}</p>
        </div>
      )}
      <p>
        <Link className="link" to={center}>
          {T.backToReports}
        </Link>
      </p>
    </div>
  );
}
