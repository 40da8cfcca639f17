import { DataTable, FunctionField } from 'react-admin';
import { formatMXN } from '../shared/money.ts';
import { ResourceList } from '../shared/ResourceList.tsx';

/** PRODUCTOS: name, price and whether it is sold, 20 per page, searched by name or synonym. */
export const ProductList = () => (
  <ResourceList resource="products" title="PRODUCTOS" sort={{ field: 'name', order: 'ASC' }} debounce={500}>
    <DataTable.Col source="name" />
    <DataTable.Col source="synonym" disableSort />
    <DataTable.Col source="price" align="right">
      <FunctionField render={(r: { price: string }) => formatMXN(r.price)} />
    </DataTable.Col>
    <DataTable.Col source="active" disableSort>
      <FunctionField render={(r: { active: boolean }) => (r.active ? 'Sí' : 'No')} />
    </DataTable.Col>
  </ResourceList>
);
