import { APP_TIME_ZONE, GENERAL_DIRECTION_DOYANG_ID, MONTHS } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import { closeDrawersSql } from '../../modules/sales/index.ts';
import type { Db } from '../client.ts';
import { rows } from '../sql.ts';

// The demo's point of sale (issue 25): a year of what each doyang sold, as the sales screen writes it — receipts with
// their lines, paid in cash, by card or deposit. Every month a student has covered was paid by a receipt of that month
// (so the debtors are those whose payments stopped), inscriptions on the day of enrolment, the insurance of this year,
// the upcoming exam, events and tournaments of their prospects, a few commissions general direction paid, some
// cancelled receipts (reversed as the sale screen reverses them) and a cash closing at the end of every week but this
// one. Set-based: one statement per kind, whatever the size of the network (200,000 payments at 20,000 students).

const MONTH_NAMES = sql.raw(`array[${MONTHS.map((m) => `'${m.toUpperCase()}'`).join(',')}]`);
const TZ = APP_TIME_ZONE;

/** Spread over the payment types as a desk sees them: mostly cash, some debit card, a few deposits and credit cards. */
const typeOf = (key: SQL) => sql`(case when ${key} % 10 < 6 then 'cash' when ${key} % 10 < 8 then 'debit'
  when ${key} % 10 < 9 then 'deposit' else 'credit' end)`;

/**
 * Writes receipts and one payment each from the rows of `source`, which must give: doyang_id, user_id (or null),
 * client_doyang_id (or null), seller, at (timestamptz), amount, concept, title, and the payment's references
 * (exam_id, event_id, tournament_id, product_id, doyang_bundle_id, months_added, covers_from, covers_to, insurance_end).
 */
async function receiptsOf(db: Db, source: SQL): Promise<void> {
  await db.execute(sql`with s as materialized (
      select nextval(pg_get_serial_sequence('receipts', 'id')) as rid, x.*, ${typeOf(sql`abs(hashtext(x.title || x.at::text))`)} as kind
      from (${source}) x),
    r as (insert into receipts (id, doyang_id, client_user_id, client_doyang_id, client_phone, total, cash_total, credit_total,
        debit_total, deposit_total, idempotency_key, created_by, created_at, recorded_at)
      select s.rid, s.doyang_id, s.user_id, s.client_doyang_id, u.cellphone, s.amount,
        case when s.kind = 'cash' then s.amount else 0 end, case when s.kind = 'credit' then s.amount else 0 end,
        case when s.kind = 'debit' then s.amount else 0 end, case when s.kind = 'deposit' then s.amount else 0 end,
        gen_random_uuid(), s.seller, s.at, s.at
      from s left join users u on u.id = s.user_id
      returning id)
    insert into payments (receipt_id, doyang_id, payment_concept_id, title, quantity, price, amount, client_user_id,
      client_doyang_id, exam_id, event_id, tournament_id, product_id, doyang_bundle_id, months_added, covers_from, covers_to,
      insurance_end, paid_date, paid_by, cash_amount, credit_amount, debit_amount, deposit_amount, created_by, created_at)
    select s.rid, s.doyang_id, s.concept, s.title, 1, s.amount, s.amount, s.user_id,
      s.client_doyang_id, s.exam_id, s.event_id, s.tournament_id, s.product_id, s.doyang_bundle_id, s.months_added,
      s.covers_from, s.covers_to, s.insurance_end, (s.at at time zone ${TZ})::date, s.seller,
      case when s.kind = 'cash' then s.amount else 0 end, case when s.kind = 'credit' then s.amount else 0 end,
      case when s.kind = 'debit' then s.amount else 0 end, case when s.kind = 'deposit' then s.amount else 0 end,
      s.seller, s.at
    from s`);
}

/** A time on a day of the doyang's desk (10:00–19:59), the same for the same key. */
const deskTime = (day: SQL, key: SQL) =>
  sql`((${day})::date + make_interval(hours => 10 + abs(${key}) % 10, mins => abs(${key} / 10) % 60)) at time zone ${TZ}`;

const NONE = sql`null::int as exam_id, null::int as event_id, null::int as tournament_id, null::int as product_id, null::int as doyang_bundle_id,
  null::int as months_added, null::date as covers_from, null::date as covers_to, null::date as insurance_end, null::int as client_doyang_id`;

