/**
 * The campaign-control capability's surface (docs/decisions/052): the routes that pause, resume,
 * end, archive and edit campaigns, ad groups and ads, the account history, the rules the console
 * shares with the API, and the console's words for them.
 */
export * from "./constants";
export { updateCampaignRoute, updateAdGroupRoute, updateAdRoute, historyRoute } from "./contracts";
export type { CampaignChange, AdGroupChange, Ad, HistoryEntry, HistoryPage } from "./schemas";
export {
  changedFields,
  checkCampaignChange,
  checkChildChange,
  checkAdGroupChange,
  lifetimeCapAfter,
  type AdGroupNow,
  type AdGroupChanged,
  type ChildNow,
  historyWindow,
  HISTORY_WINDOW_MAX_DAYS,
  statusActions,
  targetingWords,
  type CampaignNow,
  type ChangeProblem,
} from "./rules";
export { CAMPAIGN_CONTROL_COPY } from "./copy";
