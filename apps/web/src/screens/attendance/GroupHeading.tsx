import { type RosterGroupAnswer, scheduleText } from '@doyang/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../resources/shared/PageHeading.tsx';

type Props = { title: string; group: RosterGroupAnswer; back: { to: string; label: string } };

/** The screen title, the group (doyang, schedule) and the way back. */
export const GroupHeading = ({ title, group, back }: Props) => (
  <Box sx={{ mb: 1 }}>
    <Button component={Link} to={back.to} size="small" startIcon={<ArrowBackIcon />} sx={{ mt: 1 }}>
      {back.label}
    </Button>
    <PageHeading>{`${title} · ${group.name}`}</PageHeading>
    <Typography variant="subtitle2" color="text.secondary" data-testid="group-subtitle">
      {[group.doyang_name, scheduleText(group.begins_at, group.ends_at, group.json_week)].filter(Boolean).join(' · ')}
    </Typography>
  </Box>
);
