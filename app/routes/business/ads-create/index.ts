/**
 * The ads-create capability's page code other capabilities use: its types. The console page loads
 * the pages themselves lazily (ads-pages.tsx), so its first load stays the shell's.
 */
export type { AdsAnswer, AdsView } from "./ads-create.server";
