/**
 * GET /resources/board-sections?board=12 — the organize mode asks here for the sections of the
 * board chosen as a destination (saving.md §4 "Moving pins works as a bulk change", §7 the bulk
 * edit resource's new_section_id): `{ sections: [{ id, title }] }`, the first MAX_PAGE_SIZE of
 * them, read through the API (so only a board the viewer may see answers). A board id that is not
 * one is refused (400) without a call; a failed call answers its status with no sections, and
 * the mode then offers only "No section".
 */
import { boardSectionsRoute } from "~common/saving/contracts";
import { MAX_PAGE_SIZE } from "~common/saving/constants";
import { ID_PATTERN } from "~common/saving/schemas";
import { apiClientFor } from "../../../lib/api.server";
import type { Route } from "./+types/board-sections";

export interface SectionOption {
  id: string;
  title: string;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const board = new URL(request.url).searchParams.get("board") ?? "";
  const headers = { "Cache-Control": "private, no-store" };
  if (!ID_PATTERN.test(board)) return Response.json({ sections: [] }, { status: 400, headers });
  const result = await apiClientFor(request, context).call(boardSectionsRoute, {
    params: { id: board },
    query: { page_size: MAX_PAGE_SIZE },
  });
  if (!result.ok) return Response.json({ sections: [] }, { status: result.status, headers });
  const sections: SectionOption[] = result.data.items.map((s) => ({ id: s.id, title: s.title }));
  return Response.json({ sections }, { headers });
}
