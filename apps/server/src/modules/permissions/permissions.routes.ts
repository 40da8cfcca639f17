import {
  permissions as entry,
  type MatrixRowAnswer,
  MSG,
  matrixAnswer,
  type NamedAnswer,
  permissionToggledAnswer,
  permissionToggleSchema,
  rolesAnswer,
} from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from '../../db/sql.ts';
import { validationError } from '../../http/errors.ts';
import { type Page, parseListQuery } from '../../http/list-query.ts';
import { listQueryParams, Q } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { listSqlRows } from '../../http/sql-list.ts';
import { matrixSource } from './permissions.queries.ts';
import { matrixTarget, toggle } from './permissions.service.ts';

const tags = ['permissions'];

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
    response: matrixAnswer,
    handler: async ({ db, actor, query }) => {
      const q = parseListQuery(query, entry.perPage);
      const roleId = Number(q.filters.role_id) || undefined;
      const userId = Number(q.filters.user_id) || undefined;
      if ((roleId === undefined) === (userId === undefined)) throw validationError({ role_id: [MSG.permissionTarget] });
      const target = await matrixTarget(db, actor, { role_id: roleId, user_id: userId });
      const matrix = { ...q, paginate: true, perPage: q.perPage || entry.perPage };
      // Asked with paginate: the toolkit answers a page.
      return (await listSqlRows<MatrixRowAnswer>(db, matrixSource(db, target), matrix)) as Page<MatrixRowAnswer>;
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
    response: permissionToggledAnswer,
    handler: async ({ db, actor, body }) => toggle(db, actor, body),
  });

  route(app, {
    method: 'GET',
    url: '/api/roles',
    tags,
    summary: 'Roles',
    permission: { anyLogin: 'los nombres de los roles no son datos de nadie (los selectores de roles)' },
    scope: 'network',
    response: rolesAnswer,
    handler: async ({ db }) => rows<NamedAnswer>(db, sql`select id, name from roles order by id`),
  });
}