export async function seedSales(db: Db, today: string): Promise<void> {
  const seller = sql`coalesce(d.user_responsible_id, 1)`;
  const students = sql`users u join doyangs d on d.id = u.doyang_id left join doyang_categories c on c.id = d.doyang_category_id`;
  // Today's sales happened this morning, and never after the moment the demo is made: a demo seeded before 9:00
  // (Mexico City) had receipts of later today, listed above the first sale a person then made ('newest first').
  const before = (at: SQL) => sql`least(${at}, (${today}::date + time '09:00') at time zone ${TZ}, now())`;

  // One student in twelve, up to date, paid their last six months ahead with the category's semester bundle (concept 8).
  await db.execute(sql`create temporary table demo_semesters as
    select u.id as user_id, b.id as bundle_id, b.name, b.price, (u.last_covered_month - interval '5 months')::date as from_m
    from ${students} join doyang_bundles b on b.doyang_category_id = d.doyang_category_id and b.bundle_type = 'monthly'
      and b.covers_monthly_payments_qty = 6
    where u.role_id = 10 and u.active and abs(hashtext('sem' || u.id)) % 12 = 0 and coalesce(u.scholarship_percentage, 0) < 100
      and u.last_covered_month >= date_trunc('month', ${today}::date)
      and u.last_covered_month - interval '5 months' >= greatest(date_trunc('month', u.start_payments_date),
        date_trunc('month', ${today}::date - interval '11 months'))`);
  await receiptsOf(
    db,
    sql`select u.doyang_id, u.id as user_id, ${seller} as seller, 8 as concept, 'PAQUETE ' || x.name as title,
      x.price::numeric(12,2) as amount, ${before(deskTime(sql`x.from_m + 2`, sql`hashtext('b' || u.id)`))} as at,
      null::int as exam_id, null::int as event_id, null::int as tournament_id, null::int as product_id,
      x.bundle_id as doyang_bundle_id, 6 as months_added, x.from_m as covers_from, u.last_covered_month as covers_to,
      null::date as insurance_end, null::int as client_doyang_id
    from demo_semesters x join users u on u.id = x.user_id join doyangs d on d.id = u.doyang_id`,
  );

  // Each other covered month of the last year, paid by its own receipt early in that month (a month paid ahead: last week).
  await receiptsOf(
    db,
    sql`select u.doyang_id, u.id as user_id, ${seller} as seller, 5 as concept,
      'MENSUALIDAD ' || (${MONTH_NAMES})[extract(month from m)::int] || ' ' || extract(year from m) as title,
      coalesce(d.monthly_fee, c.monthly_fee_price, 500)::numeric(12,2) as amount,
      ${before(deskTime(sql`m::date + abs(hashtext(u.id::text)) % 10`, sql`hashtext(u.id || '-' || m)`))}
        - (extract(month from m)::int * interval '1 minute') as at,
      null::int as exam_id, null::int as event_id, null::int as tournament_id, null::int as product_id, null::int as doyang_bundle_id, 1 as months_added,
      m::date as covers_from, m::date as covers_to, null::date as insurance_end, null::int as client_doyang_id
    from ${students}
      cross join lateral generate_series(
        greatest(date_trunc('month', u.start_payments_date), date_trunc('month', ${today}::date - interval '11 months')),
        u.last_covered_month, interval '1 month') m
    where u.role_id = 10 and u.start_payments_date is not null and u.last_covered_month is not null
      and coalesce(u.scholarship_percentage, 0) < 100
      and not exists (select 1 from demo_semesters x where x.user_id = u.id and m >= x.from_m)`,
  );
  await db.execute(sql`drop table demo_semesters`);

  // The inscription, on the day of enrolment, for those enrolled in the last year.
  await receiptsOf(
    db,
    sql`select u.doyang_id, u.id as user_id, ${seller} as seller, 6 as concept, 'INSCRIPCIÓN' as title,
      coalesce(d.inscription_fee, c.inscription_price, 600)::numeric(12,2) as amount,
      ${before(deskTime(sql`u.enrollment_date`, sql`hashtext('i' || u.id)`))} as at, ${NONE}
    from ${students}
    where u.role_id = 10 and u.enrollment_date > ${today}::date - interval '1 year'`,
  );

  // This year's insurance, for three students in four, in the first months of the year (or when they enrolled).
  await db.execute(sql`update users u set insurance_end_date = (select value::date from configurations where id = 13)
    where u.role_id = 10 and u.active and abs(hashtext('seguro' || u.id)) % 4 <> 0`);
  await receiptsOf(
    db,
    sql`select u.doyang_id, u.id as user_id, ${seller} as seller, 7 as concept, 'SEGURO DEPORTIVO ANUAL' as title,
      (select value from configurations where id = 7)::numeric(12,2) as amount,
      ${before(deskTime(sql`greatest(date_trunc('year', ${today}::date)::date + abs(hashtext('s' || u.id)) % 60, u.enrollment_date)`, sql`hashtext('s' || u.id)`))} as at,
      null::int as exam_id, null::int as event_id, null::int as tournament_id, 3 as product_id, null::int as doyang_bundle_id, null::int as months_added,
      null::date as covers_from, null::date as covers_to, u.insurance_end_date as insurance_end, null::int as client_doyang_id
    from ${students}
    where u.role_id = 10 and u.insurance_end_date is not null`,
  );

  // What each prospect paid for the exam, event or tournament they are in, before its date.
  for (const kind of ['exam', 'event', 'tournament'] as const) {
    const concept = { exam: 1, event: 2, tournament: 3 }[kind];
    const label = { exam: 'EXAMEN', event: 'EVENTO', tournament: 'TORNEO' }[kind];
    await receiptsOf(
      db,
      sql`select p.doyang_id, p.user_id, coalesce(d.user_responsible_id, 1) as seller, ${concept}::int as concept,
        -- The kind said once (domain kindTitle): 'EXAMEN DE GRADO 2026', not 'EXAMEN EXAMEN DE GRADO 2026'.
        case when upper(e.name) = ${label} or upper(e.name) like ${label} || ' %' then upper(e.name)
          else ${label} || ' ' || upper(e.name) end as title, coalesce(e.price, 0)::numeric(12,2) as amount,
        ${before(deskTime(sql`least(e.date, ${today}::date) - 3 - abs(hashtext('${sql.raw(kind)}' || p.id)) % 20`, sql`hashtext('p' || p.id)`))} as at,
        ${kind === 'exam' ? sql`e.id` : sql`null::int`} as exam_id, ${kind === 'event' ? sql`e.id` : sql`null::int`} as event_id,
        ${kind === 'tournament' ? sql`e.id` : sql`null::int`} as tournament_id, null::int as product_id, null::int as doyang_bundle_id,
        null::int as months_added, null::date as covers_from, null::date as covers_to, null::date as insurance_end,
        null::int as client_doyang_id
      from ${sql.raw(`${kind}_prospects`)} p join ${sql.raw(`${kind}s`)} e on e.id = p.${sql.raw(`${kind}_id`)}
        join doyangs d on d.id = p.doyang_id join users u on u.id = p.user_id
      where coalesce(e.price, 0) > 0 and u.is_foreign is not true`,
    );
  }

  // Commissions general direction paid to three doyangs last month.
  await receiptsOf(
    db,
    sql`select ${GENERAL_DIRECTION_DOYANG_ID}::int as doyang_id, null::int as user_id, 1 as seller, 9 as concept,
      'COMISIÓN ' || d.name as title, (1500 + d.id * 100)::numeric(12,2) as amount,
      ${deskTime(sql`date_trunc('month', ${today}::date)::date - 20 + d.id`, sql`d.id`)} as at,
      null::int as exam_id, null::int as event_id, null::int as tournament_id, null::int as product_id, null::int as doyang_bundle_id,
      null::int as months_added, null::date as covers_from, null::date as covers_to, null::date as insurance_end,
      d.id as client_doyang_id
    from doyangs d where d.id in (1, 2, 3)`,
  );

  await sellProducts(db, today);
  await cancelSome(db, today);
  await closeWeeks(db, today);
}

