/**
 * Why: the audiences page's writes, one small handler per intent, each through the typed client.
 * A customer list arrives as hashes (the page's script hashed the file) or, without JavaScript, as
 * the file itself, hashed here and dropped; either way it goes to the API in pieces it takes.
 * Deleting goes back to the list (the words in `done`); the rest answer in data, on the page.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import {
  addListHashesRoute,
  AUDIENCE_KINDS,
  AUDIENCE_LOOKBACK_MAX,
  AUDIENCE_LOOKBACK_MIN,
  AUDIENCE_SIZE_FLOOR,
  changeAudienceRoute,
  createAudienceRoute,
  deleteAudienceRoute,
  ENGAGEMENT_ACTIONS,
  LIST_HASHES_TOTAL_MAX,
  setAudienceUsageRoute,
  VISITOR_EVENTS,
  type NewAudienceBody,
} from "~common/business/audiences";
import { consoleRoute } from "~common/business/console";
import { ID_PATTERN } from "~common/saving/schemas";
import type { ApiClient } from "../../../lib/api-client";
import { apiClientFor } from "../../../lib/api.server";
import { AUDIENCES_COPY as T } from "./copy";
import { chunks } from "./hashing";
import { postedList, sendRest } from "./list-upload.server";

type Context = Readonly<RouterContextProvider>;

export interface AudienceAnswer {
  ok: boolean;
  intent: string;
  message: string;
  /** the form field the refusal is about */
  field?: string;
  /** a refused create's kind and name, for the form shown again without JavaScript */
  kept?: { kind: string; name: string };
}

const id = z.string().regex(ID_PATTERN);
const text = z.string().max(2000).default("");
const list = {
  hashes: z
    .string()
    .max(LIST_HASHES_TOTAL_MAX * 65)
    .optional(),
  skipped: z.coerce.number().int().min(0).optional(),
  // A file input left empty arrives as an empty string.
  file: z.preprocess((f) => (f instanceof File ? f : undefined), z.instanceof(File).optional()),
};
const rule = {
  event_names: z.array(z.enum(VISITOR_EVENTS)).default([]),
  actions: z.array(z.enum(ENGAGEMENT_ACTIONS)).default([]),
  lookback_days: text,
};
const FormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("create"),
    kind: z.enum(AUDIENCE_KINDS),
    name: text,
    seed_audience_id: z.string().max(20).default(""),
    ...rule,
    ...list,
  }),
  z.object({ intent: z.literal("rename"), audience_id: id, name: text }),
  z.object({ intent: z.literal("rule"), audience_id: id, kind: z.enum(["visitor", "engagement"]), ...rule }),
  z.object({ intent: z.literal("add_emails"), audience_id: id, ...list }),
  z.object({ intent: z.literal("delete"), audience_id: id, name: text }),
  z.object({
    intent: z.literal("usage"),
    audience_id: id,
    modes: z.array(z.object({ ad_group_id: id, mode: z.enum(["include", "exclude", "none"]) })).min(1),
  }),
]);
type Form = z.infer<typeof FormSchema>;
type Of<I extends Form["intent"]> = Extract<Form, { intent: I }>;

const fail = (intent: string, message: string, field?: string, status = 400) =>
  data<AudienceAnswer>({ ok: false, intent, message, ...(field ? { field } : {}) }, { status });
const done = (intent: string, message: string) => data<AudienceAnswer>({ ok: true, intent, message });
/** The API's field names, as the page's forms name them. */
const FIELDS: Record<string, string> = {
  name: "name",
  seed_audience_id: "seed_audience_id",
  hashes: "file",
  lookback_days: "lookback_days",
};
const fieldOf = (f: unknown) => (typeof f === "string" ? FIELDS[f] : undefined);

const lookback = (raw: string) => {
  const days = /^\d{1,3}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  return days >= AUDIENCE_LOOKBACK_MIN && days <= AUDIENCE_LOOKBACK_MAX ? days : null;
};

async function create(api: ApiClient, advertiserId: string, form: Of<"create">) {
  const kept = { kind: form.kind, name: form.name };
  const no = (message: string, field?: string, status = 400) =>
    data<AudienceAnswer>({ ok: false, intent: "create", message, ...(field ? { field } : {}), kept }, { status });
  const name = form.name.trim();
  if (name === "") return no(T.nameMissing, "name");
  let body: NewAudienceBody;
  let pieces: string[][] = [];
  let skipped = 0;
  if (form.kind === "visitor" || form.kind === "engagement") {
    const days = lookback(form.lookback_days);
    if (days === null) return no(T.lookbackInvalid, "lookback_days");
    if (form.kind === "engagement" && form.actions.length === 0) return no(T.actionsMissing, "actions");
    body =
      form.kind === "visitor"
        ? { kind: "visitor", name, event_names: form.event_names, lookback_days: days }
        : { kind: "engagement", name, actions: form.actions, lookback_days: days };
  } else if (form.kind === "actalike") {
    if (!ID_PATTERN.test(form.seed_audience_id)) return no(T.seedMissing, "seed_audience_id");
    body = { kind: "actalike", name, seed_audience_id: form.seed_audience_id };
  } else {
    const hashed = await postedList(form);
    if (!hashed.ok) return no(hashed.message, "file");
    pieces = chunks(hashed.hashes);
    skipped = hashed.skipped;
    body = { kind: "customer_list", name, hashes: pieces[0]! };
  }
  const r = await api.call(createAudienceRoute, { params: { advertiserId }, json: body });
  if (!r.ok) return no(r.error.message, fieldOf(r.error.data?.field), r.status);
  const total = pieces.reduce((sum, p) => sum + p.length, 0);
  const rest = pieces.length > 1 ? await sendRest(api, advertiserId, r.data.id, pieces, total) : { stopped: null };
  return rest.stopped ? no(rest.stopped, "file", 409) : done("create", T.created(r.data.name, skipped));
}

