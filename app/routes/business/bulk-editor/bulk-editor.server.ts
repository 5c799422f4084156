/**
 * The console's bulk editor (docs/decisions/055): the loader of its pages (upload, download,
 * history, id library, resources; /ads/bulk_edit/ is the upload page started from chosen
 * campaigns) and the action behind its two buttons — "Check the sheet" (a dry run of the chosen
 * file) and "Apply changes" (the same sheet, carried in the form, applied) — each one call through
 * the typed client. Plain forms: everything works without JavaScript.
 */
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import {
  BULK_EDITOR_COPY as T,
  BULK_MAX_BYTES,
  bulkIdsRoute,
  bulkUploadRoute,
  bulkUploadsRoute,
  type BulkIds,
  type BulkResult,
  type BulkRowErrorView,
  type BulkUploadPage,
} from "~common/business/bulk-editor";
import { BUSINESS_MESSAGES } from "~common/business/messages";
import { API_ERRORS } from "~common/errors";
import { ID_PATTERN } from "~common/saving/schemas";
import type { ApiClient } from "../../../lib/api-client";
import { apiClientFor } from "../../../lib/api.server";

type Context = Readonly<RouterContextProvider>;

export type BulkTab = "upload" | "download" | "history" | "ids" | "resources";

export type BulkEditorView =
  | { tab: "upload" | "download"; templateHref: string; campaignIds: string[] }
  | { tab: "history"; uploads: BulkUploadPage | null; bookmark: string | null }
  | { tab: "ids"; q: string; ids: BulkIds | null }
  | { tab: "resources" };

/** What the action answers: a preview or an applied upload (with the sheet, to apply it next), or the problems. */
export type BulkAnswer =
  | { ok: true; result: BulkResult; sheet: string; fileName: string }
  | { ok: false; message: string; errors: BulkRowErrorView[]; errorCount: number; readOnly?: boolean };

const TAB_OF: Record<string, BulkTab> = {
  bulk_editor: "upload",
  bulk_editor_upload_template: "upload",
  ads_bulk_edit: "upload",
  bulk_editor_download_template: "download",
  bulk_editor_history: "history",
  bulk_editor_bulk_id_library: "ids",
  bulk_editor_resources: "resources",
};

/** Whether a console route key is one of the bulk editor's pages. */
export const isBulkEditorPage = (key: string) => Object.hasOwn(TAB_OF, key);

/**
 * @example
 * page = { kind: "bulk_editor", bulk: await loadBulkEditor(api, advertiserId, match.key, url.searchParams) };
 */
export async function loadBulkEditor(api: ApiClient, advertiserId: string, key: string, q: URLSearchParams): Promise<BulkEditorView> {
  const tab = TAB_OF[key] ?? "upload";
  switch (tab) {
    case "upload":
    case "download": {
      // /ads/bulk_edit/?campaign_id=1&campaign_id=2: the sheet of those campaigns only.
      const campaignIds = q
        .getAll("campaign_id")
        .filter((id) => new RegExp(ID_PATTERN).test(id))
        .slice(0, 100);
      const query = new URLSearchParams(campaignIds.map((id) => ["campaign_id", id]));
      const templateHref = `/ads/v4/advertisers/${advertiserId}/bulk/template/${campaignIds.length ? `?${query}` : ""}`;
      return { tab, templateHref, campaignIds };
    }
    case "history": {
      const bookmark = q.get("bookmark");
      const list = await api.call(bulkUploadsRoute, { params: { advertiserId }, query: { bookmark: bookmark ?? undefined } });
      return { tab, uploads: list.ok ? list.data : null, bookmark };
    }
    case "ids": {
      const text = (q.get("q") ?? "").slice(0, 100);
      const ids = await api.call(bulkIdsRoute, { params: { advertiserId }, query: { q: text || undefined } });
      return { tab, q: text, ids: ids.ok ? ids.data : null };
    }
    default:
      return { tab: "resources" };
  }
}

const FormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("preview"), file: z.instanceof(File).optional() }),
  z.object({ intent: z.literal("apply"), sheet: z.string().min(1).max(BULK_MAX_BYTES), file_name: z.string().max(200).optional() }),
]);

const refused = (message: string, status = 400, extra: Partial<Extract<BulkAnswer, { ok: false }>> = {}) =>
  data<BulkAnswer>({ ok: false, message, errors: [], errorCount: 0, ...extra }, { status });

/**
 * @example
 * if (isBulkEditorPage(match.key)) return bulkEditorAction(request, context, advertiserId);
 */
export async function bulkEditorAction(request: Request, context: Context, advertiserId: string) {
  const form = await request.formData().catch(() => null);
  const parsed = FormSchema.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) return refused(T.pickFile);
  let sheet: string;
  let fileName: string;
  if (parsed.data.intent === "preview") {
    const file = parsed.data.file;
    if (!file || file.size === 0) return refused(T.pickFile);
    if (file.size > BULK_MAX_BYTES) return refused(API_ERRORS.PAYLOAD_TOO_LARGE.message, 413);
    sheet = await file.text();
    fileName = file.name || "sheet.csv";
  } else {
    sheet = parsed.data.sheet;
    fileName = parsed.data.file_name || "sheet.csv";
  }
  const api = apiClientFor(request, context);
  const result = await api.call(bulkUploadRoute, {
    params: { advertiserId },
    query: { dry_run: parsed.data.intent === "preview" ? "true" : "false", file_name: fileName },
    raw: { contentType: "text/plain", body: new TextEncoder().encode(sheet) as Uint8Array<ArrayBuffer> },
  });
  if (result.ok) return data<BulkAnswer>({ ok: true, result: result.data, sheet, fileName });
  const e = result.error;
  const errors = Array.isArray(e.data?.errors) ? (e.data.errors as BulkRowErrorView[]) : [];
  const count = typeof e.data?.error_count === "number" ? e.data.error_count : errors.length;
  if (e.api_error_code === API_ERRORS.ADVERTISER_ACCESS_DENIED.code) return refused(T.readOnly, 403, { readOnly: true });
  if (e.api_error_code === API_ERRORS.CAMPAIGN_CHANGED_MEANWHILE.code) return refused(BUSINESS_MESSAGES.campaignChangedMeanwhile, 409);
  return refused(e.message_detail ?? e.message, result.status, { errors, errorCount: count });
}
