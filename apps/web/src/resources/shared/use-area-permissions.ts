import { hasPermission } from '@doyang/domain';
import { areaOf } from '../../providers/resource-areas.ts';
import { useSessionUser } from '../../providers/use-session-user.ts';

export type AreaPermissions = { area: string | undefined; canCreate: boolean; canUpdate: boolean; canDelete: boolean };

/** The create/update/delete flags of a resource's permission area (e.g. degrees → 'Grados'). */
export function useAreaPermissions(resource: string): AreaPermissions {
  const user = useSessionUser();
  const area = areaOf(resource);
  const can = (action: 'create' | 'update' | 'delete') => Boolean(user && area && hasPermission(user.permissions, area, action));
  return { area, canCreate: can('create'), canUpdate: can('update'), canDelete: can('delete') };
}
