/**
 * The campaign-control capability's page code other capabilities use. The console page imports
 * only these small parts statically; the controls, the ad group's body and the history table it
 * loads lazily by their modules (campaign-controls.tsx, ad-controls.tsx, history-table.tsx), so its
 * first load stays the shell's (test/build/budgets.integration.test.ts).
 */
export { DoneNotice } from "./done-notice";
export { StatusBadge } from "./status-badge";
export { PromotedPin } from "./promoted-pin";
export type { ControlledCampaign } from "./campaign-controls";
export type { ControlAnswer, HistoryView } from "./campaign-control.server";
