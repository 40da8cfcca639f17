import type { RaRecord } from 'react-admin';

/** Saving (or deleting) a bundle returns to DoyangCategoryEdit with its category id (spec 02 §2). */
export const backToCategory = (_resource?: string, _id?: unknown, data?: Partial<RaRecord>) =>
  data?.doyang_category_id ? `doyang_categories/${data.doyang_category_id}` : 'doyang_categories';
