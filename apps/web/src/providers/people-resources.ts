import type { DataProvider } from 'react-admin';

/**
 * Students, staff and sinodals are one API resource (`/api/users`, spec 02 §3) shown by three screens:
 * StudentIndex (/students), ProfessorIndex (/professors) and SinodalIndex (/sinodals). Each screen keeps
 * its own routes, cache and labels; the calls go to /api/users.
 */
export const PEOPLE_RESOURCES: Record<string, string> = {
  students: 'users',
  professors: 'users',
  sinodals: 'users',
  // SelectiveGroupIndex (/selective_groups) is a screen over /api/doyang_groups (is_selective_group=1).
  selective_groups: 'doyang_groups',
};

export const apiResource = (resource: string): string => PEOPLE_RESOURCES[resource] ?? resource;

/** The data provider with the people screens mapped onto /api/users; every other call is unchanged. */
export function withPeopleResources<T extends DataProvider>(dp: T): T {
  const mapped: DataProvider = {
    getList: (r, p) => dp.getList(apiResource(r), p),
    getOne: (r, p) => dp.getOne(apiResource(r), p),
    getMany: (r, p) => dp.getMany(apiResource(r), p),
    getManyReference: (r, p) => dp.getManyReference(apiResource(r), p),
    create: (r, p) => dp.create(apiResource(r), p),
    update: (r, p) => dp.update(apiResource(r), p),
    updateMany: (r, p) => dp.updateMany(apiResource(r), p),
    delete: (r, p) => dp.delete(apiResource(r), p),
    deleteMany: (r, p) => dp.deleteMany(apiResource(r), p),
  };
  return { ...dp, ...mapped } as T;
}
