import { type Action, type Areas, type FileAnswer, looseParts } from '@doyang/domain';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { asActor } from '../db/audit-actor.ts';
import type { Db } from '../db/client.ts';
import { requireGeneralDirection, requirePermission } from '../plugins/permissions.ts';
import type { SessionUser } from '../session/session-user.queries.ts';
import { namesRecordId, takeBodyId } from './body-id.ts';
import { settleFiles, startAttempt } from './stored-files.ts';

/**
 * Who may call a route, declared with the route. An area names the spec 03 §6 flag checked before the
 * handler runs (typed: a misspelt area does not compile); `anyLogin` and `public` say why none is needed.
 */
export type Permission =
  /** The area's flag; with `generalDirection`, only for the roles that 'can see general direction' (spec 01 §6). */
  | { readonly area: Areas; readonly action?: Action; readonly generalDirection?: true }
  | { readonly generalDirection: true }
  | { readonly anyLogin: string }
  | { readonly public: string };

/**
 * How a route meets doyang isolation: `network` data belongs to no doyang (catalogues, settings, the
 * caller's own session); `doyang` data is filtered or checked against the caller's doyangs by the handler
 * (the isolation walk in security/ tests every such route with another doyang's ids).
 */
export type DoyangScope = 'network' | 'doyang';

export type RouteContract = { readonly permission: Permission; readonly scope: DoyangScope };

/** The refusals /api/docs shows (http/openapi.ts derives them from the contract; a route adds what it cannot tell). */
export type ErrorStatus = 401 | 403 | 404 | 409 | 422 | 429;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route declared; the route table refuses to start an API route without one. */
    contract?: RouteContract;
    /** Refusals beyond those its contract implies (http/openapi.ts). */
    refusals?: readonly ErrorStatus[];
  }
  interface FastifySchema {
    /** An upload's multipart form, for /api/docs only (the route reads it itself). */
    form?: z.ZodObject;
  }
}

type Schema = z.ZodType;
type Infer<S> = S extends Schema ? z.infer<S> : undefined;

/** What a handler gets: the parsed input, the caller, and the database (the write's transaction for writes). */
export type RouteContext<P, Q, B> = {
  params: Infer<P>;
  query: Infer<Q>;
  body: Infer<B>;
  /** The session user (absent only on public routes). */
  actor: SessionUser;
  db: Db;
  request: FastifyRequest;
  reply: FastifyReply;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What a handler returns: the answer as its schema takes it (JSON-able values; the check reads the wire form), or,
 * for a download (`csvFile`, `pdfFile`, …), whatever it sends (a stream, a buffer, the reply).
 */
export type AnswerOf<R> = R extends FileAnswer ? unknown : R extends Schema ? z.input<R> : unknown;

/** The handler's return type: its answer's schema, so a handler that drifts from the contract does not compile. */
type HandlerAnswer<R> = AnswerOf<R>;

export type RouteSpec<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Schema = Schema,
> = {
  method: Method;
  url: `/api/${string}`;
  tags: string[];
  /** What the call does, in Spanish, as /api/docs titles it ('Lista de alumnos'). */
  summary: string;
  permission: Permission;
  scope: DoyangScope;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * An upload's multipart form (its file fields `z.file()`): read by the route itself in `preValidation` and shown
   * as the body in /api/docs; a route with a form takes uploads.
   */
  form?: z.ZodObject;
  /** Refusals its contract does not imply, for /api/docs (a public login that answers 401). */
  refusals?: readonly ErrorStatus[];
  /** The answer's shape: documented at /api/docs and checked in the tests (plugins/responses.ts). */
  response: R;
  /** 201 for a route that creates; every other route answers 200 (the one status documented and sent). */
  status?: 201;
  /** Route config beyond the contract (rate limits, uploads). */
  config?: FastifyContextConfig;
  /** Runs before the body is parsed (e.g. to see which keys were really sent). */
  preValidation?: (request: FastifyRequest) => Promise<void>;
  /**
   * Writes run inside one transaction that carries the actor for the audit trail; send nothing from
   * here: return the answer (set a status with `reply.code`) so it leaves only after the commit.
   */
  handler: (ctx: RouteContext<P, Q, B>) => Promise<HandlerAnswer<R>>;
};

const READS = new Set<Method>(['GET']);

/** The one way to write an API route: its permission, doyang scope and schemas travel with it. */
export function route<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
>(app: FastifyInstance, spec: RouteSpec<P, Q, B, R>): void {
  const { permission } = spec;
  // An answer that lets anything through documents nothing and hides drift from the answer check (issue 23).
  const loose = looseParts(spec.response);
  if (loose.length) throw new Error(`${spec.method} ${spec.url}: la respuesta no tiene forma exacta (${loose.join(', ')})`);
  const isPublic = 'public' in permission;
  const guard =
    'area' in permission || 'generalDirection' in permission
      ? async (request: FastifyRequest) => {
          if ('generalDirection' in permission) requireGeneralDirection(request.user);
          if ('area' in permission) requirePermission(request.user, permission.area, permission.action);
        }
      : undefined;
  const write = !READS.has(spec.method);
  // The permission first (nothing learnt from validation), then the route's own steps, then a body `id` (body-id.ts).
  const preValidation = [guard, spec.preValidation, write && namesRecordId(spec.url) ? takeBodyId : undefined].filter(
    (step) => step !== undefined,
  );
  app.withTypeProvider<ZodTypeProvider>().route({
    method: spec.method,
    url: spec.url,
    schema: {
      tags: spec.tags,
      summary: spec.summary,
      ...(spec.params && { params: spec.params }),
      ...(spec.query && { querystring: spec.query }),
      ...(spec.body && { body: spec.body }),
      ...(spec.form && { form: spec.form }),
      response: { [spec.status ?? 200]: spec.response as Schema },
    },
    config: {
      ...spec.config,
      ...(isPublic && { public: true }),
      ...(spec.form && { uploads: true }),
      ...(spec.refusals && { refusals: spec.refusals }),
      contract: { permission, scope: spec.scope },
    },
    // Refused before the input is parsed: a caller without the permission learns nothing from validation.
    ...(preValidation.length && { preValidation }),
    handler: async (request, reply): Promise<unknown> => {
      if (spec.status) reply.code(spec.status);
      const ctx = { params: request.params, query: request.query, body: request.body, actor: request.user, request, reply };
      if (!write || isPublic) return spec.handler({ ...ctx, db: app.db } as RouteContext<P, Q, B>);
      // Stored files follow the write (http/stored-files.ts): the replaced ones go once it commits, new ones if it fails.
      let answer: unknown;
      try {
        answer = await asActor(app.db, request.user, (db) => {
          startAttempt(request);
          return spec.handler({ ...ctx, db } as RouteContext<P, Q, B>);
        });
      } catch (error) {
        await settleFiles(request, app.storage, false);
        throw error;
      }
      await settleFiles(request, app.storage, true);
      return answer;
    },
  });
}
