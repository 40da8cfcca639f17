import {
  accessibleDoyangIds,
  cashClosingAnswer,
  cashClosingPage,
  cashClosingSchema,
  cashDrawerAnswer,
  MSG,
} from '@doyang/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound, validationError } from '../../http/errors.ts';
import { pageOf, parseListQuery } from '../../http/list-query.ts';
import { listQueryParams, Q } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { requireDoyang } from '../../plugins/permissions.ts';
import { doyangScope } from '../prospects/index.ts';
import { cashClosingRows, cashDrawer, closeCashDrawer } from './cash-closings.queries.ts';
import { lockCashDrawer } from './sale-write.ts';

const tags = ['cash_closings'];
const PAGE_SIZE = 20;

/**
 * Corte de caja (issue 25, beyond the spec): who sells closes the drawer. Ventas create reads what it should hold and
 * closes it; Ventas or Recibos readers see the closings of their doyangs.
 */
export async function cashClosingRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/api/cash_closings/current',
    tags,
    summary: 'Lo que debe haber en caja desde el último corte',
    permission: { area: 'Ventas', action: 'create' },
    scope: 'doyang',
    query: z.object({ doyang_id: Q.id }),
    response: cashDrawerAnswer,
    handler: async ({ db, actor, query }) => {
      const doyangId = Number(query.doyang_id);
      requireDoyang(actor, doyangId);
      const drawer = await cashDrawer(db, doyangId);
      if (!drawer) throw notFound();
      return drawer;
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/cash_closings',
    tags,
    summary: 'Cortes de caja, del más reciente al más antiguo',
    permission: { area: ['Ventas', 'Recibos'], action: 'read' },
    scope: 'doyang',
    query: listQueryParams({ doyang_id: Q.id }),
    response: cashClosingPage,
    handler: async ({ db, actor, query }) => {
      const q = parseListQuery(query, PAGE_SIZE);
      const doyangIds = doyangScope(actor, q.filters.doyang_id);
      const perPage = q.perPage || PAGE_SIZE;
      const list = await cashClosingRows(db, { doyangIds }, { limit: perPage, offset: (q.page - 1) * perPage });
      return pageOf(
        list.map(({ __total, ...r }) => r),
        Number(list[0]?.__total ?? 0),
        { ...q, paginate: true, perPage },
      );
    },
  });

  route(app, {
    method: 'POST',
    status: 201,
    url: '/api/cash_closings',
    tags,
    summary: 'Hace el corte de caja del doyang',
    permission: { area: 'Ventas', action: 'create' },
    scope: 'doyang',
    body: cashClosingSchema,
    response: cashClosingAnswer,
    handler: async ({ db, actor, body }) => {
      requireDoyang(actor, body.doyang_id);
      await lockCashDrawer(db, body.doyang_id);
      // A second click (or a second screen) finds nothing left to close: one closing, never an empty copy.
      const drawer = await cashDrawer(db, body.doyang_id);
      if (!drawer?.receipts_count && !drawer?.cancellations_count)
        throw validationError({ counted_cash: [MSG.cashNothingToClose] });
      const id = await closeCashDrawer(db, {
        doyangId: body.doyang_id,
        countedCash: body.counted_cash,
        observation: body.observation ?? null,
        actorId: actor.id,
        timeZone: app.clock.timeZone,
      });
      const [row] = await cashClosingRows(db, { doyangIds: null, ids: [id] }, { limit: 1, offset: 0 });
      const { __total, ...closing } = row;
      return closing;
    },
  });
}
