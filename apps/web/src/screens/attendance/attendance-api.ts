import type {
  AllPresentAnswer,
  DoyangGroupShownAnswer,
  HolidayAnswer,
  MarkSavedAnswer,
  Paged,
  RevisionAnswer,
  RevisionApprovedAnswer,
  RevisionAssignedAnswer,
  RevisionSummaryAnswer,
  RevisionUpdatedAnswer,
  RosterAnswer,
  StudentRequirementAnswer,
} from '@doyang/domain';
import { apiFetch, buildQuery } from '../../providers/api.ts';
import { useApi } from '../../providers/use-api.ts';
import type { MarkChange, StudentOption } from './attendance-types.ts';

const group = (id: number) => `/doyang_groups/${id}`;

export type RosterParams = { date?: string | null; kyosas?: boolean; page?: number; search?: string };

/** The calls of the attendance screens (spec 02 §7), one request each. */
export const attendanceApi = {
  roster: (groupId: number, p: RosterParams) =>
    apiFetch<RosterAnswer>(
      `${group(groupId)}/roster${buildQuery({ date: p.date, kyosas: p.kyosas ? 1 : undefined, page: p.page, search: p.search })}`,
    ),
  /** One mark: PUT {student|kyosa, date, type, meeting ticks} → the saved row and the person's fresh roster row. */
  mark: (groupId: number, personId: number, kyosa: boolean, date: string, change: MarkChange) =>
    apiFetch<MarkSavedAnswer>(group(groupId), {
      method: 'PUT',
      json: { id: groupId, [kyosa ? 'kyosa' : 'student']: personId, date, ...change },
    }),
  /** 'Todos presentes': A for the listed students with no mark that day (one request). */
  allPresent: (groupId: number, date: string, students: number[]) =>
    apiFetch<AllPresentAnswer>(`${group(groupId)}/all_present`, { method: 'POST', json: { date, students } }),
  addStudent: (groupId: number, studentId: number) =>
    apiFetch<DoyangGroupShownAnswer>(group(groupId), { method: 'PUT', json: { id: groupId, groupsAsStudent: studentId } }),
  searchStudents: (doyangId: number | null, name: string) =>
    apiFetch<Paged<StudentOption>>(
      `/users${buildQuery({ paginate: 1, perPage: 20, active: 1, doyang_id: doyangId, name, with: 'degree' })}`,
    ),
  noClassDay: (groupId: number, date: string) =>
    apiFetch<{ message: string; data: HolidayAnswer }>('/holidays', {
      method: 'POST',
      json: { doyang_group_id: groupId, start_date: date },
    }),
  removeHoliday: (id: number) => apiFetch<{ message: string; data: HolidayAnswer }>(`/holidays/${id}`, { method: 'DELETE' }),
  revisions: (groupId: number) => apiFetch<RevisionSummaryAnswer[]>(`/revisions${buildQuery({ doyang_group_id: groupId })}`),
  createRevision: (groupId: number, name: string) =>
    apiFetch<RevisionAnswer>('/revisions', { method: 'POST', json: { doyang_group_id: groupId, name } }),
  activateRevision: (id: number) =>
    apiFetch<RevisionUpdatedAnswer>(`/revisions/${id}`, { method: 'PUT', json: { active: true } }),
  requirement: (revisionId: number, userId: number) =>
    apiFetch<StudentRequirementAnswer>(`/revisions/${revisionId}/requirement${buildQuery({ user_id: userId })}`),
  assignRevision: (body: { id: number; user_id: number; requirementProducts: unknown[]; requirementOther: unknown[] }) =>
    apiFetch<RevisionAssignedAnswer>('/revisions/assign', { method: 'POST', json: body }),
  approveRevision: (revisionId: number, userId: number) =>
    apiFetch<RevisionApprovedAnswer>('/revisions/approve_student_revision', {
      method: 'POST',
      json: { revision_id: revisionId, user_id: userId },
    }),
};

export type AttendanceApi = typeof attendanceApi;

/** The calls with react-admin's session handling: an expired token (401) ends the session, like the data provider. */
export const useAttendanceApi = (): AttendanceApi => useApi(attendanceApi);
