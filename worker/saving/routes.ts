/**
 * Why: the saving API (saving.md §7) is one router made of its capabilities — feeds/ (home,
 * board and section Pins), pins/ (read, save), boards/, sections/, profiles/ (users, follows),
 * picker/ (the save-to-board modal's boards and suggested board names), collaborators/ (share
 * suggestions, invites, collaborators), board-actions/ (moving Pins, one action per board at a time) — each registering its own
 * contracts; the API app mounts this one.
 */
import { createRouter } from "../platform/router";
import { boardActionRoutes } from "./board-actions/routes";
import { boardRoutes } from "./boards/routes";
import { collaboratorRoutes } from "./collaborators/routes";
import { feedRoutes } from "./feeds/routes";
import { pickerRoutes } from "./picker/routes";
import { pinRoutes } from "./pins/routes";
import { profileRoutes } from "./profiles/routes";
import { sectionRoutes } from "./sections/routes";

export const savingRoutes = createRouter()
  .route("/", feedRoutes)
  .route("/", pinRoutes)
  .route("/", boardRoutes)
  .route("/", sectionRoutes)
  .route("/", profileRoutes)
  .route("/", pickerRoutes)
  .route("/", collaboratorRoutes)
  .route("/", boardActionRoutes);
