/**
 * The report-center capability's page code other capabilities use: its views' types. The console
 * page loads the pages themselves lazily (report-center-page.tsx), so its first load stays the shell's.
 */
export type { ReportAnswer, ReportCenterView, UnsubscribePageView } from "./report-center.server";
