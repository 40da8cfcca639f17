import { MSG, type RosterAnswer, withReason } from '@doyang/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { HttpError, useNotify } from 'react-admin';
import { errorText } from '../../resources/shared/error-text.ts';
import { useAttendanceApi } from './attendance-api.ts';
import { clearDay } from './roster-cache.ts';

/**
 * 'Día sin clase' (spec 02 §4): the screen clears the day's marks at once and shows the day as without
 * class; the server creates the group's holiday (and deletes the marks). On failure the screen goes back
 * as it was. Taking the day back (DELETE) keeps the marks deleted: they were not kept anywhere.
 */
export function useNoClassDay(key: readonly unknown[], page: RosterAnswer) {
  const api = useAttendanceApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const groupId = page.group.id;
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: ['roster', groupId] }), [queryClient, groupId]);

  const mark = useCallback(async () => {
    const before = queryClient.getQueryData<RosterAnswer>(key);
    const placeholder = { id: 0, name: MSG.noClassDayName, start_date: page.date, end_date: page.date, doyang_group_id: groupId };
    queryClient.setQueryData<RosterAnswer>(key, (p) => (p ? clearDay(p, placeholder) : p));
    setBusy(true);
    try {
      const answer = await api.noClassDay(groupId, page.date);
      notify(answer.message || MSG.noClassDayMarked, { type: 'success' });
      await refresh();
    } catch (error) {
      queryClient.setQueryData(key, before);
      const reason = error instanceof HttpError && error.status < 500 ? errorText(error, '') : '';
      notify(withReason(MSG.noClassDayFailed, reason), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }, [api, queryClient, key, page.date, groupId, notify, refresh]);

  const remove = useCallback(async () => {
    if (!page.holiday?.id) return;
    setBusy(true);
    try {
      const answer = await api.removeHoliday(page.holiday.id);
      notify(answer.message || MSG.noClassDayRemoved, { type: 'success' });
      await refresh();
    } catch (error) {
      notify(errorText(error, MSG.generic), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }, [api, page.holiday, notify, refresh]);

  return { mark, remove, busy };
}
