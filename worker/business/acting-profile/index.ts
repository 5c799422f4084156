/**
 * The acting-profile capability's surface: the Worker code other capabilities use. Anything not exported here
 * is acting-profile's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { actingAdAccount, actingSubject } from "./acting";
export { actingProfileId, listProfiles, putMember, switchActingProfile } from "./profiles";
