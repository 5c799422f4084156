/**
 * Local database set-up shared by `npm start` and `npm run preview`: apply D1 migrations to the
 * local state under .wrangler/, then seed it (scripts/seed/seed-saving.ts): the demo account when
 * there are no users yet, and the saving content (pinners, boards, pins and their images in the
 * local R2) when it is not there yet.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { seedLocal } from "./seed/seed-saving";

export const DEMO_USER = {
  email: "demo@example.com",
  password: "pins-are-fun",
  username: "demo",
  firstName: "Demo",
  lastName: "Pinner",
};

function wrangler(args: string[], { capture = false } = {}): string {
  const result = spawnSync("npx", ["wrangler", ...args], { stdio: capture ? "pipe" : "inherit", encoding: "utf8" });
  if (result.status !== 0) {
    if (capture) process.stderr.write(result.stderr ?? "");
    throw new Error(`wrangler ${args.join(" ")} failed`);
  }
  return result.stdout;
}

export async function prepareLocalDatabase(persistArgs: string[] = []): Promise<void> {
  const started = Date.now();
  wrangler(["d1", "migrations", "apply", "DB", "--local", ...persistArgs]);
  // wrangler's --persist-to X keeps its state in X/v3, where the platform proxy is pointed.
  const persistTo = persistArgs.includes("--persist-to") ? persistArgs[persistArgs.indexOf("--persist-to") + 1] : undefined;
  const seeded = await seedLocal({ demo: DEMO_USER, persistPath: persistTo ? join(persistTo, "v3") : undefined });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    seeded.skipped
      ? `Local database ready in ${seconds} s (saving content already seeded).`
      : `Local database ready in ${seconds} s: seeded ${seeded.pins} pins (${seeded.images} images), ${seeded.boards} boards and ${seeded.users} pinners in ${(seeded.ms / 1000).toFixed(1)} s; every seeded pinner logs in with the demo password.`,
  );
}
