import { canSeeGeneralDirection, MSG, type SessionAnswer, type SessionUserAnswer, soleDoyang } from '@doyang/domain';
import { type AuthProvider, HttpError, type UserIdentity } from 'react-admin';
import { setSelectedDoyang } from '../layout/selected-doyang.ts';
import { apiFetch } from './api.ts';
import { canAccessResource } from './resource-areas.ts';
import { clearSession, getToken, getUser, saveSession, saveUser } from './session.ts';

type LoginParams = { email?: string; username?: string; password: string };

const EXPIRY_DEBOUNCE_MS = 1000;
let alertBlockedUntil = 0;
let refreshed: Promise<void> | null = null;

/** Spec 01 §4: clear token, doyang and user, alert once (1 s debounce), then react-admin goes to /login. */
function expireSession(): void {
  const hadSession = getToken() !== null;
  clearSession();
  refreshed = null;
  if (!hadSession || Date.now() < alertBlockedUntil) return;
  alertBlockedUntil = Number.POSITIVE_INFINITY;
  window.alert(MSG.sessionExpired);
  alertBlockedUntil = Date.now() + EXPIRY_DEBOUNCE_MS;
}

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

const isExpiry = (status: number | undefined, message: string | undefined) =>
  status === 401 || (status === 500 && message === MSG.tokenExpired);

export const authProvider: AuthProvider = {
  async login({ email, username, password }: LoginParams) {
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
  },

  async logout() {
    if (getToken()) await apiFetch('/logout', { method: 'POST' }).catch(() => undefined);
    clearSession();
    refreshed = null;
    return '/login';
  },

  async checkAuth() {
    if (!getToken() || !getUser()) throw { redirectTo: '/login', message: false };
    await refreshUser().catch(() => {
      throw { redirectTo: '/login', message: false };
    });
  },

  async checkError(error: { status?: number; message?: string }) {
    if (isExpiry(error?.status, error?.message)) {
      expireSession();
      throw { redirectTo: '/login', message: false };
    }
  },

  async getIdentity(): Promise<UserIdentity> {
    const user = getUser();
    if (!user) throw new Error('No user');
    return { id: user.id, fullName: user.full_name_honorific || user.full_name };
  },

  async getPermissions() {
    return getUser();
  },

  async canAccess({ resource, action }) {
    const user = getUser();
    return user ? canAccessResource(user.permissions, resource, action, canSeeGeneralDirection(user)) : false;
  },
};
