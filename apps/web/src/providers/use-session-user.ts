import { useSyncExternalStore } from 'react';
import { getUser, type SessionUser, subscribeSession } from './session.ts';

/** The logged-in user as stored at login and refreshed by POST /api/me; re-renders on change. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribeSession, getUser, () => null);
}
