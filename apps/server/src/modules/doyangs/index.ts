export { doyangRoutes } from './doyangs.routes.ts';
