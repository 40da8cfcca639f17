import { canToggleDuty, type MonthlyDutyAnswer, MSG } from '@doyang/domain';
import { Checkbox } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { useSessionUser } from '../../providers/use-session-user.ts';

/**
 * 'Hecha' for the selected doyang (spec 02 §4): PUT {id, monthly_duty_id, doyang_id, done} adds or removes
 * the doyang from doyangs_done; the row takes the server's answer, the Home column refetches.
 */
export const DutyDoneToggle = ({ doyangId }: { doyangId: number }) => {
  const record = useRecordContext<MonthlyDutyAnswer>();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const notify = useNotify();
  // Untyped: the toggle's body is not a duty, it carries the doyang and the mark (spec 01 §7).
  const [update, { isPending }] = useUpdate();
  if (!record || !user) return null;
  const allowed = canToggleDuty(user, record, doyangId);
  const toggle = (done: boolean) =>
    update(
      'monthly_duties',
      { id: record.id, data: { id: record.id, monthly_duty_id: record.id, doyang_id: doyangId, done }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => queryClient.invalidateQueries({ queryKey: ['monthly_duties', 'home'] }),
        onError: () => notify(MSG.modifyError, { type: 'error' }),
      },
    );
  return (
    <Checkbox
      checked={record.checked === true}
      disabled={!allowed || isPending}
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => toggle(e.target.checked)}
      slotProps={{ input: { 'aria-label': `Hecha: ${record.name}` } }}
      data-testid={`duty-done-${record.id}`}
    />
  );
};
