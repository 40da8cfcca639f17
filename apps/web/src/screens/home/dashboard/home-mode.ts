import type { HomePreferenceAnswer } from '@doyang/domain';
import { apiFetch } from '../../../providers/api.ts';

// The old and the optimised home (spec 01 §7 toggle-home, §9: the preference lives in browser storage). The browser's
// copy decides at once; the server keeps the user's choice so another browser starts with it.

const KEY = 'oldHome';

export const homePreferenceApi = {
  get: () => apiFetch<HomePreferenceAnswer>('/home_preference'),
  set: (oldHome: boolean) => apiFetch<HomePreferenceAnswer>('/home_preference', { method: 'PUT', json: { old_home: oldHome } }),
};

/** The stored choice: true for the old home, false for the optimised one, null when this browser has none yet. */
export function storedOldHome(): boolean | null {
  const value = window.localStorage.getItem(KEY);
  return value === null ? null : value === '1';
}

export function storeOldHome(oldHome: boolean): void {
  window.localStorage.setItem(KEY, oldHome ? '1' : '0');
}
