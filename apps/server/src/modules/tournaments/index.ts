export { tournamentResources } from './tournaments.resources.ts';