/**
 * This week's product sales at each doyang's desk: one unit of one size in four of those with stock to spare, to one of
 * its students, taken from the stock by a move that names the receipt (as the sales screen does). Left open: the drawer
 * of this week has them for its closing.
 */
async function sellProducts(db: Db, today: string): Promise<void> {
  await db.execute(sql`create temporary table demo_product_sales as
    select nextval(pg_get_serial_sequence('receipts', 'id')) as rid, s.product_size_id, s.doyang_id, s.existance,
      p.id as product_id, concat_ws(' ', p.name, v.name, z.name) as title,
      coalesce(z.prize, v.price, p.price)::numeric(12,2) as amount, coalesce(d.user_responsible_id, 1) as seller,
      (select u.id from users u where u.doyang_id = s.doyang_id and u.role_id = 10 and u.active
        order by hashtext(u.id || '-' || s.product_size_id) limit 1) as user_id,
      ${deskTime(sql`${today}::date - 1 - abs(hashtext('d' || s.product_size_id || '-' || s.doyang_id)) % 4`, sql`hashtext('t' || s.product_size_id || '-' || s.doyang_id)`)} as at
    from product_stocks s join product_sizes z on z.id = s.product_size_id join product_variants v on v.id = z.product_variant_id
      join products p on p.id = v.product_id join doyangs d on d.id = s.doyang_id
    where s.existance >= 3 and abs(hashtext('v' || s.product_size_id || '-' || s.doyang_id)) % 4 = 0`);
  await db.execute(sql`delete from demo_product_sales where user_id is null`);
  await db.execute(sql`insert into receipts (id, doyang_id, client_user_id, client_phone, total, cash_total, credit_total,
      debit_total, deposit_total, idempotency_key, created_by, created_at, recorded_at)
    select x.rid, x.doyang_id, x.user_id, u.cellphone, x.amount,
      case when x.rid % 3 <> 0 then x.amount else 0 end, 0, case when x.rid % 3 = 0 then x.amount else 0 end, 0,
      gen_random_uuid(), x.seller, x.at, x.at
    from demo_product_sales x join users u on u.id = x.user_id`);
  await db.execute(sql`insert into payments (receipt_id, doyang_id, payment_concept_id, title, quantity, price, amount,
      client_user_id, product_id, product_size_id, paid_date, paid_by, cash_amount, debit_amount, created_by, created_at)
    select rid, doyang_id, 4, title, 1, amount, amount, user_id, product_id, product_size_id, (at at time zone ${TZ})::date,
      seller, case when rid % 3 <> 0 then amount else 0 end, case when rid % 3 = 0 then amount else 0 end, seller, at
    from demo_product_sales`);
  await db.execute(sql`insert into inventory_moves (product_size_id, doyang_id, qty, total_after_move, observation, reference,
      receipt_id, created_by, created_at)
    select product_size_id, doyang_id, -1, existance - 1, 'VENTA', 'RECIBO ' || rid, rid, seller, at from demo_product_sales`);
  await db.execute(sql`update product_stocks s set existance = s.existance - 1 from demo_product_sales x
    where s.product_size_id = x.product_size_id and s.doyang_id = x.doyang_id`);
  await db.execute(sql`drop table demo_product_sales`);
}

