export { timeRoutes } from './time.routes.ts';
