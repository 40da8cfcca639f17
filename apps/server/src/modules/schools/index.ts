export { genealogyTree } from './genealogy.queries.ts';
export { genealogyRoutes } from './genealogy.routes.ts';
export { schoolResources } from './schools.resources.ts';
