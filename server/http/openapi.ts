/**
 * Derives the fastify route schemas (body, querystring, params) from `server/openapi.yaml`, so the document is the
 * single source of request validation, and the request types of each operation from the types generated out of it.
 */
import { loadOpenApi, type OpenApiDocument } from '../contract';
import type { paths } from '../generated/openapi';

export type JsonSchema = Record<string, unknown>;
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: HttpMethod;
  path: string;
  operationId: string;
  aliases: string[];
  modes: string[] | null;
  /** `x-impersonation: forbidden`: an administrator may not call it while logged in as someone else */
  impersonationForbidden: boolean;
  /** The body types the operation takes (its requestBody's media types); JSON when it declares none */
  mediaTypes: string[];
  schema: { body?: JsonSchema; querystring?: JsonSchema; params?: JsonSchema };
}

/** A path of the document, as openapi-typescript generated it. */
export type ApiPath = keyof paths;

/** The methods the document describes for `P` (a route for any other method does not compile). */
export type MethodsOf<P extends ApiPath> = {
  [M in HttpMethod]: paths[P][Lowercase<M>] extends undefined ? never : M;
}[HttpMethod];

/** The generated operation at a path and method. */
export type OperationAt<P extends ApiPath, M extends HttpMethod> = NonNullable<paths[P][Lowercase<M>]>;

/** What `unknown` stands for when the operation has no such part. */
type PartOf<T> = [NonNullable<T>] extends [never] ? unknown : NonNullable<T>;

/** The request body of an operation: its JSON body, else its only content type's body (forms). */
type BodyOf<O> = O extends { requestBody: { content: infer C } }
  ? C extends { 'application/json': infer B }
    ? B
    : C[keyof C]
  : unknown;

/** Fastify's route generics (`Body`, `Querystring`, `Params`) typed from an OpenAPI operation. */
export interface RouteTypes<O extends { parameters: { query?: unknown; path?: unknown } }> {
  Body: BodyOf<O>;
  Querystring: PartOf<O['parameters']['query']>;
  Params: PartOf<O['parameters']['path']>;
}

/** Replaces every local `$ref` with the referenced (recursively dereferenced) object. */
function deref(doc: OpenApiDocument, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => deref(doc, v));
  if (value === null || typeof value !== 'object') return value;
  const obj = value as Record<string, unknown>;
  if (typeof obj.$ref === 'string') {
    const parts = obj.$ref.replace(/^#\//, '').split('/');
    let target: unknown = doc;
    for (const p of parts) target = (target as Record<string, unknown>)[p];
    if (target === undefined) throw new Error(`openapi: unresolved ${obj.$ref}`);
    return deref(doc, target);
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (k === 'examples' || k === 'example') continue;
    out[k] = deref(doc, v);
  }
  return out;
}

function objectOf(params: Parameter[]): JsonSchema | undefined {
  if (params.length === 0) return undefined;
  const properties: Record<string, JsonSchema> = {};
  for (const p of params) properties[p.name] = p.schema;
  const required = params.filter((p) => p.required).map((p) => p.name);
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

let cachedOps: Operation[] | undefined;

/** Every operation of the document with its derived request schemas (computed once). */
export function operations(): Operation[] {
  cachedOps ??= buildOperations();
  return cachedOps;
}

function buildOperations(): Operation[] {
  const doc = loadOpenApi();
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, rawOp] of Object.entries(item)) {
      const op = deref(doc, rawOp) as {
        operationId: string;
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        'x-aliases'?: string[];
        'x-modes'?: string[];
        'x-impersonation'?: string;
      };
      const params = op.parameters ?? [];
      const content = op.requestBody?.content;
      // A multipart form is read part by part by its route (the parts are streams, not a body to validate).
      const body =
        content && !content['multipart/form-data']
          ? (content['application/json'] ?? Object.values(content)[0])?.schema
          : undefined;
      ops.push({
        method: method.toUpperCase() as HttpMethod,
        path,
        operationId: op.operationId,
        aliases: op['x-aliases'] ?? [],
        modes: op['x-modes'] ?? null,
        impersonationForbidden: op['x-impersonation'] === 'forbidden',
        mediaTypes: content ? Object.keys(content) : ['application/json'],
        schema: {
          ...(body ? { body } : {}),
          ...(objectOf(params.filter((p) => p.in === 'query'))
            ? { querystring: objectOf(params.filter((p) => p.in === 'query')) }
            : {}),
          ...(objectOf(params.filter((p) => p.in === 'path'))
            ? { params: objectOf(params.filter((p) => p.in === 'path')) }
            : {}),
        },
      });
    }
  }
  return ops;
}

/** Finds the operation for a method and OpenAPI path; throws at start-up when the document lacks it. */
export function operation(method: HttpMethod, path: string): Operation {
  const op = operations().find((o) => o.method === method && o.path === path);
  if (!op) throw new Error(`openapi.yaml does not describe ${method} ${path}`);
  return op;
}

/** `/games/{slug}` → `/games/:slug`. */
export function toFastifyPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}
