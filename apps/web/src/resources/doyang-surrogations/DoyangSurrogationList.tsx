import type { DoyangSurrogationAnswer } from '@doyang/domain';
import { DataTable, FunctionField } from 'react-admin';
import { ResourceList } from '../shared/ResourceList.tsx';
import { formatPercent } from './tier-figures.ts';

/** DoyangSurrogationIndex (MULTINIVEL PROFESORES, spec 03 §2): name and percentage, 20 a page, searched by name. */
export const DoyangSurrogationList = () => (
  <ResourceList resource="doyang_surrogations" title="MULTINIVEL PROFESORES" sort={{ field: 'name', order: 'ASC' }}>
    <DataTable.Col source="name" />
    <DataTable.Col source="percentage" align="right">
      <FunctionField render={(r: DoyangSurrogationAnswer) => formatPercent(r.percentage)} />
    </DataTable.Col>
  </ResourceList>
);
