import { ResourceEdit } from '../shared/ResourceEdit.tsx';
import { RequirementInputs } from './RequirementInputs.tsx';
import { requirementFormSchema } from './requirement-form.ts';

export const RequirementEdit = () => (
  <ResourceEdit
    resource="requirements"
    title="EDITAR REQUISITO DE EXAMEN"
    schema={requirementFormSchema}
    withRelations="products,other_exam_requisites"
    onlySchemaFields
    maxWidth={760}
  >
    <RequirementInputs />
  </ResourceEdit>
);
