/**
 * Serves Scalar's API reference UI (the standalone browser bundle of @scalar/api-reference) from
 * our own origin, as a static asset: no CDN, works with the network off.
 *
 * - build: emits `assets/scalar-api-reference-<sha256:12>.js` into the CLIENT environment's output
 *   (build/client), which the Cloudflare Vite plugin uploads as Workers static assets. The file
 *   never enters the Worker script (server bundle budget: ≤ 400 KB gzip; this file is 1.25 MB gzip).
 * - dev (`react-router dev`): the same path is answered by a Vite middleware.
 * - the Worker learns the hashed path from `virtual:scalar-api-reference` (a one-line module),
 *   so a new bundle always gets a new URL (public/_headers caches /assets/* as immutable).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const VIRTUAL_ID = "virtual:scalar-api-reference";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function scalarApiReference(): Plugin {
  const require = createRequire(import.meta.url);
  // The package's "exports" hide dist/browser, so locate it from the main entry (dist/index.js).
  const pkgDir = dirname(dirname(require.resolve("@scalar/api-reference")));
  const version = (JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8")) as { version: string }).version;
  // Drop the sourceMappingURL comment: the 17 MB .map is not shipped, so devtools would 404 on it.
  const source = readFileSync(join(pkgDir, "dist/browser/standalone.js"), "utf8").replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n");
  const hash = createHash("sha256").update(source).digest("hex").slice(0, 12);
  const fileName = `assets/scalar-api-reference-${hash}.js`;
  const publicPath = `/${fileName}`;

  return {
    name: "pinboard:scalar-api-reference",
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
    },
    load(id) {
      if (id === RESOLVED_ID) {
        return `export const scalarScriptPath = ${JSON.stringify(publicPath)};\nexport const scalarVersion = ${JSON.stringify(version)};\n`;
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split("?")[0] !== publicPath) return next();
        res.setHeader("Content-Type", "text/javascript; charset=utf-8");
        res.end(source);
      });
    },
    generateBundle() {
      // Only the browser build gets the file; the Worker ("ssr") build only gets the path string.
      if (this.environment.name === "client") this.emitFile({ type: "asset", fileName, source });
    },
  };
}
