/**
 * The organize mode's server work (saving.md §4 "Moving pins works as a bulk change", §5 the same
 * place refused, §7 the bulk edit, select-all bulk edit, board section edit and board section pins
 * resources, §8 its errors): with ?organize=1 the board and section loaders add where the Pins
 * can go (the viewer's boards from the picker read, this board's sections, and those of the board
 * chosen without JavaScript: ?to_board=, with the Pins ticked so far, ?pin_ids=); the page's
 * action moves the chosen Pins to a board and one of its sections or none (common/saving/move-pins/rules.ts
 * picks the call) and answers a JavaScript fetcher with data (the page already shows the move and
 * puts the Pins back on a failure) or redirects a plain form back to the organize mode, with the
 * error when it failed.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { bulkMoveRoute, deleteSectionPinsRoute, putSectionPinsRoute } from "~common/saving/move-pins/contracts";
import { boardBySlugRoute, boardPickerRoute, boardSectionsRoute, sectionBySlugRoute } from "~common/saving/contracts";
import { MAX_BULK_PIN_IDS, MAX_PAGE_SIZE } from "~common/saving/constants";
import { moveCall, moveErrorMessage, readDestination, type MoveBoard, type Place } from "~common/saving/move-pins/rules";
import { ID_PATTERN } from "~common/saving/schemas";
import { apiClientFor } from "../../../lib/api.server";
import { formString } from "../../../lib/forms";
import type { SectionOption } from "../sections";
import { MOVE_ERROR_PARAM, ORGANIZE_PARAM, TO_BOARD_PARAM } from "./organize-params";

type Context = Readonly<RouterContextProvider>;
type Api = ReturnType<typeof apiClientFor>;

export interface MoveAnswer {
  ok: boolean;
  message?: string;
  moved?: string[];
}

/** What the organize mode shows: where the Pins are, where they can go, and a no-JavaScript visit's choices so far. */
export interface OrganizeData {
  here: Place;
  boards: MoveBoard[];
  /** The sections known so far, by board id: this board's, and the chosen board's. */
  sections: Record<string, SectionOption[]>;
  /** The board chosen without JavaScript ("Show sections"), or null. */
  toBoard: string | null;
  /** The Pins ticked when "Show sections" was pressed. */
  picked: string[];
  /** A no-JavaScript move's error (?move_error=). */
  error: string | null;
}

async function sectionsOf(api: Api, boardId: string): Promise<SectionOption[]> {
  const sections = await api.call(boardSectionsRoute, { params: { id: boardId }, query: { page_size: MAX_PAGE_SIZE } });
  return sections.ok ? sections.data.items.map((s) => ({ id: s.id, title: s.title })) : [];
}

/** The organize mode's part of a board or section loader: null unless asked for by a member. */
export async function organizeData(request: Request, context: Context, here: Place, member: boolean): Promise<OrganizeData | null> {
  const params = new URL(request.url).searchParams;
  if (!member || params.get(ORGANIZE_PARAM) !== "1") return null;
  const api = apiClientFor(request, context);
  const chosen = params.get(TO_BOARD_PARAM);
  const toBoard = chosen && ID_PATTERN.test(chosen) && chosen !== here.boardId ? chosen : null;
  const [picker, ownSections, toSections] = await Promise.all([
    api.call(boardPickerRoute, { query: {} }),
    sectionsOf(api, here.boardId),
    toBoard ? sectionsOf(api, toBoard) : null,
  ]);
  const boards = picker.ok ? picker.data.all_boards.map((b) => ({ id: b.id, name: b.name, sectionCount: b.section_count })) : [];
  // This board first (its sections are the nearest places), then the others as the picker lists them.
  const ordered = [...boards.filter((b) => b.id === here.boardId), ...boards.filter((b) => b.id !== here.boardId)];
  return {
    here,
    boards: ordered,
    sections: { [here.boardId]: ownSections, ...(toBoard && toSections ? { [toBoard]: toSections } : {}) },
    toBoard: toBoard ?? (chosen === here.boardId ? here.boardId : null),
    picked: params
      .getAll("pin_ids")
      .filter((id) => ID_PATTERN.test(id))
      .slice(0, MAX_BULK_PIN_IDS),
    error: params.get(MOVE_ERROR_PARAM),
  };
}

/**
 * @example
 * export const action = ({ request, context }: Route.ActionArgs) => moveAction(request, context, { boardId, sectionId });
 */
export async function moveAction(request: Request, context: Context, from: Place) {
  const form = await request.formData();
  const js = formString(form, "js") === "1";
  const to = readDestination(formString(form, "to_board"), formString(form, "to_section"));
  const selectAll = formString(form, "select_all") === "1";
  const ids = (name: string) =>
    form
      .getAll(name)
      .map(String)
      .filter((id) => ID_PATTERN.test(id));
  const back = new URL(request.url);
  back.searchParams.set(ORGANIZE_PARAM, "1");
  for (const name of [MOVE_ERROR_PARAM, "pin_ids", "to_section"]) back.searchParams.delete(name);

  let answer: MoveAnswer;
  if (!to || (!selectAll && ids("pin_ids").length === 0)) {
    answer = { ok: false };
  } else {
    const api = apiClientFor(request, context);
    const call = moveCall(from, to, selectAll ? { allBut: ids("excluded_pin_ids") } : { ids: ids("pin_ids") });
    const result =
      call.route === "bulk_edit"
        ? await api.call(bulkMoveRoute, { json: call.body })
        : await api.call(call.route === "put_section_pins" ? putSectionPinsRoute : deleteSectionPinsRoute, {
            params: { id: call.sectionId },
            json: { pins: call.pins },
          });
    answer = result.ok ? { ok: true, moved: result.data.moved_pin_ids } : { ok: false, message: moveErrorMessage(result.error) };
  }
  if (js) return data(answer, { status: answer.ok ? 200 : 400 });
  if (!answer.ok && answer.message) back.searchParams.set(MOVE_ERROR_PARAM, answer.message);
  throw redirect(`${back.pathname}${back.search}`);
}

/** The board (and section) of a board or section page's path, for its move action; null when gone. */
export async function movePlace(
  request: Request,
  context: Context,
  params: { username: string; boardSlug: string; sectionSlug?: string },
): Promise<Place | null> {
  const api = apiClientFor(request, context);
  const board = await api.call(boardBySlugRoute, { params: { username: params.username, slug: params.boardSlug } });
  if (!board.ok) return null;
  if (!params.sectionSlug) return { boardId: board.data.id, sectionId: null };
  const section = await api.call(sectionBySlugRoute, { params: { id: board.data.id, slug: params.sectionSlug } });
  return section.ok ? { boardId: board.data.id, sectionId: section.data.id } : null;
}
