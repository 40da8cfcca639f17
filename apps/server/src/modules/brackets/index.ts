export { GRAPHS_QUERY, tournamentGraphsAppend } from './graphs.append.ts';
export { graphRoutes } from './graphs.routes.ts';
export { liveRoutes } from './live.routes.ts';
export { announceLiveChange } from './live-events.ts';
export { resultsFromGraphsRoutes } from './results-from-graphs.routes.ts';
export { tournamentResultSheetRoutes } from './tournament-result-sheet.routes.ts';
