import { hasClassOn, lastClassDay, type MarkKind, MSG, type RosterAnswer, type RosterEntryAnswer } from '@doyang/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { HttpError, useNotify } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { errorText } from '../../resources/shared/error-text.ts';
import { useAttendanceApi } from './attendance-api.ts';
import type { MarkChange } from './attendance-types.ts';
import { applyChange, replaceRow } from './roster-cache.ts';

/** Spec 02 §9: student search waits 1000 ms. */
export const ROSTER_SEARCH_DEBOUNCE_MS = 1000;

/** Answers that a retry cannot fix: no access (403) or no such group (404). */
const final = (error: unknown) => error instanceof HttpError && [401, 403, 404].includes(error.status);

/**
 * A page of a group's roster on a day (`?date=` in the address; absent = the server's today), with its
 * search and page. `setDate` moves the address so a reload keeps the day.
 */
export function useRoster(kind: MarkKind) {
  const api = useAttendanceApi();
  const groupId = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const date = params.get('date');
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), ROSTER_SEARCH_DEBOUNCE_MS);
  // A new search starts at page 1, decided while rendering so the roster is not fetched for the old page first.
  const [searchedFor, setSearchedFor] = useState(search);
  if (search !== searchedFor) {
    setSearchedFor(search);
    setPage(1);
  }

  const key = useMemo(() => ['roster', groupId, kind, date, page, search] as const, [groupId, kind, date, page, search]);
  const query = useQuery({
    queryKey: key,
    queryFn: () => api.roster(groupId, { date, kyosas: kind === 'kyosa', page, search }),
    placeholderData: keepPreviousData,
    enabled: Number.isInteger(groupId) && groupId > 0,
    retry: (count, error) => !final(error) && count < 2,
  });
  const setDate = useCallback(
    (next: string) => {
      setPage(1);
      setParams((old) => {
        const p = new URLSearchParams(old);
        p.set('date', next);
        return p;
      });
    },
    [setParams],
  );
  return { groupId, key, query, page, setPage, text, setText, setDate, dayAsked: date !== null };
}

/**
 * Opened without a day on a day the group has no class, the screen moves to its last class day (issue 10): the
 * marks one comes to take are usually that day's. A day asked for in the address is kept as asked.
 */
export function useLastClassDay(roster: ReturnType<typeof useRoster>, page: RosterAnswer) {
  const { dayAsked, setDate } = roster;
  const week = page.group.json_week;
  useEffect(() => {
    if (dayAsked || page.holiday || hasClassOn(week, page.date)) return;
    const last = lastClassDay(week, page.date);
    if (last && last !== page.date) setDate(last);
  }, [dayAsked, page.holiday, page.date, week, setDate]);
}

/**
 * One click = one PUT. The clicked row shows its new mark at once (kept apart as pending, so the click
 * renders in the same event), then the cached page takes the person's row the server answers; on failure
 * the pending row is dropped, the saved one shows again and the server's reason appears. Only the clicked
 * row waits (its controls are disabled until the answer), so a whole group is marked as fast as one clicks.
 */
export function useMarking(key: readonly unknown[], groupId: number, kind: MarkKind, date: string | undefined) {
  const api = useAttendanceApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [pending, setPending] = useState<ReadonlyMap<number, RosterEntryAnswer>>(() => new Map());
  const mark = useCallback(
    async (row: RosterEntryAnswer, change: MarkChange) => {
      if (!date) return;
      const optimistic = { ...row, assistance: applyChange(row.assistance, change) };
      setPending((m) => new Map(m).set(row.id, optimistic));
      try {
        const answer = await api.mark(groupId, row.id, kind === 'kyosa', date, change);
        const saved = answer.person ?? { ...optimistic, assistance: answer.assistance };
        queryClient.setQueryData<RosterAnswer>(key, (p) => (p ? replaceRow(p, saved) : p));
      } catch (error) {
        notify(errorText(error, MSG.generic), { type: 'error' });
      } finally {
        setPending((m) => {
          const next = new Map(m);
          next.delete(row.id);
          return next;
        });
      }
    },
    [api, queryClient, key, notify, groupId, kind, date],
  );
  return { mark, pending };
}
