export { examBlockResource, examBlockRoutes } from './exam-blocks.ts';
export { examSheetRoutes } from './exam-sheets.routes.ts';
export { TOURNAMENT_KIND } from './prospect-kinds.ts';
export { prospectListRoutes } from './prospect-lists.routes.ts';
export { gradeTournamentProspects, grading, prospectResultRoutes } from './prospect-results.ts';
export { inDoyangs, loadProspects } from './prospects.queries.ts';
export { doyangScope, prospectRoutes } from './prospects.routes.ts';
export { tournamentListRoutes } from './tournament-lists.routes.ts';
export { tournamentRegistrationRoutes } from './tournament-registration.routes.ts';
