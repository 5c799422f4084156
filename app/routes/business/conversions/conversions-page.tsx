/**
 * Why: every /conversions/ page but the access tokens' (issue 37 item 1): the overview, the event
 * history and test events, health and tag health, deduplication, the tag and its install code,
 * the API's and a partner's set-up, the payload helper, and offline uploads with their history.
 * One tab row joins them; each page is plain links and forms, so it works without JavaScript; with
 * it, writes toast and the payload helper checks as the person types.
 */
import { TableHead } from "../../../components/table-head";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { consoleRoute } from "~common/business/console";
import { checkPayload } from "~common/business/conversions";
import { TOAST_DURATION_MS } from "~common/platform/constants";
import { Button } from "../../../components/button";
import { TextField } from "../../../components/text-field";
import { useToast } from "../../../components/toast";
import type { PageAnswer } from "./actions.server";
import { CONVERSIONS_PAGE_COPY as T } from "./copy";
import { ConversionsTabs } from "./conversions-tabs";
import type { ConversionsView, EventRow, HealthRow, UploadRow } from "./pages.server";

/** A table's header row: one column heading per word of `columns`. */

function useAnswerToast(): PageAnswer | undefined {
  const answer = useActionData<PageAnswer>();
  const toast = useToast();
  const shown = useRef<PageAnswer | undefined>(undefined);
  useEffect(() => {
    if (!answer || shown.current === answer || answer.intent === "check") return;
    shown.current = answer;
    toast.show({ message: answer.message, duration: TOAST_DURATION_MS.notice });
  }, [answer, toast]);
  return answer;
}

