import type { Paged } from '@doyang/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useApi } from '../../../providers/use-api.ts';
import { type ProspectKind, prospectsApi } from './prospects-api.ts';

/** Spec 03 §9: the prospect search waits 1000 ms after the last key. */
export const PROSPECT_SEARCH_DEBOUNCE_MS = 1000;

/** One tab's list (prospects or candidates): its page and search, read again whenever a write changes the screen. */
export function useProspectList<R>(
  which: 'prospects' | 'candidates',
  kind: ProspectKind,
  eventId: number,
  doyangId: number | null,
) {
  const api = useApi(prospectsApi);
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, PROSPECT_SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['prospect-screen', kind, eventId, which, { page, search, doyangId }],
    queryFn: () => api[which](kind, eventId, { page, search, doyangId }) as Promise<Paged<R>>,
    placeholderData: keepPreviousData,
  });
  const onText = useCallback((value: string) => {
    setText(value);
    setPage(1);
  }, []);
  return { query, page, setPage, text, setText: onText };
}

export function useEventHead(kind: ProspectKind, eventId: number) {
  const api = useApi(prospectsApi);
  return useQuery({ queryKey: ['prospect-screen', kind, eventId, 'event'], queryFn: () => api.event(kind, eventId) });
}

/** After any write: both lists, the approval marks and the block counts are read again. */
export function useRefreshScreen(kind: ProspectKind, eventId: number) {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ['prospect-screen', kind, eventId] }), [client, kind, eventId]);
}
