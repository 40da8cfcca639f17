import { type DoyangGroupAnswer, MSG } from '@doyang/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, useNotify } from 'react-admin';
import { errorText } from '../shared/error-text.ts';

/**
 * Deletes a group from its row after the spec's confirmation; a group with students is refused by the
 * server ('El grupo tiene alumnos…'), and that reason is what the user reads.
 */
export const GroupDeleteButton = ({ record, resource }: { record: DoyangGroupAnswer; resource: string }) => {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const [remove, { isPending }] = useDelete();
  const confirm = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } }),
        onError: (error) => notify(errorText(error, MSG.generic), { type: 'error' }),
        onSettled: () => setOpen(false),
      },
    );
  return (
    <>
      <Tooltip title="Eliminar">
        <IconButton aria-label="Eliminar" size="small" color="error" onClick={() => setOpen(true)} data-testid="group-delete">
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`Eliminar ${record.name}`}
        content={MSG.confirmDeleteRecord}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
