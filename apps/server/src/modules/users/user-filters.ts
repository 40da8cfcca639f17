import { ROLES } from '@doyang/domain';
import type { ListQuery } from '../../http/list-query.ts';

// What a users list asks for, read once from the query string; the guards, the lists and the picker take it.

export type UserFilters = {
  students: boolean;
  staff: boolean;
  roleIds: number[] | null;
  doyangIds: number[] | null;
  degreeIds: number[] | null;
  groupIds: number[] | null;
  active: boolean | null;
  debtsOnly: boolean;
  sinodal: boolean;
  certifier: boolean;
  isProspect: boolean | null;
  birthDate: string | null;
  name: string | null;
  ids: number[] | null;
};

const intList = (value: string | undefined) =>
  value === undefined
    ? null
    : value
        .split(',')
        .map((v) => Number(v.trim()))
        .filter((n) => Number.isInteger(n) && n > 0);

const flag = (value: string | undefined) =>
  value === undefined ? null : value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : null;

/**
 * The list's filters. Without role_id the list is of students (the StudentIndex never sends one), unless
 * it asks for sinodals or certifiers; a role_id list says which kinds are asked for.
 */
export function readUserFilters(q: ListQuery): UserFilters {
  const f = q.filters;
  const roleIds = intList(f.role_id);
  const sinodal = flag(f.sinodal) === true;
  const certifier = flag(f.certifier) === true;
  const staffOnly = roleIds === null && (sinodal || certifier);
  const birthDate = /^\d{4}-\d{2}-\d{2}/.test(f.birth_date ?? '') ? (f.birth_date ?? '').slice(0, 10) : null;
  return {
    students: roleIds ? roleIds.includes(ROLES.ALUMNO) : !staffOnly,
    staff: roleIds ? roleIds.some((r) => r !== ROLES.ALUMNO) : staffOnly,
    roleIds,
    doyangIds: intList(f.doyang_id),
    degreeIds: intList(f.degree_id),
    groupIds: intList(f.doyang_group_id),
    active: flag(f.active),
    debtsOnly: flag(f.debtsOnly) === true,
    sinodal,
    certifier,
    isProspect: flag(f.is_prospect),
    birthDate,
    name: (f.name ?? q.search ?? '').trim() || null,
    ids: q.ids,
  };
}
