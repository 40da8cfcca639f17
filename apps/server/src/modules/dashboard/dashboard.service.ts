import {
  accessibleDoyangIds,
  areGoalsModifiable,
  canAccessDoyang,
  canReadDuties,
  canSeeGeneralDirection,
  type DoyangDashboardAnswer,
  GENERAL_DIRECTION_DOYANG_ID,
  MSG,
  ROLES,
  type StablishGoalBody,
} from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { one, rows, sqlArray } from '../../db/sql.ts';
import { forbidden, notFound, validationError } from '../../http/errors.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';
import { dashboardRows, type FrameQuery, loadFrame } from './dashboard.queries.ts';
import { type Cards, cardsOf, type Frame } from './dashboard-students.queries.ts';

// Who sees which card, and the goal call (spec 01 §2, §5, §7; issue 27).

/**
 * The card of one doyang as this viewer may read it: staff their doyangs (requireDoyang); the general direction's
 * doyang (23) is the whole network, for the general direction only (as the traffic light's `lightDoyang`).
 */
export function cardScope(actor: SessionUser, doyangId: number): Cards {
  if (doyangId === GENERAL_DIRECTION_DOYANG_ID) {
    if (!canSeeGeneralDirection(actor)) throw forbidden(MSG.forbiddenDoyang);
    return cardsOf([doyangId], true);
  }
  if (!canAccessDoyang(actor, doyangId)) throw forbidden(MSG.forbiddenDoyang);
  return cardsOf([doyangId], false);
}

/** The doyang's name (for a file name), or 404. */
export async function doyangName(db: Db, id: number): Promise<string> {
  const row = await one<{ name: string }>(db, sql`select name from doyangs where id = ${id}`);
  if (!row) throw notFound();
  return row.name;
}

/**
 * The cards asked for: every id must be one the viewer may read (else 403); without ids, every active doyang the
 * viewer may read (the general direction: all of them, 23 as the network).
 */
export async function askedCards(db: Db, actor: SessionUser, ids: number[] | null): Promise<Cards> {
  const gd = canSeeGeneralDirection(actor);
  if (ids) {
    for (const id of ids) cardScope(actor, id);
    return cardsOf(ids, gd);
  }
  const reach = accessibleDoyangIds(actor);
  const mine = reach?.filter((id) => id !== GENERAL_DIRECTION_DOYANG_ID) ?? null;
  const found = await rows<{ id: number }>(
    db,
    sql`select id from doyangs where active ${mine ? sql`and id = any(${sqlArray(mine, 'int')})` : sql``} order by id`,
  );
  return cardsOf(
    found.map((r) => r.id),
    gd,
  );
}

export type DashboardInput = FrameQuery;

/**
 * The traffic light's `ensureLight(db, exam, null, false, today)` (modules/traffic-light): computes and stores the
 * snapshot of the doyangs that have none for the exam. Passed in by the composition root (app.ts) so this module does
 * not reach into the traffic light's files; without it the cards read whatever snapshot is stored.
 */
export type EnsureLight = (
  db: Db,
  exam: NonNullable<Frame['exam']>,
  doyangId: null,
  recalculate: false,
  today: string,
) => Promise<void>;

/** Whether an asked card has active students but no snapshot row for the exam (then the light is computed once). */
async function lightMissing(db: Db, f: Frame, cards: Cards): Promise<boolean> {
  if (!f.exam) return false;
  const scope = cards.network ? sql`true` : sql`d.id = any(${sqlArray(cards.own, 'int')})`;
  const row = await one<{ missing: boolean }>(
    db,
    sql`select exists (select 1 from doyangs d where ${scope}
      and exists (select 1 from users u where u.doyang_id = d.id and u.role_id = ${ROLES.ALUMNO} and u.active)
      and not exists (select 1 from traffic_light_results t where t.exam_id = ${f.exam.id} and t.doyang_id = d.id)) as missing`,
  );
  return row?.missing === true;
}

