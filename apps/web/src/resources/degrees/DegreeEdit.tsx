import { degreeSchema } from '@doyang/domain';
import { ResourceEdit } from '../shared/ResourceEdit.tsx';
import { DegreeInputs } from './DegreeInputs.tsx';

export const DegreeEdit = () => (
  <ResourceEdit resource="degrees" title="EDITAR GRADO" schema={degreeSchema}>
    <DegreeInputs />
  </ResourceEdit>
);
