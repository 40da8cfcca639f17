import { DataTable } from 'react-admin';
import { ResourceList } from '../shared/ResourceList.tsx';

export const CityList = () => (
  <ResourceList resource="cities" title="LOCALIDADES" sort={{ field: 'name', order: 'ASC' }}>
    <DataTable.Col source="name" />
  </ResourceList>
);
