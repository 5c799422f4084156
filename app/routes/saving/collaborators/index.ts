/**
 * The collaborators capability's surface: the page code other capabilities use. Anything not exported here
 * is collaborators's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { BoardPeople } from "./board-people";
export type { BoardPerson, PendingInvite } from "./board-people";
export { CollaboratorsField } from "./invite-field";
export { InvitesList } from "./invites-list";
export type { InviteCard } from "./invites-list";
