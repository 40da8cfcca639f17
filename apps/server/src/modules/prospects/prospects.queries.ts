import {
  amountDue,
  type CandidateAnswer,
  COMPETITIONS,
  paysMultipleCompetitions,
  ROLES,
  type TournamentCandidateAnswer,
  tournamentAmountDue,
} from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { byFirstName, foldedFullName, fullName } from '../../db/relations.ts';
import { foldedContains, spanishKey } from '../../db/spanish-text.ts';
import { one, rows } from '../../db/sql.ts';
import type { ListQuery } from '../../http/list-query.ts';
import { listSqlRows } from '../../http/sql-list.ts';
import type { ProspectKind, ProspectOf } from './prospect-kinds.ts';

// The prospects screen's two lists (spec 03 §2), one statement each: candidates (who may still be added) and
// prospects (who were), both limited to the doyangs the caller reaches.

type Row = Record<string, unknown>;

/** `column in (ids)`; null reaches every doyang, an empty list none. */
export const inDoyangs = (column: SQL, ids: number[] | null): SQL =>
  ids === null ? sql`true` : ids.length ? sql`${column} in ${ids}` : sql`false`;

const nameSearch = (term: string | null): SQL => (term ? foldedContains(foldedFullName('u'), term) : sql`true`);

/** The event as the prospect rules read it (date, kind flags, point values). */
export async function loadEvent(db: Db, kind: ProspectKind, id: number): Promise<Row | undefined> {
  return one<Row>(db, sql`select * from ${kind.parent} where id = ${id}`);
}

/**
 * Who can be a candidate, with the doyang they would come from: the active students of a doyang (not people still
 * thinking about enrolling) and, for events, its staff. A person on the staff of two doyangs is a candidate of each.
 * As rows of `users u` with their doyang `c.doyang_id`, so a list can read people in the name index's order.
 */
function candidateRows(kind: ProspectKind, doyangIds: number[] | null): { from: SQL; where: SQL } {
  const student = sql`u.role_id = ${ROLES.ALUMNO} and not u.is_prospect and u.doyang_id is not null
    and ${inDoyangs(sql`u.doyang_id`, doyangIds)}`;
  if (!kind.staffAttend)
    return { from: sql`users u cross join lateral (select u.doyang_id) c`, where: sql`u.active and ${student}` };
  // Staff come once per doyang they work at; students have no staff row and come with their own doyang. One
  // nullable doyang instead of an OR keeps the planner's row estimate right (it then reads the name index in order).
  return {
    from: sql`users u left join doyang_personal dp on dp.user_id = u.id and u.role_id <> ${ROLES.ALUMNO}
        and ${inDoyangs(sql`dp.doyang_id`, doyangIds)}
      cross join lateral (select case when ${student} then u.doyang_id else dp.doyang_id end as doyang_id) c`,
    where: sql`u.active and c.doyang_id is not null`,
  };
}

/** The candidates as (user_id, doyang_id) rows, for the writes' checks. */
export function candidatePeople(kind: ProspectKind, doyangIds: number[] | null): SQL {
  const { from, where } = candidateRows(kind, doyangIds);
  return sql`select u.id as user_id, c.doyang_id from ${from} where ${where}`;
}

/** An exam with degrees allowed takes only those degrees; without any, every degree. */
const degreeAllowed = (kind: ProspectKind, eventId: number): SQL =>
  kind.exam
    ? sql`(not exists (select 1 from exam_degrees_allowed a where a.exam_id = ${eventId})
        or u.degree_id in (select a.degree_id from exam_degrees_allowed a where a.exam_id = ${eventId}))`
    : sql`true`;

const PERSON_COLUMNS = sql`u.id, ${fullName('u')} as full_name, u.birth_date, u.degree_id, g.name as degree_name,
  g.has_partials as degree_has_partials, u.number_of_partials`;

/**
 * Candidates: people of the doyangs who are not yet prospects of this event (20 a page, by name). For the whole network
 * the total is a scalar count beside the page rather than a window over it, so the page itself stops after 20 rows
 * read in the name index's order (the network's 17,000 candidates never all get a sort key).
 */
