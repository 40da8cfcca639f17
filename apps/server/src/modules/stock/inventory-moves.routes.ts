import {
  accessibleDoyangIds,
  inventoryMoveAnswer,
  inventoryMoveSchema,
  listOf,
  inventoryMoves as moveEntry,
} from '@doyang/domain';
import type { FastifyInstance } from 'fastify';
import { inventory_moves } from '../../db/schema/index.ts';
import { knownKeys, refuseUnknownKeys } from '../../http/known-keys.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { listQueryParams, Q } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { requireDoyang } from '../../plugins/permissions.ts';
import { listMoves, showMove } from './inventory-moves.queries.ts';
import { moveStock } from './stock-moves.ts';

// Entradas/Salidas (spec 03 §7 '/api/inventory_moves'): the list of a doyang's moves and the entry or exit of a size.
// Moves are never edited or deleted (migration 0022): a mistake is corrected by another move.

const tags = ['inventory_moves'];
const listQuery = listQueryParams(
  {
    doyang_id: Q.id,
    product_id: Q.id,
    product_variant_id: Q.id,
    product_size_id: Q.id,
    only_ins: Q.flag,
    only_outs: Q.flag,
    from_date: Q.date,
    to_date: Q.date,
  },
  moveEntry.orderable,
);
const refuseUnknown = refuseUnknownKeys(knownKeys(inventory_moves, moveEntry.relations));
const on = (v: string | undefined) => v === '1' || v === 'true';

export async function inventoryMoveRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/api/inventory_moves',
    tags,
    summary: 'Lista de entradas y salidas de inventario',
    permission: { area: moveEntry.readAreas },
    scope: 'doyang',
    query: listQuery,
    response: listOf(inventoryMoveAnswer),
    handler: async ({ db, actor, query }) => {
      const q = parseListQuery(query, moveEntry.perPage);
      const f = q.filters;
      const asked = Number(f.doyang_id) || null;
      if (asked) requireDoyang(actor, asked);
      const id = (key: string) => Number(f[key]) || null;
      return listMoves(
        db,
        q,
        {
          doyangIds: asked ? [asked] : accessibleDoyangIds(actor),
          productId: id('product_id'),
          variantId: id('product_variant_id'),
          sizeId: id('product_size_id'),
          onlyIns: on(f.only_ins),
          onlyOuts: on(f.only_outs),
          from: f.from_date?.slice(0, 10) ?? null,
          to: f.to_date?.slice(0, 10) ?? null,
          search: q.search,
          timeZone: app.clock.timeZone,
        },
        q.with.includes('product_size'),
      ) as never;
    },
  });

  // An entry (qty above 0) or an exit (below 0; beyond the stock a Spanish 422): 'Entradas/Salidas' update, spec 03 §6.
  route(app, {
    method: 'POST',
    status: 201,
    url: '/api/inventory_moves',
    tags,
    summary: 'Registra una entrada o salida de inventario',
    permission: { area: moveEntry.area, action: 'update' },
    scope: 'doyang',
    body: inventoryMoveSchema,
    response: inventoryMoveAnswer,
    preValidation: refuseUnknown,
    handler: async ({ db, actor, body }) => {
      requireDoyang(actor, body.doyang_id);
      const move = await moveStock(db, { ...body, created_by: actor.id });
      return showMove(db, move.id, app.clock.timeZone) as never;
    },
  });
}