/**
 * One event or exam receipt in forty was cancelled a day later, as the receipts screen cancels: marked, its
 * cancellation row, and the line reversed (no stock or months to give back on these).
 */
async function cancelSome(db: Db, today: string): Promise<void> {
  const chosen = sql`select r.id from receipts r join payments p on p.receipt_id = r.id
    where p.payment_concept_id in (1, 2) and abs(hashtext('c' || r.id)) % 40 = 0
      and r.recorded_at < (${today}::date - 2)::timestamp at time zone ${TZ}`;
  await db.execute(sql`insert into receipt_cancellations (receipt_id, doyang_id, kind, total, cash_total, credit_total,
      debit_total, deposit_total, created_by, created_at)
    select r.id, r.doyang_id, 'cancel', r.total, r.cash_total, r.credit_total, r.debit_total, r.deposit_total, r.created_by,
      r.recorded_at + interval '1 day'
    from receipts r where r.id in (${chosen})`);
  await db.execute(sql`insert into payments (receipt_id, doyang_id, payment_concept_id, title, quantity, price, amount,
      client_user_id, exam_id, event_id, tournament_id, devolution, reverses_payment_id, paid_date, paid_by, cash_amount,
      credit_amount, debit_amount, deposit_amount, created_by, created_at)
    select p.receipt_id, p.doyang_id, p.payment_concept_id, 'CANCELACIÓN: ' || p.title, p.quantity, -p.price, -p.amount,
      p.client_user_id, p.exam_id, p.event_id, p.tournament_id, true, p.id, (c.created_at at time zone ${TZ})::date,
      c.created_by, -p.cash_amount, -p.credit_amount, -p.debit_amount, -p.deposit_amount, c.created_by, c.created_at
    from payments p join receipt_cancellations c on c.receipt_id = p.receipt_id`);
  await db.execute(sql`update receipts set is_canceled = true where id in (select receipt_id from receipt_cancellations)`);
}

/**
 * A closing every Saturday at 20:00 for the last eight weeks, for each doyang that sold or cancelled since its last one,
 * made oldest first by the app's own closing statement (as of that instant); the cash counted as expected, mostly.
 */
async function closeWeeks(db: Db, today: string): Promise<void> {
  const saturdays = await rows<{ at: string }>(
    db,
    sql`select (((w::date + 5) + time '20:00') at time zone ${TZ})::text as at
      from generate_series(date_trunc('week', ${today}::date - interval '8 weeks'), date_trunc('week', ${today}::date) - interval '1 week',
        interval '1 week') w order by 1`,
  );
  for (const [i, { at }] of saturdays.entries()) {
    const closedAt = sql`${at}::timestamptz`;
    const since = i === 0 ? sql`'-infinity'::timestamptz` : sql`${saturdays[i - 1].at}::timestamptz`;
    const short = sql`(abs(hashtext(d.doyang_id || ${at})) % 9 = 0)`;
    await db.execute(
      closeDrawersSql({
        doyangIds: sql`select r.doyang_id from receipts r where r.recorded_at > ${since} and r.recorded_at <= ${closedAt}
          union select c.doyang_id from receipt_cancellations c where c.created_at > ${since} and c.created_at <= ${closedAt}`,
        closedAt,
        countedCash: sql`(d.expected_cash - case when ${short} then 50 else 0 end)`,
        observation: sql`case when ${short} then 'FALTARON $50 EN EFECTIVO' end`,
        closedBy: sql`coalesce((select x.user_responsible_id from doyangs x where x.id = d.doyang_id), 1)`,
        timeZone: TZ,
      }),
    );
  }
}
