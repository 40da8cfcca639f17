import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { serverErrors } from './related-form.ts';
import { doneNote, failedNote } from './related-notice.ts';
import type { Outcome, RelatedNotice } from './related-types.ts';

/**
 * Runs one change of a child list and tells the user in the spec's words. After it went through, the lists of
 * `refresh`'s resource refetch (every cached list of it: another year, another filter). A refusal comes back
 * as the field texts of its 422, for the form to show under the inputs.
 */
export function useRelatedAction() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useCallback(
    async (call: () => unknown, notice: RelatedNotice | undefined, refresh?: QueryKey): Promise<Outcome> => {
      try {
        const answer = await call();
        const note = doneNote(notice, answer);
        if (note) notify(note.text, { type: note.type });
        if (refresh) queryClient.invalidateQueries({ queryKey: refresh.slice(0, 1) });
        return { ok: true };
      } catch (error) {
        const note = failedNote(notice, error);
        if (note) notify(note.text, { type: note.type });
        return { ok: false, errors: serverErrors(error) };
      }
    },
    [notify, queryClient],
  );
}
