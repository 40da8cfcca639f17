import { canSeeGeneralDirection } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';
import { listDuties } from './duties.queries.ts';

// One duty as every route answers it. Which doyangs did a duty and which did not is general direction's
// view (spec 02 §6), never a doyang's.

export async function showDuty(db: Db, actor: SessionUser, id: number, checkedFor: number | null) {
  const network = canSeeGeneralDirection(actor);
  const [row] = await listDuties(db, {
    where: sql`d.id = ${id}`,
    checkedFor,
    appendDone: network,
    appendNotDone: network,
    order: sql`d.id`,
    limit: 1,
    offset: 0,
  });
  if (!row) throw notFound();
  const { __total, ...duty } = row;
  return duty;
}
