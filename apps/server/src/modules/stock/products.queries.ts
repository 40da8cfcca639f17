import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { belongsTo, hasMany } from '../../db/relations.ts';
import { spanishContains, spanishKey } from '../../db/spanish-text.ts';
import { one } from '../../db/sql.ts';
import { notFound } from '../../http/errors.ts';
import type { ListQuery } from '../../http/list-query.ts';
import { listSqlRows } from '../../http/sql-list.ts';

// The products catalogue in one statement per list or record: each product with what `with=` asked (its variants and
// their sizes in order, its commission table, its prices per role). Asked for a doyang, each size carries that doyang's
// stock and minimum (INVENTARIO, the point of sale): 0 and the size's own minimum where the doyang never held any.

type Row = Record<string, unknown>;

export type ProductRelations = {
  variants: boolean;
  sizes: boolean;
  discountType: boolean;
  rolePrices: boolean;
  /** The doyang whose stock each size carries (sizes only). */
  doyangId: number | null;
};

/** What a `with=` list asks (the spec's `product_variants.product_sizes` is the sizes inside the variants). */
export function relationsAsked(names: readonly string[], doyangId: number | null): ProductRelations {
  const asked = new Set(names);
  const sizes = asked.has('product_variants.product_sizes') || (doyangId !== null && asked.has('product_variants'));
  return {
    variants: asked.has('product_variants') || sizes,
    sizes,
    discountType: asked.has('multilevel_discount_type'),
    rolePrices: asked.has('role_prices'),
    doyangId,
  };
}

export const ALL_RELATIONS: ProductRelations = {
  variants: true,
  sizes: true,
  discountType: true,
  rolePrices: true,
  doyangId: null,
};

/** A variant's sizes in order; with a doyang, its stock and minimum there. */
function sizesOf(doyangId: number | null): SQL {
  const stock =
    doyangId === null
      ? [['min_product', sql`s.min_product`] as const]
      : [
          ['min_product', sql`coalesce(st.min_product, s.min_product)`] as const,
          ['existance', sql`coalesce(st.existance, 0)`] as const,
        ];
  const from =
    doyangId === null
      ? sql`product_sizes s`
      : sql`product_sizes s left join product_stocks st on st.product_size_id = s.id and st.doyang_id = ${doyangId}`;
  return hasMany(
    from,
    sql`s.product_variant_id = v.id`,
    ['id', 'product_variant_id', 'name', ['prize', sql`s.prize::text`], 'order', ...stock],
    sql`s."order", s.id`,
    's',
  );
}

function variantsOf(r: ProductRelations): SQL {
  return hasMany(
    sql`product_variants v`,
    sql`v.product_id = p.id`,
    [
      'id',
      'product_id',
      'name',
      ['price', sql`v.price::text`],
      'order',
      ...(r.sizes ? [['product_sizes', sizesOf(r.doyangId)] as const] : []),
    ],
    sql`v."order", v.id`,
    'v',
  );
}

function selection(r: ProductRelations): SQL {
  const parts: SQL[] = [
    sql`p.id, p.name, p.price::text as price, p.active, p.synonym, p.multilevel_discount_type_id,
      case when p.synonym is null then '[]'::json else json_build_array(p.synonym) end as synonyms`,
  ];
  if (r.variants) parts.push(sql`${variantsOf(r)} as product_variants`);
  if (r.discountType)
    parts.push(
      sql`${belongsTo('multilevel_discount_types', sql`p.multilevel_discount_type_id`, ['id', 'name'], 'm')} as multilevel_discount_type`,
    );
  if (r.rolePrices)
    parts.push(
      sql`${hasMany(sql`product_role_prices rp`, sql`rp.product_id = p.id`, ['role_id', ['price', sql`rp.price::text`]], sql`rp.role_id`, 'rp')} as role_prices`,
    );
  return sql.join(parts, sql`, `);
}

export type ProductFilters = { search: string | null; active: boolean | null; ids: number[] | null; stocked: boolean };

function whereOf(f: ProductFilters): SQL {
  const clauses: SQL[] = [sql`true`];
  if (f.search) clauses.push(spanishContains([sql`p.name`, sql`coalesce(p.synonym, '')`], f.search));
  if (f.active !== null) clauses.push(sql`p.active = ${f.active}`);
  if (f.ids) clauses.push(f.ids.length ? sql`p.id in ${f.ids}` : sql`false`);
  // INVENTARIO lists what can be stocked: products with at least one size (the insurance has none).
  if (f.stocked)
    clauses.push(
      sql`exists (select 1 from product_variants v join product_sizes s on s.product_variant_id = v.id where v.product_id = p.id)`,
    );
  return sql.join(clauses, sql` and `);
}

const ORDER = {
  orderable: { name: spanishKey(sql`p.name`), price: sql`p.price`, id: sql`p.id` },
  defaultOrder: [sql`${spanishKey(sql`p.name`)} asc`],
  tieBreaker: sql`p.id`,
};

/** One page (or every row) of products in one statement. */
export function listProducts(db: Db, q: ListQuery, f: ProductFilters, r: ProductRelations) {
  const where = whereOf(f);
  return listSqlRows<Row>(
    db,
    {
      ...ORDER,
      statement: (order, page) =>
        sql`select ${selection(r)}, count(*) over()::int as __total from products p where ${where} order by ${order} ${page}`,
      count: async () =>
        Number((await one<{ n: number }>(db, sql`select count(*)::int as n from products p where ${where}`))?.n ?? 0),
    },
    q,
  );
}

/** One product with the relations asked; a 404 when there is none. */
export async function showProduct(db: Db, id: number, r: ProductRelations = ALL_RELATIONS): Promise<Row> {
  const row = await one<Row>(db, sql`select ${selection(r)} from products p where p.id = ${id}`);
  if (!row) throw notFound();
  return row;
}
