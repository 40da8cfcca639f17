// Home's doyang cards (issue 27): the numbers of every card, the students behind them, their reports and the goals.
export { dashboardRoutes } from './dashboard.routes.ts';
export { cardScope, dashboardOf, setGoal } from './dashboard.service.ts';
