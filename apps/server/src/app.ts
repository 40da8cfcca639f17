import { join, sep } from 'node:path';
import { MSG } from '@doyang/domain';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, todayOf } from './config.ts';
import type { Db, Listen } from './db/client.ts';
import { openapiOptions } from './http/openapi.ts';
import { registerResource } from './http/resource.ts';
import { accountingRoutes } from './modules/accounting/index.ts';
import { attendanceRoutes, saveMark } from './modules/attendance/index.ts';
import { auditRoutes } from './modules/audit/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { commissionRoutes, tierRoutes } from './modules/commissions/index.ts';
import { bimesterRoutes, configurationRoutes } from './modules/configuration/index.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { generalFileResourceRoutes } from './modules/digital-resources/index.ts';
import { doyangRoutes } from './modules/doyangs/index.ts';
import { dutyRoutes } from './modules/duties/index.ts';
import { eventGroupRoutes } from './modules/events/index.ts';
import { groupRoutes } from './modules/groups/index.ts';
import { holidayRoutes } from './modules/holidays/index.ts';
import { homeReportRoutes } from './modules/home-reports/index.ts';
import { insuranceRoutes } from './modules/insurances/index.ts';
import { permissionRoutes } from './modules/permissions/index.ts';
import {
  eventTravelRoutes,
  examBlockRoutes,
  examSheetRoutes,
  prospectListRoutes,
  prospectResultRoutes,
  prospectRoutes,
} from './modules/prospects/index.ts';
import { revisionRoutes } from './modules/revisions/index.ts';
import { cashClosingRoutes, receiptRoutes, saleRoutes } from './modules/sales/index.ts';
import { genealogyRoutes } from './modules/schools/index.ts';
import { statisticsRoutes } from './modules/statistics/index.ts';
import { stockRoutes } from './modules/stock/index.ts';
import { timeRoutes } from './modules/system/index.ts';
import {
  bracketDecisionRoutes,
  bracketEditRoutes,
  bracketReadRoutes,
  bracketSeatRoutes,
  categoryFitRoutes,
  cronogramRoutes,
  foreignerRoutes,
  liveRoutes,
  poomseCategoryRoutes,
  resultsFromBracketsRoutes,
  tournamentListRoutes,
  tournamentRegistrationRoutes,
  tournamentResultSheetRoutes,
} from './modules/tournaments/index.ts';
import { ensureLight, trafficLightRoutes } from './modules/traffic-light/index.ts';
import {
  enrollmentApplicationRoutes,
  enrollmentRoutes,
  impersonationRoutes,
  peopleCsvRoutes,
  userFileRoutes,
  userRoutes,
} from './modules/users/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { requestBodiesPlugin } from './plugins/request-bodies.ts';
import { responseSerializer } from './plugins/responses.ts';
import { type RouteEntry, routeTablePlugin } from './plugins/route-table.ts';
import { type TokenService, tokenService } from './session/tokens.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { openStorage } from './storage/open-storage.ts';
import { tableResources } from './table-resources.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    tokens: TokenService;
    /** Where uploaded files are kept (config `storage`): every process of a network reads the same files. */
    storage: FileStorage;
    /** The product's calendar day (config `today` pins it in tests). */
    clock: Clock;
    /** Every route as registered (method, pattern, config, schema): the security tests walk it. */
    routeTable: RouteEntry[];
  }
}

/** `listen`: the database's NOTIFY (DbHandle.listen); with it, sessions are cached per token. */
/** The product's calendar: today's date and the zone it is read in (APP_TIMEZONE). */
export type Clock = { today: () => string; timeZone: string };

export type AppOptions = { config: Config; db: Db; logger?: boolean; listen?: Listen };

