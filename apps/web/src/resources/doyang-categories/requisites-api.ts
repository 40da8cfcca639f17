import type { DoyangCategoryRequisiteAnswer, DoyangCategoryRequisiteBody } from '@doyang/domain';
import { resourceClient } from '../../providers/api-client.ts';

/** A requisite as the category's panel reads it: always with the doyangs that meet it (`with=doyangs`). */
export type CategoryRequisite = DoyangCategoryRequisiteAnswer & Required<Pick<DoyangCategoryRequisiteAnswer, 'doyangs'>>;

/** A category's requisites: plain REST on /api/doyang_category_requisites. */
export const requisitesApi = resourceClient<CategoryRequisite, DoyangCategoryRequisiteBody>('doyang_category_requisites');
