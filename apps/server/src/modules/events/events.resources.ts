import {
  accessibleDoyangIds,
  blockSchedule,
  type ExamBlock,
  events as eventEntry,
  eventHasPassed,
  eventRuleErrors,
  exams as examEntry,
  formatDayMonYear,
  parentEventAppends,
  parentEvents as parentEventEntry,
  spanningDays,
} from '@doyang/domain';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { belongsTo, byFirstName, hasMany, hasOne, PEOPLE_FROM, PERSON_FIELDS } from '../../db/relations.ts';
import {
  event_degrees_allowed,
  event_extra_sinodals,
  events,
  exam_degrees_allowed,
  exam_extra_sinodals,
  exams,
  parent_events,
  type tournament_degrees_allowed,
  type tournament_extra_sinodals,
  type tournaments,
} from '../../db/schema/index.ts';
import { rows } from '../../db/sql.ts';
import { validationError } from '../../http/errors.ts';
import { Q } from '../../http/query-params.ts';
import { type AppendContext, bindResource, type ListCondition, type ResourceBinding, withStored } from '../../http/resource.ts';
import { requireDoyang } from '../../plugins/permissions.ts';
import { configurationSql } from '../../shared/configuration-values.ts';
import { eventAssistance } from './event-assistance.queries.ts';

// EVENTOS, EXAMENES and EVENTOS PADRE (spec 03 §2, §3, §7): registry entries on their tables. Events, exams and
// tournaments share their fields, relations and rules; each has its own table and link tables.

type Row = Record<string, unknown>;
type EventTable = typeof events | typeof exams | typeof tournaments;
const isOn = (v: string) => v === '1' || v === 'true';

/** The links of one kind: extra sinodals and degrees allowed, by the parent's key column. */
export type Links = {
  sinodals: typeof exam_extra_sinodals | typeof event_extra_sinodals | typeof tournament_extra_sinodals;
  degrees: typeof exam_degrees_allowed | typeof event_degrees_allowed | typeof tournament_degrees_allowed;
  key: 'exam_id' | 'event_id' | 'tournament_id';
};

/** Derived fields every event row carries (spec 03 §3): parsed_date, has_passed, spanning_days. */
const present = {
  fields: ['parsed_date', 'has_passed', 'spanning_days'],
  of: (row: Row, today: string): Row => ({
    ...row,
    parsed_date: formatDayMonYear(row.date as string),
    has_passed: eventHasPassed(row.date as string, today),
    spanning_days: spanningDays(row.date as string, (row.end_date as string | null) ?? null),
  }),
};

/** 'This year only' (spec 03 §2, the list's switch) and the date window Home asks for. */
const dateConditions = (date: PgColumn): Record<string, ListCondition> => ({
  filterThisYearOnly: {
    param: Q.flag,
    where: (v, today) =>
      isOn(v) ? and(gte(date, `${today.slice(0, 4)}-01-01`), lte(date, `${today.slice(0, 4)}-12-31`)) : undefined,
  },
  from_date: { param: Q.date, where: (v) => gte(date, v.slice(0, 10)) },
  to_date: { param: Q.date, where: (v) => lte(date, v.slice(0, 10)) },
});

/** `date=` (spec 02 §7 'Event index by date and is_meeting'): the events held that day, a multi-day one on each of its days. */
const onDay = (table: EventTable): ListCondition => ({
  param: Q.date,
  where: (v) => sql`${v.slice(0, 10)}::date between ${table.date} and coalesce(${table.end_date}, ${table.date})`,
});

function eventRelations(table: EventTable, links: Links): Record<string, SQL> {
  const key = sql.raw(links.key);
  const degreesAllowed = hasMany(
    sql`${links.degrees} l join degrees d on d.id = l.degree_id`,
    sql`l.${key} = ${table.id}`,
    ['id', 'name', 'order', 'has_partials'],
    sql`d."order"`,
    'd',
  );
  return {
    sinodal: hasOne(PEOPLE_FROM, sql`u.id = ${table.sinodal_id}`, [...PERSON_FIELDS, 'address', 'neighborhood', 'city'], 'u'),
    venue: hasOne(
      sql`venues v left join cities c on c.id = v.city_id`,
      sql`v.id = ${table.venue_id}`,
      ['id', 'name', ['city_name', sql`c.name`]],
      'v',
    ),
    parent_event: belongsTo('parent_events', table.parent_event_id, ['id', 'name']),
    extra_sinodals: hasMany(
      sql`${links.sinodals} l join users u on u.id = l.user_id left join honorific_titles h on h.id = u.honorific_title_id`,
      sql`l.${key} = ${table.id}`,
      PERSON_FIELDS,
      byFirstName('u'),
      'u',
    ),
    degrees_allowed: degreesAllowed,
    // The spec's other spelling of the same relation (GET /{id} with degreesAllowed).
    degreesAllowed,
  };
}

/** One link list replaced whole: the parent's rows deleted, the sent ids written, in the write's transaction. */
async function replaceLinks(tx: Db, table: PgTable, parent: PgColumn, child: string, id: number, ids: number[]) {
  await tx.delete(table).where(eq(parent, id));
  if (ids.length) await tx.insert(table).values(ids.map((other) => ({ [parent.name]: id, [child]: other })) as never);
}

