/**
 * GET /resources/pins?feed=home|board|section|search&id=&q=&bookmark= — the next page of a grid's Pins, as
 * cards, for infinite scroll (app/routes/saving/feeds/pin-grid.tsx). A resource route so the browser
 * never talks to the API directly; the API applies the viewer's privacy as for any page.
 */
import { data } from "react-router";
import { ID_PATTERN } from "~common/saving/schemas";
import type { PinList } from "../pins";
import { loadPinPage } from "./feeds.server";
import type { Route } from "./+types/pin-page";

function listOf(params: URLSearchParams): PinList | null {
  const feed = params.get("feed");
  const id = params.get("id") ?? "";
  if (feed === "home") return { feed };
  if (feed === "search") return { feed, q: params.get("q") ?? "", exact: params.get("exact") === "1" };
  if ((feed === "board" || feed === "section") && ID_PATTERN.test(id)) return { feed, id };
  return null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const list = listOf(params);
  const headers = { "Cache-Control": "private, no-store" };
  if (!list) return data({ items: [], bookmark: null, error: "unknown list" }, { status: 400, headers });
  const page = await loadPinPage(request, context, list, params.get("bookmark"));
  if (!page.ok) return data({ items: [], bookmark: null, error: page.error.message }, { status: page.status, headers });
  return data({ ...page.data, error: null }, { headers });
}
