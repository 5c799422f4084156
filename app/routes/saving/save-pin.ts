/**
 * POST /resources/save-pin — the Save button's form (app/routes/saving/save-button.tsx); the work
 * is in save-pin.server.ts. A resource route: no page of its own.
 */
import { saveToRecentBoard } from "./save-pin.server";
import type { Route } from "./+types/save-pin";

export const action = ({ request, context }: Route.ActionArgs) => saveToRecentBoard(request, context);
