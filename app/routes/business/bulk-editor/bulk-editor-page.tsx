/**
 * Why: the bulk editor's console pages (business.md §2 /bulk_editor/ and its sub-pages,
 * /ads/bulk_edit/; docs/decisions/055): download the sheet, upload it to check it (a preview of
 * every change, or its problems by line and column), apply it, and its history, id library and
 * help. Plain forms and links: download and upload work without JavaScript.
 */
import { useEffect, useRef } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import {
  BULK_COLUMNS,
  BULK_EDITOR_COPY as T,
  BULK_MAX_CHANGED,
  BULK_MAX_ROWS,
  type BulkChange,
  type BulkRowErrorView,
} from "~common/business/bulk-editor";
import { CONSOLE_COPY, consoleRoute } from "~common/business/console";
import { Button, ButtonLink, buttonClassName } from "../../../components/button";
import { useToast } from "../../../components/toast";
import { TOAST_DURATION_MS } from "~common/platform/constants";
import { money } from "../campaign-insights";
import type { BulkAnswer, BulkEditorView, BulkTab } from "./bulk-editor.server";
import { BulkResources } from "./resources";

const TABS: { tab: BulkTab; key: Parameters<typeof consoleRoute>[0] }[] = [
  { tab: "upload", key: "bulk_editor" },
  { tab: "download", key: "bulk_editor_download_template" },
  { tab: "history", key: "bulk_editor_history" },
  { tab: "ids", key: "bulk_editor_bulk_id_library" },
  { tab: "resources", key: "bulk_editor_resources" },
];
const TAB_TITLE: Record<BulkTab, string> = {
  upload: T.tabs.upload,
  download: T.tabs.download,
  history: T.tabs.history,
  ids: T.tabs.ids,
  resources: T.tabs.resources,
};

const when = (iso: string) =>
  new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso)) + " UTC";

/** A change's value as the page shows it: money as money, statuses by their names. */
function valueText(field: string, value: string | null, currency: string) {
  if (value === null) return field === "inclusive_end_date" ? T.noEndDate : "";
  if (field === "budget_in_micro_currency" && /^\d+$/.test(value)) return money(Number(value), currency);
  if (field === "status") return CONSOLE_COPY.status[value] ?? value;
  return value;
}

