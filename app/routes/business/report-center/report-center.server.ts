/**
 * The console's report center (docs/decisions/054): the loader of its pages — the saved reports,
 * the builder (new, or `?report_id=` to edit), the runs' history (`?report_id=` for one report's),
 * a run's download page (`?run=`, where a weekly email leads) and the unsubscribe page of an
 * email's link (`?token=`, logged out too) — and the action behind their buttons: one small
 * handler per intent, each one call through the typed client. A fetcher (js=1) gets the answer as
 * data, for a toast; a plain form is redirected with the answer's words in `done`, so every button
 * works without JavaScript too. Each form's submission key gives the API writes their
 * Idempotency-Keys (../../../lib/api.server.ts).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { consoleRoute } from "~common/business/console";
import {
  changeReportRoute,
  createReportRoute,
  deleteReportRoute,
  REPORT_CENTER_COPY as T,
  reportRunRoute,
  reportRunsRoute,
  runReportRoute,
  savedReportRoute,
  savedReportsRoute,
  subscribeReportRoute,
  unsubscribeByLinkRoute,
  unsubscribeLinkRoute,
  unsubscribeReportRoute,
  type ReportRun,
  type ReportRunPage,
  type SavedReport,
  type SavedReportPage,
  type UnsubscribeView,
} from "~common/business/report-center";
import { BUSINESS_MESSAGES } from "~common/business/messages";
import { ID_PATTERN } from "~common/saving/schemas";
import type { ApiClient, ApiResult } from "../../../lib/api-client";
import { apiClientFor } from "../../../lib/api.server";
import { pageUrl } from "../../../lib/page-url.server";
import {
  bodyOf,
  builderFromData,
  builderFromReport,
  builderProblems,
  formField,
  NEW_REPORT,
  utcToday,
  type BuilderForm,
  type FieldProblem,
} from "./report-form";

type Context = Readonly<RouterContextProvider>;

export type ReportCenterTab = "reports" | "builder" | "history" | "download";

export type ReportCenterView =
  | { tab: "reports"; reports: SavedReportPage | null; bookmark: string | null; deleting: SavedReport | null }
  | {
      tab: "builder";
      form: BuilderForm;
      /** The report being edited (null: a new one). */
      editing: { id: string; name: string; version: number; mayChange: boolean } | null;
      /** `?report_id=` named no report of this ad account. */
      missing: boolean;
    }
  | { tab: "history"; runs: ReportRunPage | null; bookmark: string | null; report: { id: string; name: string } | null }
  | { tab: "download"; run: ReportRun | null };

/** The unsubscribe page: the link's report and address, or why the link is not good. */
export interface UnsubscribePageView {
  /** The page's title (the console's meta reads it, without loading the report center's words). */
  title: string;
  token: string;
  view: UnsubscribeView | null;
  error: string | null;
  advertiserId: string;
}

/** What the action answers a fetcher or the builder. */
export interface ReportAnswer {
  ok: boolean;
  intent: string;
  message: string;
  problems?: FieldProblem[];
  form?: BuilderForm;
}

const TAB_OF: Record<string, ReportCenterTab> = {
  report_center: "reports",
  report_center_builder: "builder",
  report_center_history: "history",
  report_center_download: "download",
};
const RUN_ID = /^[0-9a-f]{24}$/;
const validId = (v: string | null) => (v && ID_PATTERN.test(v) ? v : null);

/** Whether a console route key is one of the report center's logged-in pages. */
export const isReportCenterPage = (key: string) => Object.hasOwn(TAB_OF, key);
/** The unsubscribe page, which needs no log-in: the console matches it before it asks for one. */
export const isReportUnsubscribePage = (key: string) => key === "report_center_unsubscribe";

/**
 * @example
 * page = { kind: "report_center", view: await loadReportCenter(api, advertiserId, match.key, url.searchParams) };
 */
