/**
 * /pin/{id}/edit's server work (issue 34 item 1): the Pin and what the viewer may do with it (its
 * pinner changes its words; its pinner or a member of its board moves it, to one of the viewer's
 * boards from the picker read; its pinner or its board's owner deletes it), the sections of the
 * board chosen (?board= when a no-JavaScript visitor picks another board and asks for its
 * sections), and the action's three intents: save (PATCH /v3/pins/{id}/), delete and restore. A
 * JavaScript fetcher gets data back (the page shows the toast and Undo); a plain form is
 * redirected: to the Pin after a save or a restore, to the "deleted" step (?deleted=1, with Undo and
 * the board's link) after a delete.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { safeNextPath } from "~common/auth/rules";
import { boardPickerRoute, boardSectionsRoute, pinRoute } from "~common/saving/contracts";
import { MAX_PAGE_SIZE } from "~common/saving/constants";
import { checkPinEdit, PIN_EDIT_MESSAGES } from "~common/saving/pins";
import { deletePinRoute, editPinRoute, restorePinRoute } from "~common/saving/pins/contracts";
import { ID_PATTERN } from "~common/saving/schemas";
import { apiClientFor } from "../../../lib/api.server";
import type { LoggedInViewer } from "../../../lib/guards.server";
import { BOARD_PARAM, CONFIRM_DELETE_PARAM, DELETED_PARAM } from "./pin-edit-params";

type Context = Readonly<RouterContextProvider>;

export type PinEditField = "title" | "description" | "link" | "alt_text" | "board_id" | "section_id";

/** What the action answers a fetcher (or a plain form that stays on the page with an error). */
export interface PinEditAnswer {
  ok: boolean;
  intent: "save" | "delete" | "restore";
  fieldErrors: Partial<Record<PinEditField, string>>;
  formError?: string;
  /** After a delete: where to go, and until when Undo works. */
  deleted?: { boardUrl: string; restorableUntil: string };
  /** After a save or a restore: the Pin's page. */
  pinUrl?: string;
}

export async function loadPinEdit(request: Request, context: Context, viewer: LoggedInViewer, id: string) {
  const url = new URL(request.url);
  // The "deleted" step: the Pin is gone, so only the Undo and the way to the board are shown.
  if (url.searchParams.get(DELETED_PARAM) === "1") {
    return { step: "deleted" as const, id, boardUrl: safeNextPath(url.searchParams.get("to"), "/") };
  }
  if (!ID_PATTERN.test(id)) return data({ step: "missing" as const }, { status: 404 });
  const api = apiClientFor(request, context);
  const [pin, picker] = await Promise.all([api.call(pinRoute, { params: { id }, query: {} }), api.call(boardPickerRoute, { query: {} })]);
  if (!pin.ok || !pin.data.board || !pin.data.pinner) return data({ step: "missing" as const }, { status: 404 });
  const boards = picker.ok ? picker.data.all_boards.map((b) => ({ id: b.id, name: b.name })) : [];
  const here = pin.data.board;
  const isPinner = pin.data.pinner.id === viewer.user.id;
  const member = boards.some((b) => b.id === here.id);
  const may = { words: isPinner, move: (isPinner || member) && boards.length > 0, delete: isPinner || here.owner.id === viewer.user.id };
  // Nothing to do here for this viewer: the Pin's page says what they may do (nothing).
  if (!may.words && !may.move && !may.delete) throw redirect(`/pin/${id}/`);
  const chosen = url.searchParams.get(BOARD_PARAM);
  const sectionsBoard = chosen && boards.some((b) => b.id === chosen) ? chosen : here.id;
  const sections = may.move
    ? await api.call(boardSectionsRoute, { params: { id: sectionsBoard }, query: { page_size: MAX_PAGE_SIZE } })
    : null;
  // "Show sections" sent the words typed so far: they stay in the form.
  const typed = (name: string, saved: string) => url.searchParams.get(name) ?? saved;
  return {
    step: "edit" as const,
    pin: {
      id: pin.data.id,
      title: typed("title", pin.data.title ?? ""),
      description: typed("description", pin.data.description ?? ""),
      link: typed("link", pin.data.link ?? ""),
      altText: typed("alt_text", pin.data.alt_text ?? ""),
      image: pin.data.images?.["236x"] ?? null,
      color: pin.data.dominant_color ?? "#efefef",
      boardId: here.id,
      boardName: here.name,
      boardUrl: here.url,
      sectionId: pin.data.section?.id ?? null,
    },
    may,
    // The Pin's own board is always a choice, even for a pinner no longer on it.
    boards: member || !may.move ? boards : [{ id: here.id, name: here.name }, ...boards],
    sectionsBoard,
    sections: sections?.ok ? sections.data.items.map((s) => ({ id: s.id, title: s.title })) : [],
    confirmDelete: url.searchParams.get(CONFIRM_DELETE_PARAM) === "1",
  };
}

