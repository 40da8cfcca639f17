import { honorificTitleSchema } from '@doyang/domain';
import { ResourceEdit } from '../shared/ResourceEdit.tsx';
import { HonorificTitleInputs } from './HonorificTitleInputs.tsx';

export const HonorificTitleEdit = () => (
  <ResourceEdit resource="honorific_titles" title="EDITAR HONORÍFICO" schema={honorificTitleSchema}>
    <HonorificTitleInputs />
  </ResourceEdit>
);
