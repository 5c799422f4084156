/**
 * The reporting capability's page code other capabilities use: only types. The console page loads
 * the tables and the preferences lazily by their module (reporting-page.tsx), so its first load
 * stays the shell's.
 */
export type { ReportingView } from "./reporting.server";
