import { canWriteDuty, type MonthlyDutyAnswer } from '@doyang/domain';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import { useCreatePath, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSessionUser } from '../../providers/use-session-user.ts';

/** An edit icon where this user may edit (general direction every duty, a doyang its own); delete is in the form. */
export const DutyRowActions = () => {
  const record = useRecordContext<MonthlyDutyAnswer>();
  const user = useSessionUser();
  const createPath = useCreatePath();
  if (!record || !user || !canWriteDuty(user, record, 'update')) return null;
  return (
    <Tooltip title="Editar">
      <IconButton
        component={Link}
        to={createPath({ resource: 'monthly_duties', type: 'edit', id: record.id })}
        onClick={(e) => e.stopPropagation()}
        size="small"
        aria-label={`Editar ${record.name}`}
      >
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};
