import { citySchema } from '@doyang/domain';
import { ResourceCreate } from '../shared/ResourceCreate.tsx';
import { CityInputs } from './CityInputs.tsx';

export const CityCreate = () => (
  <ResourceCreate resource="cities" title="NUEVA LOCALIDAD" schema={citySchema}>
    <CityInputs />
  </ResourceCreate>
);
