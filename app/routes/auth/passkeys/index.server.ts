/**
 * The passkeys capability's server surface: what other capabilities' loaders and actions use.
 */
export { passkeyFormAction } from "./passkeys.server";
