import {
  anticipatedAllowed,
  doyangBundles as bundleEntry,
  doyangCategories as categoryEntry,
  doyangCategoryRequisites as requisiteEntry,
  doyangTypes as typeEntry,
} from '@doyang/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hasMany, hasManyValues, jsonObject } from '../../db/relations.ts';
import {
  doyang_bundle_products,
  doyang_bundles,
  doyang_categories,
  doyang_category_requisite_doyangs,
  doyang_category_requisites,
  doyang_types,
} from '../../db/schema/index.ts';
import { spanishKey } from '../../db/spanish-text.ts';
import { bindResource } from '../../http/resource.ts';

export const doyangCategoryResource = bindResource(categoryEntry, {
  table: doyang_categories,
  search: [doyang_categories.name],
  orderable: {
    name: doyang_categories.name,
    inscription_price: doyang_categories.inscription_price,
    monthly_fee_price: doyang_categories.monthly_fee_price,
    id: doyang_categories.id,
  },
  relations: {
    doyangs_count: sql`(select count(*)::int from doyangs d where d.doyang_category_id = ${doyang_categories.id})`,
    bundles: hasMany(
      sql`doyang_bundles b`,
      sql`b.doyang_category_id = ${doyang_categories.id}`,
      ['id', 'name', ['price', sql`b.price::text`], 'bundle_type', 'due_date', 'created_at'],
      sql`b.created_at desc, b.id desc`,
      'b',
    ),
  },
});

export const doyangTypeResource = bindResource(typeEntry, {
  table: doyang_types,
  search: [doyang_types.name],
  orderable: { name: doyang_types.name, id: doyang_types.id },
});

export const doyangCategoryRequisiteResource = bindResource(requisiteEntry, {
  table: doyang_category_requisites,
  search: [doyang_category_requisites.name],
  orderable: { name: doyang_category_requisites.name, id: doyang_category_requisites.id },
  filters: { doyang_category_id: doyang_category_requisites.doyang_category_id },
  relations: {
    doyangs: hasManyValues(
      sql`doyang_category_requisite_doyangs r`,
      sql`r.doyang_category_requisite_id = ${doyang_category_requisites.id}`,
      sql`r.doyang_id`,
      sql`r.doyang_id`,
    ),
  },
  // The per-doyang 'met' toggle sends the whole list of doyangs that meet the requisite.
  afterWrite: async (tx: Db, id, data) => {
    if (!Array.isArray(data.doyangs)) return;
    await tx
      .delete(doyang_category_requisite_doyangs)
      .where(eq(doyang_category_requisite_doyangs.doyang_category_requisite_id, id));
    const ids = [...new Set(data.doyangs as number[])];
    if (ids.length) {
      await tx
        .insert(doyang_category_requisite_doyangs)
        .values(ids.map((doyang_id) => ({ doyang_category_requisite_id: id, doyang_id })));
    }
  },
});

export const doyangBundleResource = bindResource(bundleEntry, {
  table: doyang_bundles,
  search: [doyang_bundles.name],
  orderable: {
    created_at: doyang_bundles.created_at,
    name: doyang_bundles.name,
    price: doyang_bundles.price,
    id: doyang_bundles.id,
  },
  filters: { doyang_category_id: doyang_bundles.doyang_category_id },
  relations: {
    products: hasMany(
      sql`doyang_bundle_products bp join products p on p.id = bp.product_id`,
      sql`bp.doyang_bundle_id = ${doyang_bundles.id}`,
      ['product_id', 'qty', 'is_monthly_payment', ['product', jsonObject('p', ['id', 'name', ['price', sql`p.price::text`]])]],
      spanishKey(sql`p.name`),
      'bp',
    ),
  },
  beforeWrite: async (db, _actor, data, id) => {
    if (data.monthly_payments !== undefined) {
      data.covers_monthly_payments_qty ??= data.monthly_payments;
      delete data.monthly_payments;
    }
    let current = { covers_monthly_payments_qty: 0, ancticipated_monthly_payments: false };
    if (id) [current] = await db.select().from(doyang_bundles).where(eq(doyang_bundles.id, id));
    if (!current) return;
    const months = (data.covers_monthly_payments_qty as number | undefined) ?? current.covers_monthly_payments_qty;
    const anticipated = (data.ancticipated_monthly_payments as boolean | undefined) ?? current.ancticipated_monthly_payments;
    data.ancticipated_monthly_payments = anticipatedAllowed(months, anticipated);
  },
  afterWrite: async (tx: Db, id, data) => {
    if (!Array.isArray(data.products)) return;
    await tx.delete(doyang_bundle_products).where(eq(doyang_bundle_products.doyang_bundle_id, id));
    // The same product twice in the form means more of it, not a second row (a monthly-fee line stays one).
    const byProduct = new Map<number, { qty: number; is_monthly_payment: boolean }>();
    for (const item of data.products as { product_id: number; qty: number; is_monthly_payment: boolean }[]) {
      const seen = byProduct.get(item.product_id);
      byProduct.set(item.product_id, {
        qty: (seen?.qty ?? 0) + item.qty,
        is_monthly_payment: (seen?.is_monthly_payment ?? false) || item.is_monthly_payment,
      });
    }
    if (byProduct.size) {
      await tx
        .insert(doyang_bundle_products)
        .values([...byProduct].map(([product_id, line]) => ({ doyang_bundle_id: id, product_id, ...line })));
    }
  },
});

export const schoolResources = [
  doyangTypeResource,
  doyangCategoryResource,
  doyangCategoryRequisiteResource,
  doyangBundleResource,
];
