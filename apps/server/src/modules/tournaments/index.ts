export { foreignerRoutes } from './foreigners/foreigners.routes.ts';
export { recordSomatometry, somatometryFor } from './somatometry.ts';
export { tournamentResources } from './tournaments.resources.ts';
