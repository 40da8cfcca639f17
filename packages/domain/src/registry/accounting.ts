import { PAGE_SIZES } from '../enums.ts';
import { MSG } from '../messages.ts';
import { expenseAnswer, expenseSchema } from '../schemas/accounting.ts';
import { defineResource } from './types.ts';

// GASTOS (issue 26): a doyang's expenses, listed, created and edited on screens of their own (ExpenseIndex,
// ExpenseCreate, /expenses/{id}/edit). INGRESOS (/payments) is the point of sale's payments read as accounting: a
// screen of the sales module, not a table resource.

export const expenses = defineResource({
  name: 'expenses',
  answer: expenseAnswer,
  // The menu item shows without a check (spec 03 §6): a doyang's staff read its expenses; writing needs 'Gastos'.
  area: 'Gastos',
  schema: expenseSchema,
  filters: ['doyang_id', 'is_fixed_expense', 'start_date', 'end_date'],
  relations: [],
  orderable: ['date', 'amount', 'name', 'id'],
  defaultOrder: ['date', 'desc'],
  perPage: PAGE_SIZES.default,
  menu: { section: 'administration', label: 'Gastos', ungated: true },
  labels: {
    name: 'Gasto |||| Gastos',
    list: 'GASTOS',
    create: 'NUEVO GASTO',
    edit: 'EDITAR GASTO',
    created: MSG.createdAccent,
    updated: MSG.modifiedAccent,
    deleted: MSG.deletedData,
  },
  fields: [
    { name: 'name', label: 'Nombre', kind: 'upper', list: true },
    { name: 'amount', label: 'Monto', kind: 'number', list: true },
    { name: 'date', label: 'Fecha', list: true },
    { name: 'is_fixed_expense', label: 'Gasto fijo', kind: 'flag', list: true },
  ],
  screens: 'custom',
});
