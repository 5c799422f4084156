/**
 * A raw HTTP/1.1 client for the fuzz: node:http, so the request line, headers and body bytes go
 * out exactly as generated (fetch would normalise the path, add a content type to string bodies
 * and refuse odd methods). One connection per request (no keep-alive), so a request the server
 * misreads cannot leak into the next case. A body always goes with Content-Length (or, when asked,
 * chunked), never delimited by closing the connection.
 */
import http from "node:http";
import zlib from "node:zlib";

export interface RawRequest {
  method: string;
  /** path and query exactly as sent (must already be percent-encoded where needed) */
  target: string;
  headers: Record<string, string>;
  body?: Uint8Array;
  /** send the body with Transfer-Encoding: chunked instead of Content-Length */
  chunked?: boolean;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  setCookies: string[];
  body: Buffer;
  ms: number;
}

export class NoAnswerError extends Error {}

/** Undoes a content-encoding (the fuzz sends Accept-Encoding variants; node:http does not decode). */
function decode(body: Buffer, encoding: string): Buffer {
  if (body.length === 0) return body;
  switch (encoding.trim().toLowerCase()) {
    case "":
    case "identity":
      return body;
    case "gzip":
    case "x-gzip":
      return zlib.gunzipSync(body);
    case "deflate":
      return zlib.inflateSync(body);
    case "br":
      return zlib.brotliDecompressSync(body);
    case "zstd":
      return zlib.zstdDecompressSync(body);
    default:
      throw new Error(`unknown content-encoding ${encoding}`);
  }
}

/** Every answer here takes milliseconds (a password hash ~250 ms): 5 s without one is a hang. */
export const ANSWER_TIMEOUT_MS = 5_000;

export function send(base: URL, req: RawRequest, timeoutMs = ANSWER_TIMEOUT_MS): Promise<RawResponse> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...req.headers };
    if (req.body !== undefined) {
      if (req.chunked) headers["transfer-encoding"] = "chunked";
      else headers["content-length"] = String(req.body.byteLength);
    }
    let r: http.ClientRequest;
    try {
      r = http.request({
        host: base.hostname,
        port: base.port,
        method: req.method,
        path: req.target,
        headers,
        agent: false,
        setHost: true,
        insecureHTTPParser: false,
      });
    } catch (err) {
      // The request could not even be written (an illegal character): a generator bug, not a finding.
      reject(new Error(`the fuzz built an unsendable request: ${(err as Error).message}`));
      return;
    }
    r.setTimeout(timeoutMs, () => r.destroy(new NoAnswerError(`no answer within ${timeoutMs} ms`)));
    r.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("error", (err) => reject(new NoAnswerError(`response broke off: ${err.message}`)));
      res.on("end", () => {
        const set = res.headers["set-cookie"];
        let body = Buffer.concat(chunks);
        try {
          body = decode(body, String(res.headers["content-encoding"] ?? ""));
        } catch (err) {
          reject(
            new NoAnswerError(
              `the body does not decode as its content-encoding ${String(res.headers["content-encoding"])}: ${(err as Error).message}`,
            ),
          );
          return;
        }
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          setCookies: Array.isArray(set) ? set : set ? [set] : [],
          body,
          ms: performance.now() - started,
        });
      });
    });
    r.on("error", (err) => reject(err instanceof NoAnswerError ? err : new NoAnswerError(`no HTTP answer: ${err.message}`)));
    r.end(req.body === undefined ? undefined : Buffer.from(req.body));
  });
}
