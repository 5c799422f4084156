/**
 * The audiences capability's page code other capabilities use: its views' types. The console
 * loads the pages themselves lazily (audiences-page.tsx, audience-debug-page.tsx).
 */
export type { AudienceDebugView, AudiencesView } from "./pages.server";
