import {
  crudSummaries,
  MSG,
  productSizeSchema,
  productSizeStockAnswer,
  productSizes as sizeEntry,
  sizeMinimumSchema,
  sizeStockSchema,
} from '@doyang/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { product_sizes } from '../../db/schema/index.ts';
import { one } from '../../db/sql.ts';
import { bodyUnion } from '../../http/body-union.ts';
import { notFound } from '../../http/errors.ts';
import { knownKeys, refuseUnknownKeys } from '../../http/known-keys.ts';
import { onlySent } from '../../http/partial-body.ts';
import { idParams } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { requireDoyang, requirePermission } from '../../plugins/permissions.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';
import { moveStock } from './stock-moves.ts';

// A size's writes (spec 03 §7): create and delete in the catalogue ('Productos'); PUT is the size's fields and order
// ('Productos' update), one doyang's minimum {min_product, doyang_id} or its counted stock {quantity, doyang_id,
// inventory} ('Entradas/Salidas' update, that doyang's staff: spec 03 §6 'UI gating').

const tags = ['product_sizes'];
const summaries = crudSummaries(sizeEntry);
const STOCK_KEEPERS = 'Entradas/Salidas';

const sizePutBody = bodyUnion({
  stock: { when: (raw) => raw.quantity !== undefined || raw.inventory !== undefined, schema: sizeStockSchema },
  minimum: { when: (raw) => raw.doyang_id !== undefined, schema: sizeMinimumSchema },
  fields: { when: () => true, schema: productSizeSchema.partial() },
});
const refuseUnknown = refuseUnknownKeys(
  knownKeys(
    product_sizes,
    sizeEntry.relations,
    Object.keys(productSizeSchema.shape),
    Object.keys(sizeMinimumSchema.shape),
    Object.keys(sizeStockSchema.shape),
    ['existance'],
  ),
);

/** The size as answered; with a doyang, that doyang's stock and minimum. */
async function showSize(db: Db, id: number, doyangId: number | null = null) {
  const row = await one<Record<string, unknown>>(
    db,
    sql`select s.id, s.product_variant_id, s.name, s.prize::text as prize, s."order",
      ${doyangId === null ? sql`s.min_product` : sql`coalesce(st.min_product, s.min_product)`} as min_product
      ${doyangId === null ? sql`` : sql`, coalesce(st.existance, 0) as existance`}
    from product_sizes s
    left join product_stocks st on st.product_size_id = s.id and st.doyang_id = ${doyangId ?? 0}
    where s.id = ${id}`,
  );
  if (!row) throw notFound();
  return row;
}

/** A doyang's stock of a size is kept by that doyang's staff with 'Entradas/Salidas' update. */
function requireStockKeeper(actor: SessionUser, doyangId: number) {
  requirePermission(actor, STOCK_KEEPERS, 'update');
  requireDoyang(actor, doyangId);
}

/** The size's row in the doyang's stock, locked for this transaction (made with 0 when the doyang never held any). */
async function lockedStock(db: Db, sizeId: number, doyangId: number): Promise<number> {
  await db.execute(sql`insert into product_stocks (product_size_id, doyang_id, existance, min_product)
    select s.id, ${doyangId}, 0, s.min_product from product_sizes s where s.id = ${sizeId}
    on conflict (product_size_id, doyang_id) do nothing`);
  const row = await one<{ existance: number }>(
    db,
    sql`select existance from product_stocks where product_size_id = ${sizeId} and doyang_id = ${doyangId} for update`,
  );
  return row?.existance ?? 0;
}

export async function sizeRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'POST',
    status: 201,
    url: '/api/product_sizes',
    tags,
    summary: summaries.create,
    permission: { area: sizeEntry.area, action: 'create' },
    scope: 'network',
    body: productSizeSchema,
    response: productSizeStockAnswer,
    preValidation: refuseUnknown,
    handler: async ({ db, body }) => {
      const [row] = await db.insert(product_sizes).values(body).returning({ id: product_sizes.id });
      return showSize(db, row.id) as never;
    },
  });

  route(app, {
    method: 'PUT',
    url: '/api/product_sizes/:id',
    tags,
    summary: 'Edita una talla, su orden, el mínimo de un doyang o su existencia contada',
    permission: { area: [sizeEntry.area, STOCK_KEEPERS], action: 'update' },
    scope: 'doyang',
    params: idParams,
    body: sizePutBody,
    response: productSizeStockAnswer,
    preValidation: refuseUnknown,
    handler: async ({ db, actor, params, body }) => {
      await showSize(db, params.id);
      if (body.kind === 'minimum') {
        const { doyang_id, min_product } = body.data;
        requireStockKeeper(actor, doyang_id);
        await db.execute(sql`insert into product_stocks (product_size_id, doyang_id, existance, min_product)
          values (${params.id}, ${doyang_id}, 0, ${min_product})
          on conflict (product_size_id, doyang_id) do update set min_product = excluded.min_product`);
        return showSize(db, params.id, doyang_id) as never;
      }
      if (body.kind === 'stock') {
        // The counted stock: the difference is one move (AJUSTE DE INVENTARIO); nothing is written when it matches.
        const { doyang_id, quantity, observation } = body.data;
        requireStockKeeper(actor, doyang_id);
        const existance = await lockedStock(db, params.id, doyang_id);
        if (quantity !== existance) {
          await moveStock(
            db,
            {
              product_size_id: params.id,
              doyang_id,
              qty: quantity - existance,
              reference: MSG.stockAdjustReference,
              observation: observation ?? null,
              created_by: actor.id,
            },
            'quantity',
          );
        }
        return showSize(db, params.id, doyang_id) as never;
      }
      requirePermission(actor, sizeEntry.area, 'update');
      const data = onlySent(body.data, body.sent);
      if (Object.keys(data).length) await db.update(product_sizes).set(data).where(eq(product_sizes.id, params.id));
      return showSize(db, params.id) as never;
    },
  });

  // A size with moves or sales is kept (their foreign keys): the errors plugin answers MSG.inUse (422).
  route(app, {
    method: 'DELETE',
    url: '/api/product_sizes/:id',
    tags,
    summary: summaries.delete,
    permission: { area: sizeEntry.area, action: 'delete' },
    scope: 'network',
    params: idParams,
    response: productSizeStockAnswer,
    handler: async ({ db, params }) => {
      const stored = await showSize(db, params.id);
      await db.delete(product_sizes).where(eq(product_sizes.id, params.id));
      return stored as never;
    },
  });
}
