import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { unstable_readConfig } from "wrangler";
import { aliases } from "./aliases.ts";
import { localPactStateSecret } from "./scripts/pact-state-secret.ts";
import { quietExpectedConfigWarning } from "./scripts/vite-config-warning.ts";
import { scalarApiReference } from "./scripts/vite-plugin-scalar.ts";

quietExpectedConfigWarning();

/**
 * Resolves zod's locale index, imported by zod's own `classic` and `core` entry points, to
 * ./zod-locales.ts (English only): see there. Build only; the dev server keeps zod as published.
 */
function zodEnglishOnly(): Plugin {
  const englishOnly = fileURLToPath(new URL("./zod-locales.ts", import.meta.url));
  const zodEntry = /[\\/]node_modules[\\/]zod[\\/]v4[\\/](classic|core)[\\/]/;
  return {
    name: "zod-english-only",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "../locales/index.js" && importer && zodEntry.test(importer)) return englishOnly;
    },
  };
}

/** The client-side framework: React, React DOM (and its scheduler), React Router. */
export const FRAMEWORK_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/**
 * The page shell the root layout (app/root.tsx) loads on every page: the header's design-system
 * parts, the toast region, page titles, the shared words and numbers (the search box's among
 * them), the error reporter, and Vite's loader for the parts that come on demand. One chunk instead of eight small
 * ones: every page needs them all, and each extra file costs its own gzip overhead in the
 * first-load budget.
 */
/** Modules in a capability folder (common/{area}/{capability}/, app/routes/{area}/{capability}/), not stylesheets. */
const CAPABILITY_MODULES = /[\\/](common|app[\\/]routes)[\\/][\w-]+[\\/][\w-]+[\\/][^\\/]+\.tsx?$/;
export const SHELL_MODULES =
  /[\\/]app[\\/]components[\\/](button|avatar|logo|toast)\.tsx$|[\\/]app[\\/]lib[\\/](meta|client-errors)\.ts$|[\\/]common[\\/]platform[\\/](constants|messages|client-errors)\.ts$|[\\/]common[\\/]auth[\\/]header-copy\.ts$|[\\/]common[\\/]business[\\/]search[\\/]search-box-messages\.ts$|vite[\\/]preload-helper/;

/**
 * The dev server (never the build) serves the developer pages (/_dev/*): wrangler.toml's DEV_TOOLS
 * var is overridden with the DEV_TOOLS environment variable, "true" when unset. Likewise
 * ALLOW_PRIVATE_FETCH (the bookmarklet may read pages served on this machine, as a local try-out
 * needs). A build always keeps wrangler.toml's "false", whatever the environment says. The Pact
 * verifier's provider-state secret: PACT_STATE_SECRET, else this checkout's local one
 * (scripts/pact-state-secret.ts), which `npm run contracts:verify` finds by itself.
 */
const devVars = (command: "serve" | "build") =>
  command === "serve"
    ? {
        vars: {
          DEV_TOOLS: process.env.DEV_TOOLS ?? "true",
          ALLOW_PRIVATE_FETCH: process.env.ALLOW_PRIVATE_FETCH ?? "true",
          PACT_STATE_SECRET: process.env.PACT_STATE_SECRET ?? localPactStateSecret(),
          ...localOidcVars(),
        },
      }
    : undefined;

/**
 * The Worker's source entry. wrangler.toml's `main` names the built Worker (what `wrangler dev`
 * and `wrangler deploy` run after their [build]); the dev server and the build start here.
 */
const WORKER_ENTRY = "./worker/index.ts";

/**
 * The local OpenID providers' vars (scripts/local-oidc.ts) that `npm start` hands over in
 * LOCAL_OIDC_VARS, so a local run signs in with Google and Line without the internet.
 */
function localOidcVars(): Record<string, string> {
  const raw = process.env.LOCAL_OIDC_VARS;
  return raw ? (JSON.parse(raw) as Record<string, string>) : {};
}

/**
 * Where the dev server keeps the local D1, KV, R2 and Durable Object state: PERSIST_TO when set
 * (scripts/start.ts, wrangler's --persist-to folder), else the plugin's .wrangler/state.
 */
const persistState = process.env.PERSIST_TO ? { path: process.env.PERSIST_TO } : true;

