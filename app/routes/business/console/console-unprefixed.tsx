/**
 * /advertiser/ and the advertiser console's paths without the /advertiser/{advertiserId} prefix
 * (business.md §2 "Each is optionally prefixed"): the same page of the viewer's ad account
 * (console.server.ts unprefixedConsoleLoader). A path outside §2's table is the 404 page.
 */
import { NotFoundPage } from "../../not-found-page";
import { unprefixedConsoleLoader } from "./console.server";
import type { Route } from "./+types/console-unprefixed";

export const loader = ({ request, context }: Route.LoaderArgs) => unprefixedConsoleLoader(request, context);

/**
 * Never shown after a GET (the loader always redirects or answers 404); a page route rather than a
 * resource route so another method gets the site's error page, as every page path does.
 */
export default function UnprefixedConsole() {
  return <NotFoundPage />;
}
