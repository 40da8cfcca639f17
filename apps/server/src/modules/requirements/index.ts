export { requirementResources } from './requirements.resources.ts';