const idOrEmpty = z.union([z.literal(""), z.string().regex(ID_PATTERN)]);
/** The form's intents: one small handler each. */
const PinEditFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save"),
    title: z.string().optional(),
    description: z.string().optional(),
    link: z.string().optional(),
    alt_text: z.string().optional(),
    board_id: idOrEmpty.optional(),
    section_id: idOrEmpty.optional(),
    // Whose sections the section choice listed: a section of another board than the one chosen is no choice.
    sections_board: idOrEmpty.optional(),
    js: z.string().optional(),
  }),
  z.object({ intent: z.literal("delete"), js: z.string().optional() }),
  z.object({ intent: z.literal("restore"), js: z.string().optional(), to: z.string().optional() }),
]);
type PinEditForm = z.infer<typeof PinEditFormSchema>;

const FIELD_OF: Record<string, PinEditField> = {
  title: "title",
  description: "description",
  link: "link",
  alt_text: "alt_text",
  board_id: "board_id",
  section_id: "section_id",
};

const failed = (intent: PinEditAnswer["intent"], error: { message: string; message_detail?: string; data?: Record<string, unknown> }) => {
  const field = typeof error.data?.field === "string" ? FIELD_OF[error.data.field] : undefined;
  const message = error.message_detail ?? error.message;
  return field ? { ok: false, intent, fieldErrors: { [field]: message } } : { ok: false, intent, fieldErrors: {}, formError: message };
};

async function save(
  request: Request,
  context: Context,
  id: string,
  form: Extract<PinEditForm, { intent: "save" }>,
): Promise<PinEditAnswer> {
  const words = { title: form.title, description: form.description, alt_text: form.alt_text, link: form.link };
  const failure = checkPinEdit(words);
  if (failure) return { ok: false, intent: "save", fieldErrors: { [failure.field]: PIN_EDIT_MESSAGES[failure.failure] } };
  const boardId = form.board_id || undefined;
  const section = form.sections_board && boardId && form.sections_board !== boardId ? "" : form.section_id;
  const json = {
    ...Object.fromEntries(Object.entries(words).filter(([, v]) => v !== undefined)),
    ...(boardId ? { board_id: boardId } : {}),
    ...(section !== undefined && boardId ? { section_id: section === "" ? null : section } : {}),
  };
  const result = await apiClientFor(request, context).call(editPinRoute, { params: { id }, json });
  return result.ok ? { ok: true, intent: "save", fieldErrors: {}, pinUrl: `/pin/${id}/` } : failed("save", result.error);
}

async function remove(request: Request, context: Context, id: string): Promise<PinEditAnswer> {
  const result = await apiClientFor(request, context).call(deletePinRoute, { params: { id } });
  return result.ok
    ? {
        ok: true,
        intent: "delete",
        fieldErrors: {},
        deleted: { boardUrl: result.data.board.url, restorableUntil: result.data.restorable_until },
      }
    : failed("delete", result.error);
}

async function restore(request: Request, context: Context, id: string): Promise<PinEditAnswer> {
  const result = await apiClientFor(request, context).call(restorePinRoute, { params: { id } });
  return result.ok ? { ok: true, intent: "restore", fieldErrors: {}, pinUrl: `/pin/${id}/` } : failed("restore", result.error);
}

/**
 * @example
 * export const action = ({ request, context, params }: Route.ActionArgs) => pinEditAction(request, context, params.id);
 */
export async function pinEditAction(request: Request, context: Context, id: string) {
  const parsed = PinEditFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!ID_PATTERN.test(id) || !parsed.success)
    return data<PinEditAnswer>({ ok: false, intent: "save", fieldErrors: {}, formError: PIN_EDIT_MESSAGES.editEmpty }, { status: 400 });
  const form = parsed.data;
  const answer =
    form.intent === "save"
      ? await save(request, context, id, form)
      : form.intent === "delete"
        ? await remove(request, context, id)
        : await restore(request, context, id);
  if (form.js === "1" || !answer.ok) return data(answer, { status: answer.ok ? 200 : 400 });
  if (answer.deleted) {
    const to = new URLSearchParams({ [DELETED_PARAM]: "1", to: answer.deleted.boardUrl });
    throw redirect(`/pin/${id}/edit?${to}`);
  }
  throw redirect(answer.pinUrl!);
}
