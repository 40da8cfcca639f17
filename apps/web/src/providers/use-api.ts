import { useMemo } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { guardClient } from './api-client.ts';

/**
 * A module client as react-admin's data provider would call it: a refused session (401) is logged out before the
 * call rejects. Pass a client that keeps its identity between renders (a module constant or a memoised one).
 */
export function useApi<C extends object>(client: C): C {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useMemo(() => guardClient(client, (error) => logoutIfAccessDenied(error)), [client, logoutIfAccessDenied]);
}
