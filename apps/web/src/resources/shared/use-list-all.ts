import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Query } from '../../providers/api-client.ts';
import { resourceClient } from '../../providers/api-client.ts';
import { useApi } from '../../providers/use-api.ts';

/** The cache key of a plain list: a save invalidates `[resource]` and every list of it refetches. */
export const listAllKey = (resource: string, params: Query = {}) => [resource, 'listAll', params] as const;

/** A plain list for a selector or a small table (GET /api/{resource}?params → array). */
export function useListAll<T>(resource: string, params: Query = {}, enabled = true) {
  const client = useApi(useMemo(() => resourceClient<T>(resource), [resource]));
  return useQuery({
    queryKey: listAllKey(resource, params),
    queryFn: () => client.list(params),
    enabled,
    staleTime: 60_000,
  });
}
