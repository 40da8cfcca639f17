import { MSG } from '@doyang/domain';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db, Listen } from './db/client.ts';
import { registerResource } from './http/resource.ts';
import { attendanceRoutes } from './modules/attendance/attendance.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { type TokenService, tokenService } from './modules/auth/tokens.ts';
import { catalogueResources } from './modules/catalogues/catalogues.resources.ts';
import { bimesterRoutes } from './modules/configuration/bimesters.routes.ts';
import { configurationRoutes } from './modules/configuration/configuration.routes.ts';
import { doyangRoutes } from './modules/doyangs/doyangs.routes.ts';
import { dutyRoutes } from './modules/duties/duties.routes.ts';
import { doyangGroupResource } from './modules/groups/groups.resources.ts';
import { groupRoutes } from './modules/groups/groups.routes.ts';
import { holidayRoutes } from './modules/holidays/holidays.routes.ts';
import { requirementResources } from './modules/requirements/requirements.resources.ts';
import { revisionRoutes } from './modules/revisions/revisions.routes.ts';
import { genealogyRoutes } from './modules/schools/genealogy.routes.ts';
import { schoolResources } from './modules/schools/schools.resources.ts';
import { timeRoutes } from './modules/system/time.routes.ts';
import { enrollmentRoutes } from './modules/users/enrollments.routes.ts';
import { impersonationRoutes } from './modules/users/impersonation.routes.ts';
import { peopleCsvRoutes } from './modules/users/people-csv.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { requestBodiesPlugin } from './plugins/request-bodies.ts';
import { type RouteEntry, routeTablePlugin } from './plugins/route-table.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    tokens: TokenService;
    /** Every route as registered (method, pattern, config, schema): the security tests walk it. */
    routeTable: RouteEntry[];
  }
}

/** `listen`: the database's NOTIFY (DbHandle.listen); with it, sessions are cached per token. */
export type AppOptions = { config: Config; db: Db; logger?: boolean; listen?: Listen };

/** The whole HTTP application; main.ts listens with it and tests drive it through app.inject. */
export async function buildApp({ config, db, logger = false, listen }: AppOptions): Promise<FastifyInstance> {
  // X-Forwarded-For only from configured proxies: otherwise any client picks its own address (and rate-limit key).
  const app = Fastify({ logger, trustProxy: config.trustProxy, bodyLimit: config.bodyLimit });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('tokens', tokenService(config.jwtSecret, config.tokenTtlSeconds));

  // Before any route: the table of routes and the defaults every route gets (query refused unless declared).
  await app.register(routeTablePlugin);
  // External plugins first, then ours.
  await app.register(helmet, { contentSecurityPolicy: false });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024 } });
  await app.register(swagger, {
    openapi: { info: { title: 'API de la red de doyangs', version: '1.66.4' }, components: {} },
    transform: jsonSchemaTransform,
  });
  // The API documentation is public (it shows shapes, never data): declared so on each of its routes.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  });

  await app.register(errorsPlugin);
  await app.register(requestBodiesPlugin);
  await app.register(authPlugin, { listen });

  await app.register(authRoutes);
  await app.register(timeRoutes);
  await app.register(userRoutes);
  await app.register(enrollmentRoutes);
  await app.register(impersonationRoutes);
  await app.register(peopleCsvRoutes);
  await app.register(doyangRoutes);
  await app.register(configurationRoutes);
  await app.register(genealogyRoutes);
  // Groups and attendance (issue 4).
  await app.register(groupRoutes);
  await app.register(attendanceRoutes);
  await app.register(holidayRoutes);
  await app.register(bimesterRoutes);
  await app.register(revisionRoutes);
  await app.register(dutyRoutes);
  await app.register(async (scope) => {
    for (const def of [...catalogueResources, ...schoolResources, doyangGroupResource, ...requirementResources])
      registerResource(scope, def);
  });

  const webDist = config.webDist;
  if (webDist) await app.register(fastifyStatic, { root: webDist, wildcard: true });
  // The SPA owns every other GET path (client-side routes); the API answers JSON 404s.
  app.setNotFoundHandler((request, reply) => {
    const isAsset = request.url.startsWith('/assets/');
    if (webDist && request.method === 'GET' && !request.url.startsWith('/api/') && !isAsset) return reply.sendFile('index.html');
    return reply.status(404).send({ message: MSG.notFound });
  });
  return app;
}
