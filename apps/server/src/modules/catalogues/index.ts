export { catalogueResources } from './catalogues.resources.ts';
