import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, subscribeSession } from '../providers/session.ts';

/** The doyang picked on Home (spec 01 §4), kept in browser storage under `doyang`. */
export type SelectedDoyang = { id: number; name: string };

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cached: SelectedDoyang | null = null;

export function getSelectedDoyang(): SelectedDoyang | null {
  const raw = localStorage.getItem(STORAGE_KEYS.doyang);
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    cached =
      parsed && typeof parsed === 'object' && 'id' in parsed && 'name' in parsed
        ? { id: Number(parsed.id), name: String(parsed.name) }
        : null;
  } catch {
    cached = null;
  }
  return cached;
}

export function setSelectedDoyang(doyang: SelectedDoyang | null): void {
  if (doyang) localStorage.setItem(STORAGE_KEYS.doyang, JSON.stringify({ id: doyang.id, name: doyang.name }));
  else localStorage.removeItem(STORAGE_KEYS.doyang);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const offSession = subscribeSession(listener); // logout and other tabs clear it too
  return () => {
    listeners.delete(listener);
    offSession();
  };
}

/** Read, set and clear the selected doyang; every user of the hook re-renders when it changes. */
export function useSelectedDoyang() {
  const selected = useSyncExternalStore(subscribe, getSelectedDoyang, () => null);
  const select = useCallback((doyang: SelectedDoyang) => setSelectedDoyang(doyang), []);
  const clear = useCallback(() => setSelectedDoyang(null), []);
  return { selected, select, clear };
}
