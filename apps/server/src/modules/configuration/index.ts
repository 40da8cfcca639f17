export { bimesterRoutes } from './bimesters.routes.ts';
export { configurationRoutes } from './configuration.routes.ts';
