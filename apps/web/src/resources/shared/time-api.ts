import { apiFetch } from '../../providers/api.ts';
import type { ServerTime } from '../../providers/api-types.ts';

export const timeApi = {
  /** GET /api/time: the server's instant and calendar day (APP_TIMEZONE). */
  now: () => apiFetch<ServerTime>('/time'),
};
