import {
  canSeeGeneralDirection,
  fromCents,
  MSG,
  noteTotalCents,
  paymentsMatchTotal,
  pricedLineAnswer,
  quoteAnswer,
  quoteSchema,
  saleAnswer,
  saleSchema,
  singleTypeTotals,
  toCents,
} from '@doyang/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { forbidden, validationError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { requireDoyang } from '../../plugins/permissions.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';
import { loadBuyer, loadDoyangName, loadSeller } from './sale-context.queries.ts';
import { priceNote } from './sale-pricing.ts';
import { lockSale, receiptOfNote, type SaleClient, writeSale } from './sale-write.ts';

const tags = ['payments'];
type Note = z.infer<typeof quoteSchema>;

/** The one client of a note: the top level's, or what every line that names one agrees on. */
function clientOf(note: Note): { user_id: number | null; client_doyang_id: number | null; gp_client_name: string | null } {
  const pick = <K extends 'user_id' | 'client_doyang_id' | 'gp_client_name'>(key: K) => {
    const values = new Set(
      [note[key], ...note.noteItems.map((i) => i[key])].filter((v) => v !== undefined && v !== null && v !== ''),
    );
    if (values.size > 1) throw validationError({ [key]: [MSG.saleOneClient] });
    return ([...values][0] ?? null) as never;
  };
  const client = { user_id: pick('user_id'), client_doyang_id: pick('client_doyang_id'), gp_client_name: pick('gp_client_name') };
  const kinds = [client.user_id, client.client_doyang_id, client.gp_client_name].filter((v) => v !== null).length;
  if (kinds > 1) throw validationError({ user_id: [MSG.saleOneClient] });
  return client;
}

/**
 * Who may be sold to (spec 03 §6): a person of the selling doyang; a doyang only by general direction; the general
 * public by general direction or a doyang allowed to (can_sell_gp, can_sell_gp_tmp).
 */
async function priceFor(db: Db, actor: SessionUser, note: Note, today: string) {
  requireDoyang(actor, note.doyang_id);
  const seller = await loadSeller(db, note.doyang_id);
  if (!seller) throw validationError({ doyang_id: [MSG.relatedMissing] });
  const client = clientOf(note);
  const generalDirection = canSeeGeneralDirection(actor);
  let buyer = null;
  let clientDoyang = null;
  if (client.user_id) {
    buyer = (await loadBuyer(db, client.user_id, seller.id)) ?? null;
    if (!buyer || (!buyer.of_seller && !generalDirection)) throw validationError({ user_id: [MSG.saleClientNotOfDoyang] });
  } else if (client.client_doyang_id) {
    if (!generalDirection) throw forbidden(MSG.saleGeneralDirectionOnly);
    clientDoyang = (await loadDoyangName(db, client.client_doyang_id)) ?? null;
    if (!clientDoyang) throw validationError({ client_doyang_id: [MSG.relatedMissing] });
  } else if (client.gp_client_name) {
    if (!generalDirection && !seller.can_sell_gp && !seller.can_sell_gp_tmp) throw forbidden(MSG.saleGeneralPublicNotAllowed);
  } else if (note.noteItems.length) {
    throw validationError({ user_id: [MSG.saleClientRequired] });
  }
  const priced = await priceNote(db, { actor, seller, buyer, clientDoyang, items: note.noteItems, today });
  const saleClient: SaleClient = {
    user_id: buyer?.id ?? null,
    client_doyang_id: clientDoyang?.id ?? null,
    gp_client_name: client.gp_client_name,
    client_phone: note.client_phone ?? buyer?.cellphone ?? null,
  };
  return { ...priced, client: saleClient, totalCents: noteTotalCents(priced.lines) };
}

/** The four amounts: as sent, or for one chosen type the note's total (spec 03 §4); they must add up to it. */
function paidTotals(note: Note, totalCents: number) {
  const sent = {
    cash_total: note.cash_total,
    credit_total: note.credit_total,
    debit_total: note.debit_total,
    deposit_total: note.deposit_total,
  };
  const sentCents = Object.values(sent).reduce((sum, v) => sum + toCents(v), 0);
  if (sentCents === 0) {
    const single = singleTypeTotals(note.payment_type, totalCents);
    if (!single.ok) throw validationError({ payment_type: [single.message] });
    return single.totals;
  }
  const mismatch = paymentsMatchTotal(sent, totalCents);
  if (mismatch) throw validationError({ cash_total: [mismatch] });
  return Object.fromEntries(Object.entries(sent).map(([k, v]) => [k, fromCents(toCents(v))])) as typeof sent;
}

/** Ventas (spec 03 §2, §7 POST /api/payments): the note priced, and sold as one transaction. */
export async function saleRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'POST',
    url: '/api/payments/quote',
    tags,
    summary: 'Calcula la nota de venta sin venderla',
    permission: { area: 'Ventas', action: 'create' },
    scope: 'doyang',
    body: quoteSchema,
    response: quoteAnswer,
    handler: async ({ db, actor, body }) => {
      const { lines, warnings, totalCents } = await priceFor(db, actor, body, app.clock.today());
      return {
        // The line as the screen reads it (what the sale writes beyond it stays on the server).
        lines: lines.map((line) => pricedLineAnswer.parse(line)),
        total: fromCents(totalCents),
        warnings,
      };
    },
  });

  route(app, {
    method: 'POST',
    status: 201,
    url: '/api/payments',
    tags,
    summary: 'Vende la nota: pagos, recibo, inventario e inscripciones en una sola operación',
    permission: { area: 'Ventas', action: 'create' },
    scope: 'doyang',
    body: saleSchema,
    response: saleAnswer,
    handler: async ({ db, actor, body }) => {
      requireDoyang(actor, body.doyang_id);
      const replay = async () => {
        const done = await receiptOfNote(db, body.note_key);
        if (!done) return null;
        requireDoyang(actor, done.doyang_id);
        return { id: done.id, client_phone: done.client_phone, warnings: [], total: done.total, replayed: true };
      };
      const before = await replay();
      if (before) return before;
      await lockSale(db, body.doyang_id, clientOf(body).user_id);
      const again = await replay();
      if (again) return again;
      const today = app.clock.today();
      const { lines, warnings, client, totalCents } = await priceFor(db, actor, body, today);
      if (totalCents <= 0) throw validationError({ noteItems: [MSG.saleNoTotal] });
      const totals = { total: fromCents(totalCents), ...paidTotals(body, totalCents) };
      const id = await writeSale(db, {
        doyangId: body.doyang_id,
        noteKey: body.note_key,
        actorId: actor.id,
        client,
        totals,
        lines,
        today,
      });
      if (id === null) return (await replay()) ?? Promise.reject(validationError({ note_key: [MSG.invalidData] }));
      return { id, client_phone: client.client_phone, warnings, total: totals.total, replayed: false };
    },
  });
}
