/**
 * The comments' page work (common/saving/comments/contracts.ts): the first page for the Pin
 * page's loader, the next pages for "More comments", and the forms' action — write, edit, delete,
 * report, one small handler each behind a zod discriminated union. Each answers data to a
 * JavaScript fetcher (the page changed at once and puts things back on a failure) or redirects a
 * plain form back to the Pin's comments, a failure named in the address for the loader to show.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { API_ERRORS } from "~common/errors";
import {
  createCommentRoute,
  deleteCommentRoute,
  editCommentRoute,
  pinCommentsRoute,
  reportCommentRoute,
} from "~common/saving/comments/contracts";
import type { Comment, CommentPage } from "~common/saving/comments/schemas";
import { ID_PATTERN } from "~common/saving/schemas";
import { apiClientFor } from "../../../lib/api.server";

/** The query parameters the Pin page reads: the list's bookmark (no JavaScript), a refused form's error code. */
export const COMMENTS_BOOKMARK_PARAM = "comments";
export const COMMENT_ERROR_PARAM = "comment_error";

export interface CommentsData {
  pinId: string;
  page: CommentPage;
  /** Whether this is a later page (no JavaScript: "Newest comments" leads back). */
  later: boolean;
  /** A refused form's message (no JavaScript). */
  error: string | null;
}

export interface CommentAnswer {
  ok: boolean;
  intent: CommentIntent["intent"];
  comment?: Comment;
  commentId?: string;
  message?: string;
}

const messageOfCode = (code: string | null): string | null =>
  code === null ? null : (Object.values(API_ERRORS).find((e) => String(e.code) === code)?.message ?? null);

/**
 * The Pin's first page of comments (or the page the address's bookmark names), for its loader.
 *
 * @example
 * const comments = await loadComments(request, context, pin.id);
 */
export async function loadComments(request: Request, context: Readonly<RouterContextProvider>, pinId: string): Promise<CommentsData> {
  const url = new URL(request.url);
  const bookmark = url.searchParams.get(COMMENTS_BOOKMARK_PARAM) ?? undefined;
  const api = apiClientFor(request, context);
  let result = await api.call(pinCommentsRoute, { params: { id: pinId }, query: { bookmark } });
  // A stale or made-up bookmark: the first page.
  if (!result.ok && bookmark) result = await api.call(pinCommentsRoute, { params: { id: pinId }, query: {} });
  const page = result.ok ? result.data : { items: [], bookmark: null, comment_count: 0 };
  return { pinId, page, later: result.ok && Boolean(bookmark), error: messageOfCode(url.searchParams.get(COMMENT_ERROR_PARAM)) };
}

/** GET /resources/comments?pin=…&bookmark=… — the next page, for "More comments" with JavaScript. */
export async function moreComments(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url);
  const pinId = url.searchParams.get("pin") ?? "";
  const bookmark = url.searchParams.get("bookmark") ?? "";
  if (!ID_PATTERN.test(pinId) || bookmark === "") return data({ ok: false as const }, { status: 400 });
  const result = await apiClientFor(request, context).call(pinCommentsRoute, { params: { id: pinId }, query: { bookmark } });
  return result.ok ? data({ ok: true as const, page: result.data }) : data({ ok: false as const }, { status: result.status });
}

const id = z.string().regex(ID_PATTERN);
const IntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), pin_id: id, text: z.string() }),
  z.object({ intent: z.literal("edit"), pin_id: id, comment_id: id, text: z.string() }),
  z.object({ intent: z.literal("delete"), pin_id: id, comment_id: id }),
  z.object({ intent: z.literal("report"), pin_id: id, comment_id: id }),
]);
export type CommentIntent = z.infer<typeof IntentSchema>;

type Api = ReturnType<typeof apiClientFor>;
const HANDLERS: { [K in CommentIntent["intent"]]: (api: Api, form: Extract<CommentIntent, { intent: K }>) => ReturnType<Api["call"]> } = {
  create: (api, f) => api.call(createCommentRoute, { params: { id: f.pin_id }, json: { text: f.text } }),
  edit: (api, f) => api.call(editCommentRoute, { params: { id: f.pin_id, comment_id: f.comment_id }, json: { text: f.text } }),
  delete: (api, f) => api.call(deleteCommentRoute, { params: { id: f.pin_id, comment_id: f.comment_id } }),
  report: (api, f) => api.call(reportCommentRoute, { params: { id: f.pin_id, comment_id: f.comment_id } }),
};

export async function commentAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const js = form.get("js") === "1";
  const parsed = IntentSchema.safeParse(Object.fromEntries([...form].filter(([, v]) => typeof v === "string")));
  if (!parsed.success) throw redirect("/");
  const intent = parsed.data;
  const back = `/pin/${intent.pin_id}/`;
  const result = await (HANDLERS[intent.intent] as (api: Api, f: CommentIntent) => ReturnType<Api["call"]>)(
    apiClientFor(request, context),
    intent,
  );
  if (result.status === 401) throw redirect(`/login?${new URLSearchParams({ next: back })}`);
  const answer: CommentAnswer = {
    ok: result.ok,
    intent: intent.intent,
    ...("comment_id" in intent && { commentId: intent.comment_id }),
    ...(result.ok && result.data !== null && { comment: result.data as Comment }),
    ...(!result.ok && { message: result.error.message_detail ?? result.error.message }),
  };
  if (js) return data(answer, { status: result.ok ? 200 : result.status });
  if (!result.ok) throw redirect(`${back}?${new URLSearchParams({ [COMMENT_ERROR_PARAM]: String(result.error.api_error_code) })}#comments`);
  throw redirect(`${back}#comments`);
}
