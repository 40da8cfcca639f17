import { degreeSchema } from '@doyang/domain';
import { ResourceCreate } from '../shared/ResourceCreate.tsx';
import { DegreeInputs } from './DegreeInputs.tsx';

export const DegreeCreate = () => (
  <ResourceCreate resource="degrees" title="NUEVO GRADO" schema={degreeSchema} defaultValues={{ has_partials: false }}>
    <DegreeInputs />
  </ResourceCreate>
);
