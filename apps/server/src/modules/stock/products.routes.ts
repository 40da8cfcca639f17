import {
  crudSummaries,
  hasPermission,
  INSURANCE_PRODUCT_ID,
  listOf,
  MSG,
  productAnswer,
  products as productEntry,
  productSchema,
  STOCK_READERS,
} from '@doyang/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { product_role_prices, products } from '../../db/schema/index.ts';
import { forbidden, validationError } from '../../http/errors.ts';
import { knownKeys, refuseUnknownKeys } from '../../http/known-keys.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { onlySent } from '../../http/partial-body.ts';
import { idParams, listQueryParams, Q, strictQuery } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { requireDoyang } from '../../plugins/permissions.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';
import { ALL_RELATIONS, listProducts, relationsAsked, showProduct } from './products.queries.ts';

// The products catalogue (spec 03 §7 'Products'): its own routes, because a list asked for a doyang answers that
// doyang's stock of every size (INVENTARIO, the point of sale), which a table binding cannot; and the spec's
// `with=product_variants.product_sizes` names a relation inside a relation.

const tags = ['products'];
const summaries = crudSummaries(productEntry);
/** `with=` names, dotted ones included (`product_variants.product_sizes`). */
const withNames = z
  .string({ error: MSG.invalidParameter })
  .regex(/^[\w\s,.]*$/, MSG.invalidParameter)
  .max(500, MSG.invalidParameter);
const doyangParams = { doyang_id: Q.id, session_doyang_id: Q.id };
const listQuery = listQueryParams({ with: withNames, active: Q.flag, stocked: Q.flag, ...doyangParams }, productEntry.orderable);
const oneQuery = strictQuery({ with: withNames, append: Q.names, ...doyangParams });
const writeQuery = strictQuery({ with: withNames, append: Q.names });
const refuseUnknown = refuseUnknownKeys(
  knownKeys(products, productEntry.relations, Object.keys(productSchema.shape), ['synonyms']),
);
const rawBodies = new WeakMap<FastifyRequest, unknown>();
const flag = (v: string | undefined) => (v === undefined ? null : v === '1' || v === 'true');

/** A doyang's stock is read by its own staff holding Inventario, Entradas/Salidas or Ventas. */
function stockDoyang(actor: SessionUser, query: { doyang_id?: string; session_doyang_id?: string }): number | null {
  const asked = Number(query.doyang_id ?? query.session_doyang_id) || null;
  if (asked === null) return null;
  if (!hasPermission(actor.permissions, STOCK_READERS)) throw forbidden(MSG.forbidden);
  requireDoyang(actor, asked);
  return asked;
}

type ProductData = Partial<z.output<typeof productSchema>>;

/** The product's row and its prices per role, as sent (a list sent replaces the stored one). */
async function saveProduct(db: Db, id: number | null, data: ProductData): Promise<number> {
  const { synonyms, role_prices, ...own } = data;
  const columns = { ...own, ...(synonyms !== undefined && { synonym: synonyms[0] ?? null }) };
  let productId = id;
  if (productId === null) {
    const [row] = await db
      .insert(products)
      .values(columns as typeof products.$inferInsert)
      .returning({ id: products.id });
    productId = row.id;
  } else if (Object.keys(columns).length) {
    await db.update(products).set(columns).where(eq(products.id, productId));
  }
  if (role_prices !== undefined) {
    await db.delete(product_role_prices).where(eq(product_role_prices.product_id, productId));
    const byRole = new Map(role_prices.map((p) => [p.role_id, p.price]));
    if (byRole.size)
      await db
        .insert(product_role_prices)
        .values([...byRole].map(([role_id, price]) => ({ product_id: productId as number, role_id, price })));
  }
  return productId;
}

export async function productRoutes(app: FastifyInstance): Promise<void> {
  const read = { area: productEntry.readAreas } as const;

  route(app, {
    method: 'GET',
    url: '/api/products',
    tags,
    summary: summaries.list,
    permission: read,
    scope: 'doyang',
    query: listQuery,
    response: listOf(productAnswer),
    handler: async ({ db, actor, query }) => {
      const q = parseListQuery(query, productEntry.perPage);
      const doyangId = stockDoyang(actor, q.filters);
      return listProducts(
        db,
        q,
        { search: q.search, active: flag(q.filters.active), ids: q.ids, stocked: flag(q.filters.stocked) === true },
        relationsAsked(q.with, doyangId),
      ) as never;
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/products/:id',
    tags,
    summary: summaries.show,
    permission: read,
    scope: 'doyang',
    params: idParams,
    query: oneQuery,
    response: productAnswer,
    handler: async ({ db, actor, params, query }) => {
      const doyangId = stockDoyang(actor, query);
      // A record is answered whole (its variants, sizes, table and prices): the form edits them all.
      return showProduct(db, params.id, { ...ALL_RELATIONS, doyangId }) as never;
    },
  });

  route(app, {
    method: 'POST',
    status: 201,
    url: '/api/products',
    tags,
    summary: summaries.create,
    permission: { area: productEntry.area, action: 'create' },
    scope: 'network',
    query: writeQuery,
    body: productSchema,
    response: productAnswer,
    preValidation: refuseUnknown,
    handler: async ({ db, body }) => showProduct(db, await saveProduct(db, null, body)) as never,
  });

  route(app, {
    method: 'PUT',
    url: '/api/products/:id',
    tags,
    summary: summaries.update,
    permission: { area: productEntry.area, action: 'update' },
    scope: 'network',
    params: idParams,
    query: writeQuery,
    body: productSchema.partial(),
    response: productAnswer,
    preValidation: async (request) => {
      await refuseUnknown(request);
      rawBodies.set(request, request.body);
    },
    handler: async ({ db, params, body, request }) => {
      await showProduct(db, params.id, { ...ALL_RELATIONS, variants: false, sizes: false });
      await saveProduct(db, params.id, onlySent(body, rawBodies.get(request)));
      return showProduct(db, params.id) as never;
    },
  });

  // A product sold or moved in stock is kept (its sizes' moves and the payments point to it): a Spanish 422.
  route(app, {
    method: 'DELETE',
    url: '/api/products/:id',
    tags,
    summary: summaries.delete,
    permission: { area: productEntry.area, action: 'delete' },
    scope: 'network',
    params: idParams,
    response: productAnswer,
    handler: async ({ db, params }) => {
      const stored = await showProduct(db, params.id, { ...ALL_RELATIONS, variants: false, sizes: false });
      if (params.id === INSURANCE_PRODUCT_ID) throw validationError({ _: [MSG.inUse] });
      await db.delete(products).where(eq(products.id, params.id));
      return stored as never;
    },
  });
}
