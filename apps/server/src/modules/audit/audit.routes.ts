import { auditLogAnswer, auditResourcesAnswer, PAGE_SIZES } from '@doyang/domain';
import type { FastifyInstance } from 'fastify';
import { pageOf, parseListQuery } from '../../http/list-query.ts';
import { listQueryParams, Q } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { auditedResources, auditNames, listAuditRows, namesOf, wantedNames } from './audit.queries.ts';

const AUDIT_PAGE_SIZE = PAGE_SIZES.audit_logs;
const tags = ['audit'];
const listQuery = listQueryParams({ user_id: Q.id, resource: Q.names, record_id: Q.id, from: Q.date, to: Q.date });
const day = (v: string | undefined) => v?.slice(0, 10) ?? null;

/** The audit trail: general direction reads who changed what (the trigger of migration 0005 writes it). */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/api/audit_logs',
    tags,
    summary: 'Historial de cambios',
    permission: { generalDirection: true },
    scope: 'network',
    response: auditLogAnswer,
    query: listQuery,
    handler: async ({ db, query }) => {
      const q = parseListQuery(query, AUDIT_PAGE_SIZE);
      const f = q.filters;
      const perPage = q.perPage || AUDIT_PAGE_SIZE;
      const list = await listAuditRows(
        db,
        {
          userId: Number(f.user_id) || null,
          resource: f.resource ?? null,
          recordId: Number(f.record_id) || null,
          from: day(f.from),
          to: day(f.to),
        },
        { limit: perPage, offset: (q.page - 1) * perPage },
        app.clock.timeZone,
      );
      const names = await auditNames(db, wantedNames(list));
      const data = list.map(({ __total, ...r }) => ({ ...r, names: namesOf(r, names) }));
      return pageOf(data, Number(list[0]?.__total ?? 0), { ...q, paginate: true, perPage });
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/audit_logs/resources',
    tags,
    summary: 'Las tablas que tienen historial',
    permission: { generalDirection: true },
    scope: 'network',
    response: auditResourcesAnswer,
    handler: async ({ db }) => (await auditedResources(db)).map((r) => r.resource),
  });
}
