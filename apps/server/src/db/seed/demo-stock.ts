import { GENERAL_DIRECTION_DOYANG_ID } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rows, sqlArray } from '../sql.ts';

// The demo's products and stock (issue 25): each reference product (but the insurance, id 3) gets its variants and
// sizes, and every active doyang a stock made of moves: a 'COMPRA INICIAL' five weeks back, and some exits since, so a
// few sizes are under their minimum. Bulk statements whatever the network's size: the moves and the stock rows are
// written from the same numbers in SQL, so each stock is the sum of its moves (demo-stock.test.ts checks it).

type Variant = { product_id: number; name: string; sizes: readonly string[]; min: number };

const DOBOK_SIZES = ['0', '1', '2', '3', '4', '5', '6'];
const CH_M_G = ['CH', 'M', 'G'];

const CATALOGUE: readonly Variant[] = [
  ...['BLANCO', 'CUELLO ROJO Y NEGRO', 'CUELLO NEGRO'].map((name) => ({ product_id: 1, name, sizes: DOBOK_SIZES, min: 2 })),
  ...['BLANCA', 'AMARILLA', 'NARANJA', 'VERDE', 'AZUL', 'MARRÓN', 'ROJA', 'NEGRA'].map((name) => ({
    product_id: 2,
    name,
    sizes: ['2', '3', '4', '5'],
    min: 2,
  })),
  { product_id: 4, name: 'TRANSPARENTE', sizes: ['ÚNICA'], min: 4 },
  { product_id: 5, name: 'REVERSIBLE AZUL/ROJO', sizes: CH_M_G, min: 1 },
  { product_id: 6, name: 'BLANCA', sizes: CH_M_G, min: 1 },
  ...['AZUL', 'ROJO'].map((name) => ({ product_id: 7, name, sizes: CH_M_G, min: 1 })),
  { product_id: 8, name: 'BLANCAS', sizes: CH_M_G, min: 1 },
  ...['NEGRA', 'BLANCA'].map((name) => ({ product_id: 9, name, sizes: ['S', 'M', 'L'], min: 2 })),
];

export async function seedStock(db: Db, today: string): Promise<void> {
  const order = new Map<number, number>();
  const variants = await rows<{ id: number }>(
    db,
    sql`insert into product_variants (product_id, name, "order")
      select * from unnest(${sqlArray(
        CATALOGUE.map((v) => v.product_id),
        'int',
      )}, ${sqlArray(
        CATALOGUE.map((v) => v.name),
        'text',
      )}, ${sqlArray(
        CATALOGUE.map((v) => {
          const n = (order.get(v.product_id) ?? 0) + 1;
          order.set(v.product_id, n);
          return n;
        }),
        'int',
      )}) returning id`,
  );
  const sizes = CATALOGUE.flatMap((v, i) =>
    v.sizes.map((name, j) => ({ variant: variants[i].id, name, order: j + 1, min: v.min })),
  );
  await db.execute(sql`insert into product_sizes (product_variant_id, name, "order", min_product)
    select * from unnest(${sqlArray(
      sizes.map((s) => s.variant),
      'int',
    )}, ${sqlArray(
      sizes.map((s) => s.name),
      'text',
    )}, ${sqlArray(
      sizes.map((s) => s.order),
      'int',
    )}, ${sqlArray(
      sizes.map((s) => s.min),
      'int',
    )})`);

  // What each active doyang bought (0 to 11 of a size; none for some) and gave out since (up to half of it).
  const plan = sql`select s.id as size_id, d.id as doyang_id, coalesce(d.user_responsible_id, 1) as by,
      (s.id * 7 + d.id * 13) % 12 as bought,
      case when (s.id + d.id) % 3 = 0 then ((s.id * 7 + d.id * 13) % 12) / 2 + (s.id + d.id) % 2 else 0 end as given
    from product_sizes s cross join doyangs d
    where d.active and d.id <> ${GENERAL_DIRECTION_DOYANG_ID}`;
  const day = (daysBack: SQL) =>
    sql`((${today}::date - (${daysBack}))::timestamp + interval '10 hours') at time zone 'America/Mexico_City'`;
  await db.execute(sql`
    with plan as (${plan})
    insert into inventory_moves (product_size_id, doyang_id, qty, total_after_move, reference, observation, created_by, created_at)
    select size_id, doyang_id, bought, bought, 'COMPRA INICIAL', 'Pedido al proveedor de la red', by,
      ${day(sql`35 + size_id % 4`)}
    from plan where bought > 0
    union all
    select size_id, doyang_id, -given, bought - given, 'ENTREGA', 'Entregado a alumnos del doyang', by,
      ${day(sql`3 + (size_id + doyang_id) % 20`)}
    from plan where given > 0 and given <= bought`);
  await db.execute(sql`
    insert into product_stocks (product_size_id, doyang_id, existance, min_product)
    select m.product_size_id, m.doyang_id, sum(m.qty)::int, s.min_product
    from inventory_moves m join product_sizes s on s.id = m.product_size_id
    group by m.product_size_id, m.doyang_id, s.min_product`);
}
