/** The audiences capability's surface (issue 37 item 2): its routes, rules and numbers. */
export {
  addListHashesRoute,
  audienceDebugRoute,
  audienceRoute,
  audiencesRoute,
  changeAudienceRoute,
  createAudienceRoute,
  deleteAudienceRoute,
  setAudienceUsageRoute,
} from "./contracts";
export * from "./constants";
export { audienceStatus, listEmails, matchesAudiences, shownSize, type AudienceUse } from "./rules";
export {
  AUDIENCE_REASONS,
  type Audience,
  type AudienceChangeBody,
  type AudienceDebug,
  type AudienceDetail,
  type AudienceReason,
  type AudienceUsageBody,
  type NewAudienceBody,
} from "./schemas";
