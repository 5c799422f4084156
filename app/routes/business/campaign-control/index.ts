/**
 * The campaign-control capability's page code other capabilities use (the console page renders
 * the controls and the history). Anything not exported here is campaign-control's own
 * (test/layout/capabilities.test.ts).
 */
export { CampaignControls, DoneNotice, type ControlledCampaign } from "./campaign-controls";
export { PauseToggle, usePendingStatus } from "./ad-controls";
export { HistoryTable } from "./history-table";
export type { ControlAnswer, HistoryView } from "./campaign-control.server";
