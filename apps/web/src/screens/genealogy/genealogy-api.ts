import type { GenealogyNodeAnswer } from '@doyang/domain';
import { apiFetch } from '../../providers/api.ts';

export const genealogyApi = {
  /** GET /api/genealogy: the general director at the root, teacher → student below. */
  tree: () => apiFetch<GenealogyNodeAnswer>('/genealogy'),
};
