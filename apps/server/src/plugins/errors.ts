import { MSG } from '@doyang/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
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

/** One place that turns every failure into the API's JSON error shapes; a user's mistake never becomes a 500. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof ZodError) {
      const e = validationError(zodToErrors(error));
      return reply.status(422).send({ message: e.message, errors: e.errors });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const v of error.validation) {
        const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[key] ??= [];
        errors[key].push(v.message ?? MSG.invalidData);
      }
      const e = validationError(errors);
      return reply.status(422).send({ message: e.message, errors: e.errors });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if ((error as FastifyError).validation) {
      return reply.status(422).send({ message: MSG.invalidData, errors: { _: [error.message] } });
    }
    if (status === 429) return reply.status(429).send({ message: MSG.tooManyLogins });
    if (status >= 400 && status < 500) return reply.status(status).send({ message: MSG.invalidData });
    // Postgres: foreign-key violation on delete means the record is still referenced.
    const pgCode = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (pgCode === '23503') {
      const message = request.method === 'DELETE' ? MSG.inUse : MSG.relatedMissing;
      return reply.status(422).send({ message, errors: { _: [message] } });
    }
    if (pgCode === '22P02' || pgCode === '22003' || pgCode === '22007' || pgCode === '22008') {
      return reply.status(422).send({ message: MSG.invalidData, errors: { _: [MSG.invalidData] } });
    }
    request.log.error(error);
    return reply.status(500).send({ message: MSG.generic });
  });
});
