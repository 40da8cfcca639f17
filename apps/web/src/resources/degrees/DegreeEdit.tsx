import { degrees } from '@doyang/domain';
import { ResourceEdit } from '../shared/ResourceEdit.tsx';
import { DegreeInputs } from './DegreeInputs.tsx';

export const DegreeEdit = () => (
  <ResourceEdit resource="degrees" title={degrees.labels.edit} schema={degrees.schema}>
    <DegreeInputs />
  </ResourceEdit>
);
