import type { DoyangCategoryAnswer } from '@doyang/domain';
import { DataTable } from 'react-admin';
import { formatMXN } from '../shared/money.ts';
import { ResourceList } from '../shared/ResourceList.tsx';

/** DoyangCategoryIndex (spec 02 §2): name, inscription and monthly fee prices in pesos, 20 a page. */
export const DoyangCategoryList = () => (
  <ResourceList resource="doyang_categories" title="CATEGORÍAS DE DOYANG" sort={{ field: 'name', order: 'ASC' }}>
    <DataTable.Col source="name" />
    <DataTable.Col
      source="inscription_price"
      align="right"
      render={(r: DoyangCategoryAnswer) => formatMXN(r.inscription_price)}
    />
    <DataTable.Col
      source="monthly_fee_price"
      align="right"
      render={(r: DoyangCategoryAnswer) => formatMXN(r.monthly_fee_price)}
    />
  </ResourceList>
);
