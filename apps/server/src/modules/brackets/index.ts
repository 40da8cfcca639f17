export { GRAPHS_QUERY, tournamentGraphsAppend } from './graphs.append.ts';
export { graphRoutes } from './graphs.routes.ts';
export { liveRoutes } from './live.routes.ts';
export { bracketEvents } from './live-events.ts';
