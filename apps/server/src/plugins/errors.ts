import { MSG } from '@doyang/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { lostToAnother, MONEY_RECORD_KEPT, pgCodeOf, SEAT_IN_DECIDED_BRACKET } from '../db/pg-errors.ts';
import { HttpError, validationError } from '../http/errors.ts';

export function zodToErrors(error: ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= [];
    errors[key].push(issue.message);
  }
  return errors;
}

/** Fastify's own refusals of a request, each with its Spanish text. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MSG.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MSG.badRequest,
  FST_ERR_CTP_BODY_TOO_LARGE: MSG.bodyTooLarge,
  FST_ERR_CTP_EMPTY_JSON_BODY: MSG.emptyJson,
  FST_ERR_CTP_INVALID_JSON_BODY: MSG.invalidJson,
  FST_ERR_CTP_EMPTY_TYPE: MSG.unsupportedMediaType,
  FST_ERR_CTP_INVALID_TYPE: MSG.unsupportedMediaType,
};

/**
 * PostgreSQL refusals that can only come from what the client sent (SQLSTATE classes 22 data exception,
 * 23 integrity, 54 too large): the safety net under the schemas, so bad input is a 422, never a 500.
 */
function databaseInputError(code: string | undefined, method: string): string | null {
  if (!code) return null;
  if (code === '23503') return method === 'DELETE' ? MSG.inUse : MSG.relatedMissing;
  if (code === '23505') return MSG.duplicateRecord;
  if (code === '23502') return MSG.required;
  if (code.startsWith('22') || code.startsWith('23') || code.startsWith('54')) return MSG.invalidData;
  return null;
}

const unprocessable = (reply: FastifyReply, errors: Record<string, string[]>) => {
  const e = validationError(errors);
  return reply.status(422).send({ message: e.message, errors: e.errors });
};

/** One place that turns every failure into the API's JSON error shapes, in Spanish; bad input never becomes a 500. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof ZodError) return unprocessable(reply, zodToErrors(error));
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    const fastifyError = error as FastifyError;
    // A path that names no record (`/api/users/abc`) is a missing record, as for an unknown id.
    if (fastifyError.validationContext === 'params') return reply.status(404).send({ message: MSG.notFound });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const v of error.validation) {
        const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[key] ??= [];
        errors[key].push(v.message ?? MSG.invalidData);
      }
      return unprocessable(reply, errors);
    }
    if (fastifyError.validation) return unprocessable(reply, { _: [MSG.invalidData] });
    const status = fastifyError.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: MSG.tooManyLogins });
    if (status >= 400 && status < 500) {
      const message = FASTIFY_CODES[fastifyError.code] ?? (status === 404 ? MSG.notFound : MSG.badRequest);
      return reply.status(status).send({ message });
    }
    // A transaction that lost to another outside asActor's retries (a read's own transaction): try again, not a fault.
    if (lostToAnother(error)) return reply.status(409).send({ message: MSG.concurrentChange });
    // The database refused a seat behind a decision's back (a decision made meanwhile): the screen is out of date.
    if (pgCodeOf(error) === SEAT_IN_DECIDED_BRACKET) return reply.status(409).send({ message: MSG.bracketHasDecisions });
    if (pgCodeOf(error) === MONEY_RECORD_KEPT) return reply.status(409).send({ message: MSG.moneyRecordKept });
    const inputError = databaseInputError(pgCodeOf(error), request.method);
    if (inputError) {
      request.log.warn({ err: error }, 'database refused the input');
      return unprocessable(reply, { _: [inputError] });
    }
    request.log.error(error);
    return reply.status(500).send({ message: MSG.generic });
  });
});
