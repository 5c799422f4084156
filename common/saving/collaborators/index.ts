/**
 * The collaborators capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is collaborators's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { boardInvitesRoute, myInvitesRoute } from "./contracts";
