export { holidayRoutes } from './holidays.routes.ts';
