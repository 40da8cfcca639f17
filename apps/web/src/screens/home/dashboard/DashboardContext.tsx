import type { DashboardAnswer, DoyangDashboardAnswer } from '@doyang/domain';
import { createContext, useContext } from 'react';

/** What the cards read of the dashboard: the optimised home's numbers by doyang, or, on the old home, none (each card asks). */
export type DashboardState = {
  oldHome: boolean;
  byId: Map<number, DoyangDashboardAnswer>;
  /** Doyangs whose numbers this viewer may read (their cards show them). */
  readable: (doyangId: number) => boolean;
  exam: DashboardAnswer['exam'];
};

export const DashboardContext = createContext<DashboardState | null>(null);

export const useDashboard = () => useContext(DashboardContext);
