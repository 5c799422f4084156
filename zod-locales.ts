/**
 * Stand-in for zod's locale index (`zod/v4/locales/index.js`) in built bundles: English only.
 *
 * Why: @hono/zod-openapi re-exports zod's `z` namespace, and a namespace object keeps every export
 * alive, including `z.locales` with zod's ~63 translations (~166 KB of the Worker bundle) that
 * nothing here reads. zod itself registers English on the first schema it builds (from
 * `zod/v4/locales/en.js`, the same module as below), so validation messages are unchanged.
 * `z.locales.<other>` is undefined in the build; pick another locale by importing it directly
 * (`import de from "zod/v4/locales/de.js"`). Wired up by `zodEnglishOnly` in vite.config.ts.
 *
 * @example
 *   import { en } from "./zod-locales"; // what `z.locales` holds in the build
 *   z.config(en());
 */
export { default as en } from "zod/v4/locales/en.js";
