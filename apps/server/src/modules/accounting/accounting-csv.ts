import { fromCents, MSG, sumCents } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fullName } from '../../db/relations.ts';
import { foldedContains, spanishFolded } from '../../db/spanish-text.ts';
import { rows, sqlArray } from '../../db/sql.ts';
import type { CsvColumn } from '../../reports/csv.ts';
import { type PaymentFilters, PENDING_COMMISSION, whereOf } from './accounting.queries.ts';

// The accounting CSV (spec 03 §7 'CSV download'; issue 26): the lines INGRESOS lists (`ins`) and the doyang's expenses
// (`outs`) of the same days, oldest first, merged by day. Read in batches by keyset (created_at, id), so a year of the
// whole network (200,000 lines) streams in flat memory: the CSV writer asks for the next rows as the client takes them.

const BATCH = 1000;

/** One row of the file: a payment line, a receipt's lines collapsed, or an expense. */
export type CsvRow = {
  day: string;
  kind: 'INGRESO' | 'GASTO';
  receipt_id: number | null;
  doyang_name: string;
  concept: string;
  description: string;
  client_name: string | null;
  quantity: number | null;
  income: string | null;
  expense: string | null;
  cash: string | null;
  credit: string | null;
  debit: string | null;
  deposit: string | null;
  state: string;
  paid_date: string | null;
};

/** A peso amount as the number a spreadsheet adds up (from its exact two-decimal text). */
const number = (text: string | null) => (text === null ? null : Number(text));

export const CSV_COLUMNS: CsvColumn<CsvRow>[] = [
  { header: 'Fecha', kind: 'date', value: (r) => r.day },
  { header: 'Tipo', value: (r) => r.kind },
  { header: 'Recibo', value: (r) => r.receipt_id },
  { header: 'Doyang', value: (r) => r.doyang_name },
  { header: 'Concepto', value: (r) => r.concept },
  { header: 'Descripción', value: (r) => r.description },
  { header: 'Cliente', value: (r) => r.client_name },
  { header: 'Cantidad', value: (r) => r.quantity },
  { header: 'Ingreso', kind: 'money', value: (r) => number(r.income) },
  { header: 'Gasto', kind: 'money', value: (r) => number(r.expense) },
  { header: 'Efectivo', kind: 'money', value: (r) => number(r.cash) },
  { header: 'Tarjeta de crédito', kind: 'money', value: (r) => number(r.credit) },
  { header: 'Tarjeta de débito', kind: 'money', value: (r) => number(r.debit) },
  { header: 'Depósito', kind: 'money', value: (r) => number(r.deposit) },
  { header: 'Estado', value: (r) => r.state },
  { header: 'Comisión pagada el', kind: 'date', value: (r) => r.paid_date },
];

/** What the file says of a line: the list's fields it shows, its calendar day and where the next batch starts. */
type Line = {
  id: number;
  receipt_id: number | null;
  doyang_name: string;
  payment_concept_id: number;
  concept_name: string;
  title: string;
  quantity: number;
  amount: string;
  cash_amount: string;
  credit_amount: string;
  debit_amount: string;
  deposit_amount: string;
  client_name: string | null;
  day: string;
  is_canceled: boolean;
  devolution: boolean;
  is_pending_commission: boolean;
  paid_date: string | null;
  cursor_at: string;
};

/** The columns of a line the file needs (fewer than the list's: a year of the network is 200,000 of them). */
const csvColumns = (timeZone: string) => sql`p.id, p.receipt_id, d.name as doyang_name, p.payment_concept_id,
  coalesce(pc.name, '') as concept_name, p.title, p.quantity, p.amount::text as amount, p.cash_amount::text as cash_amount,
  p.credit_amount::text as credit_amount, p.debit_amount::text as debit_amount, p.deposit_amount::text as deposit_amount,
  coalesce(nullif(${fullName('cl')}, ''), cd.name, p.gp_client_name) as client_name,
  to_char(p.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, coalesce(r.is_canceled, false) as is_canceled,
  p.devolution, ${PENDING_COMMISSION} as is_pending_commission, p.paid_date::text as paid_date, p.created_at::text as cursor_at`;

