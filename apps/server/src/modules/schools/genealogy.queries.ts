import type { GenealogyNodeAnswer } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fullName } from '../../db/relations.ts';
import { spanishKey } from '../../db/spanish-text.ts';
import { rows } from '../../db/sql.ts';

/**
 * The teacher → student tree under a root (user_responsible_id links), read with one recursive
 * statement and assembled in memory; a cycle in the data cannot loop because each id is visited once.
 */
export async function genealogyTree(db: Db, rootId: number): Promise<GenealogyNodeAnswer | null> {
  const list = await rows<{ id: number; parent: number | null; full_name: string; degree: string | null }>(
    db,
    sql`
    with recursive tree(id, parent, path) as (
      select u.id, null::int, array[u.id] from users u where u.id = ${rootId}
      union all
      select c.id, c.user_responsible_id, t.path || c.id
      from users c join tree t on c.user_responsible_id = t.id
      where c.id <> all(t.path)
    )
    select t.id, t.parent, ${fullName('u')} as full_name, g.name as degree
    from tree t join users u on u.id = t.id left join degrees g on g.id = u.degree_id
    order by g."order" desc nulls last, ${spanishKey(sql`u.name`)}`,
  );
  const nodes = new Map<number, GenealogyNodeAnswer>();
  for (const r of list)
    if (!nodes.has(r.id)) nodes.set(r.id, { id: r.id, full_name: r.full_name, degree: r.degree, children: [] });
  const seen = new Set<number>();
  for (const r of list) {
    if (r.parent === null || seen.has(r.id)) continue;
    seen.add(r.id);
    nodes.get(r.parent)?.children.push(nodes.get(r.id) as GenealogyNodeAnswer);
  }
  return nodes.get(rootId) ?? null;
}
