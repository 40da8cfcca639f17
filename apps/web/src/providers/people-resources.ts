import { apiResourceOf } from '@doyang/domain';
import type { DataProvider } from 'react-admin';

/** Screens over another API resource (students → users, …): the rule lives in the domain. */
export const apiResource = apiResourceOf;

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
