import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { strictQuery } from '../http/query-params.ts';
import type { RouteContract } from '../http/route.ts';
import { isApiRoute } from './auth.ts';

export type RouteEntry = {
  method: string;
  url: string;
  readonly public: boolean;
  readonly uploads: boolean;
  readonly schema: FastifySchema | undefined;
  /** The permission and doyang scope the route declared (http/route.ts); public documentation routes have none. */
  readonly contract: RouteContract | undefined;
};

const NO_QUERY = strictQuery({});

/**
 * Records every route and gives each API route the safe defaults it did not declare: a route that does
 * not declare its query parameters takes none (any parameter is a 422), so an unparsed `?personal=abc`
 * cannot reach a handler.
 */
export const routeTablePlugin = fp(async (app: FastifyInstance) => {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (isApiRoute(route.url) && !route.schema?.querystring) {
      route.schema = { ...route.schema, querystring: NO_QUERY };
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Read lazily: hooks of inner scopes (the docs' `public`) run after this one.
    for (const method of methods) {
      table.push({
        method,
        url: route.url,
        get public() {
          return route.config?.public === true;
        },
        get uploads() {
          return route.config?.uploads === true;
        },
        get schema() {
          return route.schema;
        },
        get contract() {
          return route.config?.contract;
        },
      });
    }
  });
  // A route without a declared permission and doyang scope cannot be served: the app refuses to start.
  app.addHook('onReady', async () => {
    const undeclared = table.filter((r) => isApiRoute(r.url) && !r.public && !r.contract);
    if (undeclared.length)
      throw new Error(`Rutas sin contrato (http/route.ts): ${undeclared.map((r) => `${r.method} ${r.url}`).join(', ')}`);
  });
});
