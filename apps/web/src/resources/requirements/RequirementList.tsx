import type { RequirementAnswer } from '@doyang/domain';
import { DataTable, useRecordContext } from 'react-admin';
import { ResourceList } from '../shared/ResourceList.tsx';
import { degreeRangeText } from './requirement-form.ts';

const DegreeRange = () => {
  const record = useRecordContext<RequirementAnswer>();
  return record ? degreeRangeText(record) : null;
};

/** REQUISITOS DE EXAMEN: name (and the degree range it applies to), 20 per page (spec 02 §2), lowest degree first. */
export const RequirementList = () => (
  <ResourceList
    resource="requirements"
    title="REQUISITOS DE EXAMEN"
    sort={{ field: 'min_grade_id', order: 'ASC' }}
    withRelations="min_grade,max_grade"
  >
    <DataTable.Col source="name" />
    <DataTable.Col source="min_grade_id" label="Grados" disableSort>
      <DegreeRange />
    </DataTable.Col>
  </ResourceList>
);
