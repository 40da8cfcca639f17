import { ResourceCreate } from '../shared/ResourceCreate.tsx';
import { RequirementInputs } from './RequirementInputs.tsx';
import { requirementFormSchema } from './requirement-form.ts';

export const RequirementCreate = () => (
  <ResourceCreate
    resource="requirements"
    title="NUEVO REQUISITO DE EXAMEN"
    schema={requirementFormSchema}
    defaultValues={{ products: [], other_exam_requisites: [] }}
    onlySchemaFields
    maxWidth={760}
  >
    <RequirementInputs />
  </ResourceCreate>
);
