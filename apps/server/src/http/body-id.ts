import { MSG } from '@doyang/domain';
import type { FastifyRequest } from 'fastify';
import { validationError } from './errors.ts';

/** Whether a route's URL names a record by `:id` (the record a body `id` may repeat). */
export const namesRecordId = (url: string): boolean => url.split('/').includes(':id');

const sameId = (sent: unknown, pathId: number): boolean =>
  (typeof sent === 'number' || (typeof sent === 'string' && /^\s*\d+\s*$/.test(sent))) && Number(sent) === pathId;

/**
 * A write to `/…/:id` may send the record's own `id` back in its body, as react-admin and the spec's Laravel-style
 * client do (spec 01 §7, 02 §7, 03 §7): it is taken off before the body is parsed, so no route's schema has to know
 * it; any other `id` is refused (a body that names another record than its path is a mistake, never a move).
 */
export async function takeBodyId(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body) || !Object.hasOwn(body, 'id')) return;
  const raw = (request.params as { id?: unknown }).id;
  const pathId = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : null;
  // A path that names no record is the params check's 404; the body waits for it.
  if (pathId === null) return;
  const fields = body as Record<string, unknown>;
  if (!sameId(fields.id, pathId)) throw validationError({ id: [MSG.bodyIdMismatch] });
  delete fields.id;
}
