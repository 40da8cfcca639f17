import { DataTable } from 'react-admin';
import { ResourceList } from '../shared/ResourceList.tsx';

export const HonorificTitleList = () => (
  <ResourceList resource="honorific_titles" title="HONORÍFICOS" sort={{ field: 'name', order: 'ASC' }}>
    <DataTable.Col source="name" />
    <DataTable.Col source="description" />
  </ResourceList>
);