function Overview({ view }: { view: ConversionsView }) {
  const o = view.overview;
  if (!o) return <p>{T.somethingWrong}</p>;
  const empty = o.rows.every((r) => r.total === 0);
  return (
    <>
      <nav className="bulk__tabs" aria-label={T.spanLabel}>
        {[7, 30].map((d) => (
          <Link key={d} to={`?days=${d}`} className="bulk__tab" aria-current={o.days === d ? "page" : undefined}>
            {T.span(d)}
          </Link>
        ))}
      </nav>
      {empty ? <p>{T.noEvents}</p> : null}
      <table className="console__table console__table--cards">
        <thead>
          <tr>
            <th scope="col">{T.overviewCols.event}</th>
            <th scope="col" className="console__number">
              {T.overviewCols.total}
            </th>
            <th scope="col" className="console__number">
              {T.overviewCols.clicks}
            </th>
            <th scope="col" className="console__number">
              {T.overviewCols.views}
            </th>
            <th scope="col" className="console__number">
              {T.overviewCols.value}
            </th>
          </tr>
        </thead>
        <tbody>
          {o.rows.map((r) => (
            <tr key={r.name}>
              <td>{r.name}</td>
              <td className="console__number" data-label={T.overviewCols.total}>
                {r.total}
              </td>
              <td className="console__number" data-label={T.overviewCols.clicks}>
                {r.clicks}
              </td>
              <td className="console__number" data-label={T.overviewCols.views}>
                {r.views}
              </td>
              <td className="console__number" data-label={T.overviewCols.value}>
                {r.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="console__note">{o.windows}</p>
      <p className="console__note">{T.dedupLine(o.dedup.events, o.dedup.from_two_channels)}</p>
      {view.health.some((h) => h.warn) ? (
        <>
          <h2>{T.needsAttention}</h2>
          <Health rows={view.health.filter((h) => h.warn)} />
        </>
      ) : null}
    </>
  );
}

function Health({ rows }: { rows: HealthRow[] }) {
  if (rows.length === 0) return <p>{T.noTags}</p>;
  return (
    <table className="console__table console__table--cards">
      <TableHead columns={T.healthCols} />
      <tbody>
        {rows.map((h) => (
          <tr key={h.key}>
            <td>
              {h.label} {h.warn ? <span className="ads-badge">{T.needsAttention}</span> : null}
            </td>
            <td data-label={T.healthCols.received}>{h.received}</td>
            <td data-label={T.healthCols.failed}>{h.failed}</td>
            <td data-label={T.healthCols.rate}>{h.rate}</td>
            <td data-label={T.healthCols.lastSeen}>{h.lastSeen}</td>
            <td data-label={T.healthCols.lastError}>{h.lastError ?? T.noValue}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Events({ events, test }: { events: NonNullable<ConversionsView["events"]>; test: boolean }) {
  if (events.items.length === 0) return <p>{test ? T.noTestEvents : T.noHistory}</p>;
  return (
    <>
      <table className="console__table console__table--cards">
        <TableHead columns={T.historyCols} />
        <tbody>
          {events.items.map((e: EventRow) => (
            <tr key={e.id}>
              <td>{e.name}</td>
              <td data-label={T.historyCols.eventId}>
                <code>{e.eventId}</code>
              </td>
              <td data-label={T.historyCols.time}>{e.time}</td>
              <td data-label={T.historyCols.received}>{e.received}</td>
              <td data-label={T.historyCols.from}>
                {e.from}
                {e.copies > 1 ? <span className="console__note"> ({T.copies(e.copies)})</span> : null}
              </td>
              <td data-label={T.historyCols.value}>{e.value ?? T.noValue}</td>
              <td data-label={T.historyCols.attribution}>{e.attribution ?? T.notAttributed}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {events.next ? (
        <p>
          <Link to={`?bookmark=${events.next}`}>{T.older}</Link>
        </p>
      ) : null}
    </>
  );
}

function Deduplication({ view }: { view: ConversionsView }) {
  const d = view.overview?.dedup;
  return (
    <>
      <p>{T.dedupIntro}</p>
      {d ? (
        <dl className="conversions__figures">
          <div>
            <dt>{T.dedupCounted}</dt>
            <dd>{d.events}</dd>
          </div>
          <div>
            <dt>{T.dedupTwo}</dt>
            <dd>{d.from_two_channels}</dd>
          </div>
          <div>
            <dt>{T.dedupRepeats}</dt>
            <dd>{d.repeats}</dd>
          </div>
        </dl>
      ) : null}
    </>
  );
}

const baseCode = (origin: string, tagId: string) =>
  `<script async src="${origin}/v3/conversions/tag.js"></script>
<script>
  window.pintrk = window.pintrk || function () { (window.pintrk.queue = window.pintrk.queue || []).push(arguments); };
  pintrk("load", "${tagId}", { em: "<the customer's email, if you know it>" });
  pintrk("page");
</script>`;
const TRACK_CODE = `pintrk("track", "checkout", { event_id: "order-1042", value: 72.39, currency: "USD" });`;

function TagPage({ view, manual }: { view: ConversionsView; manual: boolean }) {
  const answer = useAnswerToast();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "tag";
  const newest = view.tags.at(-1);
  return (
    <>
      <p>{T.tagIntro}</p>
      {manual ? (
        <ol>
          {T.setupSteps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      ) : null}
      <h2>{T.tagsTitle}</h2>
      {view.tags.length === 0 ? (
        <p>{T.noTags}</p>
      ) : (
        <ul>
          {view.tags.map((t) => (
            <li key={t.id}>
              <strong>{t.name}</strong> · {T.tagId(t.id)}
            </li>
          ))}
        </ul>
      )}
      {newest ? (
        <section aria-labelledby="tag-code-title">
          <h2 id="tag-code-title">{T.snippetTitle(newest.name)}</h2>
          <p>{T.snippetHint}</p>
          <pre className="conversions__code" tabIndex={0}>
            <code>{baseCode(view.origin, newest.id)}</code>
          </pre>
          <h3>{T.trackTitle}</h3>
          <p>{T.trackHint}</p>
          <pre className="conversions__code" tabIndex={0}>
            <code>{TRACK_CODE}</code>
          </pre>
        </section>
      ) : null}
      <Form
        key={answer?.ok ? answer.message : "tag"}
        method="post"
        className="auth-form campaign-controls__edit"
        noValidate
        aria-labelledby="tag-make-title"
      >
        <h2 id="tag-make-title">{T.tagMakeTitle}</h2>
        <input type="hidden" name="intent" value="tag" />
        <TextField
          label={T.tagNameLabel}
          name="name"
          maxLength={100}
          autoComplete="off"
          error={answer && !answer.ok && answer.intent === "tag" ? answer.message : undefined}
        />
        <Button type="submit" busy={busy} busyLabel={T.busy}>
          {T.tagMake}
        </Button>
      </Form>
    </>
  );
}

const curl = (origin: string, advertiserId: string) => `curl -X POST "${origin}/ads/v4/advertisers/${advertiserId}/events/" \\
  -H "Authorization: Bearer <access token>" -H "Content-Type: application/json" \\
  -d '{"data":[{"event_name":"checkout","action_source":"web","event_time":<unix seconds>,"event_id":"order-1042",
       "user_data":{"em":["<sha-256 of the email>"],"click_id":"<epik>"},
       "custom_data":{"value":"72.39","currency":"USD"}}]}'`;

function ApiSetup({ view, partner }: { view: ConversionsView; partner: boolean }) {
  const tokens = consoleRoute("conversions_access_token", { advertiserId: view.advertiserId });
  return (
    <>
      <p>{partner ? T.partnerIntro : T.apiIntro}</p>
      <ol>
        {(partner ? T.partnerSteps(view.advertiserId) : T.apiSteps).map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <p>
        <Link to={tokens}>{T.tokensLink}</Link>
        {partner ? null : (
          <>
            {" · "}
            <Link to={consoleRoute("conversions_payload_helper", { advertiserId: view.advertiserId })}>{T.helperLink}</Link>
          </>
        )}
      </p>
      <h2>{T.apiEndpoint}</h2>
      <p>
        <code>
          POST {view.origin}/ads/v4/advertisers/{view.advertiserId}/events/
        </code>
      </p>
      {partner ? null : (
        <>
          <h2>{T.apiExample}</h2>
          <pre className="conversions__code" tabIndex={0}>
            <code>{curl(view.origin, view.advertiserId)}</code>
          </pre>
        </>
      )}
    </>
  );
}

const sample = (now: number) =>
  JSON.stringify(
    {
      data: [
        {
          event_name: "checkout",
          action_source: "web",
          event_time: now - 60,
          event_id: "order-1042",
          user_data: { em: ["a".repeat(64)] },
          custom_data: { value: "72.39", currency: "USD" },
        },
      ],
    },
    null,
    2,
  );

function PayloadHelper({ now }: { now: number }) {
  const answer = useActionData<PageAnswer>();
  // With JavaScript the verdict follows the typing; without it, the action's answer is shown.
  const [live, setLive] = useState<ReturnType<typeof checkPayload> | null>(null);
  const verdict = live ? ("error" in live ? { error: live.error } : { summary: live.summary, checks: live.checks }) : answer;
  const error = verdict && "error" in verdict ? verdict.error : verdict && "ok" in verdict && !verdict.ok ? verdict.message : null;
  const summary = verdict && "summary" in verdict ? verdict.summary : verdict && "ok" in verdict && verdict.ok ? verdict.message : null;
  const checks = verdict && "checks" in verdict ? verdict.checks : undefined;
  return (
    <>
      <p>{T.helperIntro}</p>
      <Form method="post" className="auth-form conversions__helper" noValidate>
        <input type="hidden" name="intent" value="check" />
        <div className="field">
          <label className="field__label" htmlFor="payload">
            {T.payloadLabel}
          </label>
          <textarea
            id="payload"
            name="payload"
            className="field__input conversions__payload"
            rows={14}
            spellCheck={false}
            defaultValue={sample(now)}
            onChange={(e) => setLive(checkPayload(e.currentTarget.value, Math.floor(Date.now() / 1000)))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "payload-error" : "payload-verdict"}
          />
          {error ? (
            <p className="field__error" id="payload-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <Button type="submit">{T.check}</Button>
      </Form>
      <div id="payload-verdict" role="status">
        {summary ? <p>{summary}</p> : null}
        {checks ? (
          <ol className="conversions__checks">
            {checks.map((c) => (
              <li key={c.n} className={c.ok ? "conversions__check--ok" : "conversions__check--bad"}>
                {c.text}
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </>
  );
}

function Uploads({ uploads }: { uploads: UploadRow[] }) {
  if (uploads.length === 0) return <p>{T.noUploads}</p>;
  return (
    <table className="console__table console__table--cards">
      <TableHead columns={T.uploadsCols} />
      <tbody>
        {uploads.map((u) => (
          <tr key={u.id}>
            <td>
              {u.fileName}
              {u.errors.length > 0 ? (
                <details>
                  <summary>{T.refusedRows}</summary>
                  <ul>
                    {u.errors.map((e) => (
                      <li key={e.row}>{T.rowError(e.row, e.error)}</li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </td>
            <td data-label={T.uploadsCols.made}>{u.made}</td>
            <td data-label={T.uploadsCols.total}>{u.total}</td>
            <td data-label={T.uploadsCols.processed}>{u.processed}</td>
            <td data-label={T.uploadsCols.failed}>{u.failed}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Upload({ view, partner }: { view: ConversionsView; partner: boolean }) {
  const answer = useAnswerToast();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "upload";
  const error = answer && !answer.ok && answer.intent === "upload" ? answer.message : null;
  return (
    <>
      <p>{partner ? T.partnerUploadIntro : T.uploadIntro}</p>
      <pre className="conversions__code" tabIndex={0}>
        <code>{T.sampleCsv}</code>
      </pre>
      <Form method="post" encType="multipart/form-data" className="bulk__upload" noValidate>
        <input type="hidden" name="intent" value="upload" />
        <label className="bulk__file">
          {T.fileLabel}
          <input
            type="file"
            name="file"
            accept=".csv,text/csv"
            className="bulk__file-input"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "upload-error" : undefined}
          />
        </label>
        <Button type="submit" busy={busy} busyLabel={T.uploadBusy}>
          {T.uploadButton}
        </Button>
      </Form>
      {error ? (
        <p className="field__error" id="upload-error" role="alert">
          {error}
        </p>
      ) : null}
      {answer?.ok && answer.intent === "upload" ? (
        <div role="status">
          <p>
            <strong>{answer.message}</strong>
          </p>
          {answer.errors && answer.errors.length > 0 ? (
            <ul>
              {answer.errors.map((e) => (
                <li key={e.row}>{T.rowError(e.row, e.error)}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <h2>{T.tabs.uploads}</h2>
      <Uploads uploads={view.uploads.slice(0, 5)} />
    </>
  );
}

/**
 * @example
 * <ConversionsPage view={view} />
 */
export default function ConversionsPage({ view }: { view: ConversionsView }) {
  const p = view.page;
  return (
    <div className="conversions">
      <h1 className="console__title">{T.titles[p]}</h1>
      <ConversionsTabs advertiserId={view.advertiserId} page={p} />
      {p === "overview" ? <Overview view={view} /> : null}
      {p === "history" || p === "test_events" ? (
        <>
          {p === "test_events" ? <p>{T.testIntro}</p> : null}
          <Events events={view.events ?? { items: [], next: null }} test={p === "test_events"} />
        </>
      ) : null}
      {p === "health" || p === "tag_health" ? (
        <>
          <p>{T.healthIntro}</p>
          <Health rows={view.health} />
        </>
      ) : null}
      {p === "deduplication" ? <Deduplication view={view} /> : null}
      {p === "tag" || p === "tag_setup" ? <TagPage view={view} manual={p === "tag_setup"} /> : null}
      {p === "api_setup" || p === "partner_setup" ? <ApiSetup view={view} partner={p === "partner_setup"} /> : null}
      {p === "payload_helper" ? <PayloadHelper now={view.now} /> : null}
      {p === "upload" || p === "partner_upload" ? <Upload view={view} partner={p === "partner_upload"} /> : null}
      {p === "uploads" || p === "partner_uploads" ? <Uploads uploads={view.uploads} /> : null}
    </div>
  );
}
