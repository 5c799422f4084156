/**
 * Why: the discovery API (business.md §7) is one router made of its capabilities — search/ (Pin
 * search with its advisory notices, autocomplete), offsite/ (the offsite link check), creator/ (a
 * Pin's creator card), attribution/ (a Pin view's attribution source) — each registering its own
 * contracts; the API app mounts this one.
 */
import { createRouter } from "../platform/router";
import { attributionRoutes } from "./attribution/routes";
import { creatorRoutes } from "./creator-card/routes";
import { offsiteRoutes } from "./offsite/routes";
import { searchRoutes } from "./search/routes";

export const discoveryRoutes = createRouter().route("/", searchRoutes).route("/", offsiteRoutes).route("/", creatorRoutes).route("/", attributionRoutes);
