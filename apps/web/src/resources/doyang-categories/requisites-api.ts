import type { DoyangCategoryRequisiteBody } from '@doyang/domain';
import { resourceClient } from '../../providers/api-client.ts';
import type { CategoryRequisite } from '../../providers/api-types.ts';

/** A category's requisites: plain REST on /api/doyang_category_requisites. */
export const requisitesApi = resourceClient<CategoryRequisite, DoyangCategoryRequisiteBody>('doyang_category_requisites');