function Problems({ errors, count }: { errors: BulkRowErrorView[]; count: number }) {
  if (errors.length === 0) return null;
  return (
    <section className="bulk__section" aria-labelledby="bulk-errors">
      <h2 id="bulk-errors" className="bulk__subtitle">
        {T.errorsTitle}
      </h2>
      <div className="bulk__scroll">
        <table className="bulk__table">
          <thead>
            <tr>
              <th scope="col">{T.columns.line}</th>
              <th scope="col">{T.columns.column}</th>
              <th scope="col">{T.columns.problem}</th>
            </tr>
          </thead>
          <tbody>
            {errors.map((e, i) => (
              <tr key={i}>
                <td>{e.line}</td>
                <td>{e.column ?? ""}</td>
                <td>{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {count > errors.length ? <p>{T.errorsMore(count - errors.length)}</p> : null}
    </section>
  );
}

function Changes({ changes, currency }: { changes: BulkChange[]; currency: string }) {
  return (
    <div className="bulk__scroll">
      <table className="bulk__table">
        <thead>
          <tr>
            <th scope="col">{T.columns.line}</th>
            <th scope="col">{T.columns.thing}</th>
            <th scope="col">{T.columns.field}</th>
            <th scope="col">{T.columns.from}</th>
            <th scope="col">{T.columns.to}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c, i) => (
            <tr key={i}>
              <td>{c.line}</td>
              <td>
                <span className="bulk__kind">{T.entities[c.entity_type]}</span> {c.entity_name}
              </td>
              <td>{T.fields[c.field] ?? c.field}</td>
              <td>{valueText(c.field, c.from, currency)}</td>
              <td>{valueText(c.field, c.to, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Upload({ view, advertiserId }: { view: Extract<BulkEditorView, { tab: "upload" | "download" }>; advertiserId: string }) {
  const answer = useActionData<BulkAnswer>();
  const navigation = useNavigation();
  const toast = useToast();
  const shown = useRef<BulkAnswer | undefined>(undefined);
  const sending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const applied = answer?.ok && !answer.result.dry_run ? answer.result : null;
  useEffect(() => {
    if (!applied || shown.current === answer) return;
    shown.current = answer;
    toast.show({ message: T.applied(applied.changed), duration: TOAST_DURATION_MS.notice });
  }, [answer, applied, toast]);
  return (
    <>
      <section className="bulk__section" aria-labelledby="bulk-download">
        <h2 id="bulk-download" className="bulk__subtitle">
          {T.downloadTitle}
        </h2>
        <p>{T.downloadIntro}</p>
        {view.campaignIds.length ? <p>{T.downloadSelected(view.campaignIds.length)}</p> : null}
        <a className={buttonClassName({ variant: "secondary" })} href={view.templateHref} download>
          {T.downloadAll}
        </a>
      </section>
      {view.tab === "upload" ? (
        <section className="bulk__section" aria-labelledby="bulk-upload">
          <h2 id="bulk-upload" className="bulk__subtitle">
            {T.uploadTitle}
          </h2>
          <p>{T.uploadIntro}</p>
          <Form method="post" encType="multipart/form-data" className="bulk__upload">
            <input type="hidden" name="intent" value="preview" />
            <label className="bulk__file">
              <span className="bulk__file-label">{T.chooseFile}</span>
              <input type="file" name="file" accept=".csv,text/csv" required className="bulk__file-input" />
            </label>
            <Button type="submit" busy={sending === "preview"} busyLabel={T.checking}>
              {T.preview}
            </Button>
          </Form>
        </section>
      ) : null}
      {answer && !answer.ok ? (
        <div className="bulk__refused" role="alert">
          <p className="bulk__message">{answer.message}</p>
        </div>
      ) : null}
      {answer && !answer.ok ? <Problems errors={answer.errors} count={answer.errorCount} /> : null}
      {answer?.ok && answer.result.dry_run ? (
        <section className="bulk__section" aria-labelledby="bulk-preview">
          <h2 id="bulk-preview" className="bulk__subtitle">
            {T.previewTitle}
          </h2>
          <p role="status">{T.previewSummary(answer.result.rows, answer.result.changed, answer.result.skipped)}</p>
          {answer.result.changed === 0 ? (
            <p>{T.nothingChanges}</p>
          ) : (
            <>
              <Changes changes={answer.result.changes} currency={answer.result.currency} />
              <Form method="post" className="bulk__apply">
                <input type="hidden" name="intent" value="apply" />
                <input type="hidden" name="sheet" value={answer.sheet} />
                <input type="hidden" name="file_name" value={answer.fileName} />
                <Button type="submit" busy={sending === "apply"} busyLabel={T.applying}>
                  {T.apply}
                </Button>
              </Form>
            </>
          )}
        </section>
      ) : null}
      {applied ? (
        <section className="bulk__section" aria-labelledby="bulk-applied">
          <h2 id="bulk-applied" className="bulk__subtitle">
            {T.previewTitle}
          </h2>
          <p className="console__notice" role="status">
            {T.applied(applied.changed)}
          </p>
          <Changes changes={applied.changes} currency={applied.currency} />
          <ButtonLink to={consoleRoute("bulk_editor_history", { advertiserId })} variant="secondary">
            {T.historyTitle}
          </ButtonLink>
        </section>
      ) : null}
    </>
  );
}

function History({ view }: { view: Extract<BulkEditorView, { tab: "history" }> }) {
  const items = view.uploads?.items ?? [];
  if (items.length === 0) return <p className="console__empty">{T.historyEmpty}</p>;
  const h = T.historyColumns;
  return (
    <>
      <div className="bulk__scroll">
        <table className="bulk__table">
          <thead>
            <tr>
              <th scope="col">{h.when}</th>
              <th scope="col">{h.who}</th>
              <th scope="col">{h.file}</th>
              <th scope="col">{h.rows}</th>
              <th scope="col">{h.changed}</th>
              <th scope="col">{h.state}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((u) => (
              <tr key={u.id}>
                <td>{when(u.created_at)}</td>
                <td>{u.actor ? u.actor.full_name || u.actor.username : T.someone}</td>
                <td className="bulk__file-name">{u.file_name}</td>
                <td>{u.rows}</td>
                <td>{u.changed}</td>
                <td>
                  <span className={`bulk__state bulk__state--${u.state.toLowerCase()}`}>{T.states[u.state]}</span>
                  {u.errors.length ? (
                    <ul className="bulk__state-errors">
                      {u.errors.map((e, i) => (
                        <li key={i}>
                          {T.columns.line} {e.line}
                          {e.column ? `, ${e.column}` : ""}: {e.message}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {view.uploads?.bookmark ? (
        <Link className="link" to={`?${new URLSearchParams({ bookmark: view.uploads.bookmark })}`}>
          {T.olderUploads}
        </Link>
      ) : null}
    </>
  );
}

function Ids({ view }: { view: Extract<BulkEditorView, { tab: "ids" }> }) {
  const items = view.ids?.items ?? [];
  const c = T.idsColumns;
  return (
    <>
      <p>{T.idsIntro}</p>
      <Form method="get" className="bulk__search" role="search">
        <label className="bulk__search-label">
          <span>{T.idsSearch}</span>
          <input type="search" name="q" defaultValue={view.q} className="bulk__search-input" maxLength={100} />
        </label>
        <Button type="submit" variant="secondary">
          {T.idsSubmit}
        </Button>
      </Form>
      {items.length === 0 ? (
        <p className="console__empty">{T.idsEmpty}</p>
      ) : (
        <div className="bulk__scroll">
          <table className="bulk__table">
            <thead>
              <tr>
                <th scope="col">{c.kind}</th>
                <th scope="col">{c.id}</th>
                <th scope="col">{c.name}</th>
                <th scope="col">{c.campaign}</th>
                <th scope="col">{c.status}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((i) => (
                <tr key={`${i.entity_type}:${i.id}`}>
                  <td>{T.entities[i.entity_type]}</td>
                  <td>
                    <code className="bulk__id">{i.id}</code>
                  </td>
                  <td>{i.name}</td>
                  <td>{i.campaign_name}</td>
                  <td>{CONSOLE_COPY.status[i.status] ?? i.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {view.ids?.truncated ? <p>{T.idsTruncated}</p> : null}
    </>
  );
}

/**
 * @example
 * <BulkEditorPage view={page.bulk} advertiserId="7" />
 */
export default function BulkEditorPage({ view, advertiserId }: { view: BulkEditorView; advertiserId: string }) {
  return (
    <div className="bulk">
      <h1 className="console__title">{view.tab === "resources" ? T.resourcesTitle : T.title}</h1>
      <nav className="bulk__tabs" aria-label={T.tabsLabel}>
        {TABS.map((t) => (
          <Link
            key={t.tab}
            to={consoleRoute(t.key, { advertiserId })}
            className="bulk__tab"
            aria-current={t.tab === view.tab ? "page" : undefined}
          >
            {TAB_TITLE[t.tab]}
          </Link>
        ))}
      </nav>
      {view.tab === "upload" || view.tab === "download" ? <p>{T.intro}</p> : null}
      {view.tab === "upload" || view.tab === "download" ? <Upload view={view} advertiserId={advertiserId} /> : null}
      {view.tab === "history" ? <History view={view} /> : null}
      {view.tab === "ids" ? <Ids view={view} /> : null}
      {view.tab === "resources" ? <BulkResources columns={BULK_COLUMNS} maxRows={BULK_MAX_ROWS} maxChanged={BULK_MAX_CHANGED} /> : null}
    </div>
  );
}
