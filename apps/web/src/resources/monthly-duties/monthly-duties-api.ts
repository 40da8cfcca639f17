import type { HomeDutiesAnswer, MonthlyDutyAnswer, MonthlyDutyInput } from '@doyang/domain';
import { apiFetch, buildQuery } from '../../providers/api.ts';
import { resourceClient } from '../../providers/api-client.ts';

const duties = resourceClient<MonthlyDutyAnswer, MonthlyDutyInput>('monthly_duties');

export const monthlyDutiesApi = {
  ...duties,
  /** GET /api/monthly_duties/home?doyang_id: the Home column's five lists (general direction may omit the doyang). */
  home: (doyangId: number | null) => apiFetch<HomeDutiesAnswer>(`${duties.path()}/home${buildQuery({ doyang_id: doyangId })}`),
};
