/**
 * GET /resources/share-suggestions?q= — the create-board form's collaborator search asks here
 * as the viewer types (saving.md §2 collaborator search, §7 share suggestions read): the API's
 * suggestions, or an empty list when the call fails (the search then offers only the typed email).
 */
import { shareSuggestionsRoute } from "~common/saving/collaborators/contracts";
import { SHARE_QUERY_MAX_LENGTH } from "~common/saving/constants";
import { apiClientFor } from "../../../lib/api.server";
import type { Route } from "./+types/share-suggestions";

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, SHARE_QUERY_MAX_LENGTH);
  const result = await apiClientFor(request, context).call(shareSuggestionsRoute, { query: { q } });
  return Response.json(result.ok ? result.data : [], { headers: { "Cache-Control": "private, no-store" } });
}
