/**
 * /resources/comments — a Pin's comment forms (POST: write, edit, delete, report) and its next
 * pages (GET, for "More comments"). A resource route: no page of its own (comments.server.ts).
 */
import { commentAction, moreComments } from "./comments.server";
import type { Route } from "./+types/comments";

export const loader = ({ request, context }: Route.LoaderArgs) => moreComments(request, context);
export const action = ({ request, context }: Route.ActionArgs) => commentAction(request, context);
