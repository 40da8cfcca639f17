import type { MonthlyDutyInput } from '@doyang/domain';
import { apiFetch, buildQuery } from '../../providers/api.ts';
import { resourceClient } from '../../providers/api-client.ts';
import type { DutyRecord, HomeDuties } from './duty-types.ts';

const duties = resourceClient<DutyRecord, MonthlyDutyInput>('monthly_duties');

export const monthlyDutiesApi = {
  ...duties,
  /** GET /api/monthly_duties/home?doyang_id: the Home column's five lists (general direction may omit the doyang). */
  home: (doyangId: number | null) => apiFetch<HomeDuties>(`${duties.path()}/home${buildQuery({ doyang_id: doyangId })}`),
};
