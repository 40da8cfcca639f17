// The bimonthly duties module: its routes and the duty SQL the doyang cards count with.
export { bimesterStartSql, concernsSql, dutyCountsJoin } from './duties.queries.ts';
export { dutyRoutes } from './duties.routes.ts';
