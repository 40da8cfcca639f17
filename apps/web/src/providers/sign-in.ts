import type { SessionAnswer, SessionUserAnswer } from '@doyang/domain';
// Subpaths, not the package's index: the login screen loads this, and the index brings every schema and zod.
import { MSG } from '@doyang/domain/messages';
import { soleDoyang } from '@doyang/domain/permissions';
import { HttpError } from 'react-admin';
import { setSelectedDoyang } from '../layout/selected-doyang.ts';
import { apiFetch } from './api.ts';
import { clearSession, getToken, getUser, saveSession, saveUser } from './session.ts';

// Signing in and checking the session: what the login screen needs of the auth provider, apart from the rest of it
// (permissions read the registry), so the login loads without the back-office.

type LoginParams = { email?: string; username?: string; password: string };

let refreshed: Promise<void> | null = null;

/**
 * POST /api/me once per page load: refreshes the stored user; an answer refusing it clears the session.
 * A request that never got an answer (the page being left while it ran) keeps the session: clearing it
 * then logged the user out when they reloaded twice in a row.
 */
function refreshUser(): Promise<void> {
  refreshed ??= apiFetch<SessionUserAnswer>('/me', { method: 'POST' }).then(
    (user) => saveUser(user),
    (error: unknown) => {
      if (error instanceof HttpError) clearSession();
      refreshed = null;
      throw error;
    },
  );
  return refreshed;
}

/** The next check asks the server again (after a logout or an expired session). */
export function forgetRefresh(): void {
  refreshed = null;
}

export async function signIn({ email, username, password }: LoginParams): Promise<void> {
  try {
    const answer = await apiFetch<SessionAnswer>('/login', { method: 'POST', json: { email: email ?? username, password } });
    clearSession();
    saveSession(answer.access_token, answer.user);
    refreshed = Promise.resolve();
    // Someone with one doyang lands with it selected, and with the menu it opens.
    const own = soleDoyang(answer.user);
    if (own) setSelectedDoyang(own);
  } catch {
    throw new Error(MSG.loginFailed);
  }
}

export async function checkSession(): Promise<void> {
  if (!getToken() || !getUser()) throw { redirectTo: '/login', message: false };
  await refreshUser().catch(() => {
    throw { redirectTo: '/login', message: false };
  });
}