/** The form's many-to-many lists, replaced when sent. */
const writeLinks =
  (links: Links) =>
  async (tx: Db, id: number, data: Row): Promise<void> => {
    const parent = (table: Links['sinodals'] | Links['degrees']) => (table as unknown as Record<string, PgColumn>)[links.key];
    if (Array.isArray(data.extra_sinodals))
      await replaceLinks(tx, links.sinodals, parent(links.sinodals), 'user_id', id, data.extra_sinodals as number[]);
    if (Array.isArray(data.degrees_allowed))
      await replaceLinks(tx, links.degrees, parent(links.degrees), 'degree_id', id, data.degrees_allowed as number[]);
  };

/** The end is not before the start, on the stored record merged with what is sent. */
const checkRules =
  (table: EventTable) =>
  async (db: Db, _actor: unknown, data: Row, id: number | null): Promise<void> => {
    const errors = eventRuleErrors((await withStored(db, table, data, id)) as Parameters<typeof eventRuleErrors>[0]);
    if (Object.keys(errors).length) throw validationError(errors);
  };

/** The binding events, exams and tournaments share: search, order, filters, dates, relations, rules and links. */
export function eventBinding(table: EventTable, links: Links): ResourceBinding {
  return {
    table,
    search: [table.name],
    orderable: { date: table.date, name: table.name, id: table.id },
    filters: { active: table.active, parent_event_id: table.parent_event_id, is_meeting: table.is_meeting },
    conditions: { ...dateConditions(table.date), date: onDay(table) },
    relations: eventRelations(table, links),
    present,
    beforeWrite: checkRules(table),
    afterWrite: writeLinks(links),
  };
}

const examBinding = eventBinding(exams, { sinodals: exam_extra_sinodals, degrees: exam_degrees_allowed, key: 'exam_id' });

/** An exam's blocks carry their start and end (spec 01 §9) when the row comes with them. */
const examPresent = {
  fields: present.fields,
  of: (row: Row, today: string): Row => {
    const shown = present.of(row, today);
    if (!Array.isArray(row.blocks)) return shown;
    const blocks = row.blocks as (ExamBlock & Row)[];
    const times = new Map(blockSchedule(String(row.begins_at ?? '00:00'), blocks).map((b) => [b.id, b]));
    return {
      ...shown,
      blocks: blocks.map((b) => ({ ...b, start_time: times.get(b.id)?.start_time, end_time: times.get(b.id)?.end_time })),
    };
  },
};

export const examResource = bindResource(examEntry, {
  ...examBinding,
  present: examPresent,
  relations: {
    ...examBinding.relations,
    // Blocks in their order with how many prospects each holds (spec 01 §3 Exam blocks).
    blocks: hasMany(
      sql`exam_blocks b`,
      sql`b.exam_id = ${exams.id}`,
      [
        'id',
        'name',
        'order',
        'duration_min',
        'max_quantity',
        ['actual_quantity', sql`(select count(*)::int from exam_block_prospects bp where bp.exam_block_id = b.id)`],
      ],
      sql`b."order", b.id`,
      'b',
    ),
  },
});

export const eventResource = bindResource(
  eventEntry,
  eventBinding(events, { sinodals: event_extra_sinodals, degrees: event_degrees_allowed, key: 'event_id' }),
);

/**
 * `append=assistances` (spec 03 §7): each event of the parent event with how many attended, `bimester_only=1` keeps
 * the current bimester's (configuration 1–2), `doyang_id` counts one doyang's people; staff count only their doyangs.
 */
async function parentEventAssistances(ctx: AppendContext, row: Row, append: string[]): Promise<Row> {
  if (!append.includes('assistances')) return row;
  const doyangId = ctx.query.doyang_id ? Number(ctx.query.doyang_id) : undefined;
  if (doyangId) requireDoyang(ctx.actor, doyangId);
  const doyangIds = doyangId ? [doyangId] : accessibleDoyangIds(ctx.actor);
  const bimester = ctx.query.bimester_only === '1' || ctx.query.bimester_only === 'true';
  const window = bimester
    ? sql`e.date between ${configurationSql('bimesterStart')}::date and ${configurationSql('bimesterEnd')}::date`
    : sql`true`;
  const events = sql`e.parent_event_id = ${Number(row.id)} and ${window}`;
  const assistances = await rows<Row>(
    ctx.db,
    sql`select e.name as event_name, e.date, e.id as event_id, count(a.user_id)::int as count
      from events e left join (${eventAssistance(events, doyangIds)}) a on a.event_id = e.id
      where ${events} group by e.id order by e.date, e.id`,
  );
  return { ...row, assistances: assistances.map((a) => ({ ...a, parsed_date: formatDayMonYear(String(a.date)) })) };
}

export const parentEventResource = bindResource(parentEventEntry, {
  table: parent_events,
  search: [parent_events.name],
  orderable: { name: parent_events.name, id: parent_events.id },
  appendOne: parentEventAssistances,
  appended: parentEventAppends,
  oneQuery: { bimester_only: Q.flag, doyang_id: Q.id },
});

export const eventResources = [parentEventResource, eventResource, examResource];
