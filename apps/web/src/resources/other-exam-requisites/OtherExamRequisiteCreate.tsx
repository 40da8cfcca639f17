import { otherExamRequisiteSchema } from '@doyang/domain';
import { ResourceCreate } from '../shared/ResourceCreate.tsx';
import { UpperTextInput } from '../shared/UpperTextInput.tsx';

export const OtherExamRequisiteCreate = () => (
  <ResourceCreate resource="other_exam_requisites" title="NUEVO REQUISITO" schema={otherExamRequisiteSchema}>
    <UpperTextInput source="name" fullWidth />
  </ResourceCreate>
);
