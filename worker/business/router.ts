/**
 * Why: the business API (business.md §7) is one router made of its capabilities — console/
 * (converting to a business account, the ad accounts and quick promote's steps, the campaign
 * create and the console's reads, the business access profiles and the acting profile), search/
 * (Pin search with its advisory notices, autocomplete), offsite/ (the offsite link check),
 * creator-card/ (a Pin's creator card), attribution/ (a Pin view's attribution source),
 * promoted-pins/ (the promoted Pins' beacon; delivery itself is in the feed's and search's pages),
 * campaign-insights/ (campaign reporting and the monthly spend), campaign-control/ (pause, resume,
 * end, archive and edit; the account history), ads-create/ (campaigns from scratch, drafts, copies), bulk-editor/
 * (the bulk sheet: download, upload, its history), reporting/ (the reporting tables), billing-profile/ (the billing
 * profile's edit), report-center/ (saved reports, their runs and weekly emails), conversions/ (the
 * Conversions API: access tokens and events), audiences/ (audiences, their use by ad groups, their debug) — each
 * registering its own contracts; the API app (worker/platform/api-app.ts) mounts this one.
 */
import { createRouter } from "../platform/router";
import { businessRoutes } from "./console/routes";
import { attributionRoutes } from "./attribution/routes";
import { creatorRoutes } from "./creator-card/routes";
import { offsiteRoutes } from "./offsite/routes";
import { searchRoutes } from "./search/routes";
import { promotedRoutes } from "./promoted-pins";
import { insightsRoutes } from "./campaign-insights";
import { campaignControlRoutes } from "./campaign-control";
import { adsCreateRoutes } from "./ads-create";
import { bulkEditorRoutes } from "./bulk-editor";
import { reportingRoutes } from "./reporting";
import { billingProfileRoutes } from "./billing-profile";
import { reportCenterRoutes } from "./report-center";
import { conversionsRoutes } from "./conversions";
import { audiencesRoutes } from "./audiences";

export const businessRouter = createRouter()
  .route("/", searchRoutes)
  .route("/", offsiteRoutes)
  .route("/", creatorRoutes)
  .route("/", attributionRoutes)
  .route("/", promotedRoutes)
  .route("/", insightsRoutes)
  .route("/", campaignControlRoutes)
  .route("/", adsCreateRoutes)
  .route("/", bulkEditorRoutes)
  .route("/", reportingRoutes)
  .route("/", billingProfileRoutes)
  .route("/", reportCenterRoutes)
  .route("/", conversionsRoutes)
  .route("/", audiencesRoutes)
  .route("/", businessRoutes);
