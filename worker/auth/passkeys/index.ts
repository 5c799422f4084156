/**
 * The passkeys capability's surface: the Worker code other capabilities use. Anything not exported here
 * is passkeys's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 * Nothing yet: the area's router mounts ./routes.ts (wiring), and users' rows cascade to passkeys.
 */
export {};