/**
 * Every package the pages' browser code imports, pre-bundled when the dev server starts. React
 * Router's plugin adds the framework's own (react, react-dom, react-router and their entry points)
 * but scans no route modules, so Vite finds any other package only when a page first asks for it,
 * and then reloads that page ("new dependencies optimized ... reloading"). Listed here instead, so
 * no page reloads itself on its first visit. test/layout/client-deps.test.ts fails when a module
 * the browser can load (app/, and the common/ modules it reaches) imports a package missing here.
 * - qrcode: the authenticator app's QR code on /settings/security (app/routes/auth/two-factor/qr-code.client.ts)
 * - @hono/zod-openapi: the contracts and schemas a capability's index.ts lists, which the dev
 *   server loads whole (the build keeps only what a page uses, CAPABILITY_MODULES below)
 */
export const CLIENT_DEPENDENCIES = [
  "react",
  "react/jsx-runtime",
  "react/jsx-dev-runtime",
  "react-dom",
  "react-dom/client",
  "react-router",
  "react-router/dom",
  "qrcode",
  "@simplewebauthn/browser",
  "@hono/zod-openapi",
];

/** The commit a build is made from (GET /healthz names it); "unknown" outside a git checkout. */
function gitCommit(): string {
  const run = spawnSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" });
  return run.status === 0 ? run.stdout.trim() : "unknown";
}

/** wrangler.toml's top-level [vars] (wrangler itself reads CLOUDFLARE_ENV's: asked without it). */
function topLevelVars(): Record<string, unknown> {
  const env = process.env.CLOUDFLARE_ENV;
  delete process.env.CLOUDFLARE_ENV;
  try {
    return unstable_readConfig({ config: "wrangler.toml" }).vars as Record<string, unknown>;
  } finally {
    process.env.CLOUDFLARE_ENV = env;
  }
}

/**
 * The Worker's config over wrangler.toml's: the entry, the dev server's vars, and — when building
 * for a Cloudflare environment (CLOUDFLARE_ENV=staging) — the top-level [vars] under the
 * environment's own, since wrangler does not inherit vars into an environment.
 */
function workerConfig(worker: { vars?: Record<string, unknown> }, command: "serve" | "build") {
  const dev = devVars(command);
  const inherited = process.env.CLOUDFLARE_ENV ? topLevelVars() : {};
  return { main: WORKER_ENTRY, vars: { ...inherited, ...worker.vars, ...dev?.vars } };
}

export default defineConfig(({ command }) => ({
  resolve: { alias: aliases },
  // worker/platform/build-info.ts: what /healthz says of this build.
  define: { __BUILD_INFO__: JSON.stringify({ commit: process.env.BUILD_COMMIT ?? gitCommit(), builtAt: new Date().toISOString() }) },
  // A second dev server beside a developer's own (the smoke suite, test/smoke/) pre-bundles into
  // its own folder: two servers rewriting one cache reload each other's pages.
  ...(process.env.VITE_CACHE_DIR && { cacheDir: process.env.VITE_CACHE_DIR }),
  optimizeDeps: { include: CLIENT_DEPENDENCIES },
  plugins: [
    zodEnglishOnly(),
    cloudflare({ viteEnvironment: { name: "ssr" }, config: (worker) => workerConfig(worker, command), persistState }),
    reactRouter(),
    scalarApiReference(),
  ],
  environments: {
    // Vite leaves the Worker unminified by default; minifying halves its size (STACK-NOTES).
    ssr: { build: { minify: true } },
    client: {
      build: {
        // React Router preloads route modules from its own manifest. Vite's preload lists for the
        // components we load on demand (auth modal, recovery modals, sign-up steps) would repeat
        // every chunk name in the pages' first load; those components are one request away.
        modulePreload: false,
        rolldownOptions: {
          // Our catalogues are plain objects: reading a property has no side effect, so an error
          // table the browser never uses (common/platform/errors.ts) is dropped whole, not left
          // as bare `messages.x` reads that keep the API-only messages in the bundle.
          // A capability's modules only declare things (components, rules, schemas, copy), so a page
          // that imports one name through a capability's index.ts (test/layout/capabilities.test.ts)
          // takes only the modules that name needs, not every module the surface lists. Stylesheets
          // and everything outside the capability folders keep the default.
          treeshake: { propertyReadSideEffects: false, moduleSideEffects: (id) => (CAPABILITY_MODULES.test(id) ? false : undefined) },
          output: {
            // React, React DOM and React Router in one chunk of their own: it changes only with an
            // upgrade (long-lived cache), and test/build/budgets.integration.test.ts tells it apart
            // from our code, whose first-load size has a budget.
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK_MODULES },
                { name: "shell", test: SHELL_MODULES },
              ],
            },
          },
        },
      },
    },
  },
}));
