/** The campaign-control capability's server code the console route uses. */
export { campaignControlAction, loadHistory } from "./campaign-control.server";