export function listCandidates(db: Db, kind: ProspectKind, eventId: number, doyangIds: number[] | null, q: ListQuery) {
  const people = candidateRows(kind, doyangIds);
  // The doyang's name is read for the page's rows only: a join on the candidate's doyang threw the planner's row
  // estimate off by ten and cost the index order.
  const doyangName = sql`(select d.name from doyangs d where d.id = c.doyang_id)`;
  // A tournament's candidates show their weigh-in for it: without one they cannot be added before the day.
  const weighIn = kind.tournament
    ? sql`, (select s.weight_kg from tournament_somatometries s where s.tournament_id = ${eventId} and s.user_id = u.id) as weight_kg,
        (select s.height_m from tournament_somatometries s where s.tournament_id = ${eventId} and s.user_id = u.id) as height_m,
        u.sex`
    : sql``;
  const from = sql`${people.from}
    left join degrees g on g.id = u.degree_id
    where ${people.where} and not exists (select 1 from ${kind.link} p where p.${kind.key} = ${eventId} and p.user_id = u.id)
      and ${degreeAllowed(kind, eventId)} and ${nameSearch(q.search)}`;
  const count = sql`select count(*)::int as n from ${from}`;
  // The network's whole list reads a page in index order beside a plain count; a doyang or a search keeps few rows,
  // and counting them over the page is cheaper than reading them twice.
  const total = q.search || doyangIds !== null ? sql`count(*) over()` : sql`(${count})`;
  return listSqlRows<CandidateAnswer | TournamentCandidateAnswer>(
    db,
    {
      statement: (
        order,
        page,
      ) => sql`select ${PERSON_COLUMNS}, c.doyang_id, ${doyangName} as doyang_name${weighIn}, ${total} as __total
      from ${from} order by ${order} ${page}`,
      orderable: { full_name: byFirstName('u'), doyang_name: spanishKey(doyangName) },
      defaultOrder: [byFirstName('u')],
      tieBreaker: sql`u.id, c.doyang_id`,
      count: async () => Number((await one<{ n: number }>(db, count))?.n ?? 0),
    },
    q,
  );
}

/** One prospect row as both lists and the writes answer it: `id` is the person's (the calls name people). */
export function prospectColumns(kind: ProspectKind): SQL {
  const exam = kind.exam
    ? sql`, p.numeric_result, p.next_degree, nd.name as next_degree_name, p.next_partial, p.does_partials,
        p.previous_degree, p.previous_partials, (select bp.exam_block_id from exam_block_prospects bp join exam_blocks b on b.id = bp.exam_block_id
          where b.exam_id = p.exam_id and bp.user_id = p.user_id limit 1) as exam_block_id`
    : sql``;
  const tournament = kind.tournament
    ? sql`, u.sex, s.weight_kg, s.height_m, ${sql.join(
        COMPETITIONS.flatMap((c) => [
          sql.raw(`p.${c.pay}`),
          sql.raw(`p.${c.result}`),
          sql.raw(`(select name from tournament_results where id = p.${c.result}) as ${c.result}_name`),
        ]),
        sql`, `,
      )}`
    : sql``;
  const travel = kind.travels ? sql`, p.takes_bus, p.takes_hotel` : sql``;
  return sql`${PERSON_COLUMNS}, p.id as prospect_id, p.${kind.key}, p.doyang_id, dy.name as doyang_name,
    p.is_prospect_approved, p.${kind.resultColumn}, r.name as result_name, p.colaborated, p.colaborated_mother,
    p.colaborated_father, p.participated, p.already_promoted${exam}${travel}${tournament}`;
}

export function prospectFrom(kind: ProspectKind): SQL {
  // A graded exam prospect shows the degree they presented with, not the one the exam gave them.
  const degree = kind.exam
    ? sql`case when p.already_promoted and p.previous_degree is not null then p.previous_degree else u.degree_id end`
    : sql`u.degree_id`;
  return sql`${kind.link} p
    join users u on u.id = p.user_id
    join doyangs dy on dy.id = p.doyang_id
    left join degrees g on g.id = ${degree}
    left join ${kind.results} r on r.id = p.${kind.resultColumn}
    ${kind.exam ? sql`left join degrees nd on nd.id = p.next_degree` : sql``}
    ${kind.tournament ? sql`left join tournament_somatometries s on s.tournament_id = p.tournament_id and s.user_id = p.user_id` : sql``}`;
}

