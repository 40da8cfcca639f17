import { MSG, ROLES, type TournamentSomatometryBody } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { one } from '../../db/sql.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { requireDoyang, requirePermission } from '../../plugins/permissions.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';

// Weight and height for a tournament (spec 03 §7 'Student update with add_tournament_somatometry'): the weigh-in that
// lets a candidate become a prospect before the day and that the categories read.

type Row = Record<string, unknown>;

/**
 * Whoever enrols the doyang's students in tournaments records their weigh-in ('Torneos' or 'Doyang Torneos', for a
 * student of a doyang they reach). The student's current weight and height follow the latest weigh-in.
 */
export async function recordSomatometry(
  db: Db,
  actor: SessionUser,
  userId: number,
  body: TournamentSomatometryBody,
): Promise<Row> {
  requirePermission(actor, ['Torneos', 'Doyang Torneos'], 'create');
  const person = await one<{ role_id: number; doyang_id: number | null }>(
    db,
    sql`select role_id, doyang_id from users where id = ${userId}`,
  );
  if (!person) throw notFound();
  if (person.doyang_id === null) throw validationError({ weight_kg: [MSG.somatometryNotProspect] });
  requireDoyang(actor, person.doyang_id);
  const tournament = await one<{ id: number }>(db, sql`select id from tournaments where id = ${body.tournament_id}`);
  if (!tournament) throw validationError({ tournament_id: [MSG.relatedMissing] });
  if (person.role_id !== ROLES.ALUMNO) {
    const prospect = await one(
      db,
      sql`select 1 from tournament_prospects where tournament_id = ${body.tournament_id} and user_id = ${userId}`,
    );
    if (!prospect) throw validationError({ weight_kg: [MSG.somatometryNotProspect] });
  }
  const weight = body.weight_kg.toFixed(2);
  const height = body.height_m.toFixed(2);
  await db.execute(sql`insert into tournament_somatometries (tournament_id, user_id, weight_kg, height_m, recorded_by)
    values (${body.tournament_id}, ${userId}, ${weight}, ${height}, ${actor.id})
    on conflict (tournament_id, user_id) do update set weight_kg = excluded.weight_kg, height_m = excluded.height_m,
      recorded_by = excluded.recorded_by, updated_at = now()`);
  await db.execute(sql`update users set weight_kg = ${weight}, height_m = ${height}, updated_at = now() where id = ${userId}`);
  return (await somatometryFor(db, userId, body.tournament_id)) as Row;
}

/** `append=somatometry_for_tournament&tournament_id=`: the weigh-in for that tournament, or null. */
export async function somatometryFor(db: Db, userId: number, tournamentId: number): Promise<Row | null> {
  return (
    (await one<Row>(
      db,
      sql`select tournament_id, weight_kg, height_m, updated_at as recorded_at from tournament_somatometries
        where tournament_id = ${tournamentId} and user_id = ${userId}`,
    )) ?? null
  );
}
