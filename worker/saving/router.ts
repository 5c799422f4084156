/**
 * Why: the saving API (saving.md §7) is one router made of its capabilities — instagram-upsell/
 * (the user settings behind the upsell), pin-create/ (the bookmarklet's scraping, image
 * registration and logging), feeds/ (home, board and section Pins), pins/ (read, save), boards/,
 * sections/, profiles/ (users, follows), board-picker/ (the save-to-board modal's boards and
 * suggested board names), collaborators/ (share suggestions, invites, collaborators), move-pins/
 * (moving Pins, one action per board at a time), comments/ (a Pin's comments) — each registering its own contracts; the API app
 * (worker/platform/api-app.ts) mounts this one after auth's, whose /v3/users/me/… paths are never
 * usernames.
 */
import { createRouter } from "../platform/router";
import { boardActionRoutes } from "./move-pins/routes";
import { boardRoutes } from "./boards/routes";
import { collaboratorRoutes } from "./collaborators/routes";
import { commentRoutes } from "./comments/routes";
import { feedRoutes } from "./feeds/routes";
import { pinCreateRoutes } from "./pin-create/routes";
import { pickerRoutes } from "./board-picker/routes";
import { pinRoutes } from "./pins/routes";
import { profileRoutes } from "./profiles/routes";
import { sectionRoutes } from "./sections/routes";
import { settingsRoutes } from "./instagram-upsell/routes";

export const savingRouter = createRouter()
  // Before profiles/' /v3/users/{username}/…: /v3/users/settings is not a username.
  .route("/", settingsRoutes)
  // Before pins/: /v3/pins/find_images/ and /v3/pins/image/ would otherwise be read as /v3/pins/{id}/.
  .route("/", pinCreateRoutes)
  .route("/", feedRoutes)
  .route("/", pinRoutes)
  .route("/", commentRoutes)
  .route("/", boardRoutes)
  .route("/", sectionRoutes)
  .route("/", profileRoutes)
  .route("/", pickerRoutes)
  .route("/", collaboratorRoutes)
  .route("/", boardActionRoutes);