async function rename(api: ApiClient, advertiserId: string, form: Of<"rename">) {
  const name = form.name.trim();
  if (name === "") return fail("rename", T.nameMissing, "name");
  const r = await api.call(changeAudienceRoute, { params: { advertiserId, audienceId: form.audience_id }, json: { name } });
  return r.ok ? done("rename", T.renamed(r.data.name)) : fail("rename", r.error.message, "name", r.status);
}

async function changeRule(api: ApiClient, advertiserId: string, form: Of<"rule">) {
  const days = lookback(form.lookback_days);
  if (days === null) return fail("rule", T.lookbackInvalid, "lookback_days");
  if (form.kind === "engagement" && form.actions.length === 0) return fail("rule", T.actionsMissing, "actions");
  const json =
    form.kind === "visitor" ? { event_names: form.event_names, lookback_days: days } : { actions: form.actions, lookback_days: days };
  const r = await api.call(changeAudienceRoute, { params: { advertiserId, audienceId: form.audience_id }, json });
  return r.ok ? done("rule", T.ruleSaved(T.size(r.data.size, AUDIENCE_SIZE_FLOOR))) : fail("rule", r.error.message, undefined, r.status);
}

async function addEmails(api: ApiClient, advertiserId: string, form: Of<"add_emails">) {
  const hashed = await postedList(form);
  if (!hashed.ok) return fail("add_emails", hashed.message, "file");
  const pieces = chunks(hashed.hashes);
  const params = { advertiserId, audienceId: form.audience_id };
  const r = await api.call(addListHashesRoute, { params, json: { hashes: pieces[0]! } });
  if (!r.ok) return fail("add_emails", r.error.message, "file", r.status);
  const rest = pieces.length > 1 ? await sendRest(api, advertiserId, form.audience_id, pieces, hashed.hashes.length) : null;
  if (rest?.stopped) return fail("add_emails", rest.stopped, "file", 409);
  return done("add_emails", T.added(rest?.rows || r.data.list_rows || 0, hashed.skipped));
}

async function remove(api: ApiClient, advertiserId: string, form: Of<"delete">) {
  const r = await api.call(deleteAudienceRoute, { params: { advertiserId, audienceId: form.audience_id } });
  if (!r.ok) return fail("delete", r.error.message, undefined, r.status);
  throw redirect(consoleRoute("audiences", { advertiserId, query: { done: T.deleted(r.data.name) } }));
}

async function usage(api: ApiClient, advertiserId: string, form: Of<"usage">) {
  const r = await api.call(setAudienceUsageRoute, {
    params: { advertiserId, audienceId: form.audience_id },
    json: { ad_groups: form.modes },
  });
  return r.ok
    ? done("usage", T.usageSaved(r.data.ad_groups.filter((g) => g.mode === "include" || g.mode === "exclude").length))
    : fail("usage", r.error.message, undefined, r.status);
}

/** The posted form as the schema reads it: the ticked boxes as lists, each ad group's radio by its row. */
function formObject(posted: FormData) {
  const groups = posted.getAll("ad_group_id").map(String);
  return {
    ...Object.fromEntries(posted),
    event_names: posted.getAll("event_names"),
    actions: posted.getAll("actions"),
    modes: groups.map((g) => ({ ad_group_id: g, mode: posted.get(`mode_${g}`) ?? "none" })),
  };
}

/**
 * @example
 * if (match.key === "audiences") return audiencesAction(request, context, advertiserId);
 */
export async function audiencesAction(request: Request, context: Context, advertiserId: string) {
  const posted = await request.formData().catch(() => null);
  const parsed = FormSchema.safeParse(posted ? formObject(posted) : {});
  if (!parsed.success) return fail("unknown", T.somethingWrong);
  const form = parsed.data;
  const api = apiClientFor(request, context);
  switch (form.intent) {
    case "create":
      return create(api, advertiserId, form);
    case "rename":
      return rename(api, advertiserId, form);
    case "rule":
      return changeRule(api, advertiserId, form);
    case "add_emails":
      return addEmails(api, advertiserId, form);
    case "delete":
      return remove(api, advertiserId, form);
    case "usage":
      return usage(api, advertiserId, form);
  }
}
