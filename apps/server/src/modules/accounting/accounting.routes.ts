import {
  csvFile,
  flagOn,
  MSG,
  markCommissionsPaidAnswer,
  markCommissionsPaidSchema,
  type PaymentsQuery,
  paymentsAnswer,
  paymentsCsvQuery,
  paymentsQuery,
} from '@doyang/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { doyangs } from '../../db/schema/index.ts';
import { route } from '../../http/route.ts';
import { requireDoyang, requireGeneralDirection, requirePermission } from '../../plugins/permissions.ts';
import { sendCsv } from '../../reports/csv.ts';
import { fileSlug } from '../../reports/download.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';
import { doyangScope } from '../prospects/index.ts';
import { type PaymentFilters, paymentAmounts, paymentLines } from './accounting.queries.ts';
import { accountingCsvRows, CSV_COLUMNS } from './accounting-csv.ts';
import { markCommissionsPaid } from './commission-payments.ts';

const tags = ['payments'];
/** Spec 03 §9: 15 a page for payments and accounting. */
export const PAYMENTS_PAGE_SIZE = 15;

const dayOf = (value: string | undefined) => value?.slice(0, 10) ?? null;

/** The filters a query names, within the doyangs the caller may read (another doyang named is a 403). */
function filtersOf(
  actor: SessionUser,
  q: Pick<PaymentsQuery, 'doyang_id' | 'start_date' | 'end_date' | 'title' | 'client_name' | 'equips_only'> &
    Partial<Pick<PaymentsQuery, 'client_doyang_id' | 'is_paying_doyang_comissions'>>,
  timeZone: string,
): PaymentFilters {
  return {
    doyangIds: doyangScope(actor, q.doyang_id ? Number(q.doyang_id) : null),
    clientDoyangId: q.client_doyang_id ? Number(q.client_doyang_id) : null,
    from: dayOf(q.start_date),
    to: dayOf(q.end_date),
    title: q.title?.trim() || null,
    clientName: q.client_name?.trim() || null,
    equipsOnly: flagOn(q.equips_only),
    pendingCommissions: flagOn(q.is_paying_doyang_comissions),
    timeZone,
  };
}

/**
 * INGRESOS and the commissions (spec 03 §2 Accounting, §4, §7 GET /api/payments, the CSV and update {id 0, doyang_id,
 * models}). The sale itself (POST /api/payments) is the sales module's.
 */
export async function accountingRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/api/payments',
    tags,
    summary: 'Pagos: la contabilidad (INGRESOS) y sus totales, o las comisiones pendientes de un doyang',
    permission: { area: ['Contabilidad', 'Ventas'] },
    scope: 'doyang',
    query: paymentsQuery,
    response: paymentsAnswer,
    handler: async ({ db, actor, query }) => {
      // The point of sale reads a doyang's pending commissions to pay them (general direction, spec 03 §6); every other
      // reading is accounting ('Contabilidad').
      if (flagOn(query.is_paying_doyang_comissions)) requireGeneralDirection(actor);
      else requirePermission(actor, 'Contabilidad', 'read');
      const f = filtersOf(actor, query, app.clock.timeZone);
      if (flagOn(query.amounts_only)) return paymentAmounts(db, f);
      const paginate = flagOn(query.paginate) || query.page !== undefined;
      const perPage = query.perPage ? Number(query.perPage) : PAYMENTS_PAGE_SIZE;
      const page = Math.max(1, Number(query.page ?? 1));
      const ascending = query['orderBy[created_at]']?.toLowerCase() === 'asc' || query['orderBy[id]']?.toLowerCase() === 'asc';
      const { data, total } = await paymentLines(db, f, {
        limit: perPage,
        offset: paginate ? (page - 1) * perPage : 0,
        ascending,
      });
      if (!paginate) return data;
      return { data, total, per_page: perPage, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)) };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/payments/csv',
    tags,
    summary: 'CSV de contabilidad: ingresos y gastos por día',
    permission: { area: 'Contabilidad', action: 'read' },
    scope: 'doyang',
    query: paymentsCsvQuery,
    response: csvFile,
    handler: async ({ db, actor, query, reply }) => {
      const f = filtersOf(actor, query, app.clock.timeZone);
      const doyangId = query.doyang_id ? Number(query.doyang_id) : null;
      const [doyang] = doyangId ? await db.select({ name: doyangs.name }).from(doyangs).where(eq(doyangs.id, doyangId)) : [];
      const period = [f.from, f.to].filter(Boolean).join('_');
      const filename = `contabilidad-${doyang ? fileSlug(doyang.name) : 'red'}${period ? `-${period}` : ''}.csv`;
      const rows = accountingCsvRows(db, f, {
        ins: !flagOn(query.outs_only),
        outs: !flagOn(query.ins_only),
        collapsed: flagOn(query.collapsed),
      });
      return sendCsv(reply, filename, CSV_COLUMNS, rows);
    },
  });

  // The spec's one update of payments: {id: 0, doyang_id, models} pays the doyang's pending commissions named in
  // `models` with today's date. General direction with 'Contabilidad' update only (docs/decisions.md, issue 26).
  route(app, {
    method: 'PUT',
    url: '/api/payments/:id',
    tags,
    summary: 'Marca como pagadas hoy las comisiones pendientes de un doyang (id 0, models)',
    permission: { area: 'Contabilidad', action: 'update', generalDirection: true },
    scope: 'doyang',
    params: z.object({ id: z.enum(['0']).meta({ description: 'Siempre 0: las comisiones van en models' }) }),
    body: markCommissionsPaidSchema,
    response: markCommissionsPaidAnswer,
    refusals: [409],
    handler: async ({ db, actor, body }) => {
      requireDoyang(actor, body.doyang_id);
      const data = await markCommissionsPaid(db, {
        doyangId: body.doyang_id,
        ids: body.models,
        actorId: actor.id,
        today: app.clock.today(),
      });
      return { message: MSG.commissionsPaid, data };
    },
  });
}
