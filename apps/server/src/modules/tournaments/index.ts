export { categoryFitRoutes } from './categories/category-fit.routes.ts';
export { CRONOGRAM_FILE, cronogramRoutes } from './cronograms/cronograms.routes.ts';
export { foreignerRoutes } from './foreigners/foreigners.routes.ts';
export { poomseCategoryRoutes } from './poomses/poomse-categories.routes.ts';
export { recordSomatometry, somatometryFor } from './somatometry.ts';
export { tournamentResources } from './tournaments.resources.ts';
