import { events, exams, hasPermission, tournaments } from '@doyang/domain';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import GroupsIcon from '@mui/icons-material/Groups';
import { IconButton, Tooltip } from '@mui/material';
import { DataTable, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { ResourceList } from '../shared/ResourceList.tsx';
import { LiveViewButton } from '../tournaments/LiveViewLink.tsx';
import { ThisYearSwitch, thisYearOnly } from './ThisYearSwitch.tsx';

type Kind = 'events' | 'exams' | 'tournaments';
const ENTRY = { events, exams, tournaments };

const PROSPECT_AREAS = {
  events: ['Eventos', 'Doyang Eventos'],
  exams: ['Examen', 'Doyang Examen'],
  tournaments: ['Torneos', 'Doyang Torneos'],
} as const;

/** The row's way to its prospects screen, for whoever holds the kind's area or its doyang area. */
const ProspectsButton = ({ kind }: { kind: Kind }) => {
  const record = useRecordContext<{ id: number }>();
  if (!record) return null;
  return (
    <Tooltip title="Prospectos">
      <IconButton
        component={Link}
        to={`/${kind}/${record.id}/prospects`}
        size="small"
        color="primary"
        aria-label="Prospectos"
        onClick={(e) => e.stopPropagation()}
      >
        <GroupsIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

/** A tournament row's way to its brackets (Gráficas), beside its prospects. */
const BracketsButton = () => {
  const record = useRecordContext<{ id: number }>();
  if (!record) return null;
  return (
    <Tooltip title="Gráficas">
      <IconButton
        component={Link}
        to={`/tournaments/${record.id}/graphs`}
        size="small"
        color="primary"
        aria-label="Gráficas"
        onClick={(e) => e.stopPropagation()}
      >
        <AccountTreeIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

/** EVENTOS / EXAMENES / TORNEOS (spec 03 §2): name, date, venue, days and city; 20 a page, newest first. */
const EventList = ({ kind }: { kind: Kind }) => {
  const user = useSessionUser();
  const prospects = Boolean(user && hasPermission(user.permissions, PROSPECT_AREAS[kind]));
  return (
    <ResourceList
      resource={kind}
      title={ENTRY[kind].labels.list}
      sort={{ field: 'date', order: 'DESC' }}
      withRelations="venue"
      filterDefaultValues={{ filterThisYearOnly: thisYearOnly() }}
      header={<ThisYearSwitch />}
      rowActions={
        prospects || kind === 'tournaments' ? (
          <>
            {prospects && <ProspectsButton kind={kind} />}
            {kind === 'tournaments' && <BracketsButton />}
            {kind === 'tournaments' && <LiveViewButton />}
          </>
        ) : undefined
      }
    >
      <DataTable.Col source="name" />
      <DataTable.Col source="date" label="Fecha" render={(r) => r.parsed_date} />
      <DataTable.Col source="venue.name" label="Sede" disableSort />
      <DataTable.Col source="spanning_days" label="Días" disableSort align="right" />
      <DataTable.Col source="venue.city_name" label="Ciudad" disableSort />
    </ResourceList>
  );
};

export const EventIndex = () => <EventList kind="events" />;
export const ExamIndex = () => <EventList kind="exams" />;
export const TournamentIndex = () => <EventList kind="tournaments" />;
