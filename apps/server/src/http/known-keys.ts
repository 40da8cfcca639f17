import { MSG } from '@doyang/domain';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { validationError } from './errors.ts';

/**
 * The keys a write may carry: the record's own columns (a form may send the record back; the schema drops them),
 * its relations and the schema's fields. Anything else is a misnamed or made-up field.
 */
export const knownKeys = (table: PgTable, ...more: readonly (readonly string[])[]): ReadonlySet<string> =>
  new Set(['id', ...Object.keys(getTableColumns(table)), ...more.flat()]);

/**
 * A preValidation step refusing body keys outside `known` with a Spanish 422 (issue 10), so a misnamed field is
 * never dropped in silence with the rule it should have met.
 */
export const refuseUnknownKeys = (known: ReadonlySet<string>) => async (request: FastifyRequest) => {
  const raw = request.body;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return;
  const unknown = Object.keys(raw).filter((key) => !known.has(key));
  if (unknown.length) throw validationError(Object.fromEntries(unknown.map((key) => [key, [MSG.unknownField]])));
};
