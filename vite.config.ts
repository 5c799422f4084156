import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { aliases } from "./aliases.ts";
import { scalarApiReference } from "./scripts/vite-plugin-scalar.ts";

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

export default defineConfig({
  resolve: { alias: aliases },
  plugins: [zodEnglishOnly(), cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter(), scalarApiReference()],
  environments: {
    // Vite leaves the Worker unminified by default; minifying halves its size (STACK-NOTES).
    ssr: { build: { minify: true } },
  },
});
