/**
 * The organize mode's server work (saving.md §4 "Moving pins works as a bulk change", §7 the bulk
 * edit resources): with ?organize=1 the board and section loaders add where the Pins can go (the
 * viewer's boards from the picker read, and this board's sections); the page's action moves the
 * chosen Pins (PATCH /v3/bulk_edit/: by ids, or select-all with the excluded ids) and answers a
 * JavaScript fetcher with data (the page already shows the move and puts the Pins back on a
 * failure) or redirects a plain form back to the organize mode, with the error when it failed.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { bulkMoveRoute } from "~common/saving/board-action-contracts";
import { boardBySlugRoute, boardPickerRoute, boardSectionsRoute, sectionBySlugRoute } from "~common/saving/contracts";
import { moveErrorMessage, parseDestination } from "~common/saving/rules/move";
import { ID_PATTERN } from "~common/saving/schemas";
import { apiClientFor } from "../../lib/api.server";
import { formString } from "../../lib/forms";

import { MOVE_ERROR_PARAM, ORGANIZE_PARAM } from "./organize-params";

export interface MoveTarget {
  value: string;
  label: string;
}

export interface MoveAnswer {
  ok: boolean;
  message?: string;
  moved?: string[];
}

/** The destinations: this board's sections first, then every board the viewer can save to. */
export async function loadMoveTargets(request: Request, context: Readonly<RouterContextProvider>, board: { id: string; name: string }): Promise<MoveTarget[]> {
  const api = apiClientFor(request, context);
  const [picker, sections] = await Promise.all([api.call(boardPickerRoute, { query: {} }), api.call(boardSectionsRoute, { params: { id: board.id }, query: { page_size: 100 } })]);
  const own = sections.ok ? sections.data.items.map((s) => ({ value: `${board.id}:${s.id}`, label: `${board.name} › ${s.title}` })) : [];
  const boards = picker.ok ? picker.data.all_boards.map((b) => ({ value: b.id, label: b.name })) : [];
  return [...boards.filter((b) => b.value === board.id), ...own, ...boards.filter((b) => b.value !== board.id)];
}

/**
 * @example
 * export const action = ({ request, context }: Route.ActionArgs) => moveAction(request, context, { boardId, sectionId });
 */
export async function moveAction(request: Request, context: Readonly<RouterContextProvider>, from: { boardId: string; sectionId: string | null }) {
  const form = await request.formData();
  const js = formString(form, "js") === "1";
  const to = parseDestination(formString(form, "to"));
  const selectAll = formString(form, "select_all") === "1";
  const ids = (name: string) => form.getAll(name).map(String).filter((id) => ID_PATTERN.test(id));
  const back = new URL(request.url);
  back.searchParams.set(ORGANIZE_PARAM, "1");
  back.searchParams.delete(MOVE_ERROR_PARAM);

  let answer: MoveAnswer;
  if (!to || (!selectAll && ids("pin_ids").length === 0)) {
    answer = { ok: false };
  } else {
    const result = await apiClientFor(request, context).call(bulkMoveRoute, {
      json: {
        board_id: from.boardId,
        new_board_id: to.boardId,
        new_section_id: to.sectionId,
        old_section_id: from.sectionId,
        ...(selectAll ? { select_all: true, excluded_pin_ids: ids("excluded_pin_ids") } : { pin_ids: ids("pin_ids") }),
      },
    });
    answer = result.ok ? { ok: true, moved: result.data.moved_pin_ids } : { ok: false, message: moveErrorMessage(result.error) };
  }
  if (js) return data(answer, { status: answer.ok ? 200 : 400 });
  if (!answer.ok && answer.message) back.searchParams.set(MOVE_ERROR_PARAM, answer.message);
  throw redirect(`${back.pathname}${back.search}`);
}

/** The organize mode's part of a board or section loader: null unless asked for by a member. */
export async function organizeData(request: Request, context: Readonly<RouterContextProvider>, board: { id: string; name: string }, member: boolean) {
  const params = new URL(request.url).searchParams;
  if (!member || params.get(ORGANIZE_PARAM) !== "1") return null;
  return { targets: await loadMoveTargets(request, context, board), error: params.get(MOVE_ERROR_PARAM) };
}

/** The board (and section) of a board or section page's path, for its move action; null when gone. */
export async function movePlace(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { username: string; boardSlug: string; sectionSlug?: string },
): Promise<{ boardId: string; sectionId: string | null } | null> {
  const api = apiClientFor(request, context);
  const board = await api.call(boardBySlugRoute, { params: { username: params.username, slug: params.boardSlug } });
  if (!board.ok) return null;
  if (!params.sectionSlug) return { boardId: board.data.id, sectionId: null };
  const section = await api.call(sectionBySlugRoute, { params: { id: board.data.id, slug: params.sectionSlug } });
  return section.ok ? { boardId: board.data.id, sectionId: section.data.id } : null;
}
