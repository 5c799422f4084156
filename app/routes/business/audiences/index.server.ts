/** The audiences capability's server code the console's loader and action call. */
export { audiencesAction } from "./actions.server";
export { loadAudienceDebug, loadAudiences } from "./pages.server";
