import type { DoyangGroupAnswer } from '@doyang/domain';
import EditIcon from '@mui/icons-material/Edit';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import GroupsIcon from '@mui/icons-material/Groups';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { useCreatePath } from 'react-admin';
import { Link } from 'react-router-dom';
import { GroupDeleteButton } from './GroupDeleteButton.tsx';

type Props = { record: DoyangGroupAnswer; resource: string; canUpdate: boolean; canDelete: boolean };

const LinkIcon = ({ to, label, icon, testId }: { to: string; label: string; icon: ReactElement; testId: string }) => (
  <Tooltip title={label}>
    <IconButton component={Link} to={to} aria-label={label} size="small" color="primary" data-testid={testId}>
      {icon}
    </IconButton>
  </Tooltip>
);

/**
 * A group's actions: its attendance screen (DoyangGroupAddPeople), its kyosas (KyosaList), edit and
 * delete (the server refuses a group that still has students, with its reason).
 */
export const GroupRowActions = ({ record, resource, canUpdate, canDelete }: Props) => {
  const createPath = useCreatePath();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center' }} onClick={(e) => e.stopPropagation()}>
      <LinkIcon
        to={`/doyang_groups/${record.id}/add_people`}
        label="Asistencias"
        icon={<EventAvailableIcon fontSize="small" />}
        testId="group-attendance"
      />
      <LinkIcon
        to={`/doyang_groups/${record.id}/kyosa_list`}
        label="Kyosas"
        icon={<GroupsIcon fontSize="small" />}
        testId="group-kyosas"
      />
      {canUpdate && (
        <LinkIcon
          to={createPath({ resource, type: 'edit', id: record.id })}
          label="Editar"
          icon={<EditIcon fontSize="small" />}
          testId="group-edit"
        />
      )}
      {canDelete && <GroupDeleteButton record={record} resource={resource} />}
    </Box>
  );
};
