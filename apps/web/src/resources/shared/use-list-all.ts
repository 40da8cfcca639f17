import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { QueryValue } from '../../providers/api.ts';
import type { AppDataProvider } from '../../providers/data-provider.ts';

/**
 * A plain list for a selector or a small table (GET /api/{resource}?params → array), cached under
 * [resource, 'listAll', params] so a save can invalidate it by resource name.
 */
export function useListAll<T>(resource: string, params: Record<string, QueryValue> = {}, enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [resource, 'listAll', params],
    queryFn: () => dataProvider.listAll<T>(resource, params),
    enabled,
    staleTime: 60_000,
  });
}
