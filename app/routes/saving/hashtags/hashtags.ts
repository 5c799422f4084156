/**
 * GET /resources/hashtags?q=%23veg — the hashtag flyout of a Pin's description field asks here as
 * the viewer types a hashtag (saving.md §2 "Hashtag autocomplete flyout", §3 Hashtag suggestion
 * query and pin_count, §7 GET /v3/search/autocomplete/ with q and show_pin_count, §9 five
 * suggestions), so the browser never calls the API itself. Answers `{ items }`, at most
 * HASHTAG_SUGGESTIONS of them; a q that is not "#" and a tag's start is refused (400) without a
 * call, and a failed call answers 502 with no items: the flyout hides either way (§8 "Hashtag
 * lookup fails: the flyout is hidden").
 */
import { autocompleteRoute } from "~common/business/search";
import { AUTOCOMPLETE_TERM_MAX_LENGTH } from "~common/business/search";
import { HASHTAG_SUGGESTIONS } from "~common/saving/constants";
import { hashtagAtCaret } from "~common/saving/hashtags/typing";
import { apiClientFor } from "../../../lib/api.server";
import type { Route } from "./+types/hashtags";

/** saving.md §3 "Hashtag suggestion: query, pin_count" (query with its "#"). */
export interface HashtagSuggestion {
  query: string;
  pin_count: number;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const headers = { "Cache-Control": "private, no-store" };
  // Exactly one hashtag being typed: "#" and hashtag characters, nothing else.
  if (q.length > AUTOCOMPLETE_TERM_MAX_LENGTH || hashtagAtCaret(q, q.length)?.start !== 0)
    return Response.json({ items: [] }, { status: 400, headers });
  const result = await apiClientFor(request, context).call(autocompleteRoute, { query: { q, show_pin_count: "true" } });
  if (!result.ok) return Response.json({ items: [] }, { status: 502, headers });
  const items: HashtagSuggestion[] = result.data.items
    .filter((i) => i.type === "hashtag")
    .slice(0, HASHTAG_SUGGESTIONS)
    .map((i) => ({ query: i.query, pin_count: i.pin_count ?? 0 }));
  return Response.json({ items }, { headers });
}
