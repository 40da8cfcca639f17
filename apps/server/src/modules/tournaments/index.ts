export { categoryFitRoutes } from './categories/category-fit.routes.ts';
export { poomseCategoryRoutes } from './poomses/poomse-categories.routes.ts';
export { tournamentResources } from './tournaments.resources.ts';
