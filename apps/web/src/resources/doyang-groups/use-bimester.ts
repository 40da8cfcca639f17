import type { ConfigurationRowAnswer } from '@doyang/domain';
import { useListAll } from '../shared/use-list-all.ts';

/** The current bimester: configuration 1 (start) and 2 (end), 'YYYY-MM-DD' (spec 01 §3). */
export function useBimester(): { start: string | null; end: string | null } {
  const { data = [] } = useListAll<ConfigurationRowAnswer>('configuration');
  const value = (id: number) => data.find((s) => s.id === id)?.value ?? null;
  return { start: value(1), end: value(2) };
}
