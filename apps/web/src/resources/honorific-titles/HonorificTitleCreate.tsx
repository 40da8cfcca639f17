import { honorificTitleSchema } from '@doyang/domain';
import { ResourceCreate } from '../shared/ResourceCreate.tsx';
import { HonorificTitleInputs } from './HonorificTitleInputs.tsx';

export const HonorificTitleCreate = () => (
  <ResourceCreate resource="honorific_titles" title="NUEVO HONORÍFICO" schema={honorificTitleSchema}>
    <HonorificTitleInputs />
  </ResourceCreate>
);
