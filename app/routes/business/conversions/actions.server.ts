/**
 * Why: the conversions pages' writes, one small handler per intent: a tag made on the tag page, an
 * offline file uploaded (a file input without JavaScript, the same form with it), a payload checked
 * by the payload helper with the very rule the API runs (checkEvent: nothing is sent or stored).
 * The access token page's intents are tokens.server.ts's.
 */
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { createConversionTagRoute } from "~common/business/contracts";
import { checkPayload, type PayloadCheck, UPLOAD_MAX_BYTES, uploadConversionsRoute } from "~common/business/conversions";
import { apiClientFor } from "../../../lib/api.server";
import { CONVERSIONS_PAGE_COPY as T } from "./copy";

type Context = Readonly<RouterContextProvider>;

export interface PageAnswer {
  ok: boolean;
  intent: string;
  message: string;
  field?: string;
  /** the payload helper's verdict, one line per event */
  checks?: PayloadCheck[];
  /** an upload's refused rows */
  errors?: { row: number; error: string }[];
}

const FormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("tag"), name: z.string().max(2000) }),
  z.object({ intent: z.literal("upload"), file: z.instanceof(File).optional(), csv: z.string().max(UPLOAD_MAX_BYTES).optional() }),
  z.object({ intent: z.literal("check"), payload: z.string().max(UPLOAD_MAX_BYTES) }),
]);
type Form = z.infer<typeof FormSchema>;

const fail = (intent: string, message: string, field?: string, status = 400) =>
  data<PageAnswer>({ ok: false, intent, message, ...(field ? { field } : {}) }, { status });

async function makeTag(request: Request, context: Context, advertiserId: string, form: Extract<Form, { intent: "tag" }>) {
  const name = form.name.trim();
  if (name === "") return fail("tag", T.tagNameMissing, "name");
  const r = await apiClientFor(request, context).call(createConversionTagRoute, { params: { advertiserId }, json: { name } });
  return r.ok
    ? data<PageAnswer>({ ok: true, intent: "tag", message: T.tagMade(r.data.name) })
    : fail("tag", r.error.message, "name", r.status);
}

async function upload(request: Request, context: Context, advertiserId: string, form: Extract<Form, { intent: "upload" }>) {
  const file = form.file && form.file.size > 0 ? form.file : null;
  if (file && file.size > UPLOAD_MAX_BYTES) return fail("upload", T.fileTooBig, "file");
  const csv = file ? await file.text() : (form.csv ?? "");
  if (csv.trim() === "") return fail("upload", T.fileMissing, "file");
  const r = await apiClientFor(request, context).call(uploadConversionsRoute, {
    params: { advertiserId },
    json: { file_name: file?.name || T.pastedFileName, csv },
  });
  if (!r.ok) return fail("upload", r.error.message_detail ?? r.error.message, "file", r.status);
  return data<PageAnswer>({
    ok: true,
    intent: "upload",
    message: T.uploaded(r.data.rows_processed, r.data.rows_failed),
    errors: r.data.errors,
  });
}

function check(form: Extract<Form, { intent: "check" }>) {
  const result = checkPayload(form.payload, Math.floor(Date.now() / 1000));
  return "error" in result
    ? fail("check", result.error, "payload")
    : data<PageAnswer>({ ok: true, intent: "check", message: result.summary, checks: result.checks });
}

/**
 * @example
 * if (isConversionsPage(match.key)) return conversionsPageAction(request, context, advertiserId);
 */
export async function conversionsPageAction(request: Request, context: Context, advertiserId: string) {
  const parsed = FormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return fail("unknown", T.somethingWrong);
  const form = parsed.data;
  if (form.intent === "tag") return makeTag(request, context, advertiserId, form);
  if (form.intent === "upload") return upload(request, context, advertiserId, form);
  return check(form);
}