/** The frame and the cards of one request (two statements, whatever the number of cards). */
export async function dashboardOf(
  db: Db,
  actor: SessionUser,
  cards: Cards,
  q: FrameQuery,
  today: string,
  timeZone: string,
  options: {
    ensureLight?: EnsureLight;
    /** The month's birthdays as a list too (GET /api/doyangs/{id}?append=month_birthdays), not only their count. */
    birthdays?: boolean;
  } = {},
): Promise<{ frame: Frame; data: DoyangDashboardAnswer[] }> {
  const frame = await loadFrame(db, today, timeZone, q);
  const { ensureLight, birthdays = false } = options;
  if (ensureLight && frame.exam && (await lightMissing(db, frame, cards))) await ensureLight(db, frame.exam, null, false, today);
  const viewer = { withDuties: canReadDuties(actor), goalsModifiable: goalsModifiable(actor, frame), birthdays };
  return { frame, data: await dashboardRows(db, frame, cards, viewer) };
}

export const goalsModifiable = (actor: SessionUser, f: Frame): boolean =>
  areGoalsModifiable(actor, f.today, f.bimesterStart, f.daysToModifyGoals);

const ITEM_TABLES = { exam: sql`exams`, event: sql`events`, tournament: sql`tournaments` } as const;

/** The item a goal is for: by id, or the coming item of that name (the earliest active one from today). */
async function goalItem(db: Db, body: StablishGoalBody, today: string): Promise<number> {
  const kind = body.type as 'exam' | 'event' | 'tournament';
  const id = body[`${kind}_id`];
  const name = body[`${kind}_name`]?.trim();
  const table = ITEM_TABLES[kind];
  let where: SQL | null = null;
  if (id !== undefined) where = sql`id = ${id}`;
  else if (name) where = sql`name = ${name} and active and date >= ${today}::date`;
  const found = where
    ? await one<{ id: number }>(db, sql`select id from ${table} where ${where} order by date, id limit 1`)
    : undefined;
  if (!found) throw validationError({ [id !== undefined ? `${kind}_id` : `${kind}_name`]: [MSG.goalItemUnknown] });
  return found.id;
}

/**
 * PUT /api/doyangs/{id} with stablish_goal: the bimester's inscription goal on the doyang, or the goal of one coming
 * exam, event or tournament (one row per doyang and item: the unique constraint makes concurrent calls one upsert).
 * Answers the doyang's card as it now reads.
 */
export async function setGoal(
  db: Db,
  actor: SessionUser,
  doyangId: number,
  body: StablishGoalBody,
  today: string,
  timeZone: string,
): Promise<DoyangDashboardAnswer> {
  if (body.doyang_id !== doyangId) throw validationError({ doyang_id: [MSG.goalDoyangMismatch] });
  const cards = cardScope(actor, doyangId);
  await doyangName(db, doyangId);
  const frame = await loadFrame(db, today, timeZone, { examId: null, eventId: null, tournamentId: null });
  if (!goalsModifiable(actor, frame)) throw forbidden(MSG.goalsWindowClosed.replace('{n}', String(frame.daysToModifyGoals)));
  if (body.type === 'inscription') {
    await db.execute(sql`update doyangs set bimester_inscriptions_goal = ${body.goal} where id = ${doyangId}`);
  } else {
    const item = await goalItem(db, body, today);
    const column = sql.identifier(`${body.type}_id`);
    await db.execute(sql`insert into doyang_goals (doyang_id, kind, ${column}, goal, updated_by)
      values (${doyangId}, ${body.type}, ${item}, ${body.goal}, ${actor.id})
      on conflict (doyang_id, kind, item_id) do update set goal = excluded.goal, updated_by = excluded.updated_by, updated_at = now()`);
  }
  const [row] = await dashboardRows(db, frame, cards, { withDuties: canReadDuties(actor), goalsModifiable: true });
  if (!row) throw notFound();
  return row;
}
