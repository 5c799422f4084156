import { createApi, type Api } from "./app";

let api: Api | undefined;

/** The API app, built once per isolate (route tables and the OpenAPI registry are not free). */
export const apiFor = (): Api => (api ??= createApi());
