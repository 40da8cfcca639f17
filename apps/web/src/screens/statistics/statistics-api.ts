import type { DoyangStatisticsAnswer, StatisticsAttendanceAnswer } from '@doyang/domain';
import { apiFetch, buildQuery } from '../../providers/api.ts';

export const statisticsApi = {
  /** GET /api/doyangs/{id}/statistics: the series by month, fixed income, expenses midpoint, break-even point. */
  statistics: (doyangId: number, bimesterOnly: boolean) =>
    apiFetch<DoyangStatisticsAnswer>(`/doyangs/${doyangId}/statistics${buildQuery({ bimester_only: bimesterOnly ? 1 : 0 })}`),
  /** GET /api/doyangs/{id}/statistics/attendance: a parent event's events and who attended, 10 a page. */
  attendance: (doyangId: number, parentEventId: number, bimesterOnly: boolean, page: number) =>
    apiFetch<StatisticsAttendanceAnswer>(
      `/doyangs/${doyangId}/statistics/attendance${buildQuery({
        parent_event_id: parentEventId,
        bimester_only: bimesterOnly ? 1 : 0,
        page,
      })}`,
    ),
};
