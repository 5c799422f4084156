/**
 * GET /resources/autocomplete?term= — the header search box's suggestions (business.md §7
 * autocomplete, count 5), read through the API so the browser never calls it directly. A failed
 * look-up answers no suggestions: the list just stays closed (as saving.md §8 has the hashtag
 * flyout hide when its look-up fails).
 */
import { data } from "react-router";
import { autocompleteRoute } from "~common/business/search/contracts";
import { AUTOCOMPLETE_COUNT, AUTOCOMPLETE_TERM_MAX_LENGTH } from "~common/business/search/constants";
import { apiClientFor } from "../../../lib/api.server";
import type { Route } from "./+types/autocomplete";

export async function loader({ request, context }: Route.LoaderArgs) {
  const term = (new URL(request.url).searchParams.get("term") ?? "").slice(0, AUTOCOMPLETE_TERM_MAX_LENGTH);
  const headers = { "Cache-Control": "private, no-store" };
  if (term.trim() === "") return data({ items: [], hint: null }, { headers });
  const result = await apiClientFor(request, context).call(autocompleteRoute, { query: { term, count: AUTOCOMPLETE_COUNT } });
  return data(result.ok ? result.data : { items: [], hint: null }, { headers });
}
