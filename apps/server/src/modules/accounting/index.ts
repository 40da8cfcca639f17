// INGRESOS (the payments read as accounting, the commissions paid) and GASTOS (issue 26).

export { accountingRoutes } from './accounting.routes.ts';
export { expenseResource } from './expenses.resources.ts';
