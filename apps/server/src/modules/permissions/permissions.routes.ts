import { permissions as entry, MSG, permissionToggleSchema } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rows } from '../../db/sql.ts';
import { validationError } from '../../http/errors.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { listQueryParams, Q } from '../../http/query-params.ts';
import { paged } from '../../http/responses.ts';
import { route } from '../../http/route.ts';
import { listSqlRows } from '../../http/sql-list.ts';
import { matrixSource } from './permissions.queries.ts';
import { matrixTarget, toggle } from './permissions.service.ts';

const tags = ['permissions'];
const flags = { create: z.boolean(), read: z.boolean(), update: z.boolean(), delete: z.boolean() };
const MATRIX_ROW = z.looseObject({
  id: z.number(),
  name: z.string(),
  section: z.string(),
  ...flags,
  from_role: z.object(flags).optional(),
});

/** The permissions administrator (spec 03 §2, §6, §7): the matrix of a role or a user, and its toggles. */
export async function permissionRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/api/permissions',
    tags,
    summary: 'La matriz de permisos de un rol o de un usuario',
    permission: { area: entry.area },
    scope: 'network',
    query: listQueryParams({ role_id: Q.id, user_id: Q.id }),
    response: paged(MATRIX_ROW),
    handler: async ({ db, actor, query }) => {
      const q = parseListQuery(query, entry.perPage);
      const roleId = Number(q.filters.role_id) || undefined;
      const userId = Number(q.filters.user_id) || undefined;
      if ((roleId === undefined) === (userId === undefined)) throw validationError({ role_id: [MSG.permissionTarget] });
      const target = await matrixTarget(db, actor, { role_id: roleId, user_id: userId });
      return listSqlRows(db, matrixSource(db, target), { ...q, paginate: true, perPage: q.perPage || entry.perPage });
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/permissions',
    tags,
    summary: 'Cambia una casilla (crea, o invierte, el permiso)',
    permission: { area: entry.area, action: 'update' },
    scope: 'network',
    body: permissionToggleSchema,
    response: z.object({ name: z.string(), type: z.string(), value: z.boolean() }),
    handler: async ({ db, actor, body }) => toggle(db, actor, body),
  });

  route(app, {
    method: 'GET',
    url: '/api/roles',
    tags,
    summary: 'Roles',
    permission: { anyLogin: 'los nombres de los roles no son datos de nadie (los selectores de roles)' },
    scope: 'network',
    response: z.array(z.object({ id: z.number(), name: z.string() })),
    handler: async ({ db }) => rows<{ id: number; name: string }>(db, sql`select id, name from roles order by id`),
  });
}
