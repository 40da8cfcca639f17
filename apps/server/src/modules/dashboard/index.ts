// Home's doyang cards (issue 27): the numbers of every card, the students behind them, their reports and the goals.
export { type DashboardRouteOptions, dashboardRoutes } from './dashboard.routes.ts';
export { cardScope, dashboardOf, type EnsureLight, setGoal } from './dashboard.service.ts';
