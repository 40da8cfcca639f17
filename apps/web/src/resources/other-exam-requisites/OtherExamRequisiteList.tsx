import { DataTable } from 'react-admin';
import { ResourceList } from '../shared/ResourceList.tsx';

/** OTROS REQUISITOS DE EXAMEN: name and how many requirements ask for it, 20 per page. */
export const OtherExamRequisiteList = () => (
  <ResourceList
    resource="other_exam_requisites"
    title="OTROS REQUISITOS DE EXAMEN"
    sort={{ field: 'name', order: 'ASC' }}
    withRelations="requirements_count"
  >
    <DataTable.Col source="name" />
    <DataTable.NumberCol source="requirements_count" disableSort />
  </ResourceList>
);
