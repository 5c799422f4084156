/**
 * Creating a board or a section from a form, the same on every page that offers it (/board/create/,
 * /board/{id}/create_section/, the save-to-board modal and page): the shared name rule of
 * saving.md §5 first, then the API, and its refusals mapped as §8 says — a board's "The message,
 * plus message_detail if present (…) Fallback: 'Uh oh! Something went wrong.'", a name refused
 * under the field, a section's "message_detail or message (…) under the field".
 */
import { createBoardRoute, createSectionRoute } from "~common/saving/contracts";
import { NAME_RULE_MESSAGES, SAVING_MESSAGES } from "~common/saving/messages";
import { checkBoardName, checkSectionName } from "~common/saving/rules";
import type { Board, BoardSection } from "~common/saving/schemas";
import type { ApiClient } from "../../../lib/api-client";

/** The new entity, or why not: an error for the name field, or one for the whole form. */
export type NamedWrite<T> = { ok: true; value: T } | { ok: false; status: number; fieldError?: string; formError?: string };

/**
 * @example
 * const made = await createNamedBoard(api, name, { privacy: secret ? "secret" : "public" });
 * if (!made.ok) return data({ name, fieldError: made.fieldError, formError: made.formError }, { status: made.status });
 */
export async function createNamedBoard(
  api: ApiClient,
  name: string,
  options: { privacy?: "public" | "secret"; advertiser_id?: string },
): Promise<NamedWrite<Board>> {
  const local = checkBoardName(name);
  if (local) return { ok: false, status: 400, fieldError: NAME_RULE_MESSAGES[local] };
  const created = await api.call(createBoardRoute, { json: { name, ...options } });
  if (created.ok) return { ok: true, value: created.data };
  const { message, message_detail } = created.error;
  if (created.error.data?.field === "name") return { ok: false, status: created.status, fieldError: message_detail ?? message };
  return {
    ok: false,
    status: created.status,
    formError: [message, message_detail].filter(Boolean).join(" ") || SAVING_MESSAGES.createBoardFailed,
  };
}

/**
 * The name is trimmed before the rule and the call (saving.md §5 "trimmed and required").
 *
 * @example
 * const made = await createNamedSection(api, boardId, formString(form, "name"));
 */
export async function createNamedSection(api: ApiClient, boardId: string, rawName: string): Promise<NamedWrite<BoardSection>> {
  const name = rawName.trim();
  const local = checkSectionName(name);
  if (local) return { ok: false, status: 400, fieldError: NAME_RULE_MESSAGES[local] };
  const created = await api.call(createSectionRoute, { params: { id: boardId }, json: { name, name_source: 0 } });
  if (created.ok) return { ok: true, value: created.data };
  return { ok: false, status: created.status, fieldError: created.error.message_detail ?? created.error.message };
}
