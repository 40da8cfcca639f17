import { canAccessDoyang } from '@doyang/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useApi } from '../../../providers/use-api.ts';
import { useSessionUser } from '../../../providers/use-session-user.ts';
import { DashboardContext, type DashboardState } from './DashboardContext.tsx';
import { dashboardApi } from './dashboard-api.ts';
import { useHomeMode } from './use-home-mode.ts';

/**
 * The numbers of Home's cards: on the optimised home one request for every card the viewer may read; on the old one
 * each card asks for its own. Staff read their doyangs' numbers; general direction every doyang's.
 */
export const DashboardProvider = ({ children }: { children: ReactNode }) => {
  const user = useSessionUser();
  const { oldHome } = useHomeMode();
  const api = useApi(dashboardApi);
  const all = useQuery({ queryKey: ['dashboard', 'all'], queryFn: () => api.all(), enabled: oldHome === false });
  const value = useMemo<DashboardState>(
    () => ({
      oldHome: oldHome === true,
      byId: new Map((all.data?.data ?? []).map((d) => [d.id, d])),
      readable: (id) => Boolean(user && canAccessDoyang(user, id)),
      exam: all.data?.exam ?? null,
    }),
    [oldHome, all.data, user],
  );
  return <DashboardContext.Provider value={value}>{children}</DashboardContext.Provider>;
};