export async function loadReportCenter(api: ApiClient, advertiserId: string, key: string, q: URLSearchParams): Promise<ReportCenterView> {
  const tab = TAB_OF[key] ?? "reports";
  const bookmark = q.get("bookmark")?.slice(0, 400) || null;
  switch (tab) {
    case "reports": {
      const list = await api.call(savedReportsRoute, { params: { advertiserId }, query: { bookmark: bookmark ?? undefined } });
      const reports = list.ok ? list.data : null;
      const deleteId = validId(q.get("delete"));
      return { tab, reports, bookmark, deleting: reports?.items.find((r) => r.id === deleteId && r.may_change) ?? null };
    }
    case "builder": {
      const reportId = validId(q.get("report_id"));
      if (!reportId) return { tab, form: NEW_REPORT, editing: null, missing: q.has("report_id") };
      const r = await api.call(savedReportRoute, { params: { advertiserId, reportId } });
      if (!r.ok) return { tab, form: NEW_REPORT, editing: null, missing: true };
      const editing = { id: r.data.id, name: r.data.name, version: r.data.version, mayChange: r.data.may_change };
      return { tab, form: builderFromReport(r.data), editing, missing: false };
    }
    case "history": {
      const reportId = validId(q.get("report_id"));
      const [runs, report] = await Promise.all([
        api.call(reportRunsRoute, {
          params: { advertiserId },
          query: { bookmark: bookmark ?? undefined, report_id: reportId ?? undefined },
        }),
        reportId ? api.call(savedReportRoute, { params: { advertiserId, reportId } }) : null,
      ]);
      const page = runs.ok ? runs.data : null;
      // A deleted report's runs keep its name.
      const name = report?.ok ? report.data.name : (page?.items[0]?.name ?? null);
      return { tab, runs: page, bookmark, report: reportId && name !== null ? { id: reportId, name } : null };
    }
    case "download": {
      const runId = q.get("run");
      if (!runId || !RUN_ID.test(runId)) return { tab, run: null };
      const run = await api.call(reportRunRoute, { params: { advertiserId, runId } });
      return { tab, run: run.ok ? run.data : null };
    }
  }
}

/**
 * The unsubscribe page's loader: what the link stops (no log-in needed; the token is the proof).
 *
 * @example
 * if (isReportUnsubscribePage(match.key)) return loadUnsubscribe(request, context, advertiserId);
 */
export async function loadUnsubscribe(request: Request, context: Context, advertiserId: string) {
  const token = (pageUrl(request).searchParams.get("token") ?? "").slice(0, 200);
  const invalid = BUSINESS_MESSAGES.unsubscribeLinkInvalid as string;
  const title = T.unsubscribeTitle;
  if (!token)
    return data<{ unsubscribe: UnsubscribePageView }>(
      { unsubscribe: { title, token, view: null, error: invalid, advertiserId } },
      { status: 400 },
    );
  const r = await apiClientFor(request, context).call(unsubscribeLinkRoute, { query: { token } });
  const unsubscribe: UnsubscribePageView = r.ok
    ? { title, token, view: r.data, error: null, advertiserId }
    : { title, token, view: null, error: r.error.message_detail ?? r.error.message, advertiserId };
  return data({ unsubscribe }, { status: r.ok ? 200 : r.status });
}

/**
 * The unsubscribe page's button. Its answer is the page again (the link now says it is stopped).
 *
 * @example
 * if (isReportUnsubscribePage(match.key)) return unsubscribeAction(request, context);
 */
export async function unsubscribeAction(request: Request, context: Context) {
  const form = await request.formData().catch(() => null);
  const token = form?.get("token");
  if (typeof token !== "string" || !token || token.length > 200)
    return data<ReportAnswer>(
      { ok: false, intent: "unsubscribe_link", message: BUSINESS_MESSAGES.unsubscribeLinkInvalid },
      { status: 400 },
    );
  const r = await apiClientFor(request, context).call(unsubscribeByLinkRoute, { json: { token } });
  if (r.ok) return data<ReportAnswer>({ ok: true, intent: "unsubscribe_link", message: "" });
  return data<ReportAnswer>(
    { ok: false, intent: "unsubscribe_link", message: r.error.message_detail ?? r.error.message },
    { status: r.status },
  );
}

const id = z.string().regex(ID_PATTERN);
const js = z.string().optional();
const named = { report_id: id, name: z.string().max(400), js };
const FormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("run"), ...named }),
  z.object({ intent: z.literal("delete"), ...named }),
  z.object({ intent: z.literal("subscribe"), ...named }),
  z.object({ intent: z.literal("unsubscribe"), ...named }),
  z.object({
    intent: z.literal("save"),
    report_id: id.optional(),
    version: z.coerce.number().int().min(1).optional(),
    run_now: z.literal("1").optional(),
    js,
  }),
]);
type Intent = z.infer<typeof FormSchema>;
type Failure = Extract<ApiResult<unknown>, { ok: false }>;

