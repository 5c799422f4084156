/**
 * A small web site served by the test itself on 127.0.0.1 (never the internet), for the
 * bookmarklet's scraping and image fetching (worker/saving/pin-create/): pages and images given
 * as a path → answer map. The Worker reaches it only where ALLOW_PRIVATE_FETCH is "true".
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface SiteAnswer {
  status?: number;
  type?: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
}

export interface LocalSite {
  origin: string;
  /** Every path asked for, in order. */
  hits: string[];
  close: () => Promise<void>;
}

/**
 * @example
 * const site = await serveSite({ "/recipe": { type: "text/html", body: "<img src=/a.png width=300 height=300>" } });
 */
export async function serveSite(pages: Record<string, SiteAnswer>): Promise<LocalSite> {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0]!;
    hits.push(path);
    const page = pages[path];
    if (!page) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
      return;
    }
    res.writeHead(page.status ?? 200, { "Content-Type": page.type ?? "text/html; charset=utf-8", ...page.headers });
    res.end(page.body ?? "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, hits, close: () => new Promise((r) => server.close(() => r())) };
}
