/** The conversions capability's server code the console's loader and action call. */
export { conversionsAction, loadAccessTokens } from "./tokens.server";
export { conversionsPageAction } from "./actions.server";
export { isConversionsPage, loadConversionsPage } from "./pages.server";
