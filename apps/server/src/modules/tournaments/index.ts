export { CRONOGRAM_FILE, cronogramRoutes } from './cronograms/cronograms.routes.ts';
export { tournamentResources } from './tournaments.resources.ts';
