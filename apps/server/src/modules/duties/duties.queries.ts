import { formatDayMonYear, GENERAL_DIRECTION_DOYANG_ID, type MonthlyDutyAnswer } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { belongsTo, hasMany } from '../../db/relations.ts';
import { spanishKey } from '../../db/spanish-text.ts';
import { rows } from '../../db/sql.ts';
import { configurationSql } from '../../shared/configuration-values.ts';

// Bimonthly duties: lists in one statement each, the per-doyang done marks as JSON subselects.

/** A duty as the routes answer it, with the list's total (`__total`, taken off before answering). */
export type DutyRow = MonthlyDutyAnswer & { __total?: number };

const GD = GENERAL_DIRECTION_DOYANG_ID;

/**
 * The duties (alias `d`, or `duty`) that concern one doyang (an id, or a column of an outer query): sent to every
 * doyang, its own, or (general direction) addressed to it. The SQL twin of the domain's `dutyConcerns`.
 */
export const concernsSql = (doyangId: number | SQL, duty: SQL = sql.raw('d')) => {
  const doyang = typeof doyangId === 'number' ? sql`${doyangId}::int` : doyangId;
  return sql`((${duty}.to_doyang and ${doyang} <> ${GD})
  or (${duty}.to_general_direction and ${doyang} = ${GD})
  or (not ${duty}.to_doyang and not ${duty}.to_general_direction and ${duty}.doyang_id = ${doyang}))`;
};

/** First day of the current bimester (configuration 1): Home shows the duties due from then on. */
export const bimesterStartSql = sql`coalesce(${configurationSql('bimesterStart')}::date, '0001-01-01'::date)`;

/**
 * A card's duties of this bimester, done and pending (`dt.duties_checked`, `dt.duties_unchecked`), as a lateral join
 * on the doyang alias `d` of the outer query: Home's doyang list and the doyang cards count with it.
 */
export const dutyCountsJoin = sql`left join lateral (
  select count(md.doyang_id)::int as duties_checked, (count(*) - count(md.doyang_id))::int as duties_unchecked
  from monthly_duties m
  left join monthly_duty_doyangs md on md.monthly_duty_id = m.id and md.doyang_id = d.id
  where m.due_date >= ${bimesterStartSql} and ${concernsSql(sql`d.id`, sql.raw('m'))}
) dt on true`;

export type DutyListOptions = {
  where: SQL;
  /** The doyang whose done mark is `checked`; null leaves it null. */
  checkedFor: number | null;
  appendDone: boolean;
  appendNotDone: boolean;
  order: SQL;
  limit: number | null;
  offset: number;
};

export async function listDuties(db: Db, o: DutyListOptions): Promise<DutyRow[]> {
  const list = await rows<Omit<DutyRow, 'parsed_due_date'>>(
    db,
    sql`select d.id, d.name, d.doyang_id, d.due_date, d.to_doyang, d.to_general_direction, d.super_important, d.created_by,
      to_json(d.created_at) as created_at, to_json(d.updated_at) as updated_at,
      case when ${o.checkedFor}::int is null then null
        else exists (select 1 from monthly_duty_doyangs x where x.monthly_duty_id = d.id and x.doyang_id = ${o.checkedFor}::int) end as checked,
      exists (select 1 from monthly_duty_doyangs x where x.monthly_duty_id = d.id and x.doyang_id = ${GD}) as checked_by_general_direction,
      ${belongsTo('doyangs', sql`d.doyang_id`, ['id', 'name'], 'dy')} as doyang,
      ${
        o.appendDone
          ? hasMany(
              sql`monthly_duty_doyangs x join doyangs dy on dy.id = x.doyang_id`,
              sql`x.monthly_duty_id = d.id`,
              ['id', 'name', ['done_at', sql`x.done_at`]],
              spanishKey(sql`dy.name`),
              'dy',
            )
          : sql`null`
      } as doyangs_done,
      ${
        o.appendNotDone
          ? hasMany(
              sql`doyangs dy`,
              sql`not exists (select 1 from monthly_duty_doyangs x where x.monthly_duty_id = d.id and x.doyang_id = dy.id)
                and case when d.to_doyang then dy.active and dy.id <> ${GD}
                         when d.to_general_direction then dy.id = ${GD}
                         else dy.id = d.doyang_id end`,
              ['id', 'name'],
              spanishKey(sql`dy.name`),
              'dy',
            )
          : sql`null`
      } as doyangs_not_done,
      count(*) over () as __total
    from monthly_duties d
    where ${o.where}
    order by ${o.order}
    limit ${o.limit} offset ${o.offset}`,
  );
  return list.map((d) => {
    const { doyangs_done, doyangs_not_done, ...rest } = d;
    return {
      ...rest,
      parsed_due_date: formatDayMonYear(d.due_date),
      ...(o.appendDone ? { doyangs_done } : {}),
      ...(o.appendNotDone ? { doyangs_not_done } : {}),
    };
  });
}
