import { MSG, pdfFile, receiptAnswer, receiptPage, receiptUpdateSchema } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { one } from '../../db/sql.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { pageOf, parseListQuery } from '../../http/list-query.ts';
import { idParams, listQueryParams, Q } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { requireDoyang, requirePermission } from '../../plugins/permissions.ts';
import { receiptPdf } from '../../reports/pdf/receipt.ts';
import { sendPdf } from '../../reports/pdf.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';
import { doyangScope } from '../prospects/index.ts';
import { cancelReceipt } from './receipt-cancel.ts';
import { receiptById, receiptRows } from './receipts.queries.ts';
import { lockCashDrawer } from './sale-write.ts';

const tags = ['receipts'];
export const RECEIPTS_PAGE_SIZE = 15;
export const RECEIPT_FILE = 'recibo.pdf';

const listQuery = listQueryParams({ doyang_id: Q.id, user_id: Q.id, client_name: Q.text }, ['created_at']);
const printQuery = z.object({ id: Q.id, print: Q.flag.optional(), no_format: Q.flag.optional() });

/** A receipt the caller may read: Recibos (or Ventas, who just sold it) within their doyangs. */
async function readableReceipt(db: Parameters<typeof receiptById>[0], actor: SessionUser, id: number) {
  const receipt = await receiptById(db, id);
  if (!receipt) throw notFound();
  requireDoyang(actor, receipt.doyang_id);
  return receipt;
}

/** RECIBOS (spec 03 §2, §7): the list, one receipt, its PDF, the date correction and the cancellation. */
export async function receiptRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/api/receipts',
    tags,
    summary: 'Recibos, del más reciente al más antiguo',
    permission: { area: ['Recibos', 'Ventas', 'Doyang Alumnos', 'Alumnos'], action: 'read' },
    scope: 'doyang',
    query: listQuery,
    response: receiptPage,
    handler: async ({ db, actor, query }) => {
      const q = parseListQuery(query, RECEIPTS_PAGE_SIZE);
      const f = q.filters;
      const clientUserId = Number(f.user_id) || null;
      // A student's receipts (the student form's tab) are read with the student; the list itself needs Recibos.
      if (!clientUserId) requirePermission(actor, 'Recibos', 'read');
      const doyangIds = doyangScope(actor, f.doyang_id);
      const perPage = q.perPage || RECEIPTS_PAGE_SIZE;
      const list = await receiptRows(
        db,
        { doyangIds, search: q.search ?? f.client_name ?? null, clientUserId, ids: null },
        { limit: perPage, offset: (q.page - 1) * perPage },
      );
      return pageOf(
        list.map(({ __total, ...r }) => r),
        Number(list[0]?.__total ?? 0),
        { ...q, paginate: true, perPage },
      );
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/receipts/print',
    tags,
    summary: 'Imprime un recibo (recibo.pdf)',
    permission: { area: ['Recibos', 'Ventas'], action: 'read' },
    scope: 'doyang',
    query: printQuery,
    response: pdfFile,
    handler: async ({ db, actor, query, reply }) => {
      const receipt = await readableReceipt(db, actor, Number(query.id));
      return sendPdf(reply, RECEIPT_FILE, receiptPdf(receipt, app.clock.timeZone));
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/receipts/:id',
    tags,
    summary: 'Un recibo con sus pagos',
    permission: { area: ['Recibos', 'Ventas'], action: 'read' },
    scope: 'doyang',
    params: idParams,
    response: receiptAnswer,
    handler: async ({ db, actor, params }) => readableReceipt(db, actor, params.id),
  });

  // Recibos update corrects the date a receipt shows (never its amounts); cancelling is Recibos delete: the receipt
  // stays, marked CANCELADO, and new records take its effects back.
  route(app, {
    method: 'PUT',
    url: '/api/receipts/:id',
    tags,
    summary: 'Cambia la fecha de un recibo o lo cancela',
    permission: { area: 'Recibos', action: 'update' },
    scope: 'doyang',
    params: idParams,
    body: receiptUpdateSchema,
    response: receiptAnswer,
    handler: async ({ db, actor, params, body }) => {
      if ('is_canceled' in body) {
        requirePermission(actor, 'Recibos', 'delete');
        await cancelReceipt(db, actor, params.id, app.clock.today());
        return readableReceipt(db, actor, params.id);
      }
      const receipt = await readableReceipt(db, actor, params.id);
      await lockCashDrawer(db, receipt.doyang_id);
      const closed = await one<{ closed: boolean }>(
        db,
        sql`select exists (select 1 from cash_closings k where k.doyang_id = r.doyang_id and k.closed_at >= r.recorded_at) as closed
          from receipts r where r.id = ${params.id}`,
      );
      if (closed?.closed) throw validationError({ created_at: [MSG.receiptDateInClosedCash] });
      // The day as the receipt shows it, at the hour it was recorded (the list keeps its order within the day).
      await db.execute(sql`update receipts set created_at =
          ((${body.created_at}::date + (recorded_at at time zone ${app.clock.timeZone})::time) at time zone ${app.clock.timeZone})
        where id = ${params.id}`);
      return readableReceipt(db, actor, params.id);
    },
  });
}
