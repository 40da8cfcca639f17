import type { ServerTimeAnswer } from '@doyang/domain';
import { apiFetch } from '../../providers/api.ts';

export const timeApi = {
  /** GET /api/time: the server's instant and calendar day (APP_TIMEZONE). */
  now: () => apiFetch<ServerTimeAnswer>('/time'),
};
