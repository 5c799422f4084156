/** The conversions capability's server code the console's loader and action call. */
export { conversionsAction, loadAccessTokens } from "./conversions.server";
