import type { DuplicateMatchAnswer } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { joinedObject } from '../../db/relations.ts';
import { spanishFolded } from '../../db/spanish-text.ts';
import { rows } from '../../db/sql.ts';
import { fullNameSql } from '../../session/session-user.queries.ts';

export type DuplicateQuery = { name: string | null; last_name: string | null; birth_date: string };

/**
 * The duplicate check (spec 02 §5): same birth date and, when given, the same name and last name ignoring
 * case and accents, across every doyang. Only what the 'Coincidencias' dialog needs leaves the server.
 */
export async function findDuplicates(db: Db, d: DuplicateQuery): Promise<DuplicateMatchAnswer[]> {
  const w: SQL[] = [sql`u.birth_date = ${d.birth_date}`];
  // The same expression as the duplicate-check index (users_duplicate_check_idx), so the index answers.
  if (d.name) w.push(sql`${spanishFolded(sql`u.name`)} = ${spanishFolded(sql`${d.name.trim()}::text`)}`);
  if (d.last_name) w.push(sql`${spanishFolded(sql`u.last_name`)} = ${spanishFolded(sql`${d.last_name.trim()}::text`)}`);
  return rows(
    db,
    sql`
    select u.id, ${fullNameSql} as full_name, u.birth_date, u.active, u.role_id,
      ${joinedObject('d', ['id', 'name'])} as doyang
    from users u left join doyangs d on d.id = u.doyang_id
    where ${sql.join(w, sql` and `)}
    order by u.active desc, u.id
    limit 20`,
  );
}
