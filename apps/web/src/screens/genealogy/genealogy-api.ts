import { apiFetch } from '../../providers/api.ts';
import type { GenealogyNode } from '../../providers/api-types.ts';

export const genealogyApi = {
  /** GET /api/genealogy: the general director at the root, teacher → student below. */
  tree: () => apiFetch<GenealogyNode>('/genealogy'),
};
