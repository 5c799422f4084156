/**
 * The collaborators capability's surface: the page code other capabilities use. Anything not exported here
 * is collaborators's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { sendQueuedInvites } from "./invites.server";