/** The whole HTTP application; main.ts listens with it and tests drive it through app.inject. */
export async function buildApp({ config, db, logger = false, listen }: AppOptions): Promise<FastifyInstance> {
  // X-Forwarded-For only from configured proxies: otherwise any client picks its own address (and rate-limit key).
  const app = Fastify({ logger, trustProxy: config.trustProxy, bodyLimit: config.bodyLimit });
  app.setValidatorCompiler(validatorCompiler);
  responseSerializer(app, config.checkResponses === true);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('clock', { today: () => todayOf(config), timeZone: config.timeZone });
  app.decorate('tokens', tokenService(config.jwtSecret, config.tokenTtlSeconds));
  app.decorate('storage', openStorage(config.storage));

  // Before any route: the table of routes and the defaults every route gets (query refused unless declared).
  await app.register(routeTablePlugin);
  // External plugins first, then ours.
  await app.register(helmet, { contentSecurityPolicy: false });
  // Answers and the web's files travel compressed when the browser accepts it (a tournament's brackets are 1.6 MB of
  // JSON on a venue's Wi-Fi; the first screen's scripts 1 MB). Compressed request bodies are not taken: no client of
  // ours sends them, and each is one more way to make the server inflate what it was not asked to.
  await app.register(compress, { encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024 } });
  await app.register(swagger, openapiOptions('1.66.4'));
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
  await app.register(userFileRoutes);
  await app.register(enrollmentRoutes);
  await app.register(impersonationRoutes);
  await app.register(peopleCsvRoutes);
  // The cards read the semáforo's snapshot; a doyang without one for the exam has it computed first.
  await app.register(dashboardRoutes, { ensureLight });
  await app.register(doyangRoutes);
  // Statistics of a doyang (issue 27).
  await app.register(statisticsRoutes);
  await app.register(configurationRoutes);
  await app.register(genealogyRoutes);
  // Groups and attendance (issue 4).
  await app.register(groupRoutes, { saveMark });
  await app.register(attendanceRoutes);
  await app.register(holidayRoutes);
  await app.register(bimesterRoutes);
  await app.register(revisionRoutes);
  await app.register(dutyRoutes);
  await app.register(permissionRoutes);
  await app.register(auditRoutes);
  // Exams and events (issue 11): prospects, approval and grading.
  await app.register(prospectRoutes);
  await app.register(prospectResultRoutes);
  await app.register(examBlockRoutes);
  await app.register(eventGroupRoutes);
  await app.register(prospectListRoutes);
  await app.register(eventTravelRoutes);
  await app.register(tournamentRegistrationRoutes);
  await app.register(tournamentListRoutes);
  await app.register(resultsFromBracketsRoutes);
  await app.register(tournamentResultSheetRoutes);
  await app.register(examSheetRoutes);
  await app.register(enrollmentApplicationRoutes);
  await app.register(trafficLightRoutes);
  await app.register(homeReportRoutes);
  await app.register(foreignerRoutes);
  // Tournaments (issue 12): the category fit report and the poomses' categories.
  await app.register(categoryFitRoutes);
  await app.register(poomseCategoryRoutes);
  await app.register(cronogramRoutes);
  // Brackets (issue 13): the bracket calls; live views hear of each change once it is committed, in every process.
  await app.register(bracketReadRoutes);
  await app.register(bracketDecisionRoutes);
  await app.register(bracketEditRoutes);
  await app.register(bracketSeatRoutes);
  await app.register(liveRoutes, { listen });
  // Products and stock (issue 25): the catalogue, INVENTARIO and Entradas/Salidas.
  await app.register(stockRoutes);
  // The point of sale (issue 25): sales and receipts.
  await app.register(saleRoutes);
  await app.register(receiptRoutes);
  await app.register(cashClosingRoutes);
  // Commissions (issue 26): the multilevel schemes' tier lists and the commissions computed from sales.
  await app.register(tierRoutes);
  await app.register(commissionRoutes);
  // Digital resources (issue 26): files the general direction publishes, kept in the file storage.
  await app.register(generalFileResourceRoutes);
  // INGRESOS and the commissions paid (issue 26).
  await app.register(accountingRoutes);
  // Seguros (issue 26): the insurance lists and moves, rejection documents in the file storage.
  await app.register(insuranceRoutes);
  await app.register(async (scope) => {
    // Exams, events and tournaments also answer the spec's `append=candidates,doyangProspects` (modules/prospects).
    for (const def of tableResources) registerResource(scope, def);
  });

  const webDist = config.webDist;
  if (webDist) {
    // The build names each file under /assets/ by its content and writes .br/.gz beside it (apps/web/vite.config.ts):
    // kept a year and sent as written, never compressed again per request. index.html names the current files, so it
    // is asked for again every visit (a 304 when unchanged).
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const hashed = path.startsWith(join(webDist, 'assets', sep));
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // The SPA owns every other GET path (client-side routes); the API answers JSON 404s.
  app.setNotFoundHandler((request, reply) => {
    const isAsset = request.url.startsWith('/assets/');
    if (webDist && request.method === 'GET' && !request.url.startsWith('/api/') && !isAsset) return reply.sendFile('index.html');
    return reply.status(404).send({ message: MSG.notFound });
  });
  return app;
}
