import { rmSync } from "node:fs";
import { resolve } from "node:path";
import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // The Cloudflare plugin leaves .wrangler/deploy/config.json pointing wrangler at this build's own
  // config. wrangler.toml already names this build (its `main`, `[assets]`, and `[build]`, which
  // makes it), so without the pointer every `wrangler dev` and `wrangler deploy` reads wrangler.toml
  // and builds first, rather than serving whichever build was made last (docs/local-development.md, "`npx wrangler dev` and `npm run preview`").
  buildEnd: () => rmSync(resolve(import.meta.dirname, ".wrangler/deploy/config.json"), { force: true }),
} satisfies Config;
