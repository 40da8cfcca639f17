import { otherExamRequisiteSchema } from '@doyang/domain';
import { ResourceEdit } from '../shared/ResourceEdit.tsx';
import { UpperTextInput } from '../shared/UpperTextInput.tsx';

export const OtherExamRequisiteEdit = () => (
  <ResourceEdit resource="other_exam_requisites" title="EDITAR REQUISITO" schema={otherExamRequisiteSchema} onlySchemaFields>
    <UpperTextInput source="name" fullWidth />
  </ResourceEdit>
);
