import { fileMediaOf } from '@doyang/domain';
import type { FastifyDynamicSwaggerOptions, SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isApiRoute } from '../plugins/auth.ts';
import { documentedOverride } from './documented.ts';
import type { ErrorStatus } from './route.ts';

// The rules of /api/docs, in one place: what each route declared with route() (its permission, doyang scope, schemas,
// status and summary) becomes an OpenAPI 3.1 operation. 3.1 because its schemas are JSON Schema 2020-12, which is
// what zod 4 writes: nothing is converted on the way (3.0 would need `nullable`, boolean exclusive bounds, no
// `const`…, and every such conversion is one more place for the document to lie).

type Json = Record<string, unknown>;
type Operation = Json & { parameters?: Json[]; responses: Record<string, Json>; operationId: string; [ERRORS_KEY]?: number[] };

/** The refusals every route may answer, as shared answers (`components.responses`) of the one `Error` schema. */
const REFUSALS: Record<ErrorStatus, { name: string; description: string }> = {
  401: { name: 'Unauthenticated', description: 'No autenticado' },
  403: { name: 'Forbidden', description: 'Sin permiso' },
  404: { name: 'NotFound', description: 'No encontrado' },
  409: { name: 'Conflict', description: 'En conflicto con lo ya registrado' },
  422: { name: 'InvalidData', description: 'Datos no válidos' },
  429: { name: 'TooManyRequests', description: 'Demasiadas solicitudes' },
};

/** Carries a route's refusals from the route's transform to the document's, which writes them as `$ref`s. */
const ERRORS_KEY = 'x-refusals';

const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

/**
 * The refusals a route can answer, from what it declared: 401 without a session (every route but the public ones),
 * 403 for a guarded route (an area, general direction, or doyang-scoped data), 404 for a path that names a record,
 * 422 everywhere (an undeclared query parameter is refused on every route, and each write checks its data), 429 where
 * a rate limit applies, and whatever the route declares beyond these (a public login that answers 401).
 */
export function refusalsOf(route: Pick<RouteOptions, 'url' | 'config'>): ErrorStatus[] {
  const config = route.config;
  const contract = config?.contract;
  const permission = contract?.permission;
  const found = new Set<ErrorStatus>(config?.refusals ?? []);
  if (config?.public !== true) found.add(401);
  if (permission && ('area' in permission || 'generalDirection' in permission || contract.scope === 'doyang')) found.add(403);
  if (route.url.includes(':')) found.add(404);
  found.add(422);
  if (config?.rateLimit) found.add(429);
  return [...found].sort();
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * `getUsersById`, `putTournamentCategoriesById`, `postTournamentsByIdProspectsResultsFromGraphs`: the method and the
 * path's words, so a generated client's names read like the call and stay put while the route does.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : [segment]))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean));
  return method.toLowerCase() + words.map(capitalized).join('');
}

/** A download's body: bytes of its media type (the event stream: text read as it comes). */
const fileContent = (media: string) => ({
  [media]: { schema: media === 'text/event-stream' ? { type: 'string' } : { type: 'string', format: 'binary' } },
});

const zodRoute = createJsonSchemaTransform({ skipList: [], zodToJsonConfig: { override: documentedOverride } });

/** One route as an operation: its schemas through zod's JSON Schema, then what its contract says. */
const documentRoute: SwaggerTransform = (document) => {
  const { schema, url, route } = document;
  if (!isApiRoute(url) || isDocs(url) || !schema) return { schema: { ...schema, hide: true }, url };
  const { response, form, ...rest } = schema as Json & { response?: Record<string, z.ZodType>; form?: z.ZodType };
  const [status, answer] = Object.entries(response ?? {})[0] ?? [];
  const media = answer && fileMediaOf(answer);
  const converted = zodRoute({
    ...document,
    schema: {
      ...rest,
      ...(answer && !media && { response: { [status]: answer } }),
      // An upload's form is read by the route itself (multipart): documented as its body, never validated as one.
      ...(form && { body: form, consumes: ['multipart/form-data'] }),
    },
  }).schema as Json & { response?: Record<string, Json> };
  const isPublic = route.config?.public === true;
  const method = Array.isArray(route.method) ? route.method[0] : route.method;
  const description = status === '201' ? 'Creado' : 'Correcto';
  const content = media ? fileContent(media) : { 'application/json': { schema: converted.response?.[status] } };
  return {
    url,
    schema: {
      ...converted,
      operationId: operationIdOf(method, url),
      security: isPublic ? [] : [{ bearerAuth: [] }],
      ...(status && { response: { [status]: { description: media ? `Archivo (${media})` : description, content } } }),
      [ERRORS_KEY]: refusalsOf(route),
    },
  };
};

const zodComponents = createJsonSchemaTransformObject({ zodToJsonConfig: { override: documentedOverride } });

/** Every `#/components/…` a part of the document points at. */
function refsIn(node: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) refsIn(item, found);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.add(value);
      else refsIn(value, found);
    }
  return found;
}

/** The components the operations reach (zod's registry holds every id, as input and as output: most go unused). */
function reachedSchemas(paths: unknown, responses: unknown, schemas: Record<string, unknown>): Record<string, unknown> {
  const prefix = '#/components/schemas/';
  const reached = new Set<string>();
  const pending = [...refsIn(paths, new Set()), ...refsIn(responses, new Set())];
  while (pending.length) {
    const ref = pending.pop() as string;
    if (!ref.startsWith(prefix) || reached.has(ref)) continue;
    reached.add(ref);
    pending.push(...refsIn(schemas[ref.slice(prefix.length)], new Set()));
  }
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(prefix + name)));
}

/** The whole document: shared schemas and refusals as components, each operation's refusals as references. */
const documentWhole: SwaggerTransformObject = (document) => {
  const openapi = zodComponents(document) as Json & { paths: Record<string, Record<string, Operation>>; components: Json };
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(openapi.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const where = `${method.toUpperCase()} ${path}`;
      const twin = seen.get(operation.operationId);
      if (twin) throw new Error(`operationId repetido (${operation.operationId}): ${twin} y ${where}`);
      seen.set(operation.operationId, where);
      for (const status of operation[ERRORS_KEY] ?? [])
        operation.responses[status] = { $ref: `#/components/responses/${REFUSALS[status as ErrorStatus].name}` };
      delete operation[ERRORS_KEY];
      // An object in the query (`orderBy`) travels as `orderBy[field]=asc`, the way the server reads it.
      for (const parameter of operation.parameters ?? [])
        if (parameter.in === 'query' && (parameter.schema as Json | undefined)?.type === 'object')
          Object.assign(parameter, { style: 'deepObject', explode: true });
    }
  }
  const responses = Object.fromEntries(
    Object.values(REFUSALS).map(({ name, description }) => [
      name,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    ]),
  );
  const schemas = (openapi.components.schemas ?? {}) as Record<string, unknown>;
  return {
    ...openapi,
    components: { ...openapi.components, schemas: reachedSchemas(openapi.paths, responses, schemas), responses },
  };
};

/** The options of @fastify/swagger for the API's document. */
export function openapiOptions(version: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'API de la red de doyangs',
        version,
        description: 'Todas las rutas salvo las públicas piden `Authorization: Bearer <token>` (POST /api/login).',
        license: { name: 'Privada', identifier: 'UNLICENSED' },
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: documentRoute,
    transformObject: documentWhole,
  };
}
