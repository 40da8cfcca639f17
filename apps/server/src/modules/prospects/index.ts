export { examBlockResource, examBlockRoutes } from './exam-blocks.ts';
export { examSheetRoutes } from './exam-sheets.routes.ts';
export { prospectListRoutes } from './prospect-lists.routes.ts';
export { prospectResultRoutes } from './prospect-results.ts';
export { inDoyangs } from './prospects.queries.ts';
export { prospectRoutes } from './prospects.routes.ts';
export { resultsFromGraphsRoutes } from './results-from-graphs.routes.ts';
export { tournamentListRoutes } from './tournament-lists.routes.ts';
export { tournamentRegistrationRoutes } from './tournament-registration.routes.ts';
