import {
  type DashboardAnswer,
  type DashboardStudentAnswer,
  type DashboardStudentKind,
  type DoyangDashboardAnswer,
  type DoyangRecordWithCardAnswer,
  doyangDashboardAnswer,
  type Paged,
  type ReadinessColour,
  type StablishGoalBody,
} from '@doyang/domain';
import { apiFetch, buildQuery } from '../../../providers/api.ts';

/** The computed fields the old home asks of each card (spec 01 §7: GET /api/doyangs/{id}?append=…). */
export const CARD_APPENDS = [
  'month_birthdays',
  'totals_by_belt',
  'inscription_record',
  'black_belt_prospects_count',
  'dashboard',
] as const;

export type StudentsQuery = { kind: DashboardStudentKind; colour?: ReadinessColour; belt_group?: string; page?: number };

/** Which list a count opens: its kind and, for a colour or a belt, which one. */
export type CountTarget = Omit<StudentsQuery, 'page'> & { title: string; csv?: { path: string; name: string } };

/** Home's doyang cards (issue 27): one request for every card, or one per card on the old home. */
export const dashboardApi = {
  /** GET /api/doyangs/dashboard: every card the viewer may read, in one request (the optimised home). */
  all: () => apiFetch<DashboardAnswer>('/doyangs/dashboard'),
  /** GET /api/doyangs/{id}?append=…: one card (the old home), the record's own fields left aside. */
  card: async (id: number): Promise<DoyangDashboardAnswer> =>
    doyangDashboardAnswer.parse(
      await apiFetch<DoyangRecordWithCardAnswer>(`/doyangs/${id}${buildQuery({ append: CARD_APPENDS.join(',') })}`),
    ),
  /** The students behind a count, 10 a page. */
  students: (id: number, q: StudentsQuery) =>
    apiFetch<Paged<DashboardStudentAnswer>>(
      `/doyangs/${id}/dashboard_students${buildQuery({ ...q, perPage: 10, page: q.page ?? 1 })}`,
    ),
  /** Every student with a birthday this month, in the month's order (the 'Alumnos' dialog reads it when opened). */
  birthdays: (id: number) =>
    apiFetch<Paged<DashboardStudentAnswer>>(
      `/doyangs/${id}/dashboard_students${buildQuery({ kind: 'month_birthdays', perPage: 0 })}`,
    ),
  /** PUT /api/doyangs/{id} stablish_goal (spec 01 §7). */
  setGoal: (id: number, body: Omit<StablishGoalBody, 'stablish_goal' | 'doyang_id' | 'goal'> & { goal: string }) =>
    apiFetch<unknown>(`/doyangs/${id}`, { method: 'PUT', json: { stablish_goal: true, doyang_id: id, ...body } }),
};

/** The downloads of a card (spec 01 §7 report downloads). */
export const cardFiles = (id: number) => ({
  dailyInscriptions: { path: `/doyangs/${id}/daily_inscriptions_csv`, name: 'inscripciones_del_dia.csv' },
  bimesterInscriptions: { path: `/doyangs/${id}/bimester_inscriptions_csv`, name: 'inscripciones_del_bimestre.csv' },
  bimesterDisenrolls: { path: `/doyangs/${id}/bimester_disenrolls_csv`, name: 'bajas_del_bimestre.csv' },
  risk: { path: `/doyangs/${id}/risk_students`, name: 'alumnos_en_riesgo.csv' },
  blackBeltProspects: { path: `/doyangs/${id}/black_belt_prospects_csv`, name: 'prospectos_cinta_negra.csv' },
  activeStudents: { path: `/doyangs/${id}/active_students_csv`, name: 'alumnos_activos.csv' },
  students: { path: `/doyangs/${id}/general_direction_home_csv`, name: 'alumnos.csv' },
  belts: { path: `/doyangs/${id}/belts_home_csv`, name: 'cintas.csv' },
  events: (annual: boolean) => ({
    path: `/doyangs/${id}/event_home_excel${buildQuery({ periodicity: annual ? 'annual' : undefined })}`,
    name: annual ? 'eventos_anual.xlsx' : 'eventos_bimestral.xlsx',
  }),
});