/** Prospects of the event in the doyangs reached (20 a page, by name). */
export function listProspects(db: Db, kind: ProspectKind, eventId: number, doyangIds: number[] | null, q: ListQuery) {
  const where = sql`p.${kind.key} = ${eventId} and ${inDoyangs(sql`p.doyang_id`, doyangIds)} and ${nameSearch(q.search)}`;
  return listSqlRows<ProspectOf<ProspectKind>>(
    db,
    {
      statement: (order, page) => sql`select ${prospectColumns(kind)}, count(*) over() as __total
      from ${prospectFrom(kind)} where ${where} order by ${order} ${page}`,
      orderable: { full_name: byFirstName('u'), doyang_name: spanishKey(sql`dy.name`) },
      defaultOrder: [byFirstName('u')],
      tieBreaker: sql`u.id`,
      count: async () =>
        Number((await one<{ n: number }>(db, sql`select count(*)::int as n from ${prospectFrom(kind)} where ${where}`))?.n ?? 0),
    },
    q,
  );
}

/** One prospect of the event, or undefined. */
export async function loadProspect<K extends ProspectKind>(
  db: Db,
  kind: K,
  eventId: number,
  userId: number,
): Promise<ProspectOf<K> | undefined> {
  return one<ProspectOf<K>>(
    db,
    sql`select ${prospectColumns(kind)} from ${prospectFrom(kind)} where p.${kind.key} = ${eventId} and p.user_id = ${userId}`,
  );
}

/** Several prospects of the event at once (bulk approval and grading read them in one statement). */
export async function loadProspects<K extends ProspectKind>(
  db: Db,
  kind: K,
  eventId: number,
  userIds: number[],
): Promise<ProspectOf<K>[]> {
  if (!userIds.length) return [];
  return rows<ProspectOf<K>>(
    db,
    sql`select ${prospectColumns(kind)} from ${prospectFrom(kind)} where p.${kind.key} = ${eventId} and p.user_id in ${userIds}`,
  );
}

/**
 * The payment list's rows: the event's prospects in the doyangs reached, by doyang and name, each with what they owe
 * and by when (a tournament's by the competitions entered: `multiple`), in one statement.
 */
export async function paymentRows(db: Db, kind: ProspectKind, event: Row, doyangIds: number[] | null, today: string) {
  const people = await rows<Row>(
    db,
    sql`select ${prospectColumns(kind)}, u.role_id <> ${ROLES.ALUMNO} as is_staff from ${prospectFrom(kind)}
      where p.${kind.key} = ${event.id} and ${inDoyangs(sql`p.doyang_id`, doyangIds)}
      order by dy.name, u.name, u.last_name, u.id`,
  );
  return people.map((p) => {
    const who = p.is_staff ? 'staff' : 'student';
    if (!kind.tournament) return { ...p, ...amountDue(event as never, who, today) };
    const multiple = paysMultipleCompetitions(p);
    return { ...p, multiple, ...tournamentAmountDue(event as never, multiple, who, today) };
  });
}

/**
 * The bus and hotel list's rows (issue 27): the event's prospects in the doyangs reached who take the bus or the
 * hotel, by doyang and name, in one statement.
 */
export function busHotelRows(db: Db, kind: ProspectKind, eventId: number, doyangIds: number[] | null) {
  return rows<Row>(
    db,
    sql`select dy.name as doyang_name, ${fullName('u')} as full_name, u.role_id <> ${ROLES.ALUMNO} as is_staff, u.sex,
        u.birth_date, p.takes_bus, p.takes_hotel
      from ${kind.link} p join users u on u.id = p.user_id join doyangs dy on dy.id = p.doyang_id
      where p.${kind.key} = ${eventId} and (p.takes_bus or p.takes_hotel) and ${inDoyangs(sql`p.doyang_id`, doyangIds)}
      order by dy.name, u.name, u.last_name, u.id`,
  );
}
