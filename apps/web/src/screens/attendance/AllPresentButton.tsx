import { fillMessage, MSG, type RosterAnswer } from '@doyang/domain';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { errorText } from '../../resources/shared/error-text.ts';
import { useAttendanceApi } from './attendance-api.ts';

/**
 * 'Todos presentes' (issue 10): the unmarked students of the page shown get an A in one request; a mark already
 * taken (a falta, a retardo) is never overwritten. Offered only while the day can be marked.
 */
export const AllPresentButton = ({ page, locked }: { page: RosterAnswer; locked: boolean }) => {
  const api = useAttendanceApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const unmarked = page.data.filter((r) => r.assistance === null).map((r) => r.id);
  if (locked || !unmarked.length) return null;
  const onClick = async () => {
    setBusy(true);
    try {
      const { marked } = await api.allPresent(page.group.id, page.date, unmarked);
      notify(marked ? fillMessage(MSG.allPresentDone, { n: marked }) : MSG.allPresentNone, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['roster', page.group.id] });
    } catch (error) {
      notify(errorText(error, MSG.generic), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DoneAllIcon />} disabled={busy} onClick={onClick} data-testid="all-present">
      {MSG.allPresent} ({unmarked.length})
    </Button>
  );
};
