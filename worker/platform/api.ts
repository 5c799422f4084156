/**
 * Why: the API's module graph (zod, zod-to-openapi, the route contracts' schemas, the route
 * tables) is most of the Worker's startup CPU, and the Worker entry imports this file statically.
 * Loading that graph with a dynamic import on the first request that needs it keeps isolate
 * startup small (`npx wrangler check startup`; figures in docs/decisions/008-worker-weight.md);
 * that first request pays for it once per isolate.
 */
import type { Api } from "./api-app";

let api: Promise<Api> | undefined;

/**
 * The API app, imported and built once per isolate.
 *
 * @example
 * const response = await (await apiFor()).fetch(request, env, ctx);
 */
export const apiFor = (): Promise<Api> =>
  (api ??= import("./api-app").then(
    (m) => m.createApi(),
    (err: unknown) => {
      api = undefined; // let the next request try again
      throw err;
    },
  ));
