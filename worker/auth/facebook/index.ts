/**
 * The facebook capability's surface: the Worker code other capabilities use. Anything not exported here
 * is facebook's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { linkFacebookAccount } from "./dev-link";
export { FACEBOOK_IDENTITY_ISSUER, logInWithFacebook } from "./facebook-account";
