// Tournaments (spec 03): every route, query and rule of a tournament lives under this folder; other modules, app.ts
// and the demo seed reach it only through this file.

export { bracketDecisionRoutes } from './brackets/bracket-decisions.routes.ts';
export { drawMissingBrackets } from './brackets/bracket-draw.queries.ts';
export { bracketEditRoutes } from './brackets/bracket-edits.routes.ts';
export { bracketReadRoutes } from './brackets/bracket-reads.routes.ts';
export { bracketSeatRoutes } from './brackets/bracket-seats.routes.ts';
export { categoryFitRoutes } from './categories/category-fit.routes.ts';
export { loadFitTournament } from './categories/tournament-fit.queries.ts';
export { CRONOGRAM_FILE, cronogramRoutes } from './cronograms/cronograms.routes.ts';
export { cronogramTournament, regenerate } from './cronograms/tournament-cronogram.queries.ts';
export { foreignerRoutes } from './foreigners/foreigners.routes.ts';
export { tournamentListRoutes } from './lists/tournament-lists.routes.ts';
export { tournamentRegistrationRoutes } from './lists/tournament-registration.routes.ts';
export { liveRoutes } from './live/live.routes.ts';
export { poomseCategoryRoutes } from './poomses/poomse-categories.routes.ts';
export { resultsFromBracketsRoutes } from './results/results-from-brackets.routes.ts';
export { tournamentResultSheetRoutes } from './results/tournament-result-sheet.routes.ts';
export { recordSomatometry, somatometryFor } from './somatometry.ts';
export { tournamentResources } from './tournaments.resources.ts';
