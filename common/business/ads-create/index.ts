/**
 * The ads-create capability's surface (docs/decisions/057): campaigns made from scratch with their
 * ad groups and ads, drafts, copies, the rules the create form shares with the API, and its words.
 */
export * from "./constants";
export {
  addAdGroupRoute,
  campaignStructureRoute,
  createCampaignRoute,
  createDraftRoute,
  deleteDraftRoute,
  draftRoute,
  draftsRoute,
  duplicateCampaignRoute,
  saveDraftRoute,
} from "./contracts";
export type { AdGroupForm, AdGroupPlan, AdPlan, CampaignForm, CampaignPlan, CampaignStructure, Draft, DraftSummary } from "./schemas";
export {
  adGroupSettingsProblems,
  automatedGroup,
  bidRange,
  campaignSpan,
  checkCampaignPlan,
  duplicateName,
  emptyForm,
  emptyGroup,
  lifetimeDailyCap,
  normalisedPlan,
  parseKeywords,
  planFromForm,
  type PlanFacts,
  type PlanProblem,
} from "./rules";
export { ADS_CREATE_COPY } from "./copy";
