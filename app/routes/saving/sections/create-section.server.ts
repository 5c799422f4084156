/**
 * /board/{id}/create_section/'s server work (saving.md §2 "Link for creating a section when a
 * board is selected", §5 section name, §8 "Creating a section fails: message_detail or message is
 * shown under the field"): the board (a board the viewer cannot see is the 404 page), then
 * BoardSectionResource create; on success back to `next` (the picker that linked here) or the new
 * section.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { safeNextPath } from "~common/auth/rules";
import { boardRoute } from "~common/saving/contracts";
import { ID_PATTERN } from "~common/saving/schemas";
import { apiClientFor } from "../../../lib/api.server";
import { formString } from "../../../lib/forms";
import { createNamedSection } from "../boards/index.server";

export interface CreateSectionAnswer {
  name: string;
  fieldError?: string;
}

export async function loadCreateSection(request: Request, context: Readonly<RouterContextProvider>, boardId: string) {
  if (!ID_PATTERN.test(boardId)) return data({ board: null }, { status: 404 });
  const board = await apiClientFor(request, context).call(boardRoute, { params: { id: boardId } });
  if (!board.ok) return data({ board: null }, { status: 404 });
  return { board: { id: board.data.id, name: board.data.name, url: board.data.url } };
}

export async function createSectionFromForm(request: Request, context: Readonly<RouterContextProvider>, boardId: string) {
  const form = await request.formData();
  const name = formString(form, "name");
  const made = await createNamedSection(apiClientFor(request, context), boardId, name);
  if (!made.ok) return data<CreateSectionAnswer>({ name, fieldError: made.fieldError }, { status: made.status });
  const next = new URL(request.url).searchParams.get("next");
  throw redirect(next ? safeNextPath(next) : made.value.url);
}
