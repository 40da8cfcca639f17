import { degrees } from '@doyang/domain';
import { DataTable } from 'react-admin';
import { ResourceList } from '../shared/ResourceList.tsx';

/** GRADOS: order and name, 30 per page, by order (spec 02 §2, §9: 500 ms search). */
export const DegreeList = () => (
  <ResourceList
    resource="degrees"
    title={degrees.labels.list}
    perPage={degrees.perPage}
    sort={{ field: 'order', order: 'ASC' }}
    debounce={500}
  >
    <DataTable.Col source="order" />
    <DataTable.Col source="name" />
  </ResourceList>
);
