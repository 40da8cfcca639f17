import { venues } from '@doyang/domain';
import { DataTable } from 'react-admin';
import { ResourceList } from '../shared/ResourceList.tsx';

/** SEDES: name, state, city and phone (spec 02 §2), states and cities loaded with the rows. */
export const VenueList = () => (
  <ResourceList resource="venues" title={venues.labels.list} sort={{ field: 'name', order: 'ASC' }} withRelations="state,city">
    <DataTable.Col source="name" />
    <DataTable.Col source="state.name" label="Estado" disableSort />
    <DataTable.Col source="city.name" label="Localidad" disableSort />
    <DataTable.Col source="phone" />
  </ResourceList>
);
