import type { ReadinessColour, TrafficLightPageAnswer } from '@doyang/domain';
import { apiFetch, buildQuery } from '../../providers/api.ts';

export type LightQuery = { colour?: ReadinessColour | null; page?: number; recalculate?: boolean };

/** The doyang's semáforo (spec 01 §7 traffic_light): the dialog's rows and the Excel download's path. */
export const trafficLightApi = {
  rows: (doyangId: number, q: LightQuery = {}) =>
    apiFetch<TrafficLightPageAnswer>(
      `/doyangs/${doyangId}/traffic_light_rows${buildQuery({
        colour: q.colour ?? undefined,
        page: q.page,
        recalculate: q.recalculate ? 'true' : undefined,
      })}`,
    ),
  excelPath: (doyangId: number, examId: number) => `/doyangs/${doyangId}/traffic_light${buildQuery({ exam_id: examId })}`,
};
