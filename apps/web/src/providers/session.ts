import type { SessionUserAnswer } from '@doyang/domain';

// Browser storage keys (spec 01 §4: token, user data and selected doyang live in browser storage).
// `impersonator` keeps the real session aside while acting as another user; logout clears it with the rest.
export const STORAGE_KEYS = { token: 'token', user: 'user', doyang: 'doyang', impersonator: 'impersonator' } as const;

const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Subscribe to session changes (this tab's writes and other tabs' storage events). */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || Object.values(STORAGE_KEYS).includes(e.key as never)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const getToken = (): string | null => localStorage.getItem(STORAGE_KEYS.token);

let cachedRaw: string | null = null;
let cachedUser: SessionUserAnswer | null = null;

/** The stored user; the same object while storage is unchanged (safe for useSyncExternalStore). */
export function getUser(): SessionUserAnswer | null {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  try {
    cachedUser = raw ? (JSON.parse(raw) as SessionUserAnswer) : null;
  } catch {
    cachedUser = null;
  }
  return cachedUser;
}

export function saveSession(token: string, user: SessionUserAnswer): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  saveUser(user);
}

export function saveUser(user: SessionUserAnswer): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  emit();
}

/** Token, user and selected doyang go together (spec 01 §4). */
export function clearSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
  emit();
}
