export { revisionRoutes } from './revisions.routes.ts';
