/** Import aliases for Vite and Vitest (tsconfig.base.json `paths` says the same for tsc and tsx). */
import { fileURLToPath } from "node:url";

const dir = (name: string) => fileURLToPath(new URL(`./${name}/`, import.meta.url));

export const aliases = [
  { find: /^~common\//, replacement: dir("common") },
  { find: /^~worker\//, replacement: dir("worker") },
  { find: /^~app\//, replacement: dir("app") },
];
