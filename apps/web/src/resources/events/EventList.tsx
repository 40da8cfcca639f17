import { events, exams } from '@doyang/domain';
import { DataTable } from 'react-admin';
import { ResourceList } from '../shared/ResourceList.tsx';
import { ThisYearSwitch, thisYearOnly } from './ThisYearSwitch.tsx';

type Kind = 'events' | 'exams';
const ENTRY = { events, exams };

/** EVENTOS / EXAMENES (spec 03 §2): name, date, venue, days and city; 20 a page, newest first. */
const EventList = ({ kind }: { kind: Kind }) => (
  <ResourceList
    resource={kind}
    title={ENTRY[kind].labels.list}
    sort={{ field: 'date', order: 'DESC' }}
    withRelations="venue"
    filterDefaultValues={{ filterThisYearOnly: thisYearOnly() }}
    header={<ThisYearSwitch />}
  >
    <DataTable.Col source="name" />
    <DataTable.Col source="date" label="Fecha" render={(r) => r.parsed_date} />
    <DataTable.Col source="venue.name" label="Sede" disableSort />
    <DataTable.Col source="spanning_days" label="Días" disableSort align="right" />
    <DataTable.Col source="venue.city_name" label="Ciudad" disableSort />
  </ResourceList>
);

export const EventIndex = () => <EventList kind="events" />;
export const ExamIndex = () => <EventList kind="exams" />;
