/**
 * POST /resources/passkeys — the steps of a passkey ceremony that the browser's WebAuthn code
 * posts as JSON (./passkeys.server.ts passkeyStep; docs/decisions/038). A resource route: no page.
 */
import { redirect } from "react-router";
import { passkeyStep } from "./passkeys.server";
import type { Route } from "./+types/passkeys";

export const loader = () => redirect("/");
export const action = (args: Route.ActionArgs) => passkeyStep(args);
