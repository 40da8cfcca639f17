import { fileMediaOf } from '@doyang/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

type Json = unknown;

/** Where the answer carries a key its schema does not declare (the parse dropped it): drift the contract hides. */
function undeclaredKeys(sent: Json, parsed: Json, path: string, found: string[]): void {
  if (found.length >= 3 || sent === null || typeof sent !== 'object' || parsed === null || typeof parsed !== 'object') return;
  if (Array.isArray(sent)) {
    if (!Array.isArray(parsed)) return;
    for (const [i, item] of sent.entries()) undeclaredKeys(item, parsed[i], `${path}.${i}`, found);
    return;
  }
  const kept = parsed as Record<string, Json>;
  for (const [key, value] of Object.entries(sent)) {
    if (!(key in kept)) found.push(`${path}.${key}`.slice(1) || key);
    else undeclaredKeys(value, kept[key], `${path}.${key}`, found);
  }
}

/**
 * Answers leave as JSON of what the handler returned: the declared response schema documents them (/api/docs)
 * and, with `checkResponses` (the tests), each answer as it travels is checked against it — every value of its
 * type and no key it does not declare — so a route that drifts from its contract fails its tests instead of
 * surprising the web. Never stripped or reshaped: the schema describes.
 */
export function responseSerializer(app: FastifyInstance, checkResponses: boolean): void {
  app.setSerializerCompiler(({ schema, method, url }) => {
    const contract = schema as z.ZodType;
    // Every answer's schema is exact (http/exact-answers.routes.test.ts); a download's is only documented.
    const checked = checkResponses && typeof contract?.safeParse === 'function' && !fileMediaOf(contract);
    return (data) => {
      const json = JSON.stringify(data);
      if (checked && json !== undefined) {
        const wire = JSON.parse(json) as Json;
        const result = contract.safeParse(wire);
        const where = result.success
          ? []
          : result.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(raíz)'}: ${i.message}`);
        if (result.success) {
          const extra: string[] = [];
          undeclaredKeys(wire, result.data, '', extra);
          where.push(...extra.map((key) => `${key}: clave no declarada`));
        }
        if (where.length) throw new Error(`La respuesta de ${method} ${url} no cumple su contrato: ${where.join('; ')}`);
      }
      return json;
    };
  });
}
