/**
 * The fuzz's view of openapi/openapi.json: its operations (method, path, query parameters, JSON
 * body schema, documented statuses) and an ajv validator per documented JSON response.
 *
 * OpenAPI 3.1 schemas are JSON Schema 2020-12 and go to Ajv2020 as they are (less annotation
 * keywords). OpenAPI 3.0 schemas are not JSON Schema: they are converted (`toJsonSchema`), and
 * `nullable` follows OAS 3.0.3 to the letter: `nullable: true` adds null to the allowed values only
 * beside a `type` in the same schema object; without one it has no effect (so `allOf: [{$ref},
 * {nullable: true}]` does NOT allow null). That is also what ajv's own `nullable` keyword and
 * redocly's `nullable-type-sibling` rule say.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { Ajv, type ValidateFunction } from "ajv";
import { Ajv2020 } from "ajv/dist/2020";

export type Schema = { [k: string]: unknown };

export const OPENAPI_PATH = resolve(import.meta.dirname, "../../../openapi/openapi.json");

export interface OpenApiDoc {
  openapi: string;
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, Schema> };
}

type Ref<T> = T | { $ref: string };
interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
interface OperationObject {
  parameters?: Ref<ParameterObject>[];
  requestBody?: Ref<{ required?: boolean; content?: Record<string, { schema?: Schema }> }>;
  responses?: Record<string, Ref<{ content?: Record<string, { schema?: Schema }> }>>;
}

export interface QueryParam {
  name: string;
  required: boolean;
  /** with every $ref inlined (OAS 3.0 form, for the generators) */
  schema: Schema;
}

export interface Operation {
  /** "POST /v3/register/" */
  id: string;
  method: string;
  path: string;
  query: QueryParam[];
  /** Path parameters (`{name}` segments of `path`), with their schemas. */
  pathParams: QueryParam[];
  /** Header parameters (e.g. Idempotency-Key), with their schemas. */
  headerParams: QueryParam[];
  /** Matches a decoded request path against `path`, each `{name}` one segment. */
  pattern: RegExp;
  /** The application/json request body, $refs inlined, or undefined when the operation takes none. */
  body?: { required: boolean; schema: Schema };
  /** Every status the document lists for the operation. */
  statuses: Set<number>;
  /** Validators of the JSON body per documented status. */
  validators: Map<number, ValidateFunction>;
  /** The api_error_codes documented per error status (`x-api-error-codes`). */
  errorCodes: Map<number, number[]>;
  /** The content types other than JSON documented per status (a CSV, the tag's script). */
  otherTypes: Map<number, string[]>;
}

const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

export function loadDocument(file = OPENAPI_PATH): OpenApiDoc {
  return JSON.parse(readFileSync(file, "utf8")) as OpenApiDoc;
}

/** A deep copy of `schema` with every local `$ref` replaced by its target (no recursive schemas). */
export function inlineRefs(schema: unknown, doc: OpenApiDoc, depth = 0): unknown {
  if (depth > 64) throw new Error("schema nests too deep (a recursive $ref?): the fuzz generator does not support that");
  if (Array.isArray(schema)) return schema.map((s) => inlineRefs(s, doc, depth + 1));
  if (schema === null || typeof schema !== "object") return schema;
  const s = schema as Schema;
  if (typeof s.$ref === "string") {
    // OAS 3.0 ignores every sibling of a $ref.
    return inlineRefs(resolvePointer(doc, s.$ref), doc, depth + 1);
  }
  return Object.fromEntries(Object.entries(s).map(([k, v]) => [k, inlineRefs(v, doc, depth + 1)]));
}

function resolvePointer(doc: OpenApiDoc, ref: string): unknown {
  if (!ref.startsWith("#/")) throw new Error(`only local $refs are supported, not ${ref}`);
  let node: unknown = doc;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    node = (node as Record<string, unknown> | undefined)?.[key];
  }
  if (node === undefined) throw new Error(`unresolved $ref ${ref}`);
  return node;
}

/** A Parameter, Request Body or Response object, or the one its `$ref` points to. */
function deref<T>(node: Ref<T> | undefined, doc: OpenApiDoc): T | undefined {
  if (node && typeof node === "object" && "$ref" in node && typeof node.$ref === "string")
    return deref(resolvePointer(doc, node.$ref) as Ref<T>, doc);
  return node as T | undefined;
}

const OAS_ONLY_KEYWORDS = new Set(["nullable", "example", "examples", "discriminator", "xml", "externalDocs", "deprecated"]);

export const isOas31 = (doc: OpenApiDoc) => /^3\.1\./.test(doc.openapi);

/** OAS 3.1 schema (refs inlined) for Ajv2020: drops only the annotations Ajv does not know. */
function toJsonSchema31(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema31);
  if (schema === null || typeof schema !== "object") return schema;
  return Object.fromEntries(
    Object.entries(schema as Schema)
      .filter(([k]) => !["example", "discriminator", "xml", "externalDocs"].includes(k))
      .map(([k, v]) => [
        k,
        k === "properties" && v && typeof v === "object"
          ? Object.fromEntries(Object.entries(v).map(([n, sub]) => [n, toJsonSchema31(sub)]))
          : toJsonSchema31(v),
      ]),
  );
}

