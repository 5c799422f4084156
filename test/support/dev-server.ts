/**
 * `npm start` as a developer runs it — the Vite dev server, React in development mode and
 * StrictMode, the Worker in workerd, the seeded demo data, the local identity providers — for the
 * dev-server smoke suite (test/smoke/). It runs beside a developer's own `npm start`: its own free
 * port, its own state folder (PERSIST_TO) and Vite cache (VITE_CACHE_DIR), its providers on free
 * ports (LOCAL_PROVIDER_PORTS=free; scripts/start.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");

export interface DevServer {
  url: URL;
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** Everything the server printed so far. */
  log: () => string;
  close: () => Promise<void>;
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/**
 * Starts `npm start` on a fresh state folder and waits until its home page answers 200.
 *
 * @example
 * const dev = await startDevServer();
 * try { await page.goto(new URL("/", dev.url).href); } finally { await dev.close(); }
 */
export async function startDevServer({ timeoutMs = 240_000 }: { timeoutMs?: number } = {}): Promise<DevServer> {
  const port = await freePort();
  const state = resolve(ROOT, ".tmp/smoke-state");
  rmSync(state, { recursive: true, force: true });
  let output = "";
  const child: ChildProcess = spawn("npm", ["start"], {
    cwd: ROOT,
    // Its own process group, so the whole tree (npm, tsx, vite, workerd) stops together.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      PERSIST_TO: state,
      VITE_CACHE_DIR: resolve(ROOT, ".tmp/smoke-vite"),
      LOCAL_PROVIDER_PORTS: "free",
      // DEV_TOOLS unset: npm start turns the developer pages (/_dev/mailbox) on.
    },
  });
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-200_000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const url = new URL(`http://127.0.0.1:${port}/`);
  const close = async () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        /* already gone */
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        /* gone */
      }
    }
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}) before it served /:\n${output.slice(-4000)}`);
    if (Date.now() > deadline) {
      await close();
      throw new Error(`npm start did not serve / within ${timeoutMs / 1000} s:\n${output.slice(-4000)}`);
    }
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return { url, fetch: (path, init) => fetch(new URL(path, url), init), log: () => output, close };
}
