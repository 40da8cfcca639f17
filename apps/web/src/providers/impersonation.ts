import type { SessionAnswer, SessionUserAnswer } from '@doyang/domain';
import { apiFetch } from './api.ts';
import { clearSession, getToken, getUser, STORAGE_KEYS, saveSession } from './session.ts';

/** The real session while acting as someone else, and where to go back to. */
type Aside = { token: string; user: SessionUserAnswer; doyang: string | null; returnTo: string };

function readAside(): Aside | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.impersonator);
    return raw ? (JSON.parse(raw) as Aside) : null;
  } catch {
    return null;
  }
}

/**
 * 'Ingresar como usuario': POST /api/users/{id}/impersonate answers a session like the login does; it
 * replaces ours (token, user, no doyang selected) and the real session waits aside for the way back.
 */
export async function startImpersonation(userId: number, returnTo: string): Promise<void> {
  const token = getToken();
  const user = getUser();
  const doyang = localStorage.getItem(STORAGE_KEYS.doyang);
  const answer = await apiFetch<SessionAnswer>(`/users/${userId}/impersonate`, { method: 'POST' });
  clearSession();
  saveSession(answer.access_token, answer.user);
  if (token && user) {
    const aside: Aside = { token, user, doyang, returnTo };
    localStorage.setItem(STORAGE_KEYS.impersonator, JSON.stringify(aside));
  }
}

/**
 * 'Volver a mi usuario': POST /api/impersonation/leave closes the borrowed session and answers the real
 * one; if that call fails, the session kept aside is restored. Answers the path to go back to.
 */
export async function leaveImpersonation(): Promise<string> {
  const aside = readAside();
  let answer: SessionAnswer | null = null;
  try {
    answer = await apiFetch<SessionAnswer>('/impersonation/leave', { method: 'POST' });
  } catch (error) {
    if (!aside) throw error;
  }
  const session = answer ? { token: answer.access_token, user: answer.user } : aside;
  clearSession();
  if (!session) return '/';
  // The doyang the real user had selected comes back with them.
  if (aside?.doyang && aside.user.id === session.user.id) localStorage.setItem(STORAGE_KEYS.doyang, aside.doyang);
  saveSession(session.token, session.user);
  return aside?.returnTo ?? '/';
}
