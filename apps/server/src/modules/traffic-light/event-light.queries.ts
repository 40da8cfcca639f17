import { type EventLightKind, eventLight, READINESS_COLOURS, ROLES, type TrafficLightRowAnswer } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { byFirstName, fullName } from '../../db/relations.ts';
import { inSpanishOrder } from '../../db/spanish-text.ts';
import { one, rows } from '../../db/sql.ts';

// The traffic light of an event or a tournament (issue 27; docs/decisions.md 'Issue 27 — the event and tournament
// traffic lights'): every active student of the scope with whether they are inscribed, what they paid, and whether
// their degree may take part, in one statement; the colour is the domain's eventLight.

type Tables = { parent: string; prospects: string; allowed: string; key: string };
const TABLES: Record<EventLightKind, Tables> = {
  event: { parent: 'events', prospects: 'event_prospects', allowed: 'event_degrees_allowed', key: 'event_id' },
  tournament: {
    parent: 'tournaments',
    prospects: 'tournament_prospects',
    allowed: 'tournament_degrees_allowed',
    key: 'tournament_id',
  },
};

export type LightEvent = { id: number; name: string; date: string };

export function lightEventById(db: Db, kind: EventLightKind, id: number): Promise<LightEvent | undefined> {
  return one<LightEvent>(db, sql`select id, name, date::text as date from ${sql.raw(TABLES[kind].parent)} where id = ${id}`);
}

type Row = Omit<TrafficLightRowAnswer, 'colour' | 'reasons' | 'computed_at'> & {
  inscribed: boolean;
  paid_whole: boolean;
  installments_paid: number;
  installments: number;
  degree_allowed: boolean;
};

/** What a payment of the event counts: a line of a receipt not cancelled, neither a reversal nor reversed. */
const COMMISSION_CONCEPT = 9;

/**
 * The students of one doyang (or the network with null), by doyang name, worst colour first, then by name. Computed
 * when asked (nothing stored): a prospect or a payment shows at once. `computed_at` is the time of the answer.
 */
export async function eventLightRows(
  db: Db,
  kind: EventLightKind,
  event: LightEvent,
  doyangId: number | null,
): Promise<TrafficLightRowAnswer[]> {
  const t = TABLES[kind];
  const key = sql.raw(t.key);
  const list = await rows<Row & { now: string }>(
    db,
    sql`with st as materialized (
        select u.id, u.doyang_id, u.degree_id from users u
        where u.role_id = ${ROLES.ALUMNO} and u.active and not u.is_prospect and u.doyang_id is not null
          and (${doyangId}::int is null or u.doyang_id = ${doyangId}::int)),
      ev as (select e.id, e.date, greatest(e.number_of_patialities, 1)::int as installments
        from ${sql.raw(t.parent)} e where e.id = ${event.id}),
      allowed as (select a.degree_id from ${sql.raw(t.allowed)} a where a.${key} = ${event.id}),
      paid as (
        select p.client_user_id as user_id, bool_or(not p.is_partiality) as whole,
          (count(*) filter (where p.is_partiality))::int as installments
        from payments p join receipts r on r.id = p.receipt_id
        where p.${key} = ${event.id} and p.client_user_id in (select id from st) and p.payment_concept_id <> ${COMMISSION_CONCEPT}
          and not p.devolution and not r.is_canceled
          and not exists (select 1 from payments x where x.reverses_payment_id = p.id)
        group by p.client_user_id)
      select u.id, u.name, u.last_name, u.second_last_name, ${fullName('u')} as full_name, u.doyang_id,
        d.name as doyang_name, dg.name as degree_name, extract(year from age(ev.date, u.birth_date))::int as age,
        (pr.id is not null) as inscribed, coalesce(pa.whole, false) as paid_whole,
        coalesce(pa.installments, 0) as installments_paid, ev.installments,
        (not exists (select 1 from allowed) or st.degree_id in (select degree_id from allowed)) as degree_allowed,
        to_json(now()) as now
      from st cross join ev
      join users u on u.id = st.id join doyangs d on d.id = st.doyang_id left join degrees dg on dg.id = st.degree_id
      left join ${sql.raw(t.prospects)} pr on pr.${key} = ev.id and pr.user_id = st.id
      left join paid pa on pa.user_id = st.id
      order by ${inSpanishOrder(sql`d.name`)}, d.id, ${byFirstName('u')}, u.id`,
  );
  const answered = list.map(({ inscribed, paid_whole, installments_paid, installments, degree_allowed, now, ...r }) => {
    const light = eventLight(kind, { inscribed, paid_whole, installments_paid, installments, degree_allowed });
    return { ...r, colour: light.colour, reasons: light.reasons.map((x) => x.text), computed_at: now };
  });
  // Worst colour first inside each doyang (the statement answers each doyang's rows together, by name; a stable sort
  // of each doyang's run keeps the names in order).
  const severity = (c: string) => READINESS_COLOURS.indexOf(c as (typeof READINESS_COLOURS)[number]);
  const ordered: TrafficLightRowAnswer[] = [];
  for (let start = 0; start < answered.length; ) {
    let end = start;
    while (end < answered.length && answered[end].doyang_id === answered[start].doyang_id) end++;
    ordered.push(...answered.slice(start, end).sort((a, b) => severity(b.colour) - severity(a.colour)));
    start = end;
  }
  return ordered;
}
