import type { SessionUserAnswer } from '@doyang/domain';
import { useSyncExternalStore } from 'react';
import { getUser, subscribeSession } from './session.ts';

/** The logged-in user as stored at login and refreshed by POST /api/me; re-renders on change. */
export function useSessionUser(): SessionUserAnswer | null {
  return useSyncExternalStore(subscribeSession, getUser, () => null);
}
