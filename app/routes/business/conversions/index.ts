/**
 * The conversions capability's page code other capabilities use: its views' types. The console
 * page loads the page itself lazily (access-token-page.tsx), so its first load stays the shell's.
 */
export type { AccessTokensView, TokenAnswer } from "./tokens.server";
export type { ConversionsView } from "./pages.server";