const CSV_JOINS = sql`join doyangs d on d.id = p.doyang_id
  left join payment_concepts pc on pc.id = p.payment_concept_id
  left join receipts r on r.id = p.receipt_id
  left join users cl on cl.id = p.client_user_id
  left join doyangs cd on cd.id = p.client_doyang_id`;

const stateOf = (line: Line): string =>
  line.devolution
    ? 'CANCELACIÓN'
    : line.is_canceled
      ? MSG.receiptCanceled
      : line.is_pending_commission
        ? MSG.commissionPending
        : '';

const lineRow = (l: Line): CsvRow => ({
  day: l.day,
  kind: 'INGRESO',
  receipt_id: l.receipt_id,
  doyang_name: l.doyang_name,
  concept: l.concept_name,
  description: l.title,
  client_name: l.client_name,
  quantity: l.quantity,
  income: l.amount,
  expense: null,
  cash: l.cash_amount,
  credit: l.credit_amount,
  debit: l.debit_amount,
  deposit: l.deposit_amount,
  state: stateOf(l),
  paid_date: l.payment_concept_id === 9 ? l.paid_date : null,
});

/**
 * The lines the filters find, oldest first, BATCH at a time by keyset on (created_at, id), the order of the index
 * payments_created_idx (each batch starts where the last ended, whatever the size of the year). Lines recorded at the
 * same instant come out by receipt, so a receipt's lines are together even when two receipts share an instant.
 */
async function* lines(db: Db, f: PaymentFilters): AsyncGenerator<Line> {
  const where = whereOf(f);
  let after: { at: string; id: number } | null = null;
  let instant: Line[] = [];
  let instantAt: string | null = null;
  const byReceipt = (x: Line, y: Line) => (x.receipt_id ?? 0) - (y.receipt_id ?? 0) || x.id - y.id;
  for (;;) {
    const keyset: SQL = after ? sql`and (p.created_at, p.id) > (${after.at}::timestamptz, ${after.id})` : sql``;
    const batch = await rows<Line>(
      db,
      sql`select ${csvColumns(f.timeZone)} from payments p ${CSV_JOINS}
        where ${where} ${keyset}
        order by p.created_at, p.id limit ${BATCH}`,
    );
    for (const line of batch) {
      if (line.cursor_at !== instantAt) {
        yield* instant.sort(byReceipt);
        instant = [];
        instantAt = line.cursor_at;
      }
      instant.push(line);
    }
    if (batch.length < BATCH) {
      yield* instant.sort(byReceipt);
      return;
    }
    const last = batch[batch.length - 1];
    after = { at: last.cursor_at, id: last.id };
  }
}

/**
 * One row per receipt (`collapsed`): its lines of the filters added up, their titles joined; a cancellation's
 * reversal lines are their own row (dated when cancelled). A line without receipt (a commission) stays a row.
 */
async function* collapsed(source: AsyncGenerator<Line>): AsyncGenerator<CsvRow> {
  let group: Line[] = [];
  const flush = (): CsvRow | null => {
    if (!group.length) return null;
    const [first] = group;
    const sum = (key: 'amount' | 'cash_amount' | 'credit_amount' | 'debit_amount' | 'deposit_amount') =>
      fromCents(sumCents(group.map((l) => l[key])));
    const concepts = [...new Set(group.map((l) => l.concept_name))];
    const row: CsvRow = {
      ...lineRow(first),
      concept: concepts.length === 1 ? concepts[0] : 'VARIOS',
      description: group.map((l) => l.title).join(' + '),
      quantity: group.reduce((n, l) => n + l.quantity, 0),
      income: sum('amount'),
      cash: sum('cash_amount'),
      credit: sum('credit_amount'),
      debit: sum('debit_amount'),
      deposit: sum('deposit_amount'),
    };
    group = [];
    return row;
  };
  for await (const line of source) {
    const [first] = group;
    const same =
      first && line.receipt_id !== null && line.receipt_id === first.receipt_id && line.devolution === first.devolution;
    if (!same) {
      const row = flush();
      if (row) yield row;
    }
    group.push(line);
  }
  const row = flush();
  if (row) yield row;
}

