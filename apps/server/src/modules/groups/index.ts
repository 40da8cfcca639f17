// The groups module: group routes and resource, and the group reads other modules build on.

export { type GroupRow, groupKyosasSql, groupMembersSql, loadGroup, onHolidaySql } from './groups.queries.ts';
export { doyangGroupResource } from './groups.resources.ts';
export { groupRoutes } from './groups.routes.ts';
