import { expenses as expenseEntry } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { expenses } from '../../db/schema/index.ts';
import { Q } from '../../http/query-params.ts';
import { bindResource } from '../../http/resource.ts';

// GASTOS (spec 03 §7 /api/expenses: index by doyang_id, show, create, update {name, amount, date, is_fixed_expense,
// doyang_id}): a table resource scoped by its doyang. The menu shows Gastos without a permission (spec 03 §6), so the
// staff of a doyang read its expenses; writing needs the 'Gastos' flags (docs/decisions.md, issue 26). Who created it
// is the caller; every change is in the audit trail.

export const expenseResource = bindResource(expenseEntry, {
  table: expenses,
  search: [expenses.name],
  orderable: { date: expenses.date, amount: expenses.amount, name: expenses.name, id: expenses.id },
  filters: { doyang_id: expenses.doyang_id, is_fixed_expense: expenses.is_fixed_expense },
  conditions: {
    start_date: { param: Q.date, where: (v) => sql`${expenses.date} >= ${v.slice(0, 10)}::date` },
    end_date: { param: Q.date, where: (v) => sql`${expenses.date} <= ${v.slice(0, 10)}::date` },
  },
  doyangColumn: expenses.doyang_id,
  openRead: 'Gastos se muestra sin permiso (spec 03 §6): el personal lee los gastos de sus doyangs',
  beforeWrite: async (_db, actor, data, id) => {
    if (id === null) data.created_by = actor.id;
    else data.updated_at = new Date();
  },
});