type ExpenseFilters = Pick<PaymentFilters, 'doyangIds' | 'from' | 'to' | 'title'>;

/** The expenses of the doyangs and days, oldest first, BATCH at a time. */
async function* expenses(db: Db, f: ExpenseFilters): AsyncGenerator<CsvRow> {
  const c: SQL[] = [sql`true`];
  if (f.doyangIds) c.push(f.doyangIds.length ? sql`e.doyang_id = any(${sqlArray(f.doyangIds, 'int')})` : sql`false`);
  if (f.from) c.push(sql`e.date >= ${f.from}::date`);
  if (f.to) c.push(sql`e.date <= ${f.to}::date`);
  if (f.title) c.push(foldedContains(spanishFolded(sql`e.name`), f.title));
  const where = sql.join(c, sql` and `);
  let after: { date: string; id: number } | null = null;
  for (;;) {
    const keyset: SQL = after ? sql`and (e.date, e.id) > (${after.date}::date, ${after.id})` : sql``;
    const batch = await rows<{ id: number; date: string; name: string; amount: string; fixed: boolean; doyang_name: string }>(
      db,
      sql`select e.id, e.date::text as date, e.name, e.amount::text as amount, e.is_fixed_expense as fixed,
          d.name as doyang_name
        from expenses e join doyangs d on d.id = e.doyang_id
        where ${where} ${keyset} order by e.date, e.id limit ${BATCH}`,
    );
    for (const e of batch)
      yield {
        day: e.date,
        kind: 'GASTO',
        receipt_id: null,
        doyang_name: e.doyang_name,
        concept: e.fixed ? 'GASTO FIJO' : 'GASTO VARIABLE',
        description: e.name,
        client_name: null,
        quantity: null,
        income: null,
        expense: e.amount,
        cash: null,
        credit: null,
        debit: null,
        deposit: null,
        state: '',
        paid_date: null,
      };
    if (batch.length < BATCH) return;
    const last = batch[batch.length - 1];
    after = { date: last.date, id: last.id };
  }
}

/** Two day-ordered streams as one, the first's rows before the second's on the same day. */
async function* byDay(a: AsyncGenerator<CsvRow>, b: AsyncGenerator<CsvRow>): AsyncGenerator<CsvRow> {
  let x = await a.next();
  let y = await b.next();
  while (!x.done || !y.done) {
    if (!x.done && (y.done || x.value.day <= y.value.day)) {
      yield x.value;
      x = await a.next();
    } else if (!y.done) {
      yield y.value;
      y = await b.next();
    }
  }
}

async function* none(): AsyncGenerator<CsvRow> {}

export type CsvOptions = { ins: boolean; outs: boolean; collapsed: boolean };

/** The file's rows: the payments' lines (or receipts) and the expenses, merged by day. */
export function accountingCsvRows(db: Db, f: PaymentFilters, o: CsvOptions): AsyncGenerator<CsvRow> {
  const ins = o.ins ? (o.collapsed ? collapsed(lines(db, f)) : mapRows(lines(db, f))) : none();
  // Expenses have no client nor product: asked for a client or for equipment, the file holds payments only.
  const outs = o.outs && !f.clientName && !f.equipsOnly && !f.pendingCommissions && !f.clientDoyangId ? expenses(db, f) : none();
  return byDay(ins, outs);
}

async function* mapRows(source: AsyncGenerator<Line>): AsyncGenerator<CsvRow> {
  for await (const line of source) yield lineRow(line);
}
