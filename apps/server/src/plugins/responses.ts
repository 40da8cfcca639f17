import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/**
 * Answers leave as JSON of what the handler returned: the declared response schema documents them (/api/docs)
 * and, with `checkResponses` (the tests), each answer is checked against it, so a route that drifts from its
 * contract fails its tests instead of surprising the web. Never stripped or reshaped: the schema describes.
 */
export function responseSerializer(app: FastifyInstance, checkResponses: boolean): void {
  app.setSerializerCompiler(({ schema, method, url }) => {
    const contract = schema as z.ZodType;
    return (data) => {
      if (checkResponses && typeof contract?.safeParse === 'function') {
        const result = contract.safeParse(data);
        if (!result.success) {
          const where = result.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(raíz)'}: ${i.message}`);
          throw new Error(`La respuesta de ${method} ${url} no cumple su contrato: ${where.join('; ')}`);
        }
      }
      return JSON.stringify(data);
    };
  });
}
