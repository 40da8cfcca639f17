import { canSeeGeneralDirection, MSG } from '@doyang/domain';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { apiFetch } from './api.ts';
import { canAccessResource } from './resource-areas.ts';
import { clearSession, getToken, getUser } from './session.ts';
import { checkSession, forgetRefresh, signIn } from './sign-in.ts';

const EXPIRY_DEBOUNCE_MS = 1000;
let alertBlockedUntil = 0;

/** Spec 01 §4: clear token, doyang and user, alert once (1 s debounce), then react-admin goes to /login. */
function expireSession(): void {
  const hadSession = getToken() !== null;
  clearSession();
  forgetRefresh();
  if (!hadSession || Date.now() < alertBlockedUntil) return;
  alertBlockedUntil = Number.POSITIVE_INFINITY;
  window.alert(MSG.sessionExpired);
  alertBlockedUntil = Date.now() + EXPIRY_DEBOUNCE_MS;
}

const isExpiry = (status: number | undefined, message: string | undefined) =>
  status === 401 || (status === 500 && message === MSG.tokenExpired);

export const authProvider: AuthProvider = {
  login: signIn,

  async logout() {
    if (getToken()) await apiFetch('/logout', { method: 'POST' }).catch(() => undefined);
    clearSession();
    forgetRefresh();
    return '/login';
  },

  checkAuth: checkSession,

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