/** Answers a fetcher with data; a plain form goes back (or on to `to`) with the words in `done`. */
function answer(request: Request, form: { js?: string }, a: ReportAnswer, status = 200, to?: string) {
  if (form.js === "1") return data(a, { status });
  const back = to ? new URL(to, pageUrl(request)) : pageUrl(request);
  back.searchParams.delete("delete");
  back.searchParams.set("done", a.message);
  throw redirect(`${back.pathname}?${back.searchParams}`);
}

const failed = (request: Request, form: Intent, r: Failure) =>
  answer(request, form, { ok: false, intent: form.intent, message: r.error.message_detail ?? r.error.message }, r.status);

/** The builder's Save report / Save and run: checked as the page checks it, then sent. */
async function save(request: Request, api: ApiClient, advertiserId: string, form: Extract<Intent, { intent: "save" }>, posted: FormData) {
  const values = builderFromData(posted);
  const refused = (problems: FieldProblem[], status: number) =>
    data<ReportAnswer>({ ok: false, intent: "save", message: problems[0]?.message ?? "", problems, form: values }, { status });
  const problems = builderProblems(values, utcToday());
  if (problems.length) return refused(problems, 400);
  const body = { ...bodyOf(values), run_now: form.run_now === "1" };
  const r =
    form.report_id && form.version
      ? await api.call(changeReportRoute, {
          params: { advertiserId, reportId: form.report_id },
          json: { ...body, version: form.version },
        })
      : await api.call(createReportRoute, { params: { advertiserId }, json: body });
  if (!r.ok) return refused([{ field: formField(r.error.data?.field), message: r.error.message_detail ?? r.error.message }], r.status);
  const name = r.data.report.name;
  // Saved: on to the reports (or, run, the history), where the words are a toast (or, without JavaScript, said on the page).
  const to = r.data.run
    ? consoleRoute("report_center_history", { advertiserId, query: { done: T.savedAndRunning(name) } })
    : consoleRoute("report_center", { advertiserId, query: { done: T.saved(name) } });
  throw redirect(to);
}

/**
 * @example
 * if (isReportCenterPage(match.key)) return reportCenterAction(request, context, advertiserId);
 */
export async function reportCenterAction(request: Request, context: Context, advertiserId: string) {
  const posted = await request.formData().catch(() => null);
  const parsed = FormSchema.safeParse(posted ? Object.fromEntries(posted) : {});
  if (!posted || !parsed.success)
    return data<ReportAnswer>({ ok: false, intent: "unknown", message: BUSINESS_MESSAGES.reportNotFound }, { status: 400 });
  const form = parsed.data;
  const api = apiClientFor(request, context);
  switch (form.intent) {
    case "save":
      return save(request, api, advertiserId, form, posted);
    case "run": {
      const r = await api.call(runReportRoute, { params: { advertiserId, reportId: form.report_id } });
      return r.ok ? answer(request, form, { ok: true, intent: form.intent, message: T.runStarted(r.data.name) }) : failed(request, form, r);
    }
    case "delete": {
      const r = await api.call(deleteReportRoute, { params: { advertiserId, reportId: form.report_id } });
      return r.ok
        ? answer(
            request,
            form,
            { ok: true, intent: form.intent, message: T.deleted(form.name) },
            200,
            consoleRoute("report_center", { advertiserId }),
          )
        : failed(request, form, r);
    }
    case "subscribe": {
      const r = await api.call(subscribeReportRoute, { params: { advertiserId, reportId: form.report_id } });
      return r.ok ? answer(request, form, { ok: true, intent: form.intent, message: T.subscribed(form.name) }) : failed(request, form, r);
    }
    case "unsubscribe": {
      const r = await api.call(unsubscribeReportRoute, { params: { advertiserId, reportId: form.report_id } });
      return r.ok ? answer(request, form, { ok: true, intent: form.intent, message: T.unsubscribed(form.name) }) : failed(request, form, r);
    }
  }
}
