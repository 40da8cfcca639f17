export { requirementOtherRequisites, requirementProducts, requirementResources } from './requirements.resources.ts';
