import { degrees } from '@doyang/domain';
import { ResourceCreate } from '../shared/ResourceCreate.tsx';
import { DegreeInputs } from './DegreeInputs.tsx';

export const DegreeCreate = () => (
  <ResourceCreate
    resource="degrees"
    title={degrees.labels.create}
    schema={degrees.schema}
    defaultValues={{ has_partials: false }}
  >
    <DegreeInputs />
  </ResourceCreate>
);
