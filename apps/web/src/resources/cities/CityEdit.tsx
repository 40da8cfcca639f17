import { citySchema } from '@doyang/domain';
import { ResourceEdit } from '../shared/ResourceEdit.tsx';
import { CityInputs } from './CityInputs.tsx';

export const CityEdit = () => (
  <ResourceEdit resource="cities" title="EDITAR LOCALIDAD" schema={citySchema}>
    <CityInputs />
  </ResourceEdit>
);
