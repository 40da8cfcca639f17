import { MSG } from '@doyang/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors.ts';
import { settleFiles } from '../http/stored-files.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes multipart uploads; every other route refuses them (415). */
    uploads?: boolean;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * What a request body may be: JSON in valid UTF-8 (never silently repaired with replacement characters),
 * multipart only where a route declares uploads, nothing else (Fastify answers 415 for other types).
 */
export const requestBodiesPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // Plain text is no body this API reads: without a parser it is a 415 instead of a string reaching a schema.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let decoded: string;
    try {
      decoded = utf8.decode(body as Buffer);
    } catch {
      return done(new HttpError(400, MSG.invalidUtf8), undefined);
    }
    parseJson(request, decoded, done);
  });

  app.addHook('preValidation', async (request) => {
    if (request.isMultipart?.() && request.routeOptions.config?.uploads !== true) {
      throw new HttpError(415, MSG.uploadsNotAccepted);
    }
  });
  // An upload stored for a request that was refused before its write ran (a later step of its preValidation, its
  // params) is removed here; a write that ran has settled its files already (http/route.ts).
  app.addHook('onResponse', async (request) => {
    if (request.routeOptions.config?.uploads === true) await settleFiles(request, app.storage, false);
  });
});
