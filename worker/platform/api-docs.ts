/**
 * GET /api/docs: an interactive reference (Scalar) of this Worker's own /openapi.json, the published
 * document: never the developer one (/openapi.dev.json, docs/decisions/028), whatever DEV_TOOLS is.
 *
 * Offline by construction: the UI bundle is one of our static assets (scripts/vite-plugin-scalar.ts
 * emits it into build/client under a hashed name); the config turns off every default that
 * reaches scalar.com (fonts, "Ask AI" agent, MCP, "open in client", developer tools); no proxyUrl,
 * so "Test Request" calls this origin directly. A plain route: it is not in /openapi.json.
 *
 * CSP: scripts only by per-response nonce. The reference needs exactly one relaxation beyond the
 * strict baseline: style-src-attr 'unsafe-inline' (it sets a few style="" attributes through
 * setAttribute/innerHTML; nonces cannot apply to attributes). Its <style> elements pass by nonce:
 * the bundle stamps its main sheet from <meta property="csp-nonce">, and BOOT below stamps the
 * others (theme, toasts) as they are created. Measured in Chromium: zero violations, zero
 * requests to any other host (test/browser/platform/api-docs.browser.test.ts).
 */
/// <reference path="./scalar-api-reference.d.ts" />
// (referenced here because tsconfig.json reaches this file through worker/env.d.ts → worker/index.ts)
import { scalarScriptPath } from "virtual:scalar-api-reference";
import { OPENAPI_PATH } from "~common/platform/developer-routes";
import { createRouter } from "./router";
import { newNonce } from "./security-headers";

export const API_DOCS_PATH = "/api/docs";

/** Scalar configuration (JSON, no functions), see @scalar/types ApiReferenceConfiguration. */
const SCALAR_CONFIG = {
  url: OPENAPI_PATH,
  withDefaultFonts: false, // default: 14 woff2 from fonts.scalar.com
  agent: { disabled: true }, // default on localhost: "Ask AI" chat backed by api.scalar.com
  mcp: { disabled: true },
  hideClientButton: true, // "Open API Client" links to client.scalar.com
  showDeveloperTools: "never", // toolbar with "share/deploy" (registry.scalar.com, api.scalar.com)
  telemetry: false, // no-op in 1.72 (no telemetry code in the standalone bundle); kept explicit
  documentDownloadType: "json",
  // no proxyUrl: requests from "Test Request" go straight to this origin
} as const;

/**
 * Runs before the bundle. (1) Zod v4 inside the bundle probes for eval with `Function("")` unless
 * jitless; under CSP that probe is reported as a script-src violation (harmless, but noise in
 * reports). (2) Every <style> created by script gets the page nonce, so style-src needs no
 * 'unsafe-inline'; <style> in parsed/innerHTML markup is still refused.
 */
const BOOT =
  `globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});` +
  `(function(){var n=document.querySelector('meta[property="csp-nonce"]').content,c=Document.prototype.createElement;` +
  `Document.prototype.createElement=function(t){var e=c.apply(this,arguments);if(String(t).toLowerCase()==="style")e.nonce=n;return e}})();`;

export function apiDocsCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:", // data: SVG icons in Scalar's CSS (mask/background images)
    "connect-src 'self'", // /openapi.json and "Test Request"
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'none'",
  ].join("; ");
}

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The mount point must NOT have id="api-reference": the bundle, when it loads, auto-mounts a
 * second instance with default config (CDN fonts, agent...) on any #api-reference it finds.
 */
export function renderApiDocs(scriptPath: string, nonce: string): string {
  // JSON inside <script>: escape "<" so no "</script>" can close it.
  const config = JSON.stringify(SCALAR_CONFIG).replace(/</g, "\\u003c");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="csp-nonce" content="${escapeAttr(nonce)}">
<title>Pinboard edge API reference</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<noscript><p>This reference needs JavaScript. The OpenAPI document is at <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</p></noscript>
<div id="docs"></div>
<script nonce="${escapeAttr(nonce)}">${BOOT}</script>
<script nonce="${escapeAttr(nonce)}" src="${escapeAttr(scriptPath)}"></script>
<script nonce="${escapeAttr(nonce)}">Scalar.createApiReference("#docs",Object.assign(${config},{servers:[{url:location.origin,description:"This Worker"}]}));</script>
</body>
</html>`;
}

/**
 * Sets its own Content-Security-Policy, which withSecurityHeaders (worker/index.ts) keeps instead
 * of the allow-nothing API policy; it adds the common headers (nosniff, X-Frame-Options, …).
 */
export const apiDocsRoutes = createRouter().get(API_DOCS_PATH, (c) => {
  const nonce = newNonce();
  c.header("Content-Security-Policy", apiDocsCsp(nonce));
  c.header("Cache-Control", "no-store"); // a cached copy would replay the nonce
  return c.html(renderApiDocs(scalarScriptPath, nonce));
});
