/** The ads-create capability's server code the console route uses. */
export { ADS_CREATE_INTENTS, ADS_CREATE_KEYS, adsCreateAction, loadAdsPage } from "./ads-create.server";