/** OAS 3.0 schema (refs already inlined) → JSON Schema (draft-07 vocabulary) for ajv. */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (schema === null || typeof schema !== "object") return schema;
  const s = schema as Schema;
  const out: Schema = {};
  for (const [k, v] of Object.entries(s)) {
    if (OAS_ONLY_KEYWORDS.has(k)) continue;
    if (k === "properties" && v && typeof v === "object") {
      out.properties = Object.fromEntries(Object.entries(v).map(([name, sub]) => [name, toJsonSchema(sub)]));
    } else if (["items", "additionalProperties", "not"].includes(k) && typeof v === "object") {
      out[k] = toJsonSchema(v);
    } else if (["allOf", "anyOf", "oneOf"].includes(k) && Array.isArray(v)) {
      out[k] = v.map(toJsonSchema);
    } else {
      out[k] = v;
    }
  }
  // OAS 3.0 exclusiveMinimum/Maximum are booleans beside minimum/maximum.
  if (s.exclusiveMinimum === true && typeof s.minimum === "number") {
    out.exclusiveMinimum = s.minimum;
    delete out.minimum;
  } else if (typeof s.exclusiveMinimum === "boolean") delete out.exclusiveMinimum;
  if (s.exclusiveMaximum === true && typeof s.maximum === "number") {
    out.exclusiveMaximum = s.maximum;
    delete out.maximum;
  } else if (typeof s.exclusiveMaximum === "boolean") delete out.exclusiveMaximum;
  // nullable: true adds null only beside a `type` (OAS 3.0.3); without one it has no effect.
  if (s.nullable === true && typeof s.type === "string") {
    out.type = [s.type, "null"];
    if (Array.isArray(s.enum) && !s.enum.includes(null)) out.enum = [...s.enum, null];
  }
  return out;
}

export function loadOperations(doc: OpenApiDoc = loadDocument()): Operation[] {
  const oas31 = isOas31(doc);
  const ajv = oas31 ? new Ajv2020({ strict: false, allErrors: true }) : new Ajv({ strict: false, allErrors: true });
  const convert = oas31 ? toJsonSchema31 : toJsonSchema;
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = ((item as { parameters?: Ref<ParameterObject>[] }).parameters ?? []).map((p) => deref(p, doc)!);
    for (const [method, op] of Object.entries(item)) {
      if (!HTTP_METHODS.includes(method)) continue;
      const params = [...shared, ...(op.parameters ?? []).map((p) => deref(p, doc)!)];
      const query = params
        .filter((p) => p.in === "query")
        .map((p) => ({ name: p.name, required: p.required === true, schema: (inlineRefs(p.schema ?? {}, doc) as Schema) ?? {} }));
      const pathParams = params
        .filter((p) => p.in === "path")
        .map((p) => ({ name: p.name, required: true, schema: (inlineRefs(p.schema ?? {}, doc) as Schema) ?? {} }));
      const headerParams = params
        .filter((p) => p.in === "header")
        .map((p) => ({ name: p.name, required: p.required === true, schema: (inlineRefs(p.schema ?? {}, doc) as Schema) ?? {} }));
      const requestBody = deref(op.requestBody, doc);
      const json = requestBody?.content?.["application/json"];
      const body = json?.schema ? { required: requestBody?.required === true, schema: inlineRefs(json.schema, doc) as Schema } : undefined;
      const statuses = new Set<number>();
      const validators = new Map<number, ValidateFunction>();
      const errorCodes = new Map<number, number[]>();
      const otherTypes = new Map<number, string[]>();
      for (const [status, ref] of Object.entries(op.responses ?? {})) {
        const code = Number(status);
        if (!Number.isInteger(code)) continue; // "default" / "2XX" are not used by this document
        statuses.add(code);
        const codes = (deref(ref, doc) as { "x-api-error-codes"?: number[] } | undefined)?.["x-api-error-codes"];
        if (codes) errorCodes.set(code, codes);
        const others = Object.keys(deref(ref, doc)?.content ?? {}).filter((t) => t !== "application/json");
        if (others.length > 0) otherTypes.set(code, others);
        const schema = deref(ref, doc)?.content?.["application/json"]?.schema;
        if (schema) validators.set(code, ajv.compile(convert(inlineRefs(schema, doc)) as object));
      }
      ops.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        query,
        pathParams,
        headerParams,
        pattern: pathPattern(path),
        body,
        statuses,
        validators,
        errorCodes,
        otherTypes,
      });
    }
  }
  return ops;
}

/** `/v3/users/me/sessions/{id}/` → /^\/v3\/users\/me\/sessions\/[^/]+\/$/ (a parameter is one non-empty segment, as Hono routes). */
export function pathPattern(path: string): RegExp {
  const parts = path.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join("[^/]+")}$`);
}

/**
 * The documented operation a request lands on, if any (HEAD is served by the GET operation). A
 * path without parameters wins over a templated one, as in the router.
 */
export function findOperation(ops: Operation[], method: string, pathname: string): Operation | undefined {
  const m = method.toUpperCase();
  const at = (verb: string) =>
    ops.find((o) => o.method === verb && o.path === pathname) ??
    ops.find((o) => o.method === verb && o.pathParams.length > 0 && o.pattern.test(pathname));
  return at(m) ?? (m === "HEAD" ? at("GET") : undefined);
}

/**
 * The operation's path with each parameter filled in (percent-encoded), by default with its
 * schema's example.
 *
 * @example
 * concretePath(op) // "/v3/users/me/sessions/Zx8kQw3rT5yU7iO9pA1sDf/"
 */
export function concretePath(op: Pick<Operation, "path" | "pathParams">, values: Record<string, string> = {}): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name] ?? String(op.pathParams.find((p) => p.name === name)?.schema.example ?? "x");
    return encodeURIComponent(value);
  });
}
