import type { ReadinessColour } from '@doyang/domain';
import { apiFetch, buildQuery } from '../../providers/api.ts';

export type LightRow = {
  id: number;
  full_name: string;
  doyang_name: string;
  degree_name: string | null;
  age: number | null;
  colour: ReadinessColour;
  reasons: string[];
};

export type LightPage = {
  exam: { id: number; name: string; date: string; parsed_date: string };
  counts: Record<ReadinessColour, number>;
  computed_at: string | null;
  data: LightRow[];
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
};

export type LightQuery = { colour?: ReadinessColour | null; page?: number; recalculate?: boolean };

/** The doyang's semáforo (spec 01 §7 traffic_light): the dialog's rows and the Excel download's path. */
export const trafficLightApi = {
  rows: (doyangId: number, q: LightQuery = {}) =>
    apiFetch<LightPage>(
      `/doyangs/${doyangId}/traffic_light_rows${buildQuery({
        colour: q.colour ?? undefined,
        page: q.page,
        recalculate: q.recalculate ? 'true' : undefined,
      })}`,
    ),
  excelPath: (doyangId: number, examId: number) => `/doyangs/${doyangId}/traffic_light${buildQuery({ exam_id: examId })}`,
};
