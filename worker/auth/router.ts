/**
 * Why: the auth API (auth.md §7) is one router made of its capabilities — login/ (sign-up, log-in,
 * log-out, the viewer), sessions/ (the account's sessions and the device's accounts), recovery/,
 * two-factor/, passkeys/, settings/ (the account settings page), sign-in-history/, federated/ (Google, Line), sso/, facebook/ (its
 * retirement) and bot-check/ (the local reCAPTCHA stand-in, not in the OpenAPI document:
 * docs/decisions/021) — each registering its own contracts; the API app
 * (worker/platform/api-app.ts) mounts this one.
 */
import { createRouter } from "../platform/router";
import { botCheckStandInRoutes } from "./bot-check/stand-in";
import { facebookRoutes } from "./facebook/routes";
import { federatedRoutes } from "./federated/routes";
import { authRoutes } from "./login/routes";
import { recoveryRoutes } from "./recovery/routes";
import { sessionRoutes } from "./sessions/routes";
import { signInHistoryRoutes } from "./sign-in-history/routes";
import { ssoRoutes } from "./sso/routes";
import { twoFactorRoutes } from "./two-factor/routes";
import { passkeyRoutes } from "./passkeys/routes";
import { accountLifecycleRoutes } from "./account-lifecycle/routes";
import { dataExportRoutes } from "./data-export/routes";
import { settingsRoutes } from "./settings/routes";

export const authRouter = createRouter()
  .route("/", authRoutes)
  .route("/", recoveryRoutes)
  .route("/", twoFactorRoutes)
  .route("/", passkeyRoutes)
  .route("/", settingsRoutes)
  .route("/", federatedRoutes)
  .route("/", ssoRoutes)
  .route("/", facebookRoutes)
  .route("/", sessionRoutes)
  .route("/", signInHistoryRoutes)
  .route("/", accountLifecycleRoutes)
  .route("/", dataExportRoutes)
  .route("/", botCheckStandInRoutes);
