/**
 * /board/{id}/section/{sectionId}/edit's server work (issue 34 item 2): the section of a board the
 * viewer is a member of (else the 404 page), and the action — rename, move (the board page's
 * "Move up/down" forms post here), delete with its Pins kept or deleted (the owner only) — one
 * small handler per intent. A JavaScript fetcher gets data (js=1); a plain form is redirected:
 * a move back to the board, a delete to the board, a rename stays with its answer.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { BOARD_EDIT_COPY } from "~common/saving/boards";
import { boardRoute, sectionRoute } from "~common/saving/contracts";
import { NAME_RULE_MESSAGES } from "~common/saving/messages";
import { checkSectionName } from "~common/saving/rules";
import { ID_PATTERN } from "~common/saving/schemas";
import { deleteSectionRoute, updateSectionRoute } from "~common/saving/sections/contracts";
import { SECTION_PIN_FATES } from "~common/saving/sections/rules";
import { apiClientFor } from "../../../lib/api.server";
import type { LoggedInViewer } from "../../../lib/guards.server";

type Context = Readonly<RouterContextProvider>;

export interface SectionEditAnswer {
  ok: boolean;
  intent: string;
  message?: string;
  nameError?: string;
  name?: string;
}

export async function loadSectionEdit(request: Request, context: Context, viewer: LoggedInViewer, id: string, sectionId: string) {
  if (!ID_PATTERN.test(id) || !ID_PATTERN.test(sectionId)) return data({ section: null }, { status: 404 });
  const api = apiClientFor(request, context);
  const [board, section] = await Promise.all([
    api.call(boardRoute, { params: { id } }),
    api.call(sectionRoute, { params: { id: sectionId } }),
  ]);
  if (!board.ok || !section.ok || section.data.board.id !== id) return data({ section: null }, { status: 404 });
  const owner = board.data.owner.id === viewer.user.id;
  if (!owner && !board.data.collaborating_users.some((u) => u.id === viewer.user.id)) return data({ section: null }, { status: 404 });
  return {
    owner,
    board: { id, name: board.data.name, url: board.data.url },
    section: { id: sectionId, title: section.data.title, url: section.data.url, pinCount: section.data.pin_count },
  };
}

const IntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("rename"), name: z.string(), js: z.string().optional() }),
  z.object({ intent: z.literal("move"), position: z.coerce.number().int().min(0).max(10_000), js: z.string().optional() }),
  z.object({ intent: z.literal("delete"), pins: z.enum(SECTION_PIN_FATES), js: z.string().optional() }),
]);

const failed = (intent: string, message: string, status: number, extra: Partial<SectionEditAnswer> = {}) =>
  data<SectionEditAnswer>({ ok: false, intent, message, ...extra }, { status });

/**
 * @example
 * export const action = async (args: Route.ActionArgs) => sectionEditAction(args.request, args.context, args.params);
 */
export async function sectionEditAction(request: Request, context: Context, params: { id: string; sectionId: string }) {
  if (!ID_PATTERN.test(params.id) || !ID_PATTERN.test(params.sectionId)) throw data(null, { status: 404 });
  const parsed = IntentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return failed("unknown", BOARD_EDIT_COPY.somethingWrong, 400);
  const form = parsed.data;
  const js = form.js === "1";
  const api = apiClientFor(request, context);
  const section = { params: { id: params.sectionId } };
  switch (form.intent) {
    case "rename": {
      const name = form.name.trim();
      const local = checkSectionName(name);
      if (local) return failed("rename", NAME_RULE_MESSAGES[local], 400, { nameError: NAME_RULE_MESSAGES[local], name: form.name });
      const result = await api.call(updateSectionRoute, { ...section, json: { name } });
      if (!result.ok) {
        const text = result.error.message_detail ?? result.error.message;
        return failed("rename", text, result.status, result.error.data?.field === "name" ? { nameError: text, name: form.name } : {});
      }
      return { ok: true, intent: "rename", message: BOARD_EDIT_COPY.sectionSaved } satisfies SectionEditAnswer;
    }
    case "move": {
      const result = await api.call(updateSectionRoute, { ...section, json: { position: form.position } });
      if (js) return result.ok ? { ok: true, intent: "move" } : failed("move", result.error.message, result.status);
      const board = await api.call(boardRoute, { params: { id: params.id } });
      throw redirect(board.ok ? board.data.url : "/");
    }
    case "delete": {
      const result = await api.call(deleteSectionRoute, { ...section, query: { pins: form.pins } });
      if (!result.ok) return failed("delete", result.error.message, result.status);
      const board = await api.call(boardRoute, { params: { id: params.id } });
      throw redirect(board.ok ? board.data.url : "/");
    }
  }
}
