import { INSURANCE_PRODUCT_ID, MSG, productSizes as sizeEntry, productVariants as variantEntry } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hasMany, hasOne, jsonObject } from '../../db/relations.ts';
import { product_sizes, product_variants } from '../../db/schema/index.ts';
import { validationError } from '../../http/errors.ts';
import { bindResource } from '../../http/resource.ts';

// A product's variants (CRUD through the table binding; their order saved on drag end with PUT {order}) and its sizes
// (read through the binding; written by sizes.routes.ts, where a PUT may also be a doyang's minimum or counted stock).

/** The insurance (product 3) is sold, never stocked: it takes no variants. */
async function refuseInsurance(_db: Db, _actor: unknown, data: Record<string, unknown>) {
  if (Number(data.product_id) === INSURANCE_PRODUCT_ID) throw validationError({ product_id: [MSG.insuranceHasNoStock] });
}

export const productVariantResource = bindResource(variantEntry, {
  table: product_variants,
  search: [product_variants.name],
  orderable: { order: product_variants.order, name: product_variants.name, id: product_variants.id },
  filters: { product_id: product_variants.product_id },
  relations: {
    product_sizes: hasMany(
      sql`product_sizes s`,
      sql`s.product_variant_id = ${product_variants.id}`,
      ['id', 'product_variant_id', 'name', ['prize', sql`s.prize::text`], 'order', 'min_product'],
      sql`s."order", s.id`,
      's',
    ),
    product: hasOne(
      sql`products p`,
      sql`p.id = ${product_variants.product_id}`,
      ['id', 'name', ['price', sql`p.price::text`]],
      'p',
    ),
  },
  beforeWrite: refuseInsurance,
});

export const productSizeResource = bindResource(sizeEntry, {
  table: product_sizes,
  search: [product_sizes.name],
  orderable: { order: product_sizes.order, name: product_sizes.name, id: product_sizes.id },
  filters: { product_variant_id: product_sizes.product_variant_id },
  relations: {
    product_variant: hasOne(
      sql`product_variants v join products p on p.id = v.product_id`,
      sql`v.id = ${product_sizes.product_variant_id}`,
      ['id', 'name', 'product_id', ['product', jsonObject('p', ['id', 'name'])]],
      'v',
    ),
  },
  ownWrites: true,
});

export const stockResources = [productVariantResource, productSizeResource];
