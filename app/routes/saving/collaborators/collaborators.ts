/**
 * POST /resources/collaborators — the collaborator forms (collaborators.server.ts): remove or
 * leave, accept, decline. A resource route: no page of its own.
 */
import { collaboratorAction } from "./collaborators.server";
import type { Route } from "./+types/collaborators";

export const action = ({ request, context }: Route.ActionArgs) => collaboratorAction(request, context);
