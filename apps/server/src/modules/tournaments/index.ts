export { foreignerRoutes } from './foreigners/foreigners.routes.ts';
export { tournamentResources } from './tournaments.resources.ts';
