import type { GeneratedCommissionAnswer } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';

// The commissions computed from sales (issue 26; docs/decisions.md 'Issue 26 — commissions computed from sales').
// For each exam, event and tournament already over, each doyang with a multilevel scheme earns a percentage of what it
// sold of it: its lines of concept 1, 2 or 3 for that record on receipts not cancelled (devolutions aside), the people
// counted once each. The percentage is the tier whose range holds that count — the record's own tiers for the doyang's
// scheme (event_comissions) when it has any, else the scheme's list of that kind (event tiers: the seminars' list for a
// seminar). Each commission is a pending payment of concept 9 without a receipt, written once: one INSERT … SELECT …
// ON CONFLICT DO NOTHING over the unique index payments_commission_once_idx, so repeated or simultaneous runs (the
// endpoint, the demo seed) add only what is missing and never the same commission twice.

/** One exam, event or tournament, or every one already over when none is named. */
export type CommissionTarget = { exam_id?: number | null; event_id?: number | null; tournament_id?: number | null };

const KINDS = [
  { kind: 'exam', table: 'exams', concept: 1, label: 'EXAMEN', key: 'exam_id', seminar: sql`false` },
  { kind: 'event', table: 'events', concept: 2, label: 'EVENTO', key: 'event_id', seminar: sql`x.is_seminar` },
  { kind: 'tournament', table: 'tournaments', concept: 3, label: 'TORNEO', key: 'tournament_id', seminar: sql`false` },
] as const;

/** The records a run covers: over (today on or after their date), the named one only when one is named. */
function targets(today: string, target: CommissionTarget): SQL {
  const named = KINDS.find((k) => target[k.key] != null);
  const parts = KINDS.filter((k) => !named || k === named).map(
    (k) => sql`select ${k.kind}::text as kind, ${k.concept}::int as concept, ${k.label}::text as label, x.id, x.name,
        ${k.seminar} as is_seminar
      from ${sql.raw(k.table)} x
      where x.date <= ${today}::date ${named ? sql`and x.id = ${target[k.key]}` : sql``}`,
  );
  return sql.join(parts, sql` union all `);
}

/** An event_comissions row `ec` of the record of row `c` (its kind and id) for the doyang's `scheme`, or for all. */
const ownTierOf = (c: string, scheme: string) =>
  sql.raw(`((${c}.kind = 'exam' and ec.exam_id = ${c}.record_id) or (${c}.kind = 'event' and ec.event_id = ${c}.record_id)
    or (${c}.kind = 'tournament' and ec.tournament_id = ${c}.record_id))
    and (ec.doyang_surrogation_id = ${scheme} or ec.doyang_surrogation_id is null)`);

/**
 * Writes the commissions still missing for `target` (every record over by `today` when empty) and answers those it
 * wrote; those written before, by this run's twin or an earlier one, are left as they are.
 */
export async function generateCommissions(
  db: Db,
  o: { actorId: number | null; today: string; target?: CommissionTarget },
): Promise<GeneratedCommissionAnswer[]> {
  return rows<GeneratedCommissionAnswer>(
    db,
    sql`with target as (${targets(o.today, o.target ?? {})}),
    sold as (
      select p.doyang_id, x.kind, x.label, x.id as record_id, x.name, x.is_seminar,
        (count(distinct p.client_user_id) + coalesce(sum(p.quantity) filter (where p.client_user_id is null), 0))::int as people,
        sum(p.amount) as sold
      from target x
        join payments p on p.payment_concept_id = x.concept
          and x.id = case x.kind when 'exam' then p.exam_id when 'event' then p.event_id else p.tournament_id end
        join receipts r on r.id = p.receipt_id and not r.is_canceled
      where not p.devolution
      group by p.doyang_id, x.kind, x.label, x.id, x.name, x.is_seminar
    ),
    schemed as (
      select s.*, d.doyang_surrogation_id as scheme_id,
        exists (select 1 from event_comissions ec where ${ownTierOf('s', 'd.doyang_surrogation_id')}) as own_tiers
      from sold s join doyangs d on d.id = s.doyang_id and d.doyang_surrogation_id is not null
      where s.sold > 0
    ),
    earned as (
      select c.*, coalesce(o.min_inscriptions, t.min_inscriptions) as min_inscriptions,
        case when c.own_tiers then o.max_inscriptions else t.max_inscriptions end as max_inscriptions,
        coalesce(o.percentage, t.percentage) as percentage
      from schemed c
        left join lateral (
          select coalesce(ec.min_participants, 0) as min_inscriptions, ec.max_participants as max_inscriptions, ec.percentage
          from event_comissions ec
          where ${ownTierOf('c', 'c.scheme_id')} and c.people >= coalesce(ec.min_participants, 0)
            and (ec.max_participants is null or c.people <= ec.max_participants)
          order by ec.doyang_surrogation_id is null, ec.min_participants desc nulls last, ec.id
          limit 1) o on c.own_tiers
        left join lateral (
          select t.min_inscriptions, t.max_inscriptions, t.percentage
          from doyang_surrogation_tiers t
          where t.doyang_surrogation_id = c.scheme_id and t.kind = c.kind and t.is_seminar = c.is_seminar
            and c.people between t.min_inscriptions and t.max_inscriptions
          order by t.min_inscriptions, t.id
          limit 1) t on not c.own_tiers
    ),
    owed as (
      select e.*, round(e.sold * e.percentage / 100, 2) as amount,
        case when e.name = e.label or e.name like e.label || ' %' then e.name else e.label || ' ' || e.name end as what
      from earned e
      where e.percentage is not null
    )
    insert into payments (receipt_id, doyang_id, payment_concept_id, title, quantity, price, amount, client_doyang_id,
      exam_id, event_id, tournament_id, details, paid_date, paid_by, created_by)
    select null, w.doyang_id, 9, left('COMISIÓN ' || upper(w.what), 255), 1, w.amount, w.amount, w.doyang_id,
      case when w.kind = 'exam' then w.record_id end, case when w.kind = 'event' then w.record_id end,
      case when w.kind = 'tournament' then w.record_id end,
      jsonb_build_object('kind', w.kind, 'count', w.people, 'sold', w.sold::text, 'percentage', w.percentage::text,
        'min_inscriptions', w.min_inscriptions, 'max_inscriptions', w.max_inscriptions,
        'source', case when w.own_tiers then 'record' else 'scheme' end, 'doyang_surrogation_id', w.scheme_id),
      null, null, ${o.actorId}
    from owed w
    where w.amount > 0
    order by array_position(array['exam', 'event', 'tournament'], w.kind), w.record_id, w.doyang_id
    on conflict do nothing
    returning id, doyang_id, title, amount::text as amount, exam_id, event_id, tournament_id, details`,
  );
}
