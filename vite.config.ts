import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { aliases } from "./aliases.ts";
import { scalarApiReference } from "./scripts/vite-plugin-scalar.ts";

export default defineConfig({
  resolve: { alias: aliases },
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter(), scalarApiReference()],
  environments: {
    // Vite leaves the Worker unminified by default; minifying halves its size (STACK-NOTES).
    ssr: { build: { minify: true } },
  },
});
