// Seguros (issue 26): the insurance lists, CSVs, rejection documents and moves.

export { insuranceTabSql } from './insurances.queries.ts';
export { insuranceRoutes } from './insurances.routes.ts';
