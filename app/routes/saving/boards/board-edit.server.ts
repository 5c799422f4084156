/**
 * /board/{id}/edit's server work (issue 34 item 2): the board for its owner or a collaborator
 * (anyone else: the 404 page; a collaborator sees only the description, common/saving/boards/rules.ts),
 * the Pins it offers as covers, and the action — one intent per form (save, archive, unarchive,
 * delete), each a small handler. The name rule runs here before the call, as on the create page;
 * the API's refusals come back under their field. A delete goes to the owner's profile.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { updateBoardRoute } from "~common/saving/boards/contracts";
import { BOARD_EDIT_COPY } from "~common/saving/boards/messages";
import { mayChangeBoardField, type BoardRole } from "~common/saving/boards/rules";
import { boardPinsRoute, boardRoute, deleteBoardRoute } from "~common/saving/contracts";
import { COVER_CHOICES } from "~common/saving/constants";
import { NAME_RULE_MESSAGES } from "~common/saving/messages";
import { checkBoardName } from "~common/saving/rules";
import { ID_PATTERN } from "~common/saving/schemas";
import { apiClientFor } from "../../../lib/api.server";
import type { LoggedInViewer } from "../../../lib/guards.server";

type Context = Readonly<RouterContextProvider>;

export interface CoverChoice {
  id: string;
  title: string;
  imageUrl: string;
  color: string;
}

export interface BoardEditAnswer {
  ok: boolean;
  intent: string;
  message?: string;
  fieldErrors?: Partial<Record<"name" | "description" | "cover_pin_id", string>>;
  values?: { name: string; description: string; secret: boolean };
}

export async function loadBoardEdit(request: Request, context: Context, viewer: LoggedInViewer, id: string) {
  if (!ID_PATTERN.test(id)) return data({ board: null }, { status: 404 });
  const api = apiClientFor(request, context);
  const [found, pins] = await Promise.all([
    api.call(boardRoute, { params: { id } }),
    api.call(boardPinsRoute, { params: { id }, query: { page_size: COVER_CHOICES, filter_section_pins: "false" } }),
  ]);
  if (!found.ok) return data({ board: null }, { status: 404 });
  const b = found.data;
  const role: BoardRole | null =
    b.owner.id === viewer.user.id ? "owner" : b.collaborating_users.some((u) => u.id === viewer.user.id) ? "collaborator" : null;
  if (!role) return data({ board: null }, { status: 404 });
  const coverUrl = b.cover_images?.["236x"].url ?? null;
  const covers: CoverChoice[] = pins.ok
    ? pins.data.items.map((p) => ({
        id: p.id,
        title: p.title || p.description || BOARD_EDIT_COPY.coverAuto,
        imageUrl: p.images["236x"].url,
        color: p.dominant_color,
      }))
    : [];
  return {
    board: {
      id: b.id,
      name: b.name,
      description: b.description,
      url: b.url,
      privacy: b.privacy,
      pinCount: b.pin_count,
      sectionCount: b.section_count,
      archived: b.archived_by_me_at !== null,
      coverPinId: covers.find((c) => c.imageUrl === coverUrl)?.id ?? null,
      ownerUrl: `/${b.owner.username}/`,
    },
    role,
    covers,
  };
}

const IntentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save"),
    name: z.string().optional(),
    description: z.string().optional(),
    secret: z.string().optional(),
    privacy_shown: z.string().optional(),
    cover_pin_id: z.string().optional(),
    cover_was: z.string().optional(),
  }),
  z.object({ intent: z.literal("archive") }),
  z.object({ intent: z.literal("unarchive") }),
  z.object({ intent: z.literal("delete") }),
]);

type Api = ReturnType<typeof apiClientFor>;

async function save(api: Api, id: string, role: BoardRole, form: Extract<z.infer<typeof IntentSchema>, { intent: "save" }>) {
  const values = { name: form.name ?? "", description: form.description ?? "", secret: form.secret === "on" };
  const json: Record<string, unknown> = { description: values.description };
  if (mayChangeBoardField(role, "name")) {
    const local = checkBoardName(values.name);
    if (local)
      return data<BoardEditAnswer>(
        { ok: false, intent: "save", fieldErrors: { name: NAME_RULE_MESSAGES[local] }, values },
        { status: 400 },
      );
    json.name = values.name;
  }
  if (mayChangeBoardField(role, "privacy") && form.privacy_shown === "1") json.privacy = values.secret ? "secret" : "public";
  // Only a new choice is sent: a cover choice waits for any move on the board, a rename need not.
  const cover = form.cover_pin_id;
  if (mayChangeBoardField(role, "cover_pin_id") && cover && ID_PATTERN.test(cover) && cover !== form.cover_was) json.cover_pin_id = cover;
  const result = await api.call(updateBoardRoute, { params: { id }, json });
  if (result.ok) return { ok: true, intent: "save", message: BOARD_EDIT_COPY.saved } satisfies BoardEditAnswer;
  const field = result.error.data?.field;
  const text = result.error.message_detail ?? result.error.message;
  if (field === "name" || field === "description" || field === "cover_pin_id") {
    return data<BoardEditAnswer>({ ok: false, intent: "save", fieldErrors: { [field]: text }, values }, { status: result.status });
  }
  return data<BoardEditAnswer>({ ok: false, intent: "save", message: text, values }, { status: result.status });
}

/**
 * @example
 * export const action = (args: Route.ActionArgs) => boardEditAction(args.request, args.context, args.params.id);
 */
export async function boardEditAction(request: Request, context: Context, viewer: LoggedInViewer, id: string) {
  const loaded = await loadBoardEdit(request, context, viewer, id);
  if (!("role" in loaded) || !loaded.board) throw data(null, { status: 404 });
  const parsed = IntentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    return data<BoardEditAnswer>({ ok: false, intent: "unknown", message: BOARD_EDIT_COPY.somethingWrong }, { status: 400 });
  const api = apiClientFor(request, context);
  const form = parsed.data;
  switch (form.intent) {
    case "save":
      return save(api, id, loaded.role, form);
    case "archive":
    case "unarchive": {
      const result = await api.call(updateBoardRoute, { params: { id }, json: { archived: form.intent === "archive" } });
      if (!result.ok)
        return data<BoardEditAnswer>({ ok: false, intent: form.intent, message: result.error.message }, { status: result.status });
      return {
        ok: true,
        intent: form.intent,
        message: form.intent === "archive" ? BOARD_EDIT_COPY.archived : BOARD_EDIT_COPY.unarchived,
      } satisfies BoardEditAnswer;
    }
    case "delete": {
      const result = await api.call(deleteBoardRoute, { params: { id } });
      if (!result.ok)
        return data<BoardEditAnswer>({ ok: false, intent: "delete", message: result.error.message }, { status: result.status });
      throw redirect(loaded.board.ownerUrl);
    }
  }
}
